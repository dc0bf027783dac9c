"""The access gate: every attribute read, write and delete on a non-guest object passes here.

Security is an allowlist. For each host type the guest can hold, :data:`ALLOWED_ATTRS` (built
once from explicit tables below) says which attribute names it may read. Everything else is
refused with an ``AttributeError`` that names the type and attribute and says the sandbox does
not allow it (a catchable guest exception on purpose: it carries nothing but those two names;
see THREAT_MODEL.md). Dunder names are never readable except the documented few.

Compiled attribute loads keep a per-name set of types already known to be allowed
(:func:`fast_types`), so the common case is one set lookup plus ``getattr``.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from .objects import Function

#: Attribute names that read the same way on every allowed builtin type object (``str``...).
_TYPE_META = frozenset({"__name__", "__qualname__", "__doc__"})
_FUNCTION_ATTRS = frozenset({"__name__", "__qualname__", "__doc__", "__module__", "__wrapped__"})
_CALLABLE_META = frozenset({"__name__", "__qualname__", "__doc__"})
_EXCEPTION_ATTRS = frozenset({"args", "add_note", "__notes__", "__cause__", "__context__",
                              "__suppress_context__", "__traceback__"})
_EXCEPTION_EXTRA: dict[type, frozenset[str]] = {
    StopIteration: frozenset({"value"}),
    StopAsyncIteration: frozenset({"value"}),
    SystemExit: frozenset({"code"}),
    KeyError: frozenset(),
    OSError: frozenset({"errno", "strerror"}),
    SyntaxError: frozenset({"msg", "lineno", "offset", "text", "end_lineno", "end_offset"}),
    UnicodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    ImportError: frozenset({"name", "msg"}),
    NameError: frozenset({"name"}),
    AttributeError: frozenset({"name"}),
    BaseExceptionGroup: frozenset({"exceptions", "message", "subgroup", "split", "derive"}),
}
#: Exception attributes guest code may assign (besides plain non-underscore names).
_EXCEPTION_WRITABLE = frozenset({"__cause__", "__context__", "__suppress_context__",
                                 "__notes__", "args"})

#: Methods that must never be handed out as-is, with what the guest gets instead:
#: (type, name) for instances, and TYPE_OVERRIDES for the type objects themselves.
OVERRIDES: dict[tuple[type, str], Callable[[Any], Any]] = {}
TYPE_OVERRIDES: dict[tuple[type, str], Callable[[Any], Any]] = {}

_dict_views = (type({}.keys()), type({}.values()), type({}.items()))


def _public(t: type, *, exclude: frozenset[str] = frozenset()) -> frozenset[str]:
    return frozenset(n for n in dir(t) if not n.startswith("_")) - exclude


#: type -> attribute names the guest may read on its instances.
ALLOWED_ATTRS: dict[type, frozenset[str]] = {
    str: _public(str),
    bytes: _public(bytes),
    bytearray: _public(bytearray),
    list: _public(list),
    tuple: _public(tuple),
    dict: _public(dict),
    set: _public(set),
    frozenset: _public(frozenset),
    int: _public(int),
    bool: _public(bool),
    float: _public(float),
    complex: _public(complex),
    range: frozenset({"start", "stop", "step", "count", "index"}),
    slice: frozenset({"start", "stop", "step", "indices"}),
    **{view: frozenset({"isdisjoint"}) for view in _dict_views},
    type(None): frozenset(),
    type(...): frozenset(),
    type(NotImplemented): frozenset(),
    Function: _FUNCTION_ATTRS,
    types.BuiltinFunctionType: _CALLABLE_META,
    types.MethodDescriptorType: _CALLABLE_META,
    types.ClassMethodDescriptorType: _CALLABLE_META,
    types.WrapperDescriptorType: _CALLABLE_META,
    types.MethodWrapperType: _CALLABLE_META,
    types.GeneratorType: frozenset({"send", "throw", "close"}),
}

#: Builtin types whose *type objects* guest code may use (``str.join``, ``dict.fromkeys``).
GUEST_VISIBLE_TYPES: set[type] = {str, bytes, bytearray, list, tuple, dict, set, frozenset, int,
                                  bool, float, complex, range, slice, object, type(None)}


def allowed_names(obj: Any) -> frozenset[str]:
    """The attribute names guest code may read on ``obj`` (not including guest-set ones)."""
    t = type(obj)
    if t is type:
        if obj in GUEST_VISIBLE_TYPES:
            return ALLOWED_ATTRS.get(obj, frozenset()) | _TYPE_META
        return _TYPE_META
    names = ALLOWED_ATTRS.get(t)
    if names is not None:
        return names
    if isinstance(obj, BaseException):
        extra = frozenset().union(*(v for k, v in _EXCEPTION_EXTRA.items() if isinstance(obj, k)))
        return _EXCEPTION_ATTRS | extra | frozenset(
            n for n in getattr(obj, "__dict__", {}) if not n.startswith("_"))
    return getattr(t, "__sandbox_attrs__", frozenset())


_fast: dict[str, set[type]] = {}


def fast_types(name: str) -> set[type]:
    """The (growing) set of types on which reading ``name`` needs no further check. Compiled
    attribute loads capture it once and test ``type(obj) in it``."""
    known = _fast.get(name)
    if known is None:
        known = _fast[name] = set()
        for t, names in ALLOWED_ATTRS.items():
            if name in names and (t, name) not in OVERRIDES:
                known.add(t)
    return known


def get_attr(obj: Any, name: str) -> Any:
    """Read ``obj.name`` for guest code, or raise AttributeError."""
    if type(obj) is Function:
        if name in _FUNCTION_ATTRS or not name.startswith("_"):
            try:
                return obj.__dict__[name]
            except KeyError:
                raise AttributeError(f"'function' object has no attribute '{name}'") from None
        raise _refuse(obj, name)
    if isinstance(obj, BaseException) and name == "__traceback__":
        return None  # frames never reach the guest
    if type(obj) is type:
        override = TYPE_OVERRIDES.get((obj, name))
    else:
        override = OVERRIDES.get((type(obj), name))
    if override is not None:
        return override(obj)
    names = allowed_names(obj)
    if name in names:
        return getattr(obj, name)
    if isinstance(obj, BaseException) and not name.startswith("_"):
        return getattr(obj, name)  # raises CPython's AttributeError if absent
    if not hasattr(obj, name):
        return getattr(obj, name)  # CPython's own "has no attribute" error
    raise _refuse(obj, name)


def set_attr(obj: Any, name: str, value: Any) -> None:
    """``obj.name = value`` for guest code."""
    if type(obj) is Function:
        if name in _FUNCTION_ATTRS or not name.startswith("_"):
            obj.__dict__[name] = value
            return
        raise _refuse(obj, name, "set")
    if isinstance(obj, BaseException):
        if name in _EXCEPTION_WRITABLE or not name.startswith("_"):
            setattr(obj, name, value)
            return
        raise _refuse(obj, name, "set")
    if type(obj) is type or name.startswith("_"):
        raise _refuse(obj, name, "set")
    setattr(obj, name, value)  # builtin instances refuse by themselves, with CPython's message


def del_attr(obj: Any, name: str) -> None:
    """``del obj.name`` for guest code."""
    if type(obj) is Function and not name.startswith("_"):
        try:
            del obj.__dict__[name]
        except KeyError:
            raise AttributeError(f"'function' object has no attribute '{name}'") from None
        return
    if isinstance(obj, BaseException) and not name.startswith("_"):
        delattr(obj, name)
        return
    if type(obj) is type or name.startswith("_"):
        raise _refuse(obj, name, "delete")
    delattr(obj, name)


def type_label(obj: Any) -> str:
    """How CPython would name ``obj``'s type in an attribute error."""
    if type(obj) is type:
        return f"type object '{obj.__name__}'"
    return f"'{type(obj).__name__}' object"


def _refuse(obj: Any, name: str, verb: str = "read") -> AttributeError:
    what = type_label(obj)
    err = AttributeError(f"{what} attribute '{name}' cannot be {verb_past(verb)} in the sandbox")
    err.name = name
    return err


def verb_past(verb: str) -> str:
    return {"read": "read", "set": "set", "delete": "deleted"}[verb]
