# Numeric tower checks
import decimal
import fractions
import numbers

values = [1, True, 2.5, 3j, fractions.Fraction(1, 3), decimal.Decimal("1.1"), "7", None]
for abc in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(abc.__name__, [isinstance(v, abc) for v in values])
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational))


def describe(x):
    if isinstance(x, numbers.Integral):
        return "integer"
    if isinstance(x, numbers.Real):
        return "real"
    if isinstance(x, numbers.Number):
        return "number"
    return "not a number"


print([describe(v) for v in values])
