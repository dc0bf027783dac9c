"""Which objects belong to guest code, and the unbound host methods that may only be given one.

Guest code must never re-initialise or write an object the host or another session holds:
``property.__init__(ChainMap.parents, f)`` would change ``ChainMap`` for every session, and
``dict.__init__``/``dict.__setitem__`` of a shared host dict would change it for all. The gate
hands out the unbound host methods of :data:`MUTATOR_DUNDERS` (read on a host type object, or
on a guest class inheriting them from a host base) only behind :func:`owned_only`, which
refuses a first argument that is not :func:`guest_owned`. Attribute writes on host objects
are refused by ``gate.set_attr`` already; bound methods of host objects that write them are
not in the gate's allowlists.
"""

from __future__ import annotations

from typing import Any

from .classes import GUEST_FLAG, is_guest_class
from .objects import Function

#: Unbound host methods that (re-)initialise or write the object they are given
#: (``property.__init__(ChainMap.parents, f)`` would change ``ChainMap`` for every session):
#: read on a host type object, or on a guest class that inherits them from a host base, they
#: come back behind :func:`owned_only`.
MUTATOR_DUNDERS = frozenset({"__init__", "__setitem__", "__delitem__", "__set__",
                             "__delete__", "__setstate__", "__set_name__"})
#: Host types whose instances guest code only ever holds fresh (made by its own code or a
#: module function's result, never shared with the host or another session); module
#: wrappers may add theirs. ``object.__init__`` changes nothing and is not wrapped.
FRESH_TYPES: set[type] = {list, dict, set, frozenset, tuple, str, bytes, bytearray, int,
                          float, complex, bool}
_OWNED_ONLY: dict[tuple[type, str], Any] = {}

#: id of a stand-in :func:`owned_only` hands out for a host type's slot -> (type, slot name),
#: so that the checks (``sandbox.guards.iterguard.constructed_type``) size a call of it as a
#: call of the slot it runs.
SLOT_STANDINS: dict[int, tuple[type, str]] = {}


def guest_owned(obj: Any) -> bool:
    """Whether ``obj`` belongs to guest code, so that re-initialising or writing it cannot
    change anything the host or another session holds: a guest class or an instance of one,
    an instance of a :data:`FRESH_TYPES` type, or a property/classmethod/staticmethod made of
    guest functions only (a host class's own descriptors are made of host functions)."""
    t = type(obj)
    if getattr(t, GUEST_FLAG, False) is True or t in FRESH_TYPES:
        return True
    if isinstance(obj, type):
        return getattr(obj, GUEST_FLAG, False) is True
    if t is property:
        parts: tuple[Any, ...] = (obj.fget, obj.fset, obj.fdel)
    elif t is classmethod or t is staticmethod:
        parts = (obj.__func__,)
    else:
        return False
    return all(p is None or type(p) is Function or getattr(type(p), GUEST_FLAG, False) is True
               or is_guest_class(p) for p in parts)


def owned_only(owner: type, name: str) -> Any:
    """``owner.name`` (an unbound host method in :data:`MUTATOR_DUNDERS`) for guest code: it
    refuses a first argument that is not :func:`guest_owned`."""
    method = getattr(owner, name)
    if owner is object and name == "__init__":
        return method
    key = (owner, name)
    checked = _OWNED_ONLY.get(key)
    if checked is None:
        def call(*args: Any, **kwargs: Any) -> Any:
            if args and not guest_owned(args[0]):
                raise TypeError(f"{owner.__name__}.{name}() of a '{type(args[0]).__name__}' "
                                "object the sandbox did not make for guest code is not "
                                "allowed (it may be shared with the host)")
            return method(*args, **kwargs)
        from .builtins import make_builtin
        checked = _OWNED_ONLY[key] = make_builtin(name, call, method.__doc__)
        SLOT_STANDINS[id(checked)] = key  # sized as the slot it calls (list.__init__...)
    return checked
