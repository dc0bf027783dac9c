expr = "2 * (3 + x)"
print(eval(expr, {"x": 4}), eval("len(s)", {"s": "abc"}), eval("[i*i for i in range(4)]"))
ns = {}
exec("def sq(n):\n    return n * n\nresult = sq(7)", ns)
print(ns["result"], ns["sq"](3), sorted(k for k in ns if not k.startswith("__")))
code = compile("a + b", "<calc>", "eval")
print(eval(code, {"a": 1, "b": 2}))
loc = {}
exec("y = 10\nz = y * 2", {}, loc)
print(loc)
print(id(ns) == id(ns), type(id(1)).__name__, callable(print), callable(3))
def f():
    a = 1
    b = "two"
    return sorted(locals().items())
print(f(), "f" in globals(), __name__, __debug__)
class C:
    """Doc for C."""
    x = 1
    def m(self):
        """Method doc."""
print(C.__doc__, C.m.__doc__, C.__name__, C.__qualname__, C.m.__qualname__, C.__module__)
print(vars(C)["x"], [n for n in dir(C) if not n.startswith("_")], type(C).__name__, type(C()).__name__)
print(str(C), repr(int), repr(len), isinstance(C, type))
print(eval("1 +"))
