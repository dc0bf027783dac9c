import math
from abc import ABC, abstractmethod

class Shape(ABC):
    registry = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Shape.registry[cls.__name__.lower()] = cls
    @abstractmethod
    def area(self) -> float: ...
    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({args})"
    def __eq__(self, other):
        return type(self) is type(other) and vars(self) == vars(other)
    def __hash__(self):
        return hash((type(self).__name__, *vars(self).values()))
    def __lt__(self, other):
        return self.area() < other.area()

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    @classmethod
    def square(cls, s):
        return cls(s, s)

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)

shapes = [Circle(1), Rect(2, 3), Rect.square(2), Square(1)]
print(sorted(shapes), Shape.registry.keys())
print(Rect(2, 2) == Rect.square(2), Square(2) == Rect(2, 2), len({Rect(1, 1), Rect(1, 1)}))
print(Square.__mro__[1].__name__, isinstance(Square(1), Shape), issubclass(Square, Rect))
print(f"{sum(s.area() for s in shapes):.3f}")
try:
    Shape()
except TypeError as e:
    print(e)
class Tri(Shape):
    pass
Tri()
