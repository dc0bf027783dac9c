"""Estimates of the probing a set or dict makes when many distinct keys share one hash.

CPython's int hash is the value modulo the prime ``2**61 - 1``, so guest code can build
50,000 distinct ints with one hash (``i * (2**61 - 1)``); inserting them into a set probes
every earlier one each time: 1.25 billion comparisons inside one C call (``set(xs)``), a
couple of minutes that no step or deadline check interrupts. Exact numbers (int, Fraction,
Decimal) are the keys whose hashes guest code can choose this way; for any other key a
collision needs the host's secret hash seed.

:func:`check_collisions` counts, before the C call, the distinct keys in each hash group of
a list or tuple of keys and charges the probes (each of the ``g`` keys of a group probes the
ones before it: ``g * (g - 1) / 2``) as host time. The count never hashes a guest object and
never builds a hash table of the keys (which would be the attack itself): only ints of 61
bits or more (smaller ones hash to themselves) and Fractions and Decimals are considered,
sorted (comparisons, no hashing) to drop duplicates, then grouped by their hash values, which
are distinct small ints.
"""

from __future__ import annotations

import collections
import decimal
import fractions
import itertools
from typing import Any

from ..runtime.costs import charge_ns

#: Host time of one probe that compares two distinct keys of equal hash.
NS_PER_PROBE = 100
#: Lists of fewer candidate keys are not worth a look (their worst case is milliseconds).
MIN_CANDIDATES = 1024
_EXACT = (fractions.Fraction, decimal.Decimal)
_HASH_BITS = 61


#: Types whose hash is host code and a function of the value alone.
_HOST_HASHED = frozenset({int, str, float, bool, type(None), bytes, complex, *_EXACT})


#: Nesting and width of a tuple key that is hashed here (past them: left out).
_MAX_KEY_DEPTH = 8
_MAX_KEY_ITEMS = 64


def _host_hashed(t: tuple[Any, ...], depth: int = 0) -> bool:
    """Whether hashing tuple ``t`` (nested tuples too) is host code only, and short."""
    if depth > _MAX_KEY_DEPTH or len(t) > _MAX_KEY_ITEMS:
        return False
    return all(type(x) in _HOST_HASHED or (type(x) is tuple and _host_hashed(x, depth + 1))
               for x in t)


def _number(x: Any) -> bool:
    t = type(x)
    return (t is int and x.bit_length() >= _HASH_BITS) or t in _EXACT


def key_candidates(x: Any) -> tuple[Any, ...]:
    """The keys of ``x`` (one item handed to a hashing callable) whose hash guest code can
    choose: an exact number itself; a tuple of host-hashed values holding one (its hash is a
    function of its items' hashes: colliding items make colliding tuples); a pair's first
    item (``dict(pairs)`` and ``Counter`` key it)."""
    t = type(x)
    if t is int:
        return (x,) if x.bit_length() >= _HASH_BITS else ()
    if t is tuple:
        if _HOST_HASHED.issuperset(map(type, x)):
            whole = (x,) if any(map(_number, x)) else ()
        else:  # nested tuples: hashed if they are host code (their items may collide)
            whole = (x,) if _host_hashed(x) else ()
        return (*whole, x[0]) if len(x) == 2 and _number(x[0]) else whole
    return (x,) if t in _EXACT else ()


def _distinct(group: list[Any]) -> int:
    """How many distinct keys a group of equal hash holds, without hashing them: sorted
    (equal neighbours are one key), or by identity where they do not sort."""
    try:
        group.sort()
        return sum(1 for _ in itertools.groupby(group))
    except (TypeError, ValueError, ArithmeticError):  # NaN Decimals, mixed types
        return len({id(k) for k in group})


def collision_probes(items: Any) -> int:
    """How many comparisons of distinct keys of equal hash inserting ``items`` (a list or
    tuple) into a set or dict makes, counted without hashing guest objects: only keys whose
    hash is host code are hashed (scalars and exact numbers, tuples of them, the first
    items of pairs, which ``dict(pairs)`` and ``Counter`` key), counted by hash in C, and
    only the keys of a large group of equal hash are compared (sorted, to drop equal ones).
    Round 5: tuples of colliding ints and the keys of pairs were not looked at, and sorting
    all the candidates at once gave up on a list holding one NaN Decimal."""
    if len(items) < MIN_CANDIDATES:
        return 0
    types = set(map(type, items))
    if types <= _HOST_HASHED:
        return _probes(items)
    if not types <= _HOST_HASHED | {tuple}:
        return 0  # guest objects hash with guest code, charged as it runs
    tuples = [x for x in items if type(x) is tuple]
    probes = 0
    if _HOST_HASHED.issuperset(map(type, itertools.chain.from_iterable(tuples))) \
            or all(map(_host_hashed, tuples)):  # (the first test in C: flat tuples)
        probes += _probes(items)
    firsts = [t[0] for t in tuples if len(t) == 2]
    if _HOST_HASHED.issuperset(map(type, firsts)):
        probes += _probes(firsts)
    return probes


def _probes(keys: list[Any]) -> int:
    """:func:`collision_probes` of host-hashed ``keys``."""
    hashes = list(map(hash, keys))
    if len(set(hashes)) == len(hashes):  # (hashes are ints below 2**61: they do not collide)
        return 0
    counts = collections.Counter(hashes)
    if sum(c * (c - 1) // 2 for c in counts.values() if c > 1) < MIN_PROBES:
        return 0  # even if every key of a group differs, it is quick
    large = {h for h, c in counts.items() if c > 1}
    groups: dict[int, list[Any]] = {}
    for k in keys:
        h = hash(k)
        if h in large:
            groups.setdefault(h, []).append(k)
    probes = 0
    for group in groups.values():
        g = _distinct(group)
        probes += g * (g - 1) // 2
    return probes


#: Probes under which a list's keys of equal hash are not compared (10 ms of host time).
MIN_PROBES = 100_000


def check_collisions(ctx: Any, items: Any, what: str = "hashing keys of equal hash") -> None:
    """Charge (and refuse past the deadline) the probing of ``items`` as set or dict keys."""
    if len(items) >= MIN_CANDIDATES:
        probes = collision_probes(items)
        if probes:
            charge_ns(ctx, probes * NS_PER_PROBE, what)


class CollisionMeter:
    """:func:`check_collisions` for keys that arrive one at a time (an iterator a hashing
    callable drains in C): each candidate key probes the distinct ones (by identity: the
    container being built holds them alive) of its hash seen before it; the probes are
    charged every :data:`CHARGE_PROBES` and at the end."""

    __slots__ = ("_ctx", "_seen", "_pending")

    def __init__(self, ctx: Any) -> None:
        self._ctx = ctx
        self._seen: dict[int, Any] = {}  # hash -> the id of its one key, or a set of ids
        self._pending = 0

    def add(self, x: Any) -> None:
        t = type(x)
        if t is int:
            if x.bit_length() >= _HASH_BITS:
                self._key(x)
        elif t is tuple or t in _EXACT:
            for k in key_candidates(x):
                self._key(k)

    def _key(self, k: Any) -> None:
        h, i = hash(k), id(k)
        seen = self._seen.get(h)
        if seen is None:
            self._seen[h] = i  # one key of this hash: its id alone
            return
        if type(seen) is int:
            if seen == i:
                return
            seen = self._seen[h] = {seen}
        if i not in seen:
            self._pending += len(seen)
            seen.add(i)
            if self._pending >= CHARGE_PROBES:
                self.flush()

    def flush(self) -> None:
        if self._pending:
            probes, self._pending = self._pending, 0
            charge_ns(self._ctx, probes * NS_PER_PROBE, "hashing keys of equal hash")


#: Probes a :class:`CollisionMeter` lets pile up before it charges them (10 ms of host time).
CHARGE_PROBES = 100_000
