# Dispatch over a class hierarchy, ABCs and unions; singledispatchmethod
import collections.abc
import numbers
from functools import singledispatch, singledispatchmethod


class Shape:
    pass


class Circle(Shape):
    def __init__(self, r):
        self.r = r


class Square(Shape):
    def __init__(self, s):
        self.s = s


@singledispatch
def area(shape):
    return None


@area.register
def _(shape: Circle):
    return round(3.14159 * shape.r ** 2, 2)


@area.register
def _(shape: Square):
    return shape.s ** 2


@singledispatch
def kind(x):
    return "other"


kind.register(collections.abc.Sequence, lambda x: "sequence")
kind.register(collections.abc.Mapping, lambda x: "mapping")
kind.register(numbers.Number, lambda x: "number")
kind.register(str | bytes, lambda x: "text")

print([area(s) for s in (Circle(1), Square(3), Shape())])
print([kind(v) for v in ([1], (2,), {"a": 1}, 3, 2.5, "s", b"b", None, range(3))])


class Report:
    @singledispatchmethod
    def add(self, item):
        return f"item {item!r}"

    @add.register
    def _(self, item: int):
        return f"number {item}"

    @add.register
    def _(self, item: list):
        return [self.add(i) for i in item]


print(Report().add("x"), Report().add(4), Report().add([1, "a"]))
