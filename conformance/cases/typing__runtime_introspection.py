from typing import (Any, Callable, Dict, List, Optional, Tuple, Union, get_args,
                    get_origin, Literal, TypedDict, NamedTuple)

def handler(name: str, retries: int = 3, tags: Optional[List[str]] = None) -> Dict[str, Any]:
    return {}

hints = handler.__annotations__
for k, v in hints.items():
    print(k, v)
print(get_origin(List[int]), get_args(Dict[str, int]))
print(get_origin(Optional[int]) is Union, get_args(Optional[int]))
print(get_args(Callable[[int, str], bool]))
print(get_origin(Literal["a", "b"]), get_args(Literal["a", "b"]))
print(get_origin(list[int]), get_args(tuple[int, ...]))
print(int | str, get_args(int | None))

class Movie(TypedDict):
    title: str
    year: int

m: Movie = {"title": "Up", "year": 2009}
print(m, Movie.__required_keys__ == frozenset({"title", "year"}))

class Pair(NamedTuple):
    left: int
    right: int = 0

print(Pair(1), Pair._fields, Pair.__annotations__)
print(handler.__annotations__["return"])
