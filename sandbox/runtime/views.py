"""What guest code sees of the object model's own views: ``vars(cls)``/``cls.__dict__`` and
``dir(obj)``.

- A guest class's ``__dict__`` is a ``mappingproxy`` (so it prints, compares and types as
  CPython's) over :class:`ClassNamespace`, a live read-only filter of the real class dict:
  the sandbox's internal names (``__sandbox_guest__``...) are not in it, a ``__del__`` hook
  reads as the guest's own function (:func:`~sandbox.runtime.classes.guest_view`), and host
  functions (a Python function the host generated into the class, or a classmethod,
  staticmethod or property made of one) are left out: guest code only reaches them through
  the gate's attribute rules; so is the ``__repr__`` the sandbox adds in place of
  ``object.__repr__`` (classes.REPR_HOOK). Every other value is the class's own (guest values,
  or the inert descriptors CPython puts there: ``__dict__``, ``__weakref__``, slot members).
  ``keys()``/``values()``/``items()`` are views of a snapshot (CPython's are live).
- Guest *instance* ``__dict__`` stays the real dict: it only holds what guest code stored
  there, and writes through ``vars(obj)`` must work as in CPython.
- ``dir(obj)`` lists what CPython would, without internal names: no ``__sandbox_*`` names
  anywhere, and on host objects only dunders and the names the gate lets guest code read;
  the sandbox's own functions and builtins list the names of CPython's function and builtin
  types (not the slots of the classes that implement them).
"""

from __future__ import annotations

import types
from collections.abc import Iterator, Mapping
from typing import Any

from .classes import GUEST_FLAG, guest_view, is_guest_class, is_hook, is_stand_in
from .objects import Function

#: Prefixes of names that belong to the sandbox, never shown to guest code.
INTERNAL_PREFIXES = ("__sandbox", "_sandbox")


def is_internal(name: Any) -> bool:
    """Whether ``name`` is one of the sandbox's own attribute names."""
    return type(name) is str and name.startswith(INTERNAL_PREFIXES)


def _host_made(value: Any) -> bool:
    """Whether a class-dict value is host code the guest must not hold directly."""
    value = guest_view(value)
    if isinstance(value, (classmethod, staticmethod)):
        value = value.__func__
    elif type(value) is property:
        return any(_host_made(f) for f in (value.fget, value.fset, value.fdel) if f is not None)
    return type(value) is types.FunctionType


_TOKEN = object()


class ClassNamespace(Mapping):  # type: ignore[type-arg]
    """A live, read-only, filtered view of a guest class's ``__dict__``, wrapped in a
    ``mappingproxy`` before guest code sees it. CPython hands the wrapped mapping itself to
    a guest ``__or__`` in ``x | vars(C)``, so it is safe to hold too: it reads as a
    ``mappingproxy``, only its mapping methods are readable, and guest code cannot make one
    (which would view a host class's dict)."""

    __slots__ = ("_cls",)
    __sandbox_attrs__ = frozenset({"keys", "values", "items", "get", "copy"})

    def __init__(self, cls: type, token: Any = None) -> None:
        if token is not _TOKEN or not is_guest_class(cls):
            raise TypeError("cannot create 'mappingproxy' instances this way")
        self._cls = cls

    def _visible(self, key: Any, value: Any) -> bool:
        return (not is_internal(key) and not is_hook(value) and not _host_made(value)
                and not is_stand_in(self._cls, key, value))

    def __getitem__(self, key: Any) -> Any:
        value = self._cls.__dict__[key]
        if not self._visible(key, value):
            raise KeyError(key)
        return guest_view(value)

    def __iter__(self) -> Iterator[Any]:
        return iter([k for k, v in self._cls.__dict__.items() if self._visible(k, v)])

    def __len__(self) -> int:
        return sum(1 for k, v in self._cls.__dict__.items() if self._visible(k, v))

    def __contains__(self, key: Any) -> bool:
        try:
            self[key]
        except KeyError:
            return False
        return True

    def copy(self) -> dict[Any, Any]:
        return {k: guest_view(v) for k, v in self._cls.__dict__.items() if self._visible(k, v)}

    # CPython's mappingproxy of a class dict hands out the dict's own views
    def keys(self) -> Any:
        return self.copy().keys()

    def values(self) -> Any:
        return self.copy().values()

    def items(self) -> Any:
        return self.copy().items()

    # the operators work on a copy, so a reflected guest method never receives this object
    def __eq__(self, other: Any) -> bool:
        return self.copy() == other

    def __ne__(self, other: Any) -> bool:
        return self.copy() != other

    __hash__ = None  # type: ignore[assignment]

    def __or__(self, other: Any) -> Any:
        return self.copy() | other

    def __ror__(self, other: Any) -> Any:
        return other | self.copy()

    def __reversed__(self) -> Iterator[Any]:
        return reversed(list(self))

    def __repr__(self) -> str:
        return repr(self.copy())


ClassNamespace.__name__ = ClassNamespace.__qualname__ = "mappingproxy"
ClassNamespace.__module__ = "builtins"


def class_dict(cls: type) -> types.MappingProxyType[Any, Any]:
    """``cls.__dict__`` / ``vars(cls)`` of guest class ``cls`` as guest code sees it."""
    return types.MappingProxyType(ClassNamespace(cls, _TOKEN))


_SAMPLE_FUNCTION_NAMES = frozenset(dir(lambda: 0))
_BUILTIN_NAMES = frozenset(dir(len))


def visible_dir(obj: Any, allowed: frozenset[str]) -> list[str]:
    """``dir(obj)`` for guest code; ``allowed``: the names the gate lets guest code read on
    ``obj`` when it is a host object (guest objects list every name they have)."""
    from .builtins import Builtin
    if type(obj) is Function:
        names: Any = _SAMPLE_FUNCTION_NAMES | set(obj.__dict__)
    elif isinstance(obj, Builtin):
        names = _BUILTIN_NAMES
    else:
        names = dir(obj)  # CPython's (a guest __dir__ runs, as in CPython)
        guest = getattr(type(obj), GUEST_FLAG, False) is True or (
            isinstance(obj, type) and getattr(obj, GUEST_FLAG, False) is True)
        if not guest:
            names = [n for n in names if type(n) is not str or n in allowed or (
                n.startswith("__") and n.endswith("__"))]
    return sorted(n for n in names if not is_internal(n))
