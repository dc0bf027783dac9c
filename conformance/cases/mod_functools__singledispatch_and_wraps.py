import functools

@functools.singledispatch
def render(value):
    return f"<{type(value).__name__}>"

@render.register
def _(value: int):
    return f"int:{value}"

@render.register(list)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"

@render.register(dict)
def _(value):
    return "{" + ", ".join(f"{k}={render(v)}" for k, v in value.items()) + "}"

print(render(3), render([1, "a", [2]]), render({"k": 4, "b": True}))
print(render.dispatch(bool).__name__ if hasattr(render.dispatch(bool), "__name__") else "?")

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper

@logged
def add(a, b):
    "Add two numbers."
    return a + b

add(2, 3)
print(add.__name__, add.__doc__, add.__wrapped__(10, 20))

class Shape:
    @functools.singledispatchmethod
    def scale(self, factor):
        raise TypeError(f"cannot scale by {type(factor).__name__}")

    @scale.register
    def _(self, factor: int):
        return f"int scale {factor}"

    @scale.register
    def _(self, factor: float):
        return f"float scale {factor:.1f}"

s = Shape()
print(s.scale(2), s.scale(0.5))
try:
    s.scale("x")
except TypeError as e:
    print(e)
