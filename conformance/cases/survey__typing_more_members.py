from typing import (Counter, Deque, OrderedDict, ChainMap, ContextManager,
                    TypeAlias, TypeGuard, Concatenate, LiteralString, ParamSpec, Callable,
                    TypeVar, assert_never, assert_type, is_typeddict, TypedDict, Literal)
import functools
import re

P = ParamSpec("P")
R = TypeVar("R")
Vector: TypeAlias = list[float]

def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print(f"call {fn.__name__}{args}")
        return fn(*args, **kwargs)
    return inner

@logged
def scale(v: Vector, k: float) -> Vector:
    return [x * k for x in v]

def is_str_list(xs: list[object]) -> TypeGuard[list[str]]:
    return all(isinstance(x, str) for x in xs)

print(scale([1.0, 2.0], 3), is_str_list(["a"]), is_str_list([1]))
words: Counter[str] = Counter("the cat the hat".split())
q: Deque[int] = Deque([1, 2, 3], maxlen=2)
od: OrderedDict[str, int] = OrderedDict(a=1)
cm = ChainMap({"x": 1}, {"y": 2})
print(words.most_common(1), q, od, cm["y"], type(words).__name__, type(q).__name__)
print(Counter[str], Deque[int], ContextManager[int])
print(P, P.args, P.kwargs, P.__name__, Concatenate[int, P], TypeGuard[int], TypeAlias, LiteralString)
print(assert_type(3, int))

class Movie(TypedDict):
    title: str
print(is_typeddict(Movie), is_typeddict(dict))

def handle(kind: Literal["a", "b"]) -> str:
    match kind:
        case "a":
            return "A"
        case "b":
            return "B"
        case _:
            assert_never(kind)
print(handle("a"), handle("b"))
handle("c")
