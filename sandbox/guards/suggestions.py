"""The ``Did you mean: 'x'?`` clause CPython 3.11's interpreter adds when it prints an
uncaught ``NameError`` or ``AttributeError`` (``traceback``'s own formatting adds none in 3.11,
so only the host's text of an uncaught error carries it).

The candidates are CPython's: for an attribute, what ``dir()`` of the object lists to the
guest (through the gate: a hidden name is never offered); for a name, the local variable names
of the code it was looked up in, then the module's globals, then the builtins. The closest by
CPython's weighted edit distance (a case change costs 1, any other edit 2; at most a third of
the characters changed) wins, the first listed on a tie. Bounded as CPython bounds it: lists of
750 names or more and names longer than 40 characters are not compared.
"""

from __future__ import annotations

from typing import Any

from ..runtime import gate
from ..runtime.tracing import entries_of

_MOVE_COST, _CASE_COST = 2, 1
_MAX_CANDIDATES = 750
_MAX_LENGTH = 40
#: The attribute the compiler stores a failed global lookup's local names under (None: the
#: message already says what to use instead).
VARNAMES = "_sandbox_varnames"


def clause(exc: BaseException) -> str:
    """``". Did you mean: 'x'?"`` for ``exc``, or ``""``."""
    name = getattr(exc, "name", None)
    if type(name) is not str:
        return ""
    best: str | None = None
    if isinstance(exc, NameError):
        if VARNAMES in exc.__dict__ and exc.__dict__[VARNAMES] is None:
            return ""  # a withheld builtin: its message says what to use instead
        for candidates in _name_candidates(exc):
            best = closest(candidates, name)
            if best is not None:
                break
    elif isinstance(exc, AttributeError):
        obj = exc.obj
        if obj is None:  # unset (CPython offers nothing without the object)
            return ""
        best = closest(gate.guest_dir(obj), name)
    return "" if best is None else f". Did you mean: {best!r}?"


def _name_candidates(exc: NameError) -> Any:
    yield exc.__dict__.get(VARNAMES) or ()
    entries = entries_of(exc)
    frame = entries[0][0] if entries else None
    namespace = frame[0] if type(frame) is list and frame else None
    if isinstance(namespace, dict):
        yield list(namespace)
        builtins = getattr(namespace, "builtins", None)
        if isinstance(builtins, dict):
            yield list(builtins)


def closest(candidates: Any, name: str) -> str | None:
    """The candidate CPython would suggest for ``name``, or None."""
    candidates = list(candidates)
    if len(candidates) >= _MAX_CANDIDATES:
        return None
    best, best_distance = None, None
    for item in candidates:
        if type(item) is not str or item == name:
            continue
        limit = (len(name) + len(item) + 3) * _MOVE_COST // 6
        if best_distance is not None:
            limit = min(limit, best_distance - 1)
        distance = _distance(name, item, limit)
        if distance <= limit and (best_distance is None or distance < best_distance):
            best, best_distance = item, distance
    return best


def _distance(a: str, b: str, limit: int) -> int:
    """Weighted edit distance of ``a`` and ``b``, or ``limit + 1`` once it must exceed it."""
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    a, b = a[start:], b[start:]
    end = 0
    while end < len(a) and end < len(b) and a[-1 - end] == b[-1 - end]:
        end += 1
    if end:
        a, b = a[:-end], b[:-end]
    if not a or not b:
        return (len(a) + len(b)) * _MOVE_COST
    if len(a) > _MAX_LENGTH or len(b) > _MAX_LENGTH:
        return limit + 1
    if len(b) < len(a):
        a, b = b, a
    if (len(b) - len(a)) * _MOVE_COST > limit:
        return limit + 1
    row = [(i + 1) * _MOVE_COST for i in range(len(a))]  # cost of a[:i+1] against b[:0]
    result = 0
    for j, char in enumerate(b):
        diagonal = result = j * _MOVE_COST
        lowest = None
        for i, other in enumerate(a):
            substitute = diagonal + (0 if char == other else _CASE_COST
                                     if char.lower() == other.lower() else _MOVE_COST)
            diagonal = row[i]
            result = min(min(result, diagonal) + _MOVE_COST, substitute)
            row[i] = result
            lowest = result if lowest is None else min(lowest, result)
        if lowest is not None and lowest > limit:
            return limit + 1
    return result
