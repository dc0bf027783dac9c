class Shape:
    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        return self._name.title()

    @property
    def area(self):
        raise NotImplementedError

    def describe(self):
        return f"{self.name} with area {self.area:.2f}"

class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side

    @property
    def area(self):
        return self.side ** 2

class LabeledSquare(Square):
    @Square.name.getter
    def name(self):
        return "Labeled " + super().name

    @property
    def area(self):
        return super().area * 1.0

shapes = [Square(3), LabeledSquare(1.5)]
for s in shapes:
    print(s.describe())
try:
    Shape("blob").describe()
except NotImplementedError:
    print("abstract area")
print(type(Square.area).__name__, Square.area.fget.__name__, LabeledSquare.name.fset)
class Counter:
    _count = 0
    @property
    def count(self):
        return type(self)._count
    @count.setter
    def count(self, v):
        type(self)._count = v
c1, c2 = Counter(), Counter()
c1.count = 5
print(c2.count, Counter._count)
