import math
class Amount:
    def __init__(self, v): self.v = v
    def __round__(self, n=None): return f'round({self.v}, {n})'
    def __trunc__(self): return 42
    def __floor__(self): return 'floor'
    def __ceil__(self): return 'ceil'
a = Amount(3.7)
print(round(a), round(a, 2), math.trunc(a), math.floor(a), math.ceil(a))
