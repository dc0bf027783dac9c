"""``__mro__``, ``__bases__``, ``__base__`` and ``__module__`` of host classes for guest code.

CPython code reads a class's lineage to print it or to walk it (``type(e).__mro__``,
``bool.__base__``). The gate hands it out for a host class only when every class in the answer
is one the guest can already name and use under the gate's rules: a builtin type the gate
lists as visible, a host class with an attribute table, a builtin exception class or one an
allowlisted module exports, or a guest class. Anything else (a sandbox-internal base, a host
helper class) keeps the read refused, so the lineage never becomes a way to reach a class the
guest could not otherwise hold. Reading a lineage never reaches ``__subclasses__`` or a host
``__dict__``: those stay refused.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from .classes import GUEST_FLAG

#: The lineage attributes of a class (and its module's name, which names where it comes from).
LINEAGE_NAMES = frozenset({"__mro__", "__bases__", "__base__", "__module__"})
#: Host exception classes an allowlisted module hands the guest as members
#: (``decimal.InvalidOperation``, ``json.JSONDecodeError``): nameable like the builtin ones
#: (filled by :func:`sandbox.modules.apply_costs`; it only grows, with classes guest code can
#: already hold).
MODULE_EXCEPTIONS: set[type] = set()
#: A sandbox class standing in for a CPython class it derives from (the guest's
#: ``enum.IntEnum`` is a host subclass of CPython's) -> that class. A lineage shows the
#: stand-in in the place of the class it stands for, as CPython shows that one class once.
STANDS_FOR: dict[type, type] = {}
#: Host classes a lineage may name besides those the gate lists (CPython's classes behind the
#: stand-ins, which guest code can already reach as the classes its enum members derive from).
NAMEABLE: set[type] = set()


def shown_lineage(cls: type, name: str, value: Any) -> Any:
    """``cls.name`` (``__mro__``/``__bases__``/``__base__``, read as ``value``) as CPython
    shows it: a class a stand-in in the same answer stands for is left out, and a stand-in's
    own bases are those of the class it stands for."""
    if not STANDS_FOR:
        return value
    real = STANDS_FOR.get(cls)
    if real is not None and name in ("__bases__", "__base__"):
        return getattr(real, name)
    if name != "__mro__":
        return value
    hidden = {STANDS_FOR[k] for k in value if k in STANDS_FOR}
    return tuple(k for k in value if k not in hidden) if hidden else value


def _nameable(klass: Any, visible: Collection[type], tables: Mapping[type, Any]) -> bool:
    if klass is None:
        return True  # object.__base__
    if klass in visible or klass in tables or klass in STANDS_FOR or klass in NAMEABLE or getattr(
            klass, GUEST_FLAG, False) is True:
        return True
    return isinstance(klass, type) and issubclass(klass, BaseException) and (
        klass.__module__ == "builtins" or klass in MODULE_EXCEPTIONS)


def host_lineage(cls: type, name: str, visible: Collection[type], tables: Mapping[type, Any],
                 refuse: Callable[[Any, str], AttributeError]) -> Any:
    """``cls.name`` (a lineage name) for guest code, or the gate's refusal."""
    if name == "__module__":
        return host_module_name(cls, refuse)
    value = shown_lineage(cls, name, getattr(cls, name))
    members = value if isinstance(value, tuple) else (value,)
    if _nameable(cls, visible, tables) and all(_nameable(k, visible, tables) for k in members):
        return value
    raise refuse(cls, name)


def host_module_name(cls: type, refuse: Callable[[Any, str], AttributeError]) -> str:
    """``cls.__module__`` of a host class for guest code (``type(x).__module__`` in serialisers
    and error reports): CPython's text, a plain ``str``; refused for the sandbox's own classes
    that present no public module, whose name would show the sandbox's internals."""
    module = type.__dict__["__module__"].__get__(cls)
    if type(module) is not str or module == "sandbox" or module.startswith("sandbox."):
        raise refuse(cls, "__module__")
    return module
