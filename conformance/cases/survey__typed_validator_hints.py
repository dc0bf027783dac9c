from __future__ import annotations
import typing
from dataclasses import dataclass, fields
from typing import Optional, Union, get_type_hints, get_origin, get_args, Literal

@dataclass
class Address:
    street: str
    zip: int

@dataclass
class User:
    name: str
    age: int
    email: Optional[str] = None
    tags: list[str] = None
    role: Literal["admin", "user"] = "user"
    address: Optional[Address] = None

NS = {"Optional": Optional, "Address": Address, "Literal": Literal, "User": User}

def coerce(value, tp):
    origin = get_origin(tp)
    if tp is type(None):
        if value is not None:
            raise TypeError(f"expected None, got {value!r}")
        return None
    if origin is Union:
        errors = []
        for arg in get_args(tp):
            try:
                return coerce(value, arg)
            except (TypeError, ValueError) as e:
                errors.append(str(e))
        raise TypeError(" / ".join(errors))
    if origin is Literal:
        if value not in get_args(tp):
            raise ValueError(f"{value!r} not one of {get_args(tp)}")
        return value
    if origin is list:
        (item,) = get_args(tp)
        return [coerce(v, item) for v in value]
    if isinstance(tp, type) and hasattr(tp, "__dataclass_fields__"):
        return build(tp, value)
    if tp in (int, float, str):
        return tp(value)
    raise TypeError(f"unsupported {tp}")

def build(cls, data: dict):
    hints = get_type_hints(cls, localns=NS)
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            kwargs[f.name] = coerce(data[f.name], hints[f.name])
    return cls(**kwargs)

print(get_type_hints(User, localns=NS))
print(build(User, {"name": "ann", "age": "31", "tags": ["a", 2], "address": {"street": "Main", "zip": "123"}}))
print(build(User, {"name": "bob", "age": 5, "role": "admin", "email": None}))
for bad in [{"name": "x", "age": "old"}, {"name": "y", "age": 1, "role": "root"}]:
    try:
        build(User, bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(User.__annotations__["email"], [f.type for f in fields(Address)])
def f(x: "int", y: list["Address"]) -> "Optional[User]": ...
print(get_type_hints(f))
