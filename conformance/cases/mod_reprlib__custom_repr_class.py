import reprlib

class ShortRepr(reprlib.Repr):
    def repr_dict(self, obj, level):
        if len(obj) > 3:
            keys = ", ".join(repr(k) for k in list(obj)[:3])
            return f"{{{keys}, ... ({len(obj)} keys)}}"
        return super().repr_dict(obj, level)

r = ShortRepr()
r.maxlevel = 2
print(r.repr({"a": 1, "b": 2}))
print(r.repr({c: ord(c) for c in "abcdef"}))
print(r.repr([[[[1]]]]), r.repr(("x",) * 10))
print(reprlib.repr(b"x" * 50), reprlib.repr(frozenset(range(3))))
print(reprlib.repr("short"), reprlib.repr(range(1000)), reprlib.repr(12345678901234567890 ** 3))
aRepr = reprlib.Repr()
aRepr.maxother = 10
class Big:
    def __repr__(self):
        return "Big(" + "x" * 40 + ")"
print(aRepr.repr(Big()))
print(reprlib.aRepr.maxlist, reprlib.aRepr.maxstring)
