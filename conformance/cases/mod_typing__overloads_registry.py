# typing.overload records each overload; get_overloads / clear_overloads read the registry
from typing import overload, get_overloads, clear_overloads, final, dataclass_transform


@overload
def parse(value: int) -> int: ...
@overload
def parse(value: str) -> str: ...
def parse(value):
    return value


print(len(get_overloads(parse)))
for item in get_overloads(parse):
    print(item.__name__, item.__annotations__)
try:
    get_overloads(parse)[0](1)
except NotImplementedError as exc:
    print("NotImplementedError:", str(exc)[:40])


class Shape:
    @overload
    def scale(self, k: int) -> "Shape": ...
    @overload
    def scale(self, k: float) -> "Shape": ...
    def scale(self, k):
        return self


print(len(get_overloads(Shape.scale)), get_overloads(len))
print(parse(3), parse("x"))
clear_overloads()
print(get_overloads(parse), get_overloads(Shape.scale))


@dataclass_transform(kw_only_default=True)
def model(cls):
    return cls


@model
class User:
    name: str


print(model.__dataclass_transform__)
print(User.__name__, hasattr(User, "__dataclass_transform__"))


@final
class Leaf:
    pass


print(Leaf.__final__)
