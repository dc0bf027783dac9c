from functools import cached_property

class Circle:
    def __init__(self, r):
        self._r = r
        self.computations = 0

    @property
    def radius(self):
        return self._r

    @radius.setter
    def radius(self, value):
        if value <= 0:
            raise ValueError("radius must be positive")
        self._r = value
        self.__dict__.pop("area", None)

    @radius.deleter
    def radius(self):
        raise AttributeError("radius cannot be deleted")

    @cached_property
    def area(self):
        self.computations += 1
        return round(3.14159 * self._r ** 2, 3)

c = Circle(2)
print(c.area, c.area, c.computations)
c.radius = 3
print(c.area, c.computations)
try:
    c.radius = -1
except ValueError as e:
    print(e)
try:
    del c.radius
except AttributeError as e:
    print(e)
class Temp:
    def __init__(self):
        self._c = 0
    celsius = property(lambda self: self._c, lambda self, v: setattr(self, "_c", v), doc="C")
    fahrenheit = property(lambda self: self._c * 9 / 5 + 32)
t = Temp()
t.celsius = 100
print(t.fahrenheit, Temp.celsius.__doc__)
try:
    t.fahrenheit = 1
except AttributeError as e:
    print("AttributeError:", "fahrenheit" in str(e))
