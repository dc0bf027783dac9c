"""How much hashing laying out a set again costs (the encoder's ``relay_sets``, see
``Encoder._set_items`` in :mod:`sandbox.state.codec`): counted without hashing anything."""

from __future__ import annotations

from typing import Any

_HOST_HASHED = frozenset({str, int, float, bytes, bool, type(None)})


#: Objects that laying out again the sets of one pausable run's start state may have CPython
#: hash (see :meth:`Encoder._set_items`); past it the remaining sets are saved as they are.
RELAY_HASH_BUDGET = 1 << 20


def _hash_work(members: Any, sizes: dict[int, int | None]) -> int | None:
    """How many objects CPython visits hashing every one of ``members`` (a tuple's items each
    time the tuple is reached: CPython keeps no tuple's hash), capped just past
    :data:`RELAY_HASH_BUDGET`; None if guest code would hash or compare any of them. Linear
    in the distinct tuples (round 9: walking each tuple from every reference took 2**k visits
    for k levels of ``t = (t, t)``, outside the run): ``sizes`` holds each tuple's work by
    id, for one export (whose objects all stay alive meanwhile)."""
    cap = RELAY_HASH_BUDGET + 1
    total = 0
    for x in members:
        t = type(x)
        if t is tuple:
            work = _tuple_work(x, sizes, cap)
            if work is None:
                return None
            total += work
        elif t in _HOST_HASHED:
            total += 1
        else:
            return None
        if total > cap:
            total = cap
    return total


def _tuple_work(root: tuple[Any, ...], sizes: dict[int, int | None], cap: int) -> int | None:
    """:func:`_hash_work` of one tuple: each distinct tuple below it is visited once (no
    recursion: the encoder bounds depth, this walk does not rely on it)."""
    if id(root) in sizes:
        return sizes[id(root)]
    stack: list[tuple[tuple[Any, ...], bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if not children_done:
            if id(node) in sizes:
                continue
            stack.append((node, True))
            stack.extend((x, False) for x in node if type(x) is tuple and id(x) not in sizes)
            continue
        work = 1
        for x in node:
            t = type(x)
            if t is tuple:
                below = sizes[id(x)]
                if below is None:
                    break
                work += below
            elif t in _HOST_HASHED:
                work += 1
            else:
                break
        else:  # every item host-hashed
            sizes[id(node)] = min(work, cap)
            continue
        sizes[id(node)] = None
    return sizes[id(root)]
