"""Field checks of :mod:`sandbox.state.decode` and its helpers: each reads one field of an
untrusted blob and raises :class:`StateError` ("corrupt state blob: ...") when it is not
what the format says."""

from __future__ import annotations

import keyword
from typing import Any

from ..errors import StateError

MAX_NAME_CHARS = 10_000


def corrupt(why: str) -> StateError:
    return StateError(f"corrupt state blob: {why}")


def check(cond: object, why: str) -> None:
    if not cond:
        raise corrupt(why)


def name_field(v: Any, what: str) -> str:
    check(type(v) is str and 0 < len(v) <= MAX_NAME_CHARS and "\x00" not in v,
          f"bad {what}")
    return v  # type: ignore[no-any-return]


def identifier_field(v: Any, what: str) -> str:
    check(type(v) is str and v.isidentifier() and not keyword.iskeyword(v),
          f"{what} is not an identifier")
    return v  # type: ignore[no-any-return]


def pairs_field(flat: Any, what: str) -> list[tuple[Any, Any]]:
    check(type(flat) is list and len(flat) % 2 == 0, f"bad {what}")
    it = iter(flat)
    return list(zip(it, it, strict=True))


def int_field(v: Any, what: str) -> int:
    check(type(v) is int, f"{what} is not an int")
    return v  # type: ignore[no-any-return]
