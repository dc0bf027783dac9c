import math

print(math.gcd(48, 180), math.gcd(0, 5), math.lcm(4, 6, 10), math.isqrt(99), math.comb(10, 3), math.perm(5, 2))
print(math.factorial(20), math.prod([1, 2, 3, 4]), math.prod([], start=7))
print(math.sqrt(2), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.exp(1), math.log(100, 10), math.log2(1024))
print(math.sin(math.pi / 2), round(math.cos(math.pi), 10), math.degrees(math.pi), math.radians(180))
print(math.floor(-1.5), math.ceil(-1.5), math.trunc(1.9), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
print(math.isfinite(1e308), math.isinf(float("inf")), math.copysign(3, -0.0), math.fabs(-2), math.remainder(10, 3))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1, rel_tol=0.2), math.fsum([1e100, 1.0, -1e100]))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.acos(2)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
print(math.inf > 10 ** 308, -math.inf, math.nan != math.nan, math.tau / 2 == math.pi, math.e)
