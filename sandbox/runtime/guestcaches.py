"""Process-wide caches that may name a guest class, and their clearing when a run ends.

Split from :mod:`.gate` (which re-exports these names): the gate's fast-path sets and the
compiled per-site caches journal their guest entries here, and :func:`forget_guest_classes`
drops them, so that no global cache keeps a guest class (and through its methods' globals a
whole session) alive.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any

#: Entries of process-wide caches that name a guest class: ``(set, class)`` pairs of
#: :func:`fast_types`/:func:`set_fast_types` and the per-site caches of compiled attribute
#: loads and method calls (lists ``[class, value, version, journaled]``). They are dropped
#: when a run ends (:func:`forget_guest_classes`), so that no global cache keeps a guest class,
#: and through its methods' globals a whole session, alive; a later run learns them again
#: (one slow lookup per class and name). The fast paths themselves are unchanged.
GUEST_ENTRIES: list[Any] = []


def remember_guest(known: set[type], t: type) -> None:
    """Add guest class ``t`` to the fast-path set ``known`` until the end of the run."""
    if t not in known:
        known.add(t)  # before journaling: a concurrent forget then still finds it next time
        GUEST_ENTRIES.append((known, t))


#: Clear functions of the stdlib's process-wide caches that may key on guest objects
#: (``typing.List[GuestClass]`` stays in typing's ``lru_cache``): called when a run ends in
#: which guest code could have reached them (see :func:`forget_guest_classes`).
PROCESS_CACHE_CLEARS: list[Callable[[], None]] = []

#: Whether host code that may have put a guest object into typing's caches ran since they
#: were last cleared (see :func:`note_typing_use`).
_typing_touched = False


def _clear_typing_caches() -> None:
    for clear in list(getattr(typing, "_cleanups", ())):
        clear()


PROCESS_CACHE_CLEARS.append(_clear_typing_caches)


def note_typing_use() -> None:
    """Record that typing's caches may now hold a guest object, so that the next run end
    clears them. For the host calls into typing that a guest reaches *without* the guest
    ``typing`` module (``type | A`` of the builtin ``type``, a typing alias rebuilt by a
    state import, ``singledispatch``'s annotation reading). Called *after* the typing call:
    a clear running concurrently between the call and this mark then still leaves the mark."""
    global _typing_touched
    _typing_touched = True


def forget_guest_classes(typing_reachable: bool = True) -> None:
    """Drop every cache entry that names a guest class (called when a run ends), and clear the
    stdlib caches that may hold one (:data:`PROCESS_CACHE_CLEARS`; they only cost the host a
    cache miss). ``typing_reachable``: whether the run's guest code could reach typing's
    objects itself (its session imported the guest ``typing`` module, the only module that
    hands them out); when it could not, those caches are cleared only if
    :func:`note_typing_use` was called since they were last cleared (a run that touched
    nothing skips eight ``cache_clear`` calls)."""
    global _typing_touched
    if typing_reachable or _typing_touched:
        _typing_touched = False  # before the clear: a mark made during it stays
        for clear in PROCESS_CACHE_CLEARS:
            clear()
    entries = GUEST_ENTRIES
    while entries:
        entry = entries.pop()
        if type(entry) is tuple:
            entry[0].discard(entry[1])
        else:  # a per-site cache: forget the class (and its function) and mark it stale
            entry[0] = entry[1] = None
            entry[2] = -1
            entry[3] = False
