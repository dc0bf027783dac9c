import math
print(math.isclose(0.1 + 0.2, 0.3), math.sqrt(2), math.isqrt(99), math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]), math.dist((0, 0), (3, 4)))
print(math.log(100, 10), math.log2(1024), math.log10(0.001), math.exp(0), round(math.sin(math.pi / 6), 12), math.degrees(math.pi), math.hypot(3, 4, 12))
print(math.inf > 1e308, math.isnan(math.nan), math.isfinite(1e308), math.copysign(3, -0.0), math.factorial(20), math.modf(3.25), math.frexp(8.0))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.exp(1000), lambda: math.comb(-1, 2)]:
    try:
        bad()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
