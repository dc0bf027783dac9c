import math
print(math.sqrt(2.25))
for v in (0, 1, 16):
    print(v, math.sqrt(v), math.isqrt(v))
print(math.sqrt(-4))
