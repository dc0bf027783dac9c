from dataclasses import dataclass
@dataclass
class Circle:
    r: float
@dataclass
class Rect:
    w: float
    h: float
def area(s):
    match s:
        case Circle(r):
            return round(3.14159 * r * r, 2)
        case Rect(w, h) if w == h:
            return f'square {w * h}'
        case Rect(w, h):
            return w * h
print([area(s) for s in [Circle(1), Rect(2, 3), Rect(4, 4)]])
print(Rect.__match_args__, Circle.__match_args__)
