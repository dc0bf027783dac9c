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

from ..runtime.costs import NS_PER_STEP, charge_above, charge_ns, note_free

#: Host time of one probe that compares two distinct keys of equal hash.
NS_PER_PROBE = 100
#: Lists of fewer candidate keys are not counted: their worst case (every pair probed) is
#: counted as free work instead (``note_free``: the clock is read once it adds up).
MIN_CANDIDATES = 1024
#: Key types whose hash guest code can choose for any value (costs6: float and complex --
#: ``complex(H - 1000003 * k, k)`` all hash to ``H`` -- were not looked at by the meter).
_EXACT = (fractions.Fraction, decimal.Decimal, float, complex)
_HASH_BITS = 61
#: Key types whose hash guest code cannot choose (seeded, or a handful of values).
_SEEDED = frozenset({str, bytes, bool, type(None)})
#: |x| below this: an int hashes to itself (-1 to -2), distinct ints do not collide.
_SMALL_INT = (1 << _HASH_BITS) - 1


#: Types whose hash is host code and a function of the value alone.
_HOST_HASHED = frozenset({int, str, float, bool, type(None), bytes, complex, *_EXACT})
_KNOWN = _HOST_HASHED | {tuple}
#: Host bases whose C hash a subclass keeps unless it defines ``__hash__``.
_HASH_BASES = (int, float, complex, fractions.Fraction, decimal.Decimal, str, bytes, tuple)
_BASE_OF: dict[type, type | None] = {}
#: type -> the host base whose hash it keeps (None: hashed by guest code), as learned so far.
HASH_BASES = _BASE_OF


def _hash_base(t: type) -> type | None:
    """The host base whose hash a key of type ``t`` uses (``class I(int): pass`` hashes as an
    int: in C, no guest code), None for a type hashed by its own (guest) code."""
    try:
        return _BASE_OF[t]
    except KeyError:
        pass
    base = next((b for b in _HASH_BASES if issubclass(t, b)), None)
    if base is not None and t.__hash__ is not base.__hash__:
        base = None
    if len(_BASE_OF) < 4096:
        _BASE_OF[t] = base
    return base


#: Nesting and width of a tuple key that is hashed here (past them: left out).
_MAX_KEY_DEPTH = 8
_MAX_KEY_ITEMS = 64


def _host_hashed(t: tuple[Any, ...], depth: int = 0,
                 seen: set[tuple[int, int]] | None = None) -> bool:
    """Whether hashing tuple ``t`` (nested tuples too) is host code only, and short. Each
    nested tuple is looked at once per depth (``seen``: those found host-hashed, by id and
    depth): round 9, walking it from every reference took 36**4 visits for four levels of
    ``t = (t,) * 36``, in one host step (and up to 64**8)."""
    if depth > _MAX_KEY_DEPTH or len(t) > _MAX_KEY_ITEMS:
        return False
    for x in t:
        kind = type(x)
        if kind in _HOST_HASHED:
            continue
        if kind is not tuple:
            return False
        if seen is None:
            seen = set()
        key = (id(x), depth + 1)
        if key in seen:
            continue
        if not _host_hashed(x, depth + 1, seen):
            return False
        seen.add(key)
    return True


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
    if t in _EXACT:
        return (x,)
    if t in _SEEDED:
        return ()
    base = _hash_base(t)  # a subclass keeping its base's C hash: as that base
    if base is None or base is str or base is bytes:
        return ()
    # the key itself (its hash is its base's C code; the meter tells keys apart by identity)
    return (x,) if key_candidates(_as_base(x, base)) else ()


def _as_base(x: Any, base: type) -> Any:
    """``x`` (of a subclass of host ``base`` keeping its hash) as an exact ``base`` value of
    the same hash, read without guest code."""
    if base is tuple:
        return tuple(tuple.__iter__(x))
    if base is int:
        return int.__index__(x)
    if base is float:
        return float.__float__(x)
    if base is complex:
        return complex(complex.__getattribute__(x, "real"), complex.__getattribute__(x, "imag"))
    return x  # Fraction, Decimal: their hash is computed from the value (host code)


def _distinct(group: list[Any]) -> int:
    """How many distinct keys a group of equal hash holds, without hashing them: sorted
    (equal neighbours are one key), or by identity where they do not sort."""
    try:
        group.sort()
        return sum(1 for _ in itertools.groupby(group))
    except (TypeError, ValueError, ArithmeticError):  # NaN Decimals, mixed types, complex
        return len({id(k) for k in group})


def could_collide(types: Any) -> bool:
    """Whether keys of ``types`` (the set of their types) may share hashes guest code chose:
    False for seeded or small-valued ones (str, bytes, bool, None) only."""
    return not types <= _SEEDED


def collision_probes(items: Any, types: Any = None) -> int:
    """How many comparisons of distinct keys of equal hash inserting ``items`` (a list, tuple,
    set, frozenset or dict's keys) into a set or dict makes, counted without hashing guest
    objects: only keys whose hash is host code are hashed (scalars and exact numbers, tuples
    of them, the first items of pairs, which ``dict(pairs)`` and ``Counter`` key, and
    subclasses of those keeping their base's hash), counted by hash in C, and only the keys of
    a large group of equal hash are compared (sorted, to drop equal ones). ``types``: the set
    of the items' types, when the caller has it. A count under :data:`MIN_PROBES` is an upper
    bound (the keys are not compared).
    Round 5: tuples of colliding ints and the keys of pairs were not looked at, and sorting
    all the candidates at once gave up on a list holding one NaN Decimal. Costs6: complex
    and float keys, subclasses keeping a host hash, and lists mixing guest-hashed objects
    with colliding keys (which were all left out)."""
    if types is None:
        types = set(map(type, items))
    if types <= _SEEDED:
        return 0  # seeded hashes: a collision needs the host's secret
    if types == _INT_ONLY and min(items) > -_SMALL_INT and max(items) < _SMALL_INT:
        return 0  # small ints hash to themselves (exact ints: no guest code in min/max)
    if not types <= _KNOWN:  # guest-hashed keys are charged as their __hash__ runs
        kept: list[Any] = []
        for x in items:
            if type(x) in _KNOWN:
                kept.append(x)
            elif (b := _hash_base(type(x))) is not None:
                kept.append(_as_base(x, b))
        items = kept
        types = set(map(type, items))
    if types <= _HOST_HASHED:
        return _probes(items)
    tuples = [x for x in items if type(x) is tuple]
    probes = 0
    if _HOST_HASHED.issuperset(map(type, itertools.chain.from_iterable(tuples))) \
            or all(map(_host_hashed, tuples)):  # (the first test in C: flat tuples)
        probes += _probes(items)
    firsts = [t[0] for t in tuples if len(t) == 2]
    if _HOST_HASHED.issuperset(map(type, firsts)):
        probes += _probes(firsts)
    return probes


_INT_ONLY = frozenset({int})


def _probes(keys: Any) -> int:
    """:func:`collision_probes` of host-hashed ``keys``."""
    hashes = list(map(hash, keys))
    if len(set(hashes)) == len(hashes):  # (hashes are ints below 2**61: they do not collide)
        return 0
    counts = collections.Counter(hashes)
    bound = sum(c * (c - 1) // 2 for c in counts.values() if c > 1)
    if bound < MIN_PROBES:
        return bound  # even if every key of a group differs, it is quick: not compared
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


#: Probes under which a list's keys of equal hash are not compared (10 ms of host time);
#: under it they are free work (``note_free``), not charged.
MIN_PROBES = 100_000


def check_collisions(ctx: Any, items: Any, what: str = "hashing keys of equal hash",
                     types: Any = None) -> None:
    """Charge (and refuse past the deadline) the probing of ``items`` (a list, tuple, set,
    frozenset or dict) as set or dict keys. A short list is not counted: its worst case
    (every pair of keys probed) is free work, read against the clock as it adds up
    (costs6: 2,000 calls of a free 1,023-key set held 100 s between two clock readings)."""
    n = len(items)
    if n < 2:
        return
    if types is None:
        types = set(map(type, items))
    if not could_collide(types):
        return
    if n < MIN_CANDIDATES:
        note_free(ctx, n * (n - 1) // 2 * NS_PER_PROBE)
        return
    probes = collision_probes(items, types)
    if probes:
        charge_above(ctx, probes * NS_PER_PROBE, MIN_PROBES * NS_PER_PROBE, what)


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
        elif t not in _SEEDED and _hash_base(t) is not None:  # a subclass of a host key
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


# --- keys that arrive one step at a time --------------------------------------------------------

#: |x| from which an int inside a tuple key is one whose hash guest code may have chosen:
#: a tuple's hash is an invertible mix of its items' hashes, so for any first item a second
#: one of the same tuple hash can be solved for -- a 61-bit int one time in four (so ints
#: below 2**61 collide in pairs); below 2**32 such a solution is a one-in-4-billion chance.
_TUPLE_INT = 1 << 32
#: Distinct hashes a run's ledger (``ctx.hash_groups``) holds before it forgets its one-key
#: groups (and, if still full, keeps only the largest groups).
LEDGER_SIZE = 16_384


def _chosen(x: Any, depth: int = 0, seen: set[tuple[int, int]] | None = None) -> bool:
    """Whether tuple key ``x`` (host-hashed: see :func:`_host_hashed`) holds an item whose
    hash guest code can choose (an exact number, an int of 32 bits or more); each nested
    tuple looked at once per depth (``seen``: those that hold none), as there."""
    for item in x:
        t = type(item)
        if t is int:
            if item >= _TUPLE_INT or item <= -_TUPLE_INT:
                return True
        elif t is tuple:
            if depth < _MAX_KEY_DEPTH:
                if seen is None:
                    seen = set()
                key = (id(item), depth + 1)
                if key in seen:
                    continue
                if _chosen(item, depth + 1, seen):
                    return True
                seen.add(key)
        elif t in _EXACT and t is not float:
            return True
    return False


def joining_key(x: Any) -> Any:
    """The key whose hash decides the group ``x`` joins in a set or dict, when that hash is
    host code guest code can choose: ``x`` itself (an int of 61 bits or more, a complex,
    Fraction or Decimal, a tuple of host-hashed items holding such a number or an int of 32
    bits or more), the base value of a subclass keeping its base's hash; else None (strings
    and bytes are seeded, floats of one hash are a handful, and a guest ``__hash__`` is
    guest code, charged as it runs)."""
    t = type(x)
    if t is int:
        return x if x >= _SMALL_INT or x <= -_SMALL_INT else None
    if t is tuple:
        return x if len(x) <= _MAX_KEY_ITEMS and _chosen(x) and _host_hashed(x) else None
    if t is complex or t is fractions.Fraction or t is decimal.Decimal:
        return x
    if t in _SEEDED or t is float:
        return None
    base = _hash_base(t)
    if base is None or base is str or base is bytes or base is float:
        return None
    return joining_key(_as_base(x, base))


_B32 = 1 << 32


def note_join(ctx: Any, key: Any) -> None:
    """:func:`charge_join` of ``key`` after the cheap tests that let the common keys through
    at once (strings, floats, ints below 2**61, pairs of short ints or strings, objects of a
    class hashed by guest code): what compiled code calls for each key it adds."""
    t = type(key)
    if t is str or t is float:
        return
    if t is int:
        if key >= _SMALL_INT or key <= -_SMALL_INT:
            charge_join(ctx, key)
        return
    if t is tuple:
        if len(key) == 2:
            a, b = key
            ta = type(a)
            tb = type(b)
            if (ta is str or ta is int and -_B32 < a < _B32) and \
                    (tb is str or tb is int and -_B32 < b < _B32):
                return
        charge_join(ctx, key)
        return
    if _BASE_OF.get(t, t) is not None:
        charge_join(ctx, key)


def note_joins(ctx: Any, target: Any, items: Any) -> None:
    """Charge adding the keys of ``items`` (a set, frozenset, dict, list or tuple of keys)
    to the set or dict ``target`` one call at a time (``s |= {k}``, ``d.update(pairs)``):
    each by the group it joins (:func:`charge_join`), when they are few (a few keys a step:
    the ledger's pace); a larger batch is counted by the building call's estimate
    (:func:`check_collisions`), and its groups entered into the ledger."""
    if len(items) <= _FEW:
        pairs = isinstance(target, dict) and not isinstance(items, (dict, set, frozenset))
        for x in items:
            if pairs and type(x) is tuple and len(x) == 2:
                x = x[0]
            note_join(ctx, x)


#: Keys a call adds that are charged one by one by the ledger (more: by the batch estimate).
_FEW = 16


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)  # (host numbers and tuples of them: no guest code)
    except ArithmeticError:  # a signalling NaN Decimal
        return False


def charge_join(ctx: Any, key: Any) -> None:
    """Charge inserting ``key`` into a set or dict one step at a time (``s.add(k)``,
    ``d[k] = v``...): by the size of the group of its hash it joins. A run keeps a ledger
    of the distinct keys it added per hash whose hash guest code can choose
    (:func:`joining_key`), counted without hashing guest objects: the first key of each
    hash (a key equal to it adds nothing: ``d[big] += 1`` in a loop) and a count; a key of a
    hash seen before with another key is charged the probes of the count so far
    (:data:`NS_PER_PROBE` each). The ledger is counted by hash, not per container (a group
    spread over several containers is overcounted, never under), and bounded
    (:data:`LEDGER_SIZE`): one-key groups are forgotten first."""
    k = joining_key(key)
    if k is None:
        return
    ledgers = ctx.hash_groups
    if ledgers is None:
        ledgers = ctx.hash_groups = ({}, {})
    firsts, counts = ledgers
    h = hash(k)
    first = firsts.get(h, _NONE)
    if first is _NONE:
        if len(firsts) >= LEDGER_SIZE:
            _forget(firsts, counts)
        firsts[h] = k
        return
    if first is k or _same(first, k):
        return
    n = counts.get(h, 1)
    counts[h] = n + 1
    ctx.steps_left -= n * NS_PER_PROBE // NS_PER_STEP
    if ctx.steps_left < 0:
        ctx.refill()


_NONE = object()


def _forget(firsts: dict[int, Any], counts: dict[int, int]) -> None:
    """Make room in a full ledger: drop its one-key groups; if many are larger, keep the
    largest (the group a hostile loop grows is the largest)."""
    if len(counts) >= LEDGER_SIZE // 2:
        for h, _ in sorted(counts.items(), key=lambda hn: hn[1])[:-LEDGER_SIZE // 4]:
            del counts[h]
    kept = {h: firsts[h] for h in counts}
    firsts.clear()
    firsts.update(kept)


# --- operators of two keyed containers -------------------------------------------------------

#: Operand types whose ``|``, ``&``, ``-``, ``^`` (and in-place forms) insert or look up every
#: key of both operands in C: sets, dicts and dict key/item views.
KEYED_OPERANDS = frozenset({set, frozenset, dict, type({}.keys()), type({}.items())})


def check_keyed_op(ctx: Any, a: Any, b: Any) -> None:
    """Charge ``a | b``, ``a & b``, ``a - b``, ``a ^ b`` (or an in-place form) of two keyed
    containers (see :data:`KEYED_OPERANDS`) as building one set of their keys (stop 31: 30
    unions of two 6,000-key sets of one hash ran 12 s on a 3 s limit): each key looked up or
    inserted probes at most the keys of its hash in both operands, so the building estimate
    of both operands' keys bounds the probing. It is counted when both operands are large and
    of comparable size (the count then costs about what the operation does); otherwise the
    operation probes at most ``len(small) * len(large)`` pairs, and a group of equal hash in
    the large one cost its building the square of its size, already charged: that bound is
    free work (read against the clock as it adds up)."""
    na, nb = len(a), len(b)
    small, large = (na, nb) if na <= nb else (nb, na)
    if small >= MIN_CANDIDATES and large <= _KEYED_RATIO * small:
        check_collisions(ctx, [*a, *b], "a set operation on keys of equal hash")
    elif small:
        note_free(ctx, small * min(large, _KEYED_GROUP) * NS_PER_PROBE)


#: Operands this many times larger than the other are not counted (see check_keyed_op).
_KEYED_RATIO = 16
#: The largest group of equal hash a run can afford to build (its square of probes, charged)
#: bounds the probes of one looked-up key (free work counts at most this many).
_KEYED_GROUP = 16_384
