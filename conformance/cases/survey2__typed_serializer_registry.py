from __future__ import annotations
import dataclasses
import datetime as dt
import decimal
import enum
import json
from collections import OrderedDict
from typing import Any, Optional

class Status(enum.IntEnum):
    DRAFT = 0
    LIVE = 1

@dataclasses.dataclass
class Author:
    name: str
    email: Optional[str] = None

@dataclasses.dataclass
class Post:
    title: str
    author: Author
    status: Status
    published: Optional[dt.date]
    score: decimal.Decimal
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)

def qualified(obj) -> str:
    t = type(obj)
    return f"{t.__module__}.{t.__qualname__}"

def to_plain(obj):
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {"__type__": type(obj).__name__, **{f.name: to_plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)}}
    if isinstance(obj, enum.Enum):
        return obj.name
    if isinstance(obj, (dt.date, dt.datetime)):
        return obj.isoformat()
    if isinstance(obj, decimal.Decimal):
        return format(obj, "f")
    if isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, set, frozenset)):
        return [to_plain(v) for v in obj]
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    raise TypeError(f"cannot serialise {qualified(obj)}")

post = Post("Hello", Author("Ana"), Status.LIVE, dt.date(2024, 6, 1), decimal.Decimal("4.50"), {"tags": ("a", "b")})
plain = to_plain(post)
print(json.dumps(plain, indent=1))
for value in (1, "s", 2.5, post, Status.DRAFT, dt.date(2024, 1, 1), decimal.Decimal(1), OrderedDict(), None, [1]):
    print(f"{qualified(value):<28} {type(value).__name__}")
try:
    to_plain(object())
except TypeError as e:
    print("TypeError:", e)
try:
    to_plain({"x": 1j})
except TypeError as e:
    print("TypeError:", e)
print([f.name for f in dataclasses.fields(Post)], Post.__dataclass_fields__["meta"].default_factory)
print(Post.__module__, Author.__qualname__, Status.__module__, Status.LIVE.__class__.__name__)
print(dataclasses.asdict(post)["author"], dataclasses.replace(post.author, email="a@x").email)
print(repr(post.author), post.status + 1, int(Status.LIVE), Status(1) is Status.LIVE)
