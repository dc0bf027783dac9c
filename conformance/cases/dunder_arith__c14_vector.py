import math
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y) if isinstance(o, Vec) else NotImplemented
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k) if isinstance(k, (int, float)) else NotImplemented
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"
a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, 2 * a, a * 0.5, -b, abs(a), bool(Vec(0, 0)), list(a))
print(f"{b:.2f}", a == Vec(3, 4), len({a, Vec(3, 4), b}), dict.fromkeys([a, a]))
x, y = a
print(x, y)
try:
    a + 1
except TypeError as e:
    print(e)
a * "s"
