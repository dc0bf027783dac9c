from fractions import Fraction
a = Fraction(1, 3)
b = Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a ** 2, -a)
print(Fraction(6, 8), Fraction('3/4'), Fraction('0.25'), Fraction(0.5), Fraction(2))
print(a.numerator, a.denominator, float(a), repr(a))
print(sum(Fraction(1, n) for n in range(1, 5)))
print(Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5, Fraction(3, 4) < 1)
print(Fraction(355, 113).limit_denominator(10), Fraction('3.14159').limit_denominator(100))
