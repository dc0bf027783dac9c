import math
from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    def perimeter(self) -> float:
        raise NotImplementedError(type(self).__name__)
    def __lt__(self, other):
        return self.area() < other.area()
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)

class Tri(Shape):
    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c
    def area(self):
        s = (self.a + self.b + self.c) / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

shapes = [Circle(1.5), Rect(2, 4.5), Square(3), Tri(3, 4, 5)]
for sh in sorted(shapes):
    try:
        per = f"{sh.perimeter():.3f}"
    except NotImplementedError as e:
        per = f"n/a ({e})"
    print(f"{sh!r:<28} area={sh.area():8.3f} perim={per}")
print(isinstance(Square(1), Rect), issubclass(Tri, Shape))
Shape()
