from dataclasses import dataclass

@dataclass
class Point:
    x: float
    y: float

@dataclass
class Circle:
    center: Point
    r: float

@dataclass
class Rect:
    corner: Point
    w: float
    h: float

def describe(shape):
    match shape:
        case Circle(Point(0, 0), r):
            return f"circle at origin r={r}"
        case Circle(center=Point(x=x), r=r) if r > 10:
            return f"big circle x={x}"
        case Circle():
            return "small circle"
        case Rect(_, w, h) if w == h:
            return f"square {w}"
        case Rect(corner=Point(x, y), w=w):
            return f"rect at ({x}, {y}) w={w}"
        case [Point() as a, Point() as b]:
            return f"segment {a.x},{a.y}->{b.x},{b.y}"
        case {"type": "point", "x": x, "y": y, **rest}:
            return f"dict point {x},{y} extra={sorted(rest)}"
        case str() | bytes() as raw:
            return f"raw {raw!r}"
        case _:
            return "unknown"

shapes = [Circle(Point(0, 0), 2), Circle(Point(5, 1), 20), Circle(Point(1, 1), 1),
          Rect(Point(0, 0), 3, 3), Rect(Point(1, 2), 4, 1), [Point(0, 0), Point(1, 1)],
          {"type": "point", "x": 1, "y": 2, "color": "red", "z": 0}, "text", b"bin", 42]
for s in shapes:
    print(describe(s))
