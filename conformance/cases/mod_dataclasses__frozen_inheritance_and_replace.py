from dataclasses import dataclass, field, replace, FrozenInstanceError, fields

@dataclass(frozen=True)
class Point:
    x: int
    y: int

    def moved(self, dx=0, dy=0):
        return replace(self, x=self.x + dx, y=self.y + dy)

@dataclass(frozen=True)
class Point3(Point):
    z: int = 0

p = Point3(1, 2, 3)
print(p, p.moved(dx=5), type(p.moved()).__name__, hash(p) == hash(Point3(1, 2, 3)))
try:
    p.z = 9
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    del p.x
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    replace(p, w=1)
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Mutable(Point):
        w: int = 0
except TypeError as e:
    print("TypeError:", e)
print([f.name for f in fields(Point3)], {p: "hashable"}[Point3(1, 2, 3)])
path = [Point(0, 0)]
for dx, dy in [(1, 0), (0, 2), (-1, 1)]:
    path.append(path[-1].moved(dx, dy))
print(path, len(set(path)))
