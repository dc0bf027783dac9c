from functools import singledispatchmethod, singledispatch, cache
from decimal import Decimal

class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"? {arg!r}"
    @fmt.register
    def _(self, arg: int):
        return f"int {arg:d}"
    @fmt.register
    def _(self, arg: float):
        return f"float {arg:.2f}"
    @fmt.register(list)
    def _(self, arg):
        return "[" + ", ".join(self.fmt(a) for a in arg) + "]"

f = Formatter()
print(f.fmt(3), f.fmt(2.5), f.fmt([1, 2.0, "x"]), f.fmt(Decimal("1")))
@singledispatch
def to_json(v):
    raise TypeError(f"unsupported {type(v).__name__}")
@to_json.register(str)
def _(v):
    return '"' + v + '"'
@to_json.register(dict)
def _(v):
    return "{" + ",".join(f"{to_json(k)}:{to_json(x)}" for k, x in v.items()) + "}"
@to_json.register(int)
@to_json.register(float)
def _(v):
    return repr(v)
print(to_json({"a": 1, "b": {"c": 2.5}}), to_json.dispatch(bool).__name__ if hasattr(to_json.dispatch(bool), "__name__") else "")
print(sorted(t.__name__ for t in to_json.registry))
@cache
def paths(n):
    return 1 if n <= 1 else paths(n - 1) + paths(n - 2)
print(paths(80))
to_json([1])
