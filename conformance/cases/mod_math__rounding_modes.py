import math
vals = [2.5, 3.5, -2.5, 0.5, 1.4999, -0.5]
print([round(v) for v in vals])
print([math.floor(v) for v in vals])
print([math.ceil(v) for v in vals])
print(round(2.675, 2), round(1234.5678, -2), round(15, -1), round(25, -1))
print(math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
