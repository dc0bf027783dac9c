from typing import AnyStr, Generic, ParamSpec, TypeVar

T = TypeVar("T", bound=int)
P = ParamSpec("P")
print(T.__module__, P.__module__, AnyStr.__module__)
print(T.__name__, T.__bound__, repr(T), repr(P))


class Box(Generic[T]):
    pass


print(Box[T].__parameters__, Box.__module__)
