"""The encoder's fast first pass for plain data: a root made only of dicts, lists and
msgpack atoms, each container referenced once, is vetted level by level with
``gc.get_referents`` (one C call per level) instead of object by object, and a root that is
one record batch (many same-shaped dicts) is checked and flattened in one go. Reference
counts tell a container referenced twice (from anywhere) apart: the expected counts are
measured once, at import, on containers seen exactly as these methods see them."""

from __future__ import annotations

import gc
import sys
from itertools import chain, compress
from typing import Any

from .kinds import MIN_BATCH, NATIVE_ATOMS

_PLAIN = frozenset({dict, list, type(None), bool, int, float, str, bytes})
_DICT_ONLY = {dict}
_STR_ONLY = {str}
_BATCH_KEYS = frozenset({str, int})
_CONTAINERS = frozenset({dict, list})


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


def _batch_ref_counts() -> tuple[int, int]:
    """The same for records seen through their container, and for the containers in their
    values, as seen by Encoder._plain_batch."""
    inner: list[Any] = []
    parent = {"r": {"v": inner}}
    values = parent.values()
    record = max(map(sys.getrefcount, values))
    flat = list(chain.from_iterable(map(dict.values, values)))
    kinds = list(map(type, flat))
    found = list(compress(flat, map(_CONTAINERS.__contains__, kinds)))
    del inner
    count = max(map(sys.getrefcount, found))
    del parent
    return record, count


_SINGLE_REF = _single_ref_count()
_RECORD_REF, _INNER_REF = _batch_ref_counts()


class PlainScan:
    """The Encoder's fast paths of :meth:`Encoder.scan`. Expects ``named`` and
    ``batches``."""

    named: dict[int, list[str]]
    batches: dict[int, tuple[list[str], list[Any], list[type] | None]]

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
        the flattened values kept in ``batches`` for :meth:`encode`."""
        t = type(value)
        if (t is not dict and t is not list) or id(value) in seen or id(value) in self.named:
            return False
        values = value.values() if t is dict else value
        if len(values) < MIN_BATCH or set(map(type, values)) != _DICT_ONLY:
            return False
        if t is dict and not set(map(type, value)) <= _BATCH_KEYS:
            return False
        if max(map(sys.getrefcount, values)) > _RECORD_REF:
            return False
        keys = list(next(iter(values)))
        if not keys or set(map(type, keys)) != _STR_ONLY:
            return False
        all_keys = list(chain.from_iterable(values))  # a dict iterates over its keys
        # exact str only: comparing a str subclass's instance could run its guest __eq__ (a
        # list of the types compared with one of str: half the time of a set of them)
        if (list(map(type, all_keys)) != [str] * len(all_keys)
                or all_keys != keys * len(values)):
            return False  # not one shape (the same keys in the same order)
        del all_keys
        flat = list(chain.from_iterable(map(dict.values, values)))
        width = len(keys)
        inner: list[Any] = []
        kinds = list(map(type, flat))
        row = kinds[:width]
        # One type per column (the common case): one C comparison instead of a set per
        # column. The first row's types are checked first, so the comparison is between type
        # objects whose metaclass is a host one (guest code cannot define metaclasses).
        uniform: list[type] | None = row
        if set(row) <= _PLAIN and kinds == row * len(values):
            del kinds
            for j, kind in enumerate(row):
                if kind in _CONTAINERS:
                    inner += flat[j::width]
        else:
            del kinds
            uniform = None
            found = self._batch_containers(flat, width)
            if found is None:
                return False
            inner = found
        if inner and (max(map(sys.getrefcount, inner)) > _INNER_REF
                      or not self._plain_below(inner)):
            return False
        seen[id(value)] = ri
        self.batches[ri] = (keys, flat, uniform)
        return True

    @staticmethod
    def _batch_containers(flat: list[Any], width: int) -> list[Any] | None:
        """The dicts and lists among a record batch's values (``width`` per record), or None
        if a value is not plain data (columns of mixed types)."""
        inner: list[Any] = []
        for j in range(width):  # column by column: a column of lists needs no filtering
            column = flat[j::width]
            found = set(map(type, column))
            if not found <= _PLAIN:
                return None
            if found <= _CONTAINERS:
                inner += column
            elif dict in found or list in found:
                inner += compress(column, map(_CONTAINERS.__contains__, map(type, column)))
            del column  # (it would count as a second reference below)
        return inner

    @staticmethod
    def _plain_below(frontier: list[Any]) -> bool:
        """Whether everything below the containers of ``frontier`` is dicts, lists and
        atoms, each container referenced once (level by level, one C call per level)."""
        while frontier:
            refs = gc.get_referents(*frontier)
            kinds = list(map(type, refs))
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
