from typing import Optional, Union, List, Dict, Callable, TypedDict, NamedTuple, Literal, Any, TypeVar, Generic
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
class Movie(TypedDict):
    title: str
    year: int
class Pt(NamedTuple):
    x: int
    y: int = 0
def apply(f: Callable[[int], int], xs: List[int]) -> Dict[str, Optional[int]]:
    return {str(x): f(x) if x else None for x in xs}
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s.pop(), s.items)
m: Movie = {"title": "Up", "year": 2009}
print(m, type(m).__name__)
print(Pt(1), Pt(1, 2)._asdict(), Pt._fields, Pt(3)._replace(y=4))
print(apply(lambda v: v * v, [0, 2, 3]))
print(apply.__annotations__["xs"], Optional[int] == Union[int, None], Literal["a"] == Literal["a"])
def g(a: int, b: "str" = "x") -> Any: ...
print(sorted(g.__annotations__), g.__annotations__["b"])
