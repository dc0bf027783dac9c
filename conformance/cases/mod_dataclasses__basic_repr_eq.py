from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(5), repr(Point(x=3, y=4)))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 3))
p.x = 10
print(p)
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
