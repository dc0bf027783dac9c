import math

class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
    def perimeter(self):
        raise NotImplementedError
    def __str__(self):
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"
    def __repr__(self):
        attrs = ", ".join(f"{k}={v!r}" for k, v in vars(self).items() if k != "name")
        return f"{type(self).__name__}({attrs})"
    def __lt__(self, other):
        return self.area() < other.area()

class Rectangle(Shape):
    def __init__(self, w, h, name="rectangle"):
        super().__init__(name)
        self.w, self.h = w, h
    def area(self): return self.w * self.h
    def perimeter(self): return 2 * (self.w + self.h)

class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side, name="square")
    @property
    def side(self): return self.w

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
    def area(self): return math.pi * self.r ** 2
    def perimeter(self): return 2 * math.pi * self.r

class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides {a}, {b}, {c}")
        super().__init__("triangle")
        self.sides = (a, b, c)
    def perimeter(self): return sum(self.sides)
    def area(self):
        s = self.perimeter() / 2
        a, b, c = self.sides
        return math.sqrt(s * (s - a) * (s - b) * (s - c))

shapes = [Rectangle(3, 4), Square(2.5), Circle(1), Triangle(3, 4, 5)]
for s in sorted(shapes):
    print(s)
print([repr(s) for s in shapes])
print(Shape.count, Square.__mro__[1].__name__, isinstance(shapes[1], Rectangle), issubclass(Square, Shape))
print(Square(3).side, Square.__bases__, Rectangle.area.__qualname__, Square.area is Rectangle.area)
print(max(shapes).name, min(shapes, key=lambda s: s.perimeter()).name)
try:
    Triangle(1, 2, 10)
except ValueError as e:
    print(e)
print(super(Square, Square(1)).perimeter(), type(shapes[2]).__name__, shapes[0].__class__.__name__)
print(hasattr(shapes[0], "side"), getattr(shapes[1], "side", None), [type(s).__name__ for s in shapes if hasattr(s, "r")])
Shape("blob").area()
