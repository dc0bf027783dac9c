# the __init__ dataclasses generates and the __new__ of namedtuple classes, introspected
import inspect
import typing
from collections import namedtuple
from dataclasses import KW_ONLY, InitVar, dataclass, field


@dataclass(order=True)
class Job:
    name: str
    priority: int = 5
    tags: list = field(default_factory=list)
    _: KW_ONLY
    retries: int = 3
    owner: str = field(default="ops")
    scale: InitVar[float] = 1.0

    def __post_init__(self, scale):
        self.priority = int(self.priority * scale)


print(Job.__init__.__defaults__, Job.__init__.__kwdefaults__)
print(Job.__init__.__annotations__)
print(inspect.signature(Job), inspect.signature(Job.__init__))
print(typing.get_type_hints(Job.__init__)["retries"], Job("a", scale=2.0))
for p in inspect.signature(Job).parameters.values():
    print(p.name, p.kind.name, p.default)

Point = namedtuple("Point", "x y z", defaults=[0, 0])
print(Point.__new__.__defaults__, Point._field_defaults, Point(1), Point(1, z=9))
print(inspect.signature(Point), inspect.signature(Point.__new__))


class Row(typing.NamedTuple):
    key: str
    value: float = 0.0


print(Row.__new__.__defaults__, inspect.signature(Row), Row("k"))
for bad in (lambda: Job(), lambda: Job.__init__(), lambda: Point(), lambda: Point.__new__(),
            lambda: Point(1, 2, 3, 4), lambda: Row(key="a", nope=1), lambda: Job("a", 1, [], 4)):
    try:
        bad()
    except TypeError as exc:
        print("TypeError:", exc)
