from typing import Protocol, TypeVar, Generic, Iterable, Callable, ParamSpec, Concatenate, Self, TypeAlias, Any
import functools

P = ParamSpec("P")
R = TypeVar("R")
Number: TypeAlias = int | float

def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print("->", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return inner

class SupportsClose(Protocol):
    def close(self) -> None: ...

class Builder:
    def __init__(self) -> None:
        self.parts: list[str] = []
    def add(self, p: str) -> Self:
        self.parts.append(p)
        return self
    def build(self) -> str:
        return "-".join(self.parts)

class Pair(Generic[R]):
    def __init__(self, a: R, b: R) -> None:
        self.a, self.b = a, b
    def swap(self) -> "Pair[R]":
        return Pair(self.b, self.a)
    def __repr__(self) -> str:
        return f"Pair({self.a!r}, {self.b!r})"

@logged
def scale(x: Number, factor: Number = 2) -> Number:
    return x * factor

def close_all(items: Iterable[SupportsClose]) -> int:
    n = 0
    for it in items:
        it.close()
        n += 1
    return n

class F:
    def close(self):
        print("closing F")

print(scale(3), scale(1.5, factor=3), scale.__name__)
print(Builder().add("a").add("b").build(), Pair(1, 2).swap(), Pair[str]("x", "y"))
print(close_all([F(), F()]), Number, P, P.args, type(Self).__name__ if False else "Self")
print(scale.__wrapped__.__annotations__)
close_all([1])
