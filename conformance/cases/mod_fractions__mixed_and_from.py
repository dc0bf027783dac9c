from fractions import Fraction
from decimal import Decimal
print(Fraction.from_float(0.1), Fraction(Decimal('0.1')), Fraction(0.1).limit_denominator())
total = sum(Fraction(1, 2 ** k) for k in range(1, 11))
print(total, 1 - total)
print(sorted([Fraction(2, 3), Fraction(1, 2), Fraction(3, 5)]))
print(Fraction(3, 4).as_integer_ratio(), Fraction(-6, 4), abs(Fraction(-6, 4)))
print(f'{float(Fraction(22, 7)):.5f}', Fraction(1, 3) ** -2, Fraction(4, 9) ** 0.5)
