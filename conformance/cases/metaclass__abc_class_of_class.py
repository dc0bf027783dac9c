# The class of an ABC is abc.ABCMeta; calling it builds another ABC.
import abc


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2


print(type(Shape), type(Square) is abc.ABCMeta, Shape.__class__.__name__)
Circle = type(Shape)("Circle", (Shape,), {"area": lambda self: 3})
print(Circle().area(), type(Circle).__name__, issubclass(Circle, Shape), Square(3).area())
print(isinstance(Shape, abc.ABCMeta), isinstance(Shape, type), type(abc.ABCMeta))
Shape()
