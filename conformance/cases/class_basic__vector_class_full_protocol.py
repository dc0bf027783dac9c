import math

class Vector:
    __slots__ = ("x", "y")
    def __init__(self, x=0.0, y=0.0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __eq__(self, o):
        return isinstance(o, Vector) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vector(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vector(self.x * k, self.y * k) if isinstance(k, (int, float)) else NotImplemented
    __rmul__ = __mul__
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __neg__(self):
        return Vector(-self.x, -self.y)
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"

a, b = Vector(3, 4), Vector(1, -2)
print(a + b, a - b, 2 * a, a * 0.5, a @ b, abs(a), -b, bool(Vector()), list(a))
print(repr(a), f"{b:.2f}", {a, Vector(3, 4)}, a == Vector(3, 4), tuple(a + b))
x, y = a
print(x, y, sum([a, b], Vector()), max([a, b], key=abs))
try:
    a * "s"
except TypeError as e:
    print(e)
