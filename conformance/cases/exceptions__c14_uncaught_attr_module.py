import math
print(math.pi > 3)
math.tau2
