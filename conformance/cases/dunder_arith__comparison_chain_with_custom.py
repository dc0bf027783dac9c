class Num:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < (o.v if isinstance(o, Num) else o)
    def __gt__(self, o): return self.v > (o.v if isinstance(o, Num) else o)
print(Num(1) < Num(2) < Num(3))
print(Num(1) < Num(3) < Num(2))
print(0 < Num(1) < 2)
print(5 > Num(4))
