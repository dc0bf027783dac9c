import math
print(math.inf, -math.inf, math.isinf(math.inf), math.isnan(math.nan), math.isfinite(1.0))
print(math.nan == math.nan, math.inf > 10 ** 300)
for fn, arg in [(math.sqrt, -1), (math.log, 0), (math.factorial, -1), (math.acos, 2)]:
    try:
        fn(arg)
    except ValueError as e:
        print(fn.__name__, type(e).__name__, e)
try:
    math.factorial(2.5)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
