from dataclasses import dataclass

@dataclass
class Point:
    x: float
    y: float

@dataclass
class Circle:
    center: Point
    radius: float

@dataclass
class Rect:
    corner: Point
    w: float
    h: float

def describe(shape):
    match shape:
        case Circle(center=Point(x=0, y=0), radius=r):
            return f"circle at origin r={r}"
        case Circle(Point(x, y), r) if r > 10:
            return f"big circle at ({x}, {y})"
        case Circle():
            return "some circle"
        case Rect(corner=Point(x, y), w=w, h=h) if w == h:
            return f"square {w} at {x},{y}"
        case Rect(w=w, h=h):
            return f"rect {w}x{h}"
        case [Point() as p, *rest]:
            return f"point list starting {p} (+{len(rest)})"
        case {"type": "point", "coords": [x, y]}:
            return f"dict point {x},{y}"
        case {"type": str(t), **others}:
            return f"unknown type {t} with {sorted(others)}"
        case int(n) | float(n) if n < 0:
            return f"negative {n}"
        case str() as s if (length := len(s)) > 3:
            return f"long string ({length})"
        case None:
            return "nothing"
        case _:
            return f"unmatched {shape!r}"

for s in [Circle(Point(0, 0), 1), Circle(Point(1, 2), 11), Circle(Point(1, 2), 3),
          Rect(Point(0, 1), 2, 2), Rect(Point(0, 1), 2, 5), [Point(1, 1), Point(2, 2)],
          {"type": "point", "coords": [3, 4]}, {"type": "poly", "n": 5, "a": 1}, -3, -2.5, 7,
          "hello", "hi", None, (1, 2)]:
    print(describe(s))

def run(cmd: str):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["pick", "up", *items] if items:
            return f"picked {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
for c in ["go north", "go up", "pick up sword shield", "pick up", "exit", "", "dance wildly"]:
    print(f"{c!r:24} -> {run(c)}")
