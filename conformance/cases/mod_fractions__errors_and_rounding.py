from fractions import Fraction
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    Fraction('abc')
except ValueError as e:
    print(type(e).__name__, e)
f = Fraction(7, 2)
print(round(f), round(Fraction(5, 2)), round(f, 1), int(f), f // 1, f % 1)
print(int(Fraction(-7, 2)), Fraction(-7, 2) // 1)
print(Fraction(1, 3) + 1, 1 + Fraction(1, 3), Fraction(1, 2) + 0.25)
