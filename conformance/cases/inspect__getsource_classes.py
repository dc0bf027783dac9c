# inspect.getsource of classes (decorators included), methods, nested classes
import dataclasses
import inspect


@dataclasses.dataclass(frozen=True)
class Point:
    """A point."""

    x: int
    y: int = 0

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    @staticmethod
    def origin():
        return Point(0, 0)

    @classmethod
    def from_pair(cls, pair):
        return cls(*pair)

    @property
    def swapped(self):
        return Point(self.y, self.x)


class Config:
    DEBUG = False
    NAME = "app"

    class Nested:
        level = 2

        def describe(self):
            return f"level {self.level}"


def make():
    class Local:
        def hello(self):
            return "hi"
    return Local


for obj in (Point, Point.norm, Point(3, 4).norm, Point.origin, Point.from_pair, Config,
            Config.Nested, Config.Nested.describe, make(), make().hello):
    lines, start = inspect.getsourcelines(obj)
    print(start, repr("".join(lines)))
print(inspect.getsource(Point.swapped.fget))
try:
    inspect.getsource(Point.swapped)
except TypeError as exc:
    print("TypeError:", str(exc).split(" (")[0])
try:
    inspect.getsource(Point(1, 2))
except TypeError as exc:
    print("TypeError:", exc)
source = inspect.getsource(Config)
print(source.count("\n"), "class Nested" in source, source.startswith("class Config:"))
