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


def _candidates(items: Any) -> list[Any]:
    out = []
    for x in items:
        t = type(x)
        if t is int:
            if x.bit_length() >= _HASH_BITS:
                out.append(x)
        elif t in _EXACT:
            out.append(x)
    return out


def collision_probes(items: Any) -> int:
    """How many comparisons of distinct keys of equal hash inserting ``items`` (a list or
    tuple) into a set or dict makes, counted without hashing guest objects."""
    keys = _candidates(items)
    if len(keys) < MIN_CANDIDATES:
        return 0
    try:
        keys.sort()
    except (TypeError, ValueError, ArithmeticError):  # NaN Decimals, mixed types
        return 0
    distinct = [k for k, _ in itertools.groupby(keys)]
    groups: dict[int, int] = {}
    for k in distinct:
        h = hash(k)  # an exact number's own hash: no guest code
        groups[h] = groups.get(h, 0) + 1
    return sum(g * (g - 1) // 2 for g in groups.values() if g > 1)


def check_collisions(ctx: Any, items: Any, what: str = "hashing keys of equal hash") -> None:
    """Charge (and refuse past the deadline) the probing of ``items`` as set or dict keys."""
    if len(items) >= MIN_CANDIDATES:
        probes = collision_probes(items)
        if probes:
            charge_ns(ctx, probes * NS_PER_PROBE, what)
