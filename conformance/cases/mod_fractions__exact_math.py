from fractions import Fraction
import math

a = Fraction(3, 4)
b = Fraction("5/6")
print(a + b, a - b, a * b, a / b, a ** 2, -a)
print(Fraction(0.75), Fraction("0.1"), Fraction(1, 3) + 1, Fraction(7, -21))
print(Fraction(math.pi).limit_denominator(1000), Fraction(2.5).as_integer_ratio())
print(a < b, max(a, b), sorted([b, a, Fraction(1, 2)]))
print(float(Fraction(1, 8)), int(Fraction(-7, 2)), round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(7, 2)))
harmonic = sum(Fraction(1, n) for n in range(1, 11))
print(harmonic, harmonic.numerator, harmonic.denominator)
print(Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5, hash(Fraction(1, 2)) == hash(0.5))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print(e)
try:
    Fraction("x/2")
except ValueError as e:
    print(e)
print(f"{Fraction(1, 3)}", repr(Fraction(2, 4)))
