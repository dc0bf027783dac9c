# A slotted (and frozen) dataclass deriving from an ABC and from a Protocol.
import abc
import dataclasses
from typing import Protocol


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self) -> float: ...


@dataclasses.dataclass(frozen=True, slots=True)
class Square(Shape):
    side: float = 1.0

    def area(self) -> float:
        return self.side ** 2


class Named(Protocol):
    name: str


@dataclasses.dataclass(slots=True)
class Tag(Named):
    name: str
    weight: int = 0


sq = Square(3)
print(sq, sq.area(), Square.__slots__, isinstance(sq, Shape), hasattr(sq, "__dict__"))
try:
    sq.side = 4
except dataclasses.FrozenInstanceError as exc:
    print("frozen:", exc)
t = Tag("x", 2)
print(t, Tag.__slots__, dataclasses.astuple(t))
try:
    Shape()
except TypeError as exc:
    print(exc)
