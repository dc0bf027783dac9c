import math
print(math.sqrt(16))
math.log(-1)
