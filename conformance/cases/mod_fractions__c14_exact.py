from fractions import Fraction as F
from decimal import Decimal
import math
a = F(3, 4); b = F("1/6"); c = F(0.25); d = F(Decimal("1.1"))
print(a + b, a * b, a / b, a ** 2, -b, abs(F(-1, 3)), a // b, a % b, c, d)
print(F(10, -4), F("3.5e-1"), float(F(1, 3)), round(F(7, 2)), round(F(5, 2)), round(F(22, 7), 2), math.floor(F(-7, 2)))
print(F(1, 3) == 1 / 3, F(1, 2) == 0.5, F(1, 3) < 0.34, sum(F(1, n) for n in range(1, 6)))
print(F(math.pi).limit_denominator(1000), F(1.1).limit_denominator(), a.numerator, a.denominator, a.as_integer_ratio())
print(f"{F(1, 3):.4f}" if hasattr(F, "__format__") else "", str(F(6, 3)), repr(F(1, 2)))
for bad in [lambda: F(1, 0), lambda: F("x/2"), lambda: F(1.5, 2)]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
