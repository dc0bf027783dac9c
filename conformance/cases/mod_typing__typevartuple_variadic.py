# TypeVarTuple and Unpack in generic classes
from typing import Generic, TypeVar, TypeVarTuple, Unpack, get_args

T = TypeVar("T")
Ts = TypeVarTuple("Ts")
print(Ts, Ts.__name__, [*Ts], Unpack[Ts])


class Array(Generic[*Ts]):
    def __init__(self, *items):
        self.items = items


class Row(Generic[T, Unpack[Ts]]):
    pass


print(Array[int, str], Array[()], Row[int, str, float])
print(get_args(Array[int, str]), Array.__parameters__, Row.__parameters__)
print(Array[int](1).items, isinstance(Array[int, str](1, "a"), Array))


def first(*args: Unpack[Ts]) -> tuple[Unpack[Ts]]:
    return args


print(first.__annotations__, first(1, 2))
