"""Guest classes whose metaclass is the sandbox's ``abc.ABCMeta`` or typing's protocol
metaclass (``class A(abc.ABC)``, ``class A(metaclass=abc.ABCMeta)``, ``class P(Protocol)``),
both halves.

Such a class is saved as an ordinary class (object-table kind ``K``) minus what its metaclass
made: ``_abc_impl`` (the registry and caches) and the protocol machinery's host functions
(``__subclasshook__``, ``__init__``) are made again when the import creates the class, and
``__abstractmethods__`` is saved as a tuple of names. The shell names its metaclass only when
the bases do not give it (``metaclass=abc.ABCMeta`` on a class without an ABC base).

Import creates the class through the importing session's class machinery
(``classes.create_class``): only host code runs, the metaclass's ``__new__`` and the bases'
``__init_subclass__`` (typing's, for a protocol), because the guest bases are still empty
shells; the class is then filled as any class, and its abstract names are set last, as
data (computing them would read every attribute, and guest descriptors would run). A class
with registered virtual subclasses is refused: the registry is the session's, and
re-registering runs ``__subclasshook__``; the refusal says to register them again."""

from __future__ import annotations

import _abc
import types
from typing import Any

from ..runtime.classes import is_guest_class
from .checks import check

#: What the metaclass writes into a class's namespace (never saved as an attribute).
ABC_MADE = frozenset({"_abc_impl", "__abstractmethods__"})
#: Names under which typing's Protocol machinery stores host functions of its own.
_PROTOCOL_MADE = frozenset({"__subclasshook__", "__init__"})
#: Most abstract method names a blob's class may list.
_MAX_ABSTRACTS = 10_000

_METAS: list[type] = []


def saved_metaclasses() -> tuple[type, ...]:
    """The host metaclasses whose guest classes are saved (looked up once)."""
    if not _METAS:
        from ..modules.sourcemods import ABCMeta
        from ..modules.typingmods import _ProtocolMeta
        _METAS.extend((ABCMeta, _ProtocolMeta))
    return tuple(_METAS)


def is_saved_metaclass(meta: Any) -> bool:
    """Whether ``meta`` is one of :func:`saved_metaclasses`, by identity (``meta`` may be
    any object a blob names: ``in`` would hash it)."""
    if not _METAS:
        saved_metaclasses()
    return meta is _METAS[0] or meta is _METAS[1]


def is_abc_class(o: Any) -> bool:
    """A guest class whose metaclass is one of :func:`saved_metaclasses`."""
    return is_saved_metaclass(type(o)) and is_guest_class(o)


def plain_class(o: Any) -> bool:
    """A class whose metaclass is ``type`` or a saved one: what type hints may hold as an
    argument (``list[Shape]``, ``Shape | None``), since C code and typing treat any class
    alike (``PyType_Check``; hashed and compared by ``type``'s own methods: neither
    metaclass defines other ones that run guest code)."""
    return type(o) is type or is_saved_metaclass(type(o))


def derived_metaclass(bases: tuple[type, ...]) -> type:
    """The metaclass a class statement with ``bases`` and no ``metaclass=`` gets."""
    meta: type = type
    for base in bases:
        if issubclass(type(base), meta):
            meta = type(base)
    return meta


def explicit_metaclass(cls: type) -> type | None:
    """``cls``'s metaclass if its bases do not give it (it was named by ``metaclass=``)."""
    meta = type(cls)
    return None if meta is derived_metaclass(cls.__bases__) else meta


def abc_problem(cls: type, named: dict[int, Any]) -> str | None:
    """Why the ABC or protocol class ``cls`` cannot be saved (None if it can)."""
    if _abc._get_dump(cls)[0]:
        return (f"class {cls.__qualname__!r}, which has virtual subclasses registered with "
                f"{cls.__qualname__}.register() (the registry is the session's: register "
                "them again after the import)")
    meta = explicit_metaclass(cls)
    if meta is not None and id(meta) not in named:
        return (f"class {cls.__qualname__!r} with metaclass {meta.__name__} (import abc in "
                "the session, so that the import can name it)")
    return None


def metaclass_made(k: str, v: Any) -> bool:
    """Whether class item ``k``: ``v`` of an ABC or protocol class is the metaclass's (not
    saved: creating the class makes it again)."""
    return k in ABC_MADE or (k in _PROTOCOL_MADE and type(v) is types.FunctionType
                             and v.__module__ == "typing")


def abstract_names(cls: type) -> tuple[str, ...]:
    """``cls.__abstractmethods__`` as saved: a tuple (inline, so complete when the class is
    filled; a list would be a table entry filled after the classes)."""
    return tuple(sorted(type.__dict__["__abstractmethods__"].__get__(cls)))


def create_abc_shell(guest: Any, meta: type, name: str, bases: tuple[type, ...],
                     ns: dict[str, Any], explicit: bool) -> type:
    """The empty class ``name`` made by ``meta`` through the importing session's class
    machinery, under the import's limits (``guest``); ``ns`` holds the shell's fixed items."""
    from ..runtime import classes
    check(is_saved_metaclass(meta), f"class {ns['__qualname__']!r:.100} needs a "
                                    "metaclass the import cannot make")
    with guest:
        meta_, namespace, kwds = classes.prepare_class(
            name, bases, {"metaclass": meta} if explicit else {})
        check(meta_ is meta, "bad class metaclass")
        namespace.update(ns)
        cls = classes.create_class(meta_, name, bases, namespace, kwds)
    check(type(cls) is meta, "bad class metaclass")
    return cls  # type: ignore[no-any-return]


def set_abstract_names(cls: type, names: Any) -> None:
    """Set ``cls.__abstractmethods__`` from a blob (a tuple of attribute names)."""
    check(is_abc_class(cls) and type(names) is tuple and len(names) <= _MAX_ABSTRACTS
          and all(type(n) is str for n in names), "bad abstract method names")
    type.__dict__["__abstractmethods__"].__set__(cls, frozenset(names))
