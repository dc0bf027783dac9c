"""Copying values across the host/guest boundary.

Only plain data crosses, always by copy, in both directions: None, bool, int, float, complex,
str, bytes, bytearray, list, tuple, dict, set, frozenset, the datetime family, Decimal and
Fraction. Dataclass instances and NamedTuples from the host become dicts (NamedTuple fields
in order), the documented conversion for structured results. Guest functions, classes,
generators and modules never leave. Cycles and nesting deeper than :data:`MAX_DEPTH` are
refused with a TypeError naming the problem.

A container reached more than once (``x = [x, x]`` twenty times over is a few hundred
objects but a million paths) is copied once and the copy shared, as ``copy.deepcopy`` does:
the copy's time and size are those of the distinct objects, never of the paths to them.

Plain means no guest code inside: an atom is accepted by its exact type, and so are its parts
where it has any. A ``datetime``/``time`` crosses with no tzinfo, a ``datetime.timezone``
or a ``ZoneInfo`` (a guest ``tzinfo`` would run its ``utcoffset`` in the tool; from the host,
another tzinfo becomes a fixed-offset ``timezone``); a ``timezone`` whose name is a str
subclass gets a plain str name; a ``Fraction`` must hold plain ints. Instances of guest
subclasses of int, float, complex, str and bytes (``IntEnum`` members...) cross as the plain
value, read by the base type's own C method (the subclass's methods are not called).
"""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import fractions
import zoneinfo
from typing import Any, cast

MAX_DEPTH = 100
#: Host-side types that never cross, with the message saying why (``sandbox.expose``'s
#: proxies: type -> message for the value).
OPAQUE: dict[type, Any] = {}
_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes, datetime.date,
                    datetime.timedelta, decimal.Decimal})
#: Scalar base types and the C method that reads a subclass instance's plain value.
_PLAIN = ((int, int.__int__), (float, float.__float__), (complex, complex.__complex__),
          (str, str.__str__), (bytes, bytes.__bytes__))


def to_host(value: Any) -> Any:
    """Copy a guest value for a host tool (TypeError if it cannot cross)."""
    if type(value) in _ATOMS:
        return value  # immutable and exact: shared, as _copy would
    return _copy(value, 0, set(), "argument", memo={})


def to_guest(value: Any, ctx: Any = None) -> Any:
    """Copy a host tool's result for the guest (TypeError if it cannot cross); the copy's
    size counts against the run's memory limit."""
    if type(value) in _ATOMS:  # immutable and exact: shared, as _copy would; sized the same
        if ctx is not None and _size(value, _NO_SEEN) > 65536:
            ctx.check_alloc(_size(value, _NO_SEEN), "a tool result")
        return value
    copied = _copy(value, 0, set(), "result", host_side=True, memo={})
    if ctx is not None:
        size = _size(copied, set())
        if size > 65536:
            ctx.check_alloc(size, "a tool result")
    return copied


_NO_SEEN: set[int] = set()  # never filled: atoms are sized without it


def _size(value: Any, seen: set[int]) -> int:
    """A cheap estimate of a copied value's size in bytes (each distinct object once: the
    copy shares what the original shared)."""
    t = type(value)
    if t is str or t is bytes or t is bytearray:
        return 49 + len(value)
    if t is int:
        return 28 + value.bit_length() // 8
    if t is list or t is tuple or t is set or t is frozenset or t is dict:
        key = id(value)
        if key in seen:
            return 8
        seen.add(key)
        if t is dict:
            return 64 + sum(16 + _size(k, seen) + _size(v, seen) for k, v in value.items())
        return 56 + sum(8 + _size(v, seen) for v in value)
    return 32


def _copy(value: Any, depth: int, active: set[int], what: str, host_side: bool = False,
          memo: dict[int, tuple[Any, Any]] | None = None) -> Any:
    """A copy of ``value``; ``memo`` maps the id of each container copied so far to (the
    original, its copy), so a shared container is copied once."""
    if memo is None:
        memo = {}
    t = type(value)
    if t in _ATOMS:
        return value
    if t is datetime.datetime or t is datetime.time:
        return _zoned(value, what, host_side)
    if t is datetime.timezone:
        return _plain_timezone(value)
    if t is fractions.Fraction:
        if type(value.numerator) is int and type(value.denominator) is int:
            return value
        raise TypeError(f"a Fraction of {type(value.numerator).__name__} and "
                        f"{type(value.denominator).__name__} cannot be passed as a tool "
                        f"{what} (only plain data crosses the sandbox boundary)")
    if not host_side:
        for base, plain in _PLAIN:
            if issubclass(t, base):  # a guest subclass: its plain value (no guest code runs)
                return plain(value)
    if depth > MAX_DEPTH:
        raise TypeError(f"tool {what} is nested too deeply (more than {MAX_DEPTH} levels)")
    key = id(value)
    done = memo.get(key)
    if done is not None and done[0] is value:
        return done[1]
    if key in active:
        raise TypeError(f"tool {what} contains a reference cycle")
    active.add(key)
    try:
        copied = _copy_container(value, t, depth + 1, active, what, host_side, memo)
    finally:
        active.discard(key)
    memo[key] = (value, copied)
    return copied


def _copy_container(value: Any, t: type, d: int, active: set[int], what: str,
                    host_side: bool, memo: dict[int, tuple[Any, Any]]) -> Any:
    def c(v: Any) -> Any:
        return _copy(v, d, active, what, host_side, memo)

    if t is list:
        return [c(v) for v in value]
    if t is dict:
        return {c(k): c(v) for k, v in value.items()}
    if t is tuple:
        return tuple(c(v) for v in value)
    if t is set:
        return {c(v) for v in value}
    if t is frozenset:
        return frozenset(c(v) for v in value)
    if t is bytearray:
        return bytearray(value)
    if host_side:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {f.name: c(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            return {name: c(v) for name, v in zip(value._fields, value, strict=False)}
        if isinstance(value, dict):
            return {c(k): c(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [c(v) for v in value]
        for atom in cast("tuple[type[Any], ...]", (int, float, str, bytes)):
            if isinstance(value, atom):
                return atom(value)
    refusal = OPAQUE.get(t)
    if refusal is not None:
        raise TypeError(refusal(value))
    raise TypeError(f"a {type(value).__name__} cannot be passed as a tool {what} "
                    "(only plain data crosses the sandbox boundary)")


def _zoned(value: Any, what: str, host_side: bool) -> Any:
    """A datetime or time whose tzinfo runs no guest code (see the module docstring)."""
    tz = value.tzinfo
    if tz is None or type(tz) in _zone_types():
        return value
    if type(tz) is datetime.timezone:
        plain = _plain_timezone(tz)
        return value if plain is tz else value.replace(tzinfo=plain)
    if host_side:  # a host tzinfo class (dateutil, pytz...): its offset, fixed
        offset = value.utcoffset()
        return value.replace(tzinfo=None if offset is None else datetime.timezone(offset))
    raise TypeError(f"a {type(value).__name__} with a tzinfo of type {type(tz).__name__} "
                    f"cannot be passed as a tool {what} (only datetime.timezone and "
                    "zoneinfo.ZoneInfo time zones cross the sandbox boundary)")


def _plain_timezone(tz: datetime.timezone) -> datetime.timezone:
    """``tz`` with a plain str name (a guest str subclass as the name would carry its
    methods along)."""
    name = tz.tzname(None)
    if type(name) is str:
        return tz
    return datetime.timezone(tz.utcoffset(None), str.__str__(name))


def _zone_types() -> tuple[type, ...]:
    if not _ZONES:
        from .modules.calmods import ZoneInfo
        _ZONES.extend((zoneinfo.ZoneInfo, ZoneInfo))
    return tuple(_ZONES)


_ZONES: list[type] = []
