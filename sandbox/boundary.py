"""Copying values across the host/guest boundary.

Only plain data crosses, always by copy, in both directions: None, bool, int, float, complex,
str, bytes, bytearray, list, tuple, dict, set, frozenset, the datetime family, Decimal and
Fraction. Dataclass instances and NamedTuples from the host become dicts (NamedTuple fields
in order), the documented conversion for structured results. Guest functions, classes,
generators and modules never leave. Cycles and nesting deeper than :data:`MAX_DEPTH` are
refused with a TypeError naming the problem.
"""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import fractions
from typing import Any, cast

MAX_DEPTH = 100
_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes, datetime.datetime,
                    datetime.date, datetime.time, datetime.timedelta, datetime.timezone,
                    decimal.Decimal, fractions.Fraction})


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
