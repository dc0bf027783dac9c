class E(Exception):
    def __str__(self):
        return "E: " + super().__str__()
    def __repr__(self):
        return "R" + super().__repr__()
e = E("boom", 2)
print(str(e), repr(e))
class D(dict):
    def __repr__(self):
        return f"D({super().__repr__()})"
    def __eq__(self, o):
        return super().__eq__(o)
    def __hash__(self):
        return 7
print(repr(D(a=1)), D(a=1) == {'a': 1}, hash(D()))
class L(list):
    def __str__(self):
        return "L" + super().__str__()
print(str(L([1])), repr(L([2])))
class I(int):
    def __repr__(self):
        return f"I({super().__repr__()})"
    def __format__(self, spec):
        return "<" + super().__format__(spec) + ">"
print(repr(I(5)), f"{I(5):03d}", str(I(3)))
class S(str):
    def __str__(self):
        return super().__str__().upper()
print(str(S("ab")), repr(S("ab")))
from collections import namedtuple
class P(namedtuple("P", "x y")):
    def __repr__(self):
        return "P!" + super().__repr__()
print(P(1, 2))
import dataclasses
@dataclasses.dataclass
class Q:
    a: int
    def __repr__(self):
        return "Q!" + object.__repr__(self)[:12]
print(Q(1))
class Z:
    def __repr__(self):
        return "Z"
print(object.__str__(Z()), str(Z()), f"{Z()}", object.__format__(Z(), ''))
class N:
    def __eq__(self, o): return True
    __hash__ = object.__hash__
print(hash(N()) == object.__hash__(N()) or True, N() == 1)
