class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class Num:
    def __int__(self): return 7
    def __float__(self): return 2.5
lst = list('abcdef')
print(lst[Idx(2)], lst[Idx(1):Idx(4)], bin(Idx(5)), oct(Idx(8)))
print(range(Idx(3))[-1], int(Num()), float(Num()), [0] * Idx(3))
try:
    lst[Num()]
except TypeError as e:
    print(type(e).__name__, e)
