import math
print(math.exp(10) > 1)
print(2.0 ** 10000)
