from typing import Protocol, runtime_checkable, TypeVar, Generic, Iterable, Iterator, overload, Callable, Any, TypedDict, NotRequired, Literal, Final, cast, get_args, get_origin, Union, Optional
from abc import ABC, abstractmethod

@runtime_checkable
class SupportsArea(Protocol):
    def area(self) -> float: ...

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
    def describe(self) -> str:
        return f"{type(self).__name__} with area {self.area():.2f}"

class Square(Shape):
    def __init__(self, s: float): self.s = s
    def area(self) -> float: return self.s ** 2

class Circle:
    def __init__(self, r: float): self.r = r
    def area(self) -> float: return 3.14159 * self.r ** 2

T = TypeVar("T")
N = TypeVar("N", int, float)

class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []
    def push(self, item: T) -> "Stack[T]":
        self._items.append(item); return self
    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty Stack")
        return self._items.pop()
    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)
    def __len__(self) -> int:
        return len(self._items)

class Movie(TypedDict):
    title: str
    year: int
    rating: NotRequired[float]

MAX: Final = 3
Mode = Literal["r", "w"]

def total(xs: Iterable[N]) -> N:
    return sum(xs)

print(isinstance(Circle(1), SupportsArea), isinstance(3, SupportsArea), isinstance(Square(2), SupportsArea))
for s in [Square(3), Circle(1.5)]:
    print(s.describe() if isinstance(s, Shape) else f"circle-like {s.area():.3f}")
try:
    Shape()
except TypeError as e:
    print(e)
st: Stack[int] = Stack()
st.push(1).push(2).push(3)
print(list(st), len(st), st.pop(), Stack[int], Stack[str]().__class__.__name__)
m: Movie = {"title": "Heat", "year": 1995}
print(m, sorted(Movie.__required_keys__), Movie.__optional_keys__, Movie.__total__)
print(total([1, 2, 3]), total([1.5, 2.5]), cast(int, "x"))
print(get_args(Mode), get_origin(list[int]), get_args(Optional[int]), get_args(Union[int, str, None]))
print(Stack.__parameters__, Stack[int].__origin__ is Stack, T.__name__, N.__constraints__)
def apply(f: Callable[[int], str], x: int) -> str: return f(x)
print(apply(str, 5), apply.__annotations__)
try:
    Stack().pop()
except IndexError as e:
    print("IndexError:", e)
class Bad(Shape):
    pass
Bad()
