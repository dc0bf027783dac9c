ns = {}
exec('''
from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

    def norm1(self):
        return abs(self.x) + abs(self.y)

points = [Point(1, -2), Point(3, 4)]
''', ns)
P = ns["Point"]
print(ns["points"], [p.norm1() for p in ns["points"]])
print(P(0, 0) == P(0, 0), P.__name__)
exec("extra = Point(5, 5).norm1()", ns)
print(ns["extra"])
