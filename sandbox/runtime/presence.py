"""Whether an object has an attribute, asked the way the gate may ask it: without changing
the object.

The gate asks before refusing a read (CPython's own "has no attribute" error for a name that
does not exist, the sandbox's refusal for one that does). ``hasattr`` on a class is not a
question but a read: CPython creates a class's ``__annotations__`` on first read (an empty
dict, stored in the class), so a refused ``X.__annotations__`` on a host class that every
session shares would still change it for the whole process. For classes, :func:`has_attr`
therefore looks the name up in the namespaces CPython's own lookup consults (the class's MRO,
then its metaclass's MRO), running no getter; for other objects it is ``hasattr`` (their
attributes are read through the gate's allowlists, which name no such getter).
"""

from __future__ import annotations

from typing import Any

_MRO = type.__dict__["__mro__"]
_DICT = type.__dict__["__dict__"]


def has_attr(obj: Any, name: str) -> bool:
    """Whether ``obj.name`` exists (for a class: statically, see the module docstring)."""
    if not isinstance(obj, type):
        return hasattr(obj, name)
    for chain in (_MRO.__get__(obj), _MRO.__get__(type(obj))):
        for klass in chain:
            if name in _DICT.__get__(klass):
                return True
    return False


def absent_error(obj: Any, name: str) -> AttributeError | None:
    """CPython's AttributeError for reading ``obj.name`` when :func:`has_attr` says it does not
    exist; None if the read succeeds after all (a metaclass ``__getattr__`` answered it: the
    caller refuses the name instead of handing out what it returned)."""
    try:
        getattr(obj, name)
    except AttributeError as e:
        return e
    return None


def type_label(obj: Any) -> str:
    """How CPython would name ``obj``'s type in an attribute error."""
    if isinstance(obj, type):
        return f"type object '{obj.__name__}'"
    return f"'{type(obj).__name__}' object"


def verb_past(verb: str) -> str:
    """The past participle of a gate verb (read, set, delete), for a refusal's text."""
    return {"read": "read", "set": "set", "delete": "deleted"}[verb]
