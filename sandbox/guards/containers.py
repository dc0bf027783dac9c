"""The containers CPython's C code walks inside one call, and the budgets shared by the
estimators that walk them first (:mod:`.textsize` for text, :mod:`.compares` for comparisons
and hashes; :mod:`.sizing` holds the checks call sites make with them).

A builtin container here is read through its base type, never through a guest subclass's
methods, so measuring one never runs guest code.
"""

from __future__ import annotations

import collections as _co
from typing import Any

#: Common leaf types: callers skip the estimators for them (their repr or comparison does not
#: walk anything).
SCALARS = frozenset({int, str, float, bool, type(None), bytes, complex})

#: Text up to this many bytes is not checked against the memory limit.
FREE_BYTES = 1 << 16
#: Host work estimated up to this many nanoseconds is neither charged nor timed.
FREE_NS = 1_000_000
#: Cap of the numbers the estimators add up (far above any limit; keeps them machine ints).
CAP = 1 << 62
#: Distinct containers measured between two deadline checks of an estimator itself.
DEADLINE_EVERY = 0xFFF

_EMPTY_DICT: dict[Any, Any] = {}
_EMPTY_ODICT: _co.OrderedDict[Any, Any] = _co.OrderedDict()
#: Dict view types -> the length of their name (their repr is ``name([...])``).
VIEW_NAMES: dict[type, int] = {
    type(view): len(type(view).__name__)
    for d in (_EMPTY_DICT, _EMPTY_ODICT) for view in (d.keys(), d.values(), d.items())}
ITEM_VIEWS = (type(_EMPTY_DICT.items()), type(_EMPTY_ODICT.items()))

#: Builtin containers whose comparison walks their items in C (subclasses included).
CMP_BASES: tuple[type, ...] = (list, tuple, dict, set, frozenset, _co.deque, *VIEW_NAMES)


def is_cmp_container(o: Any) -> bool:
    """Whether comparing ``o`` walks its items in C."""
    return isinstance(o, CMP_BASES)


def scalars_only(o: Any) -> bool:
    """Whether ``o`` is a builtin container of scalars only (comparing it walks nothing)."""
    t = type(o)
    if t is list or t is tuple or t is set or t is frozenset:
        return SCALARS.issuperset(map(type, o))
    if t is dict:
        return SCALARS.issuperset(map(type, o)) and SCALARS.issuperset(map(type, o.values()))
    return False
