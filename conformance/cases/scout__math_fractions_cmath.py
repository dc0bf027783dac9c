import math
import cmath
from fractions import Fraction

print(math.isclose(0.1 + 0.2, 0.3), math.gcd(84, 36, 12), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(2.5), round(3.5), round(-0.5), round(1.2345, 2))
print(math.sqrt(2), math.isqrt(99), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.prod([1, 2, 3, 4]))
print(math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1) == math.e, math.fsum([0.1] * 10))
print(math.degrees(math.pi), math.radians(180), round(math.sin(math.pi / 6), 10), math.atan2(1, 1))
print(math.inf > 10**300, math.isnan(math.nan), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3)
print(math.factorial(20), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
f = Fraction(3, 4) + Fraction(1, 6)
print(f, f.numerator, f.denominator, float(f), Fraction("0.125"), Fraction(0.5), Fraction(1, 3) ** 2)
print(Fraction(10, 4).limit_denominator(1), Fraction(355, 113).limit_denominator(10), round(Fraction(7, 2)))
print(sum(Fraction(1, n) for n in range(1, 6)), Fraction(1, 3) < 0.34, Fraction(2, 1) == 2)
z = complex(3, 4)
print(abs(z), z.conjugate(), z.real, cmath.sqrt(-1), cmath.phase(-1), cmath.polar(1j))
print(cmath.exp(1j * cmath.pi).real, round(cmath.rect(1, math.pi / 2).imag, 3), (1 + 2j) * (3 - 1j))
print(math.sqrt(-1))
