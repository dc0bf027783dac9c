import math
print(math.sqrt(16), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7))
print(math.gcd(48, 18), math.lcm(4, 6), math.factorial(10))
print(math.isqrt(99), math.comb(10, 3), math.perm(5, 2))
print(math.pi, math.e, math.tau)
print(math.fabs(-3), math.copysign(2, -0.0), math.fmod(-7, 3))
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10))
