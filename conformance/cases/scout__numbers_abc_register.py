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
class Half(Plugin):
    pass
Half()
