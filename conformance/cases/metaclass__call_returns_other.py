# A metaclass __call__ may skip __init__, or return something else entirely.
class Factory(type):
    def __call__(cls, kind, *args):
        for sub in cls.__subclasses__():
            if sub.kind == kind:
                return super(Factory, sub).__call__(*args)
        return None


class Shape(metaclass=Factory):
    kind = None

    def __init__(self, size):
        self.size = size


class Square(Shape):
    kind = "square"

    def area(self):
        return self.size ** 2


class Circle(Shape):
    kind = "circle"

    def area(self):
        return round(3.14159 * self.size ** 2, 2)


print(Shape("square", 3).area(), Shape("circle", 2).area(), Shape("hexagon", 1))
print(type(Shape("square", 1)).__name__)
