"""``str.format``/``str.format_map`` through the gate, and the size-checked str/bytes
methods (``ljust``, ``replace``, ``join``, ``split``...) and ``int.to_bytes``: importing this
module registers them as gate overrides."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

from ..runtime import gate
from ..runtime.builtins import BoundCheck, make_builtin, unbound_method
from ..runtime.context import current_ctx
from ..runtime.formatting import safe_format, safe_format_map
from ..runtime.reprs import guest_text
from .formatchecks import format_value
from .sizes import field_meter, view_nbytes
from .sizing import SCALARS, check_text

_index = operator.index

# --- str.format and str.format_map go through the gate ------------------------------------------

def _format(template: Any, *args: Any, **kwargs: Any) -> str:
    if not isinstance(template, str):
        raise TypeError("descriptor 'format' for 'str' objects doesn't apply to a "
                        f"'{type(template).__name__}' object")
    return guest_text(safe_format(str(template), args, kwargs, get_attr=gate.get_attr,
                                  format_value=format_value, check_width=_check_format_width,
                                  check_value=_check_format_value,
                                  check_length=field_meter(current_ctx(), "str.format")),
                      args, kwargs)


def _check_format_value(value: Any, conversion: str | None) -> None:
    """A container's text is sized before ``!r``/``!s``/``!a`` or ``format`` builds it."""
    if type(value) not in SCALARS:
        check_text(current_ctx(), value, "str.format", conversion == "a",
                   str_mode=conversion is None or conversion == "s")


def _check_format_width(width: int) -> None:
    if width > 4096:
        current_ctx().check_alloc(width, "format width")


def _format_map(template: Any, mapping: Any) -> str:
    if not isinstance(template, str):
        raise TypeError("descriptor 'format_map' for 'str' objects doesn't apply to a "
                        f"'{type(template).__name__}' object")
    return guest_text(safe_format_map(str(template), mapping, get_attr=gate.get_attr,
                                      format_value=format_value,
                                      check_width=_check_format_width,
                                      check_value=_check_format_value,
                                      check_length=field_meter(current_ctx(),
                                                               "str.format_map")), mapping)


_FORMAT = make_builtin("format", _format)
_FORMAT_MAP = make_builtin("format_map", _format_map)


def _bound_format(template: str) -> Any:
    return BoundCheck(_format, template, "format")


def _bound_format_map(template: str) -> Any:
    return BoundCheck(_format_map, template, "format_map")


def _unbound_format(_str_type: Any) -> Any:
    return _FORMAT


def _unbound_format_map(_str_type: Any) -> Any:
    return _FORMAT_MAP


# --- size-checked str/bytes methods ---------------------------------------------------------

def _real(obj: Any, name: str) -> Any:
    """The real method ``name`` of obj's builtin base type (str, bytes or bytearray)."""
    for t in (str, bytes, bytearray):
        if isinstance(obj, t):
            return getattr(t, name)
    return getattr(type(obj), name)


def _width_method(name: str) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if args and type(args[0]) is not int and hasattr(type(args[0]), "__index__"):
            args = (_index(args[0]), *args[1:])  # asked once: the check and C see one width
        if args and type(args[0]) is int and args[0] > 4096:
            wide = 1 if isinstance(obj, (bytes, bytearray)) else 4
            current_ctx().check_alloc(args[0] * wide, f"str.{name}")
        return _real(obj, name)(obj, *args)  # CPython's own argument errors
    return call


def _expandtabs(obj: Any, *args: Any, **kwargs: Any) -> Any:
    tabsize = args[0] if args else kwargs.get("tabsize", 8)
    if type(tabsize) is not int and hasattr(type(tabsize), "__index__"):
        tabsize = _index(tabsize)  # asked once: the check and C see one tab size
        if args:
            args = (tabsize, *args[1:])
        else:
            kwargs = {**kwargs, "tabsize": tabsize}
    if type(tabsize) is int and tabsize > 1:
        n = obj.count("\t" if isinstance(obj, str) else b"\t")
        if n * tabsize > 4096:
            current_ctx().check_alloc(len(obj) + n * tabsize, "str.expandtabs")
    return _real(obj, "expandtabs")(obj, *args, **kwargs)


def _replace(obj: Any, *args: Any) -> Any:
    if len(args) >= 2:
        old, new = args[0], args[1]
        count = args[2] if len(args) > 2 else -1
        if isinstance(old, (str, bytes, bytearray)) and isinstance(new, (str, bytes, bytearray)) \
                and len(new) > len(old) and type(old) is type(new):
            try:
                hits = obj.count(old) if old else len(obj) + 1
            except TypeError:
                hits = 0
            if type(count) is int and count >= 0:
                hits = min(hits, count)
            growth = hits * (len(new) - len(old))
            if growth > 4096:
                current_ctx().check_alloc(len(obj) + growth, "str.replace")
    return _real(obj, "replace")(obj, *args)


_JUST_STR = {str}


def _join(obj: Any, *args: Any) -> Any:
    if len(args) == 1:
        iterable = args[0]
        t = type(iterable)
        if t is str:  # joining the characters of a str
            n = len(iterable)
            total = len(obj) * (n - 1) + n if n > 1 else n
        else:
            if t is not list and t is not tuple and (
                    hasattr(t, "__iter__") or hasattr(t, "__getitem__")):
                # CPython's join makes a list of the items first: made here, so their sizes
                # are known before the result is built
                from ..guards.iterguard import GUARDED_TYPES, consumed
                if t in GUARDED_TYPES:  # a range or lazy host iterator (modules add theirs)
                    iterable = consumed(current_ctx(), iterable, True)
                iterable = list(iterable)
                args = (iterable,)
            if type(iterable) is not list and type(iterable) is not tuple or len(iterable) < 2:
                return _real(obj, "join")(obj, *args)
            if set(map(type, iterable)) == _JUST_STR:  # the common case, in C loops
                sizes = sum(map(len, iterable))
            else:
                sizes = sum(len(x) if type(x) is not memoryview else view_nbytes(x)
                            for x in iterable if isinstance(x, (str, bytes, bytearray,
                                                                memoryview)))
            total = len(obj) * (len(iterable) - 1) + sizes
        if total > 4096:
            current_ctx().check_alloc(total, "str.join")
    return _real(obj, "join")(obj, *args)


def _split_method(name: str) -> Callable[..., Any]:
    def call(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if len(obj) > 1_000_000:
            current_ctx().check_alloc(len(obj) * 8, f"str.{name}")
        return _real(obj, name)(obj, *args, **kwargs)
    return call


def _bound_check(fn: Any, name: str) -> Callable[[Any], Any]:
    """The gate override that binds checked method ``fn`` (named ``name``) to an object."""
    def bind(obj: Any) -> Any:
        return BoundCheck(fn, obj, name)
    return bind


def _register_checked_methods() -> None:
    checked: dict[str, Callable[..., Any]] = {
        "zfill": _width_method("zfill"), "ljust": _width_method("ljust"),
        "rjust": _width_method("rjust"), "center": _width_method("center"),
        "expandtabs": _expandtabs, "replace": _replace, "join": _join,
        "split": _split_method("split"), "rsplit": _split_method("rsplit"),
        "splitlines": _split_method("splitlines"),
    }
    for t in (str, bytes, bytearray):
        for name, fn in checked.items():
            if hasattr(t, name):
                gate.OVERRIDES[(t, name)] = _bound_check(fn, name)
                gate.TYPE_OVERRIDES[(t, name)] = unbound_method(t, name, fn)


_register_checked_methods()


def _to_bytes(obj: Any, *args: Any, **kwargs: Any) -> bytes:
    length = args[0] if args else kwargs.get("length", 1)
    if type(length) is int and length > 4096:
        current_ctx().check_alloc(length, "int.to_bytes")
    return int.to_bytes(obj, *args, **kwargs)


gate.OVERRIDES[(int, "to_bytes")] = lambda obj: BoundCheck(_to_bytes, obj, "to_bytes")


gate.OVERRIDES[(str, "format")] = _bound_format
gate.OVERRIDES[(str, "format_map")] = _bound_format_map
gate.TYPE_OVERRIDES[(str, "format")] = _unbound_format
gate.TYPE_OVERRIDES[(str, "format_map")] = _unbound_format_map
