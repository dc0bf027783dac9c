from dataclasses import dataclass
@dataclass
class Point:
    x: float
    y: float
@dataclass
class Circle:
    c: Point
    r: float
@dataclass
class Line:
    a: Point
    b: Point
def describe(obj):
    match obj:
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal at {x}"
        case Circle(Point(0, 0), r):
            return f"centred circle r={r}"
        case Circle(c=Point(x=cx), r=r) if r > 10:
            return f"big circle at x={cx}"
        case Line(Point(x1, _), Point(x2, _)) if x1 == x2:
            return "vertical line"
        case [Point() as p, *rest]:
            return f"list from {p} plus {len(rest)}"
        case {"type": "point", "x": x, **others}:
            return f"dict point {x} {sorted(others)}"
        case str() | bytes() as s:
            return f"text {s!r}"
        case _:
            return "unknown"
for o in [Point(0, 0), Point(2, 2), Point(1, 2), Circle(Point(0, 0), 1), Circle(Point(5, 1), 11),
          Line(Point(1, 0), Point(1, 9)), [Point(1, 1), 2, 3], {"type": "point", "x": 4, "z": 1, "a": 0},
          b"hi", 3.5]:
    print(describe(o))
