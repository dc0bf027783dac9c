"""Whether a worker's session state is still the one of its last checkpoint, without
exporting it.

The worker sends the host a checkpoint (the state blob) after each run that may have changed
the state, so that after a crash the session comes back as the last successful run left it.
The export costs ~70-150 us for a small session; most runs of a notebook or an agent loop leave
the objects they did not rebind untouched, so :func:`fingerprint` takes the state as the flat
sequence of the objects it is made of and :func:`same` compares two of them by identity:

- an immutable atom (None, bool, int, float, complex, str, bytes, a compiled ``Code``, the
  unbound-cell marker) is itself;
- a plain container (list, tuple, dict, set, frozenset, of those exact types) is itself, its
  length (kept apart, compared by value) and then its items (a dict's keys and values, in
  order);
- a guest function is itself and then its slots (code, defaults, keyword defaults, closure
  cells) and its attribute dict; it must belong to the session's own globals; a cell is
  itself and its value;
- anything else (a guest instance or class, a module, a bytearray, a generator, a tool...) has
  state the walk does not see: there is no fingerprint (the state counts as changed). So for
  a state of more than :data:`MAX_NODES` objects (the export is then the smaller cost).

Two fingerprints whose objects are the very same (``is``), in the same order, with the same
lengths, describe the same state: each container is the same object holding the same items,
so a name rebound, deleted or added, an item set, appended or removed anywhere, a function's
attribute or default changed all show. A container seen twice is walked once (its later
places are the object alone), so sharing and cycles are compared too. The fingerprint holds
the objects, so no id is reused while it lives; it never holds a guest instance (the walk
stops at the first), so no ``__del__`` waits for it.
"""

from __future__ import annotations

from typing import Any

from ..runtime.objects import UNBOUND, Cell, Code, Function

#: The most objects a fingerprint walks; past it the state counts as changed.
MAX_NODES = 20_000

_ATOMS = frozenset({int, float, complex, str, bytes, bool, type(None), Code})
_SEQUENCES = frozenset({list, tuple, set, frozenset})


class Fingerprint:
    """A state's global names, its objects in walk order, the containers' lengths, and the
    rest of what an export saves that the walk does not see (``extra``: compared by value)."""

    __slots__ = ("names", "objects", "lengths", "extra")

    def __init__(self, names: tuple[str, ...], objects: list[Any], lengths: list[int],
                 extra: Any) -> None:
        self.names = names
        self.objects = objects
        self.lengths = lengths
        self.extra = extra


def fingerprint(globals_: Any, extra: Any) -> Fingerprint | None:
    """The fingerprint of a session's ``globals_`` (a :class:`~sandbox.runtime.objects.Globals`)
    and ``extra``, or None if the state holds anything the walk cannot vouch for."""
    objects: list[Any] = []
    lengths: list[int] = []
    seen: set[int] = set()
    add, note = objects.append, lengths.append
    names = tuple(globals_)
    stack: list[Any] = [globals_[name] for name in reversed(names)]
    budget = MAX_NODES
    while stack:
        budget -= 1
        if budget < 0:
            return None
        obj = stack.pop()
        t = type(obj)
        add(obj)
        if t in _ATOMS or obj is UNBOUND:
            continue
        key = id(obj)
        if key in seen:
            continue
        seen.add(key)
        if t in _SEQUENCES:
            note(len(obj))
            stack.extend(obj)
        elif t is dict:
            note(len(obj))
            for k, v in obj.items():
                stack.append(k)
                stack.append(v)
        elif t is Function:
            if obj._globals is not globals_:
                return None  # a function of a guest module: its globals are not walked
            stack += (obj._code, obj._defaults, obj._kwdefaults, obj._closure, obj.__dict__)
        elif t is Cell:
            stack.append(obj.value)
        else:
            return None
    return Fingerprint(names, objects, lengths, extra)


def same(old: Fingerprint | None, new: Fingerprint | None) -> bool:
    """Whether two fingerprints describe the same state (False if either is missing)."""
    if old is None or new is None:
        return False
    a, b = old.objects, new.objects
    if len(a) != len(b) or old.names != new.names or old.lengths != new.lengths \
            or old.extra != new.extra:
        return False
    return all(x is y for x, y in zip(a, b, strict=True))
