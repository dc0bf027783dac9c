"""``__mro__``, ``__bases__`` and ``__base__`` of host classes for guest code.

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

#: The lineage attributes of a class.
LINEAGE_NAMES = frozenset({"__mro__", "__bases__", "__base__"})
#: Host exception classes an allowlisted module hands the guest as members
#: (``decimal.InvalidOperation``, ``json.JSONDecodeError``): nameable like the builtin ones
#: (filled by :func:`sandbox.modules.apply_costs`; it only grows, with classes guest code can
#: already hold).
MODULE_EXCEPTIONS: set[type] = set()


def _nameable(klass: Any, visible: Collection[type], tables: Mapping[type, Any]) -> bool:
    if klass is None:
        return True  # object.__base__
    if klass in visible or klass in tables or getattr(klass, GUEST_FLAG, False) is True:
        return True
    return isinstance(klass, type) and issubclass(klass, BaseException) and (
        klass.__module__ == "builtins" or klass in MODULE_EXCEPTIONS)


def host_lineage(cls: type, name: str, visible: Collection[type], tables: Mapping[type, Any],
                 refuse: Callable[[Any, str], AttributeError]) -> Any:
    """``cls.name`` (a lineage name) for guest code, or the gate's refusal."""
    value = getattr(cls, name)
    members = value if isinstance(value, tuple) else (value,)
    if _nameable(cls, visible, tables) and all(_nameable(k, visible, tables) for k in members):
        return value
    raise refuse(cls, name)
