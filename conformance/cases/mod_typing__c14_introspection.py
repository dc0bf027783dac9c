# Introspecting type hints the way validation and serialisation helpers do.
import typing
from typing import Dict, List, NewType, Optional, TypeVar, Union


print(List[int].__origin__, List[int].__args__)
print(list[int].__origin__, list[int].__args__, dict[str, list[int]].__args__)
print(typing.get_origin(Dict[str, int]), typing.get_args(Dict[str, int]))
print(typing.get_origin(Optional[int]), typing.get_args(Optional[int]))
print(typing.get_origin(int | None), typing.get_args(Union[int, str, None]))
print(typing.get_origin(int), typing.get_args(int))


class Point:
    x: int
    y: "float"
    label: Optional[str] = None


class Point3(Point):
    z: "list[int]"


def move(p: Point, dx: int = 0, name: None = None) -> "Point":
    return p


print(typing.get_type_hints(Point))
print(typing.get_type_hints(Point3))
print(typing.get_type_hints(move))
print(typing.get_type_hints(lambda: 0))


def validate(cls, data):
    for field, hint in typing.get_type_hints(cls).items():
        origin = typing.get_origin(hint)
        if origin is Union:
            ok = isinstance(data.get(field), typing.get_args(hint))
        elif origin is not None:
            ok = isinstance(data.get(field), origin)
        else:
            ok = isinstance(data.get(field), hint)
        print(field, "ok" if ok else "bad")


validate(Point3, {"x": 1, "y": 2.0, "label": None, "z": [1]})
validate(Point3, {"x": "1", "y": 2.0, "label": 3, "z": (1,)})

UserId = NewType("UserId", int)
print(UserId(5), UserId.__name__, UserId.__supertype__, UserId)
T = TypeVar("T")
B = TypeVar("B", bound=int)
print(T.__name__, T, B.__bound__, T.__constraints__)


class Broken:
    a: "Missing"


try:
    typing.get_type_hints(Broken)
except NameError as e:
    print("NameError", e)
