import functools
def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        print('calling', fn.__name__, args)
        return fn(*args)
    return wrapper
@traced
def add(a, b):
    """Add two numbers."""
    return a + b
print(add(2, 3))
print(add.__name__, add.__doc__, add.__qualname__)
print(add.__wrapped__(10, 20))
def plain(fn):
    def wrapper(*a):
        return fn(*a)
    return wrapper
@plain
def mul(a, b):
    """Multiply."""
    return a * b
print(mul.__name__, mul.__doc__, hasattr(mul, '__wrapped__'))
