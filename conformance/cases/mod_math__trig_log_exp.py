import math
print(round(math.sin(math.pi / 6), 10), round(math.cos(0), 10), math.atan2(1, 1))
print(math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024))
print(math.exp(0), math.pow(2, 10), math.hypot(3, 4), math.dist((0, 0), (3, 4)))
print(math.degrees(math.pi), math.radians(180))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3)
