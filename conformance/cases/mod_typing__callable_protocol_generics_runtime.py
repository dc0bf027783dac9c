from typing import Callable, Iterable, Iterator, TypeVar, Generic, Protocol, Any

T = TypeVar("T")
U = TypeVar("U")

def apply_all(funcs: Iterable[Callable[[T], U]], value: T) -> list:
    return [f(value) for f in funcs]

print(apply_all([str, float, lambda x: x * 2], 3))

class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def map(self, f: "Callable[[T], U]") -> "Box[U]":
        return Box(f(self.item))
    def __repr__(self) -> str:
        return f"Box({self.item!r})"

print(Box(3).map(lambda x: x + 1).map(str).map(lambda s: s * 2))

class SupportsClose(Protocol):
    def close(self) -> None: ...

def close_all(items: Iterable[SupportsClose]) -> int:
    n = 0
    for it in items:
        it.close()
        n += 1
    return n

class F:
    closed = False
    def close(self) -> None:
        self.closed = True

fs = [F(), F()]
print(close_all(fs), [f.closed for f in fs])
def count_up(n: int) -> Iterator[int]:
    yield from range(n)
print(list(count_up(3)), count_up.__annotations__)
print(Box.__parameters__ if hasattr(Box, "__parameters__") else None, Box[int](1))
