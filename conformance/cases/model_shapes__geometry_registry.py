import math
from abc import ABC, abstractmethod
REGISTRY = {}
class Shape(ABC):
    def __init_subclass__(cls, kind=None, **kw):
        super().__init_subclass__(**kw)
        if kind:
            REGISTRY[kind] = cls
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def __lt__(self, other):
        return self.area() < other.area()
    def __repr__(self):
        args = ', '.join(f'{v:g}' for v in vars(self).values())
        return f'{type(self).__name__}({args})'
class Circle(Shape, kind='circle'):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r
class Rect(Shape, kind='rect'):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
class Square(Rect, kind='square'):
    def __init__(self, s):
        super().__init__(s, s)
def build(spec):
    kind, *nums = spec.split()
    try:
        cls = REGISTRY[kind]
    except KeyError:
        raise ValueError(f'unknown shape {kind!r}') from None
    return cls(*map(float, nums))
specs = ['circle 1', 'rect 2 3.5', 'square 2', 'hexagon 1', 'rect 1', 'circle 0.5']
shapes = []
for s in specs:
    try:
        shapes.append(build(s))
    except (ValueError, TypeError) as e:
        print(f'bad spec {s!r}: {type(e).__name__}: {e}')
for sh in sorted(shapes):
    print(f'{sh!r:<20} area={sh.area():8.3f} perim={sh.perimeter():8.3f}')
print(sorted(REGISTRY), max(shapes), isinstance(shapes[2], Rect))
