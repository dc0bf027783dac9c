import math
from functools import total_ordering

class Vector:
    __match_args__ = ("x", "y")
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"
    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vector(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, Vector):
            return self.x * k.x + self.y * k.y
        return Vector(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __bool__(self):
        return bool(abs(self))
    def __eq__(self, o):
        return isinstance(o, Vector) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"
    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self

v, w = Vector(3, 4), Vector(1, 2)
print(v + w, v - w, v * 2, 3 * v, v * w, -v, abs(v), bool(Vector()), v == Vector(3, 4))
print(list(v), v[1], len(v), tuple(w), f"{v:.2f}", {v: "a"}[Vector(3, 4)], v != w)
x, y = v
print(x, y, max(v), sum(w), sorted([v, w], key=abs))
u = v
u += w
print(u is v, v)
match Vector(0, 5):
    case Vector(0, y):
        print("on y axis", y)
    case _:
        print("elsewhere")
print(v < w)
