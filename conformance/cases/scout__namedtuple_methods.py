from typing import NamedTuple
from collections import namedtuple
import math

class Point(NamedTuple):
    x: float
    y: float = 0.0
    def dist(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)
    def __str__(self):
        return f"({self.x}, {self.y})"
    @classmethod
    def origin(cls):
        return cls(0.0)

a, b = Point(3, 4), Point.origin()
print(a, repr(a), a.dist(b), a._replace(x=0), a._asdict(), Point._fields, Point._field_defaults)
print(a + b, a * 2 if False else a[0], len(a), list(a), a == (3, 4), sorted([Point(2, 1), Point(1, 5)]))
x, y = a
print(x, y, max(Point(1, 2), Point(1, 3)), hash(a) == hash((3, 4)), Point.__doc__ is not None)
Color = namedtuple("Color", ["r", "g", "b"], defaults=[0])
print(Color(255, 128), Color._make([1, 2, 3]), Color(1, 2)._asdict())
Row = namedtuple("Row", "id name", rename=False)
rows = [Row(*r) for r in [(2, "b"), (1, "a")]]
print(sorted(rows), [r.name for r in sorted(rows, key=lambda r: r.id)], rows[0]._fields)
try:
    a.x = 10
except AttributeError as e:
    print("AttributeError:", e)
try:
    namedtuple("Bad", "def class")
except ValueError as e:
    print("ValueError:", e)
print(Point(1, 2, 3))
