from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, KW_ONLY, make_dataclass, FrozenInstanceError
from typing import ClassVar
import math

@dataclass(frozen=True, order=True, slots=True)
class Point:
    x: float
    y: float = 0.0
    def dist(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)

@dataclass
class Polygon:
    name: str
    points: list[Point] = field(default_factory=list, repr=False)
    _: KW_ONLY
    closed: bool = True
    scale: InitVar[float] = 1.0
    area_cache: float = field(init=False, default=0.0, compare=False)
    sides: ClassVar[int] = 0
    def __post_init__(self, scale):
        self.points = [Point(p.x * scale, p.y * scale) for p in self.points]
        pts = self.points + self.points[:1]
        self.area_cache = abs(sum(a.x * b.y - b.x * a.y for a, b in zip(pts, pts[1:]))) / 2
    @property
    def perimeter(self):
        pts = self.points + (self.points[:1] if self.closed else [])
        return sum(a.dist(b) for a, b in zip(pts, pts[1:]))

sq = Polygon("square", [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)], scale=2)
print(sq, sq.area_cache, sq.perimeter, Polygon.sides)
print([f.name for f in fields(sq)], asdict(Point(1, 2)), astuple(Point(3)))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]), Point(1) < Point(1, 1), hash(Point(1, 2)) == hash(Point(1, 2)))
p = Point(1, 2)
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(replace(p, y=9), p.__slots__, hasattr(p, "__dict__"))
open_line = Polygon("line", [Point(0, 0), Point(3, 4)], closed=False)
print(open_line.perimeter, open_line == Polygon("line", [Point(0, 0), Point(3, 4)], closed=False))
try:
    Polygon("x", [], True)
except TypeError as e:
    print("TypeError:", e)
Dyn = make_dataclass("Dyn", [("a", int), ("b", str, field(default="z"))], namespace={"double": lambda self: self.a * 2})
d = Dyn(4)
print(d, d.double(), Dyn.__name__)
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Ident(1).__eq__(Ident(1)))
@dataclass
class Child(Point.__class__ if False else object):
    pass
print(Child())
@dataclass
class Bad:
    items: list = []
