"""Host addresses out of the text guest code gets from host objects.

CPython's C reprs print the host address of an object (``<list_iterator object at 0x7f...>``,
``<built-in method append of list object at 0x7f...>``, ``<weakref at 0x...>``): its
``object.__repr__``, the repr of builtin methods and method-wrappers, and every container
repr that embeds them (``[iter([])]``, ``KeyError(iter([]))``, ``functools.partial``). Those
addresses tell hostile code the host's memory layout, and they are printed by C code the
sandbox cannot hook per object. So the sandbox rewrites them where the text is made, once,
here: every place that turns a guest value into text for guest code (``repr``/``str``/
``ascii``/``format`` call sites, ``print``, f-strings, ``%`` and ``str.format``, the text
dunders, exception messages at the boundary) hands the text and the values it was made from
to :func:`guest_text`.

:func:`guest_text` changes only `` at 0x<hex>`` (the shape of C's ``%p`` in those reprs).
An address that is the host ``id()`` of an object reachable from the values (through
``gc.get_referents``: items, ``__self__``, ``args``...) becomes that object's guest address,
the one the guest's ``id()`` gives, so ``hex(id(x)) in repr(x)`` holds as in CPython; one
that already is the guest address of such an object (the default repr of a guest class,
``<function f at ...>``) stays. Any other such address (one made by C code from an
object the walk cannot reach, or typed by the guest in a string) becomes a number keyed
apart from guest addresses: it tells nothing about memory, and since the guest cannot choose
which numbers are mapped to its ``id()`` values, it cannot use the rewrite to compute guest
addresses of host numbers it picks.

Text without `` at 0x`` (ints, strs, lists of them: the hot path) is returned at the cost of
one substring search.
"""

from __future__ import annotations

import gc
import hashlib
import os
import re
import types
import weakref
from typing import Any

from .objects import address_of_id, guest_address

__all__ = ["guest_text"]

#: What C's ``%p`` writes in a repr: `` at 0x`` and lower-case hex digits.
_ADDRESS = re.compile(r" at 0x([0-9a-f]{1,16})\b")
#: Key of addresses that belong to no reachable object (never shown; apart from guest ids').
_MASK_KEY = os.urandom(16)
#: Objects visited at least by one rewrite (more for long text, see :func:`_reachable_ids`).
_MIN_VISITS = 10_000
#: Objects whose referents no repr prints: the walk does not go past them.
_LEAVES = (type, types.ModuleType, str, bytes, int, float, complex, range)


def guest_text(text: Any, *values: Any) -> Any:
    """``text`` (made by host code from ``values``) with every host address replaced, as the
    module docstring says; anything that is not an exact ``str`` or ``bytes`` is returned
    unchanged."""
    if type(text) is not str:
        if type(text) is bytes and b" at 0x" in text:  # b'%r' % x
            return guest_text(text.decode("latin-1"), *values).encode("latin-1")
        return text
    if " at 0x" not in text:
        return text
    shown = set(_ADDRESS.findall(text))
    hosts, guests = _reachable(values, shown, _MIN_VISITS + len(text) // 4)

    def replace(m: re.Match[str]) -> str:
        digits = m.group(1)
        if digits in guests:  # already a guest address (a guest class's default repr)
            return m.group(0)
        if digits in hosts:  # (numbered now if it had no number: as its id() will show)
            return " at " + guest_address(hosts[digits])
        return " at " + _masked(int(digits, 16))
    return _ADDRESS.sub(replace, text)


def _masked(number: int) -> str:
    digest = hashlib.blake2b(number.to_bytes(8, "little"), key=_MASK_KEY,
                             digest_size=5).digest()
    return f"0x7f{int.from_bytes(digest, 'big') | 1:010x}"  # odd, as guest addresses


def _reachable(roots: tuple[Any, ...], shown: set[str], max_visits: int
               ) -> tuple[dict[str, Any], set[str]]:
    """Which of the hex numbers ``shown`` are host ids (first: each with its object) or guest
    addresses (second) of ``roots`` or of objects reachable from them, breadth first (what a
    repr prints is a few references away), visiting at most ``max_visits`` objects and
    stopping once every number is placed."""
    hosts: dict[str, Any] = {}
    guests: set[str] = set()
    seen: set[int] = set()
    level: list[Any] = list(roots)
    visits = 0
    while level and visits < max_visits:
        expand: list[Any] = []
        for obj in level[:max_visits - visits]:
            i = id(obj)
            if i in seen:
                continue
            seen.add(i)
            digits = f"{i:x}"
            if digits in shown:
                hosts[digits] = obj
            guest = address_of_id(i)[2:]
            if guest in shown:
                guests.add(guest)
            if len(hosts) + len(guests) >= len(shown):
                return hosts, guests
            if type(obj) is weakref.ref:  # its repr names the referent, not a reference
                target = obj()
                if target is not None:
                    expand.append([target])
            elif not isinstance(obj, _LEAVES):
                expand.append(obj)
        visits += len(level)
        level = gc.get_referents(*expand) if expand else []
    return hosts, guests
