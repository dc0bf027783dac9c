"""Dunders of guest classes whose value is a descriptor guest code controls.

CPython's slots (``m()``, ``m[k]``, ``len(m)``...) look a dunder up on the class and bind it
with its descriptor's ``__get__``, then call what that returns with guest arguments, all in
C. When the descriptor is a guest object (or a ``property``, a ``cached_property``, a
``classmethod`` of one), the callable comes out of guest code at that moment: ``__call__ =
D()`` whose ``__get__`` returns ``bytes``, and ``M()(10**9)`` built a gigabyte with no call
site to check it (round 8). A :class:`HeldSlot` stands for such a value in the class: it
binds it exactly as CPython would and hands the result through the sandbox's holder
(``sizechecks.held_callable``), so a checked builtin arrives as a ``LateChecked`` that runs
its call site's checks. Guest code reading the dunder, ``vars(cls)`` and an export see the
guest's own value (:func:`sandbox.runtime.classes.guest_view`, ``saved_value``)."""

from __future__ import annotations

import functools
from typing import Any

from .objects import Function

#: ``held_callable(fn)`` of :mod:`sandbox.guards.sizechecks` (set there).
HOLD: list[Any] = []

_TOKEN = object()


def _raw_lookup(t: type, name: str) -> Any:
    """``name`` in ``t``'s MRO, unbound (CPython's ``_PyType_Lookup``), or None."""
    for klass in t.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


class HeldSlot:
    """A non-data descriptor standing for the guest's descriptor ``__wrapped__``."""

    __slots__ = ("__wrapped__",)

    def __init__(self, value: Any, token: Any = None) -> None:
        if token is not _TOKEN:  # (only the sandbox makes them)
            raise TypeError("cannot create 'HeldSlot' instances")
        self.__wrapped__ = value

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        value = self.__wrapped__
        get = _raw_lookup(type(value), "__get__")  # looked up when bound: it may be added later
        if get is not None:
            value = get(value, obj, objtype)
        return HOLD[0](value) if HOLD else value

    def __set_name__(self, owner: type, name: str) -> None:
        hook = _raw_lookup(type(self.__wrapped__), "__set_name__")
        if hook is not None:  # what type.__new__ would have called on the guest's value
            hook(self.__wrapped__, owner, name)


class HeldDataSlot(HeldSlot):
    """:class:`HeldSlot` of a data descriptor (one with ``__set__`` or ``__delete__``): it
    keeps precedence over the instance's ``__dict__``, as the guest's value has."""

    __slots__ = ()

    def __set__(self, obj: Any, value: Any) -> None:
        setter = _raw_lookup(type(self.__wrapped__), "__set__")
        if setter is None:
            raise AttributeError("__set__")
        setter(self.__wrapped__, obj, value)

    def __delete__(self, obj: Any) -> None:
        deleter = _raw_lookup(type(self.__wrapped__), "__delete__")
        if deleter is None:
            raise AttributeError("__delete__")
        deleter(self.__wrapped__, obj)


HELD_SLOT_TYPES = (HeldSlot, HeldDataSlot)
#: Host descriptor types whose ``__get__`` answers with what guest code chose.
_CHOOSING = (property, functools.cached_property)


def needs_holding(value: Any, guest_flag: str) -> bool:
    """Whether ``value`` as a guest class's dunder must be held (see the module doc): a guest
    object (its ``__get__`` may come later), a property or cached_property, or a classmethod
    of anything but a guest function (it chains to its function's ``__get__``)."""
    t = type(value)
    if getattr(t, guest_flag, False) is True or t in _CHOOSING:
        return True
    if t is classmethod:
        return type(value.__func__) is not Function
    return False


def held_slot(value: Any) -> HeldSlot:
    """``value`` as a guest class holds it under a dunder name (:func:`needs_holding`)."""
    t = type(value)
    data = _raw_lookup(t, "__set__") is not None or _raw_lookup(t, "__delete__") is not None
    return (HeldDataSlot if data else HeldSlot)(value, _TOKEN)
