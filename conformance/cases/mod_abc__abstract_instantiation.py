from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
print(Square(3).describe())
try:
    Shape()
except TypeError as e:
    print(type(e).__name__, e)
class Partial(Shape):
    pass
try:
    Partial()
except TypeError as e:
    print(type(e).__name__, e)
