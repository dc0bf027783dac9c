from functools import total_ordering
@total_ordering
class Ver:
    def __init__(self, *p): self.p = p
    def __eq__(self, o): return self.p == o.p
    def __gt__(self, o): return self.p > o.p
vs = [Ver(1, 2), Ver(1, 0), Ver(0, 9)]
print([v.p for v in sorted(vs)])
print(Ver(1) < Ver(2), Ver(2) <= Ver(2), Ver(3) >= Ver(4))
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print(type(e).__name__, e)
