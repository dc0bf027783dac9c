from __future__ import annotations
from typing import (Protocol, TypedDict, Generic, TypeVar, overload, Literal, Annotated,
                    Callable, Iterable, Iterator, Optional, Union, Any, NamedTuple, Final, ClassVar,
                    runtime_checkable, cast, get_type_hints, TYPE_CHECKING)

T = TypeVar("T")
K = TypeVar("K", bound=str)

class Movie(TypedDict, total=False):
    title: str
    year: int

@runtime_checkable
class Sized2(Protocol):
    def size(self) -> int: ...

class Box(Generic[T]):
    items: ClassVar[int] = 0
    def __init__(self, value: T) -> None:
        self.value = value
    def map(self, fn: Callable[[T], T]) -> Box[T]:
        return Box(fn(self.value))
    def __repr__(self) -> str:
        return f"Box({self.value!r})"
    def size(self) -> int:
        return 1

class Point(NamedTuple):
    x: int
    y: int = 0

@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2

Mode = Literal["r", "w"]
Meters = Annotated[float, "m"]
MAX: Final = 10

def open_it(mode: Mode = "r", dist: Meters = 1.0) -> str:
    return f"{mode}:{dist}"

m: Movie = {"title": "Up"}
print(m, Movie.__total__ if hasattr(Movie, "__total__") else None)
print(Box(3).map(lambda v: v + 1), isinstance(Box(1), Sized2), isinstance(3, Sized2))
print(Point(1), Point._fields, Point(2, 3)._asdict(), Point(1)._replace(y=9))
print(double(4), double("ab"), open_it(), cast(int, "x"), MAX, TYPE_CHECKING)
print(Box[int], Optional[int], list[int])
print(get_type_hints(open_it))
print(Box.__orig_bases__ if False else "ok", Box.items)
