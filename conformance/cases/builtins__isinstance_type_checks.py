from numbers import Number, Integral, Real
from decimal import Decimal
from fractions import Fraction

values = [1, 1.5, True, 2 + 3j, Decimal("1.1"), Fraction(1, 3), "1", None, [1]]
for v in values:
    print(f"{v!r:<18} num={isinstance(v, Number)!s:<5} int={isinstance(v, Integral)!s:<5} "
          f"real={isinstance(v, Real)!s:<5} type={type(v).__name__}")
def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, (float, Decimal)):
        return "decimal-ish"
    if isinstance(x, (list, tuple, set)):
        return f"collection of {len(x)}"
    return "other"
print([describe(v) for v in values])
print(issubclass(bool, (str, int)), issubclass(type(None), object), isinstance(int, type))
print(type(1) == int, type(True) == int, isinstance(Decimal, type), callable(type))
try:
    isinstance(1, "int")
except TypeError as e:
    print(e)
