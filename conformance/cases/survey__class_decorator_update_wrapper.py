import functools

class CountCalls:
    """A class-based decorator, as agents write them."""
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.__wrapped__(*args, **kwargs)

@CountCalls
def greet(name: str) -> str:
    """Say hello."""
    return f"hello {name}"

print(greet("ann"), greet("bob"), greet.calls)
print(greet.__name__, greet.__qualname__, greet.__doc__, greet.__module__)
print(greet.__annotations__, greet.__wrapped__.__name__)

class Tagged:
    pass
t = Tagged()
t.__doc__ = "tagged"
print(t.__doc__, sorted(k for k in vars(greet) if k.startswith("__")))
t.__missing__
