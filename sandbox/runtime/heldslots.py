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


def _method_dunders() -> frozenset[str]:
    """The dunders CPython's C code looks up on a class and calls: those builtin types define
    as methods, and the special lookups no builtin type has (``__enter__``, ``__missing__``,
    ``__fspath__``...). Data dunders (``__slots__``, ``__match_args__``,
    ``__dataclass_params__``) are read, not called: they stay as they are."""
    import types
    found = {name for t in (object, type, int, float, complex, str, bytes, list, dict, set,
                            tuple, range, slice, memoryview, property, BaseException,
                            types.FunctionType, types.GeneratorType, types.CoroutineType,
                            types.AsyncGeneratorType)
             for name in dir(t) if name.startswith("__") and name.endswith("__")
             and callable(getattr(t, name, None))
             and not isinstance(getattr(t, name), type)}  # (type.__base__ is a class)
    found |= {"__enter__", "__exit__", "__aenter__", "__aexit__", "__missing__",
              "__fspath__", "__length_hint__", "__round__", "__trunc__", "__floor__",
              "__ceil__", "__copy__", "__deepcopy__", "__getnewargs__", "__getnewargs_ex__",
              "__setstate__", "__class_getitem__", "__set_name__", "__instancecheck__",
              "__subclasscheck__", "__prepare__", "__mro_entries__", "__get__", "__set__",
              "__delete__", "__call__", "__bytes__", "__aiter__", "__anext__", "__await__",
              "__reversed__", "__matmul__", "__rmatmul__", "__imatmul__", "__buffer__",
              "__release_buffer__", "__subclasshook__", "__getattr__", "__index__"}
    return frozenset(found - {"__class__", "__doc__", "__dict__", "__module__"})


#: Names whose value :func:`needs_holding` looks at (CPython calls what they bind to).
METHOD_DUNDERS = _method_dunders()
#: Host descriptor types whose ``__get__`` answers with what guest code chose.
_CHOOSING = (property, functools.cached_property)


def needs_holding(name: str, value: Any, guest_flag: str) -> bool:
    """Whether ``value`` as a guest class's attribute ``name`` must be held (see the module
    doc): under a name of :data:`METHOD_DUNDERS`, a guest object (its ``__get__`` may come
    later), a property or cached_property, or a classmethod of anything but a guest function
    (it chains to its function's ``__get__``)."""
    if name not in METHOD_DUNDERS:
        return False
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
