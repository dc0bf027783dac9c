"""Copying values across the host/guest boundary.

Only plain data crosses, always by copy, in both directions: None, bool, int, float, complex,
str, bytes, bytearray, list, tuple, dict, set, frozenset, the datetime family, Decimal and
Fraction. Dataclass instances and NamedTuples from the host become dicts (NamedTuple fields
in order), the documented conversion for structured results. Guest functions, classes,
generators and modules never leave. Cycles and nesting deeper than :data:`MAX_DEPTH` are
refused with a TypeError naming the problem.

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
_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes, datetime.date,
                    datetime.timedelta, decimal.Decimal})
#: Scalar base types and the C method that reads a subclass instance's plain value.
_PLAIN = ((int, int.__int__), (float, float.__float__), (complex, complex.__complex__),
          (str, str.__str__), (bytes, bytes.__bytes__))


def to_host(value: Any) -> Any:
    """Copy a guest value for a host tool (TypeError if it cannot cross)."""
    return _copy(value, 0, set(), "argument")


def to_guest(value: Any, ctx: Any = None) -> Any:
    """Copy a host tool's result for the guest (TypeError if it cannot cross); the copy's
    size counts against the run's memory limit."""
    copied = _copy(value, 0, set(), "result", host_side=True)
    if ctx is not None:
        size = _size(copied)
        if size > 65536:
            ctx.check_alloc(size, "a tool result")
    return copied


def _size(value: Any, depth: int = 0) -> int:
    """A cheap estimate of a copied value's size in bytes."""
    t = type(value)
    if t is str or t is bytes or t is bytearray:
        return 49 + len(value)
    if t is list or t is tuple or t is set or t is frozenset:
        return 56 + sum(8 + _size(v, depth + 1) for v in value)
    if t is dict:
        return 64 + sum(16 + _size(k, depth + 1) + _size(v, depth + 1)
                        for k, v in value.items())
    if t is int:
        return 28 + value.bit_length() // 8
    return 32


def _copy(value: Any, depth: int, active: set[int], what: str, host_side: bool = False) -> Any:
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
    if key in active:
        raise TypeError(f"tool {what} contains a reference cycle")
    active.add(key)
    try:
        d = depth + 1
        if t is list:
            return [_copy(v, d, active, what, host_side) for v in value]
        if t is dict:
            return {_copy(k, d, active, what, host_side): _copy(v, d, active, what, host_side)
                    for k, v in value.items()}
        if t is tuple:
            return tuple(_copy(v, d, active, what, host_side) for v in value)
        if t is set:
            return {_copy(v, d, active, what, host_side) for v in value}
        if t is frozenset:
            return frozenset(_copy(v, d, active, what, host_side) for v in value)
        if t is bytearray:
            return bytearray(value)
        if host_side:
            if dataclasses.is_dataclass(value) and not isinstance(value, type):
                return {f.name: _copy(getattr(value, f.name), d, active, what, host_side)
                        for f in dataclasses.fields(value)}
            if isinstance(value, tuple) and hasattr(value, "_fields"):
                return {name: _copy(v, d, active, what, host_side)
                        for name, v in zip(value._fields, value, strict=False)}
            if isinstance(value, dict):
                return {_copy(k, d, active, what, host_side): _copy(v, d, active, what,
                                                                      host_side)
                        for k, v in value.items()}
            if isinstance(value, (list, tuple)):
                return [_copy(v, d, active, what, host_side) for v in value]
            for atom in cast("tuple[type[Any], ...]", (int, float, str, bytes)):
                if isinstance(value, atom):
                    return atom(value)
        raise TypeError(f"a {type(value).__name__} cannot be passed as a tool {what} "
                        "(only plain data crosses the sandbox boundary)")
    finally:
        active.discard(key)


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
