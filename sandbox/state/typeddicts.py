"""``TypedDict`` classes in :mod:`sandbox.state`, both halves (host value ``typeddict``).

At run time a TypedDict class is a dict factory that describes its keys: it is saved as its
name, qualname, module, docstring, annotations (inherited ones included, as the class holds
them; a string annotation as its text), required and optional keys and ``total``. Import
rebuilds it as the functional ``TypedDict(...)`` does (``classes.create_class`` with typing's
metaclass: host code only, the annotations being classes, aliases and strings), then sets
the required and optional keys as saved (a subclass mixing ``total`` values keeps its own)."""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any

from ..runtime.classes import GUEST_FLAG, is_guest_class
from . import typing_aliases
from .abcs import plain_class
from .checks import check, corrupt, name_field

_META: Any = typing._TypedDictMeta  # type: ignore[attr-defined]
#: What a TypedDict class's namespace holds (anything else: not saved).
_KNOWN = frozenset({"__module__", "__qualname__", "__annotations__", GUEST_FLAG,
                    "__orig_bases__", "__dict__", "__weakref__", "__doc__",
                    "__required_keys__", "__optional_keys__", "__total__"})
#: Annotation values accepted at import (never an object whose type check runs guest code):
#: classes, strings and the type hints the decoder made (each checked by typing_aliases).
_ANNOTATIONS = frozenset({type, types.GenericAlias, types.UnionType, type(None), str, _META,
                          typing.TypeVar, type(typing.Any)}) | typing_aliases.TYPES


def _annotation_ok(a: Any) -> bool:
    return type(a) in _ANNOTATIONS or plain_class(a)
_MAX_FIELDS = 10_000


def is_typeddict_class(o: Any) -> bool:
    return type(o) is _META and is_guest_class(o)


#: The key qualifiers a TypedDict annotation may wrap its type in, by name.
_QUALIFIERS = {"Required": typing.Required, "NotRequired": typing.NotRequired}
_MAX_QUALIFIERS = 4


def _qualifiers(v: Any) -> tuple[list[str], Any]:
    """``NotRequired[Required[int]]`` as (["NotRequired", "Required"], int): the qualifiers
    outermost first (typing's own alias objects are read by attribute, never called)."""
    names: list[str] = []
    while (type(v) is typing._GenericAlias  # type: ignore[attr-defined]
           and len(names) < _MAX_QUALIFIERS
           and any(v.__origin__ is q for q in _QUALIFIERS.values())):
        names.append(v.__origin__._name)
        v = v.__args__[0]
    return names, v


def _annotation(v: Any) -> Any:
    v = _qualifiers(v)[1]
    return v.__forward_arg__ if type(v) is typing.ForwardRef else v


def _typed_dict() -> Any:
    from ..modules.typingmods import _TYPED_DICT
    return _TYPED_DICT


def typeddict_problem(cls: type) -> str | None:
    extra = sorted(set(cls.__dict__) - _KNOWN)
    if extra:
        return (f"TypedDict {cls.__qualname__!r}, which has attributes other than its "
                f"annotations ({', '.join(extra)[:80]}): define it again after the import")
    orig = cls.__dict__.get("__orig_bases__", ())
    if type(orig) is not tuple or any(b is not _typed_dict() for b in orig):
        return (f"TypedDict {cls.__qualname__!r}, which has bases other than TypedDict "
                "(a generic TypedDict): define it again after the import")
    return None


def typeddict_children(cls: type) -> list[Any]:
    return [_annotation(v) for v in cls.__dict__["__annotations__"].values()]


def encode_typeddict(cls: type, lower: Callable[[Any], Any]) -> list[Any]:
    d = cls.__dict__
    return ["typeddict", cls.__name__, cls.__qualname__, str(d.get("__module__", "__main__")),
            d.get("__doc__") if type(d.get("__doc__")) is str else None,
            {k: lower(_annotation(v)) for k, v in d["__annotations__"].items()},
            sorted(d["__required_keys__"]), sorted(d["__optional_keys__"]),
            bool(d["__total__"]),
            {k: names for k, v in d["__annotations__"].items() if (names := _qualifiers(v)[0])},
            "__orig_bases__" in d]


def decode_typeddict(v: Any) -> type:
    from ..runtime import classes
    # (9: written before key qualifiers were kept, 10: before a class statement's
    # __orig_bases__ was: both read as the functional form's class, which has none)
    check(len(v) in (9, 10, 11), "bad TypedDict")
    _, name, qualname, module, doc, annotations, required, optional, total = v[:9]
    qualified = v[9] if len(v) >= 10 else {}
    statement = v[10] if len(v) == 11 else False
    for field, what in ((name, "name"), (qualname, "qualname"), (module, "module")):
        name_field(field, f"TypedDict {what}")
    check((doc is None or type(doc) is str) and type(total) is bool
          and type(annotations) is dict and len(annotations) <= _MAX_FIELDS
          and all(type(k) is str and _annotation_ok(a) for k, a in annotations.items())
          and type(statement) is bool
          and type(required) is list and type(optional) is list
          and set(required) | set(optional) == set(annotations)
          and not set(required) & set(optional), "bad TypedDict")
    check(type(qualified) is dict and set(qualified) <= set(annotations)
          and all(type(q) is list and 0 < len(q) <= _MAX_QUALIFIERS
                  and all(type(n) is str and n in _QUALIFIERS for n in q)
                  for q in qualified.values()), "bad TypedDict key qualifiers")
    annotations = dict(annotations)
    for key, names in qualified.items():
        for qualifier in reversed(names):  # typing's own check: a class, alias or string
            try:
                annotations[key] = _QUALIFIERS[qualifier][annotations[key]]
            except TypeError as exc:
                raise corrupt(f"TypedDict {qualname!r:.100} key {key!r:.100} cannot be "
                              f"rebuilt ({exc})") from None
    ns = {"__annotations__": annotations, "__module__": module, "__qualname__": qualname,
          "__doc__": doc}
    if statement:  # (``class S(TypedDict)``: what its base resolved from, as in CPython)
        ns["__orig_bases__"] = (_typed_dict(),)
    try:
        cls = classes.create_class(_META, name, (), ns, {"total": total})
    except Exception as exc:  # noqa: BLE001 - the blob's annotations: a corrupt entry
        raise corrupt(f"TypedDict {qualname!r:.100} cannot be rebuilt "
                      f"({type(exc).__name__}: {exc})") from None
    type.__setattr__(cls, "__required_keys__", frozenset(required))
    type.__setattr__(cls, "__optional_keys__", frozenset(optional))
    return cls
