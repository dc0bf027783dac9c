from functools import total_ordering
@total_ordering
class V:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return isinstance(o, V) and self.n == o.n
    def __lt__(self, o):
        if not isinstance(o, V): return NotImplemented
        return self.n < o.n
    def __repr__(self): return f'V({self.n})'
a, b = V(1), V(2)
print(a < b, a <= b, a > b, a >= b, a <= V(1), a >= V(1), sorted([b, a]), max(a, b))
print(V.__gt__.__name__, V.__gt__.__qualname__, V.__le__.__doc__)
try: a > 3
except TypeError as e: print(e)
@total_ordering
class G:
    def __init__(self, n): self.n = n
    def __ge__(self, o): return self.n >= o.n
print(G(1) < G(2), G(2) <= G(1), G(3) > G(1))
try:
    @total_ordering
    class N: pass
except ValueError as e: print(e)
print(total_ordering(int) is int)
