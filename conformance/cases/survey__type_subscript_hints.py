from typing import Optional

class Plugin:
    registry: dict[str, type["Plugin"]] = {}

def make(kind: type[Plugin], fallback: Optional[type] = None) -> type[Plugin]:
    return kind

print(type, repr(type), type[int], type[Plugin].__origin__ is type, list[type[int]])
print(type[int](3), type[int].__args__, make.__annotations__["kind"])
print(Plugin.__annotations__)
print(isinstance(int, type), type(3) is int)
try:
    type | 3
except TypeError as e:
    print("TypeError")
print(type[int]("A", (), {"x": 1}).x)
