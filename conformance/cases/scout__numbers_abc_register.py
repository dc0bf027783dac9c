import numbers
from abc import ABC, ABCMeta, abstractmethod
from collections.abc import Iterable, Sequence, Mapping, MutableMapping, Callable, Hashable, Sized

print(isinstance(3, numbers.Integral), isinstance(3.0, numbers.Real), isinstance(1j, numbers.Complex), isinstance(True, numbers.Number))
from fractions import Fraction
from decimal import Decimal
print(isinstance(Fraction(1, 2), numbers.Rational), isinstance(Decimal(1), numbers.Real), isinstance(Decimal(1), numbers.Number))
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance("s", Iterable), isinstance(len, Callable), isinstance([], Hashable))
class Plugin(ABC):
    @abstractmethod
    def run(self): ...
class External:
    def run(self):
        return "ext"
Plugin.register(External)
print(isinstance(External(), Plugin), issubclass(External, Plugin))
class Bag(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
b = Bag()
b["x"] = 1
b.update(y=2)
print(dict(b), b.get("z", 0), "x" in b, b.pop("x"), list(b.items()), b.setdefault("w", 5))
class Seq(Sequence):
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return 3
s = Seq()
print(list(s), s.index(20), 10 in s, list(reversed(s)), s.count(0))
class Half(Mapping):
    pass
Half()
