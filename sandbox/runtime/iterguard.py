"""Guards for C code that consumes guest iterables without ever returning to the evaluator.

``sum(range(10**12))`` or ``list(itertools.count())`` would run inside one C call, where no
step is charged and no deadline is checked. Before a host callable receives such an
argument:

- a ``range`` is charged its length in steps up front (and, for consumers that materialise
  it, its size against the memory limit) -- then CPython runs at full speed;
- a lazy host iterator (``map``, ``filter``, ``zip``, ``enumerate``, ``reversed``,
  ``itertools`` objects, iterators over ranges) is wrapped so that every item it yields is
  charged as a step, which also lets the deadline and memory checks run.

Finite, already materialised containers (lists, dicts, strings...) pass untouched: their size
is already paid for. Guest generators charge their own steps when resumed.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from itertools import islice
from typing import Any

_ITERTOOLS_TYPES = {type(getattr(itertools, name)(*args)) for name, args in [
    ("count", ()), ("repeat", (1,)), ("cycle", ((),)), ("chain", ()),
    ("islice", ((), 0)), ("accumulate", ((),)), ("compress", ((), ())),
    ("dropwhile", (bool, ())), ("takewhile", (bool, ())), ("filterfalse", (bool, ())),
    ("starmap", (bool, ())), ("product", ()), ("permutations", ((),)),
    ("combinations", ((), 0)), ("combinations_with_replacement", ((), 0)),
    ("zip_longest", ()), ("pairwise", ((),)), ("groupby", ((),))]}

#: Host iterator types that may be unbounded or expensive to drain: wrapped per item
#: (module wrappers add theirs with :func:`register_lazy`).
LAZY_TYPES: set[type] = set({
    map, filter, zip, enumerate, reversed, type(iter(range(0))), type(iter(range(1 << 70))),
    type(iter(int, 1)),
    *_ITERTOOLS_TYPES})
GUARDED_TYPES: set[type] = LAZY_TYPES | {range}


def register_lazy(t: type) -> None:
    """Declare a host iterator type (e.g. a module's counted iterator) as lazy: C consumers
    drain it in charged chunks."""
    LAZY_TYPES.add(t)
    GUARDED_TYPES.add(t)

#: Host callables that drain an iterable argument in C -> whether they keep every item.
CONSUMERS: dict[int, bool] = {id(fn): keeps for fn, keeps in [
    (list, True), (tuple, True), (set, True), (frozenset, True), (sorted, True),
    (dict, True), (bytes, True), (bytearray, True), (sum, False), (min, False),
    (max, False), (any, False), (all, False)]}

_ITEM_BYTES = 36  # a pointer plus a small object, per materialised item


#: Host callables that build lazy iterators over their arguments: a range handed to them is
#: wrapped so that whoever drains the result pays per item.
COMBINATORS: set[int] = {id(fn) for fn in (map, filter, zip, enumerate)} | {
    id(getattr(itertools, name)) for name in dir(itertools) if not name.startswith("_")}


def register_consumer(fn: Any, keeps_items: bool) -> None:
    """Declare a host callable (e.g. a module function) that drains iterable arguments in C."""
    CONSUMERS[id(fn)] = keeps_items


def guard_arg(ctx: Any, fn: Any, value: Any) -> Any:
    """The argument to hand to host callable ``fn`` instead of ``value`` (a range or lazy
    host iterator); other callables get ``value`` itself."""
    keeps = CONSUMERS.get(id(fn))
    if keeps is None and _drains(fn):
        keeps = True
    if keeps is None:
        if id(fn) in COMBINATORS and (type(value) is range or type(value) in LAZY_TYPES):
            # a Python frame per level: deep nesting ends in a RecursionError (a limit),
            # never in C recursion that could crash the host
            return counted(ctx, value)
        return value
    if type(value) is range:
        try:
            n = len(value)
        except OverflowError:
            n = 1 << 62
        charge(ctx, n)
        if keeps:
            ctx.check_alloc(n * _ITEM_BYTES, "materialising a range")
        return value
    return drained(ctx, value, keeps)


def _drains(fn: Any) -> bool:
    """Bound methods of builtin containers that drain their argument (list.extend...)."""
    return getattr(fn, "__name__", "") in _DRAINING_METHODS and \
        type(getattr(fn, "__self__", None)) in (list, set, dict, bytearray, frozenset, type,
                                                 str, bytes)


_DRAINING_METHODS = frozenset({"extend", "update", "union", "intersection", "difference",
                               "symmetric_difference", "intersection_update",
                               "difference_update", "symmetric_difference_update",
                               "fromkeys", "issubset", "issuperset", "isdisjoint", "join"})


def charge(ctx: Any, n: int) -> None:
    """Charge ``n`` steps at once."""
    ctx.steps_left -= n
    if ctx.steps_left < 0:
        ctx.refill()


def drained(ctx: Any, iterator: Any, keeps: bool) -> Iterator[Any]:
    """Feed a consumer that drains ``iterator`` anyway: items are read in chunks at C speed,
    each chunk charged as steps (and, when the consumer keeps them, as memory)."""
    it = iter(iterator)
    gathered = 0
    while True:
        chunk = list(islice(it, 4096))
        if not chunk:
            return
        charge(ctx, len(chunk))
        if keeps:
            gathered += len(chunk)  # everything gathered so far is held by the consumer
            ctx.check_alloc(gathered * _ITEM_BYTES, "items gathered from an iterator")
        yield from chunk


def counted(ctx: Any, iterator: Any) -> Iterator[Any]:
    """Yield from ``iterator``, charging one step per item."""
    for item in iterator:
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        yield item
