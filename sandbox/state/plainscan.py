"""The encoder's fast first pass for plain data: a root made only of dicts, lists and
msgpack atoms, each container referenced once, is vetted level by level with
``gc.get_referents`` (one C call per level) instead of object by object, and a root that is
one record batch (many same-shaped dicts) is checked, flattened and packed in one go.
Reference counts tell a container referenced twice (from anywhere) apart: the expected counts
are measured once, at import, on containers seen exactly as these methods see them.

A batch is packed here, during the scan, with a ``default`` that refuses everything but a
big int (:func:`batch_default`): msgpack's strict packing (exact types only) is then itself
the exact-type check of whatever it writes natively, so a sequence that must hold only exact
strs is first proved to hold strs by one ``str.join`` (:func:`all_str`, a C loop that reads
each item's characters and calls nothing of it, ~40 instructions an item against ~150 for a
``type`` counted by ``countOf``), and an instance of a str subclass among them makes the
packing refuse the batch (the root then goes to the full scan)."""

from __future__ import annotations

import gc
import sys
from itertools import compress
from operator import countOf
from typing import Any

import msgpack

from .kinds import BIGINT, MIN_BATCH, NATIVE_ATOMS, int_bytes, packb
from .records import columns_of

_PLAIN = frozenset({dict, list, type(None), bool, int, float, str, bytes})
_DICT_ONLY = {dict}
_STR_ONLY = {str}
_BATCH_KEYS = frozenset({str, int})
_CONTAINERS = frozenset({dict, list})


class NotPlain(Exception):
    """Raised by :func:`batch_default`: the batch being packed holds something that is not
    plain data (the scan then takes the full path)."""


def batch_default(o: Any) -> msgpack.ExtType:
    """msgpack's ``default`` for a record batch: a big int is written as the Encoder writes
    it; anything else (a str subclass's instance, a tuple...) refuses the batch."""
    if type(o) is int:
        return msgpack.ExtType(BIGINT, int_bytes(o))
    raise NotPlain


def all_str(items: Any) -> bool:
    """Whether every item of ``items`` is a str: an exact one or an instance of a subclass,
    which only a strict packing with :func:`batch_default` tells apart (see the module
    docstring). No code of the items runs (``str.join`` copies their characters)."""
    try:
        "".join(items)
    except TypeError:
        return False
    return True


def _single_ref_count() -> int:
    """sys.getrefcount of a container referenced once, as seen by Encoder._plain."""
    parent: list[list[Any]] = [[]]
    frontier = [parent]
    refs = gc.get_referents(*frontier)
    kinds = list(map(type, refs))
    frontier = list(compress(refs, map(_CONTAINERS.__contains__, kinds)))
    del refs
    count = max(map(sys.getrefcount, frontier))
    del parent
    return count


def record_list(value: Any) -> list[Any]:
    """The records of a batch root (a dict's values or a list's items) as a new list: every
    later pass walks a list (one C loop each, a list iterator being the cheapest) instead of
    walking the dict's values again (one dict probe per record and pass)."""
    return list(value.values()) if type(value) is dict else list(value)


def value_columns(values: Any) -> list[tuple[Any, ...]]:
    """The columns of same-width records ``values`` (exact dicts): one tuple per key
    position, its ``i``-th item the ``i``-th record's value (``zip`` over the records' value
    views: one C loop, each tuple made at its final size, where a flattened list of every
    value grew by reallocation, copied over and over)."""
    return list(zip(*map(dict.values, values), strict=True))


def _batch_ref_counts() -> tuple[int, int]:
    """The same for records seen through :func:`record_list`, and for the containers in
    their values, as seen by Encoder._plain_batch (the same helpers, the same references)."""
    inner: list[Any] = []
    parent = {"r": {"v": inner}}
    records = record_list(parent)
    record = max(map(sys.getrefcount, records))
    columns = value_columns(records)
    found: list[Any] = []
    found += columns[0]
    del inner
    count = max(map(sys.getrefcount, found))
    del parent, records, columns
    return record, count


_SINGLE_REF = _single_ref_count()
_RECORD_REF, _INNER_REF = _batch_ref_counts()


class PlainScan:
    """The Encoder's fast paths of :meth:`Encoder.scan`. Expects ``named`` and
    ``batches``."""

    named: dict[int, list[str]]
    batches: dict[int, bytes]

    def _plain(self, ri: int, value: Any, seen: dict[int, int]) -> bool:
        """Fast path of :meth:`scan` for a root made only of dicts, lists and msgpack atoms
        in which no container is referenced twice: walked level by level with
        ``gc.get_referents`` (one C call per level); a container whose reference count shows
        a second reference (from anywhere) sends the root to the full scan. False (nothing
        recorded) if the root is anything else."""
        t = type(value)
        if t in NATIVE_ATOMS:
            return True
        if (t is not dict and t is not list) or id(value) in seen or id(value) in self.named:
            return False
        if not self._plain_below([value]):
            return False
        seen[id(value)] = ri
        return True

    def _plain_batch(self, ri: int, value: Any, seen: dict[int, int]) -> bool:
        """Fast path of :meth:`scan` for a root that is one record batch (a dict or list of
        many unshared, same-shaped dicts of plain data): checked and flattened in one go,
        the packed payload of its ext value (``COLUMNS``) kept in ``batches`` for
        :meth:`encode`."""
        t = type(value)
        if (t is not dict and t is not list) or id(value) in seen or id(value) in self.named:
            return False
        size = len(value)
        if size < MIN_BATCH:
            return False
        records = record_list(value)
        # Each check counts the expected one type (countOf: identity first, no set to hash
        # into, no list); a set of the types only where two are allowed.
        if countOf(map(type, records), dict) != size:
            return False
        outer = None
        if t is dict:
            outer = list(value)
            # strs (exact ones: the strict packing below refuses a subclass's) or ints
            if not all_str(outer) and not set(map(type, outer)) <= _BATCH_KEYS:
                return False
        if max(map(sys.getrefcount, records)) > _RECORD_REF:
            return False
        keys = list(records[0])
        width = len(keys)
        if not keys or countOf(map(type, keys), str) != width:
            return False
        # One tuple of the j-th keys of every record per position j: one shape (the same
        # keys in the same order) if each holds only exact strs equal to the first record's.
        # Exact str first: comparing a str subclass's instance could run its guest __eq__.
        # (countOf counts the type objects without a list of them; each comparison is with
        # a host type, str here, and starts with identity: a fifth of a set's cost.) The
        # strict zip is the length check: it refuses records of another length than the
        # first's (iterating exact dicts: host code only), so no pass of len() is needed.
        try:
            key_columns = list(zip(*records, strict=True))
        except ValueError:
            return False
        n = size
        for key, column in zip(keys, key_columns, strict=True):
            if countOf(map(type, column), str) != n or column.count(key) != n:
                return False
        columns = value_columns(records)
        row: list[type | None] = []  # each column's one type, None for a mixed column
        inner: list[Any] = []
        for column in columns:
            first = type(column[0])
            kinds: set[type]
            if first is str and all_str(column):  # exact: the strict packing below
                kinds = {str}
            elif first in _PLAIN and countOf(map(type, column), first) == n:
                kinds = {first}
            else:
                kinds = set(map(type, column))
                if not kinds <= _PLAIN:
                    return False
            row.append(first if len(kinds) == 1 else None)
            if kinds <= _CONTAINERS:
                inner += column  # (a column of lists needs no filtering)
            elif dict in kinds or list in kinds:
                inner += compress(column, map(_CONTAINERS.__contains__, map(type, column)))
        if inner and (max(map(sys.getrefcount, inner)) > _INNER_REF
                      or not self._plain_below(inner, packed=True)):
            return False
        try:
            payload = packb([keys, size, outer, columns_of(columns, row)], batch_default)
        except (NotPlain, ValueError):  # (ValueError: msgpack's own nesting limit)
            return False
        seen[id(value)] = ri
        self.batches[ri] = payload
        return True

    @staticmethod
    def _plain_below(frontier: list[Any], packed: bool = False) -> bool:
        """Whether everything below the containers of ``frontier`` is dicts, lists and
        atoms, each container referenced once (level by level, one C call per level).
        ``packed``: what is below is packed with :func:`batch_default`, so a level of strs
        only is proved by :func:`all_str` (exact types by the packing)."""
        while frontier:
            refs = gc.get_referents(*frontier)
            if packed and all_str(refs):  # strs only: no container below this level
                return True
            kinds = list(map(type, refs))
            if kinds and kinds.count(kinds[0]) == len(kinds):  # one type (a list of strs):
                found = {kinds[0]}  # counted by identity, not hashed into a set
            else:
                found = set(kinds)
            if not found <= _PLAIN:
                return False
            if dict in found or list in found:
                frontier = list(compress(refs, map(_CONTAINERS.__contains__, kinds)))
                del refs
                if max(map(sys.getrefcount, frontier)) > _SINGLE_REF:
                    return False
            else:
                frontier = []
        return True
