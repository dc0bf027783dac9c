import math
from functools import total_ordering
from numbers import Number

@total_ordering
class Vector:
    __slots__ = ("x", "y")
    __match_args__ = ("x", "y")
    def __init__(self, x=0.0, y=0.0):
        self.x, self.y = x, y
    def __repr__(self): return f"Vector({self.x!r}, {self.y!r})"
    def __str__(self): return f"<{self.x}, {self.y}>"
    def __format__(self, spec):
        if spec.endswith("p"):
            r, th = abs(self), math.atan2(self.y, self.x)
            return f"<{r:{spec[:-1]}}, {th:{spec[:-1]}}>"
        return f"<{self.x:{spec}}, {self.y:{spec}}>"
    def __add__(self, o):
        if not isinstance(o, Vector): return NotImplemented
        return Vector(self.x + o.x, self.y + o.y)
    def __sub__(self, o): return self + (-o)
    def __neg__(self): return Vector(-self.x, -self.y)
    def __mul__(self, k):
        if isinstance(k, Number): return Vector(self.x * k, self.y * k)
        if isinstance(k, Vector): return self.x * k.x + self.y * k.y
        return NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k): return Vector(self.x / k, self.y / k)
    def __abs__(self): return math.hypot(self.x, self.y)
    def __bool__(self): return bool(self.x or self.y)
    def __eq__(self, o): return isinstance(o, Vector) and (self.x, self.y) == (o.x, o.y)
    def __lt__(self, o): return abs(self) < abs(o)
    def __hash__(self): return hash((self.x, self.y))
    def __iter__(self): yield self.x; yield self.y
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __len__(self): return 2
    def __round__(self, n=None): return Vector(round(self.x, n), round(self.y, n))
    def __iadd__(self, o):
        self.x += o.x; self.y += o.y; return self

v, w = Vector(3, 4), Vector(1, -2)
print(v + w, v - w, -v, v * 2, 3 * v, v * w, v / 2, abs(v), bool(Vector()), repr(v))
print(f"{v:.2f} {v:8.3p}", format(w, "+"), str(w))
print(v > w, v <= w, sorted([v, w, Vector(0, 1)]), max(v, w), v == Vector(3, 4), v != w)
print({v, Vector(3, 4), w}, list(v), v[1], v[-1], len(v), round(Vector(1.234, 5.678), 1))
x, y = v; print(x, y)
v += w; print(v)
match v:
    case Vector(4, y): print("matched y =", y)
try:
    v + 1
except TypeError as e:
    print(e)
try:
    v.z = 1
except AttributeError as e:
    print(e)
print(sum([Vector(1, 1), Vector(2, 2)], Vector()))
print(v * "a")
