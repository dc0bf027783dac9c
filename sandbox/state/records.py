"""Record batches (ext types 23 and 26 of :mod:`sandbox.state`): many same-shaped dicts of
plain data written once as keys plus values, and rebuilt as dicts.

Ext 23 (every version) holds ``[keys, count, outer keys|nil, values]``, the values row after
row. Ext 26 (format version 6) holds ``[keys, count, outer keys|nil, columns]``, one column
per key: a list of the ``count`` values, or a bin for a column of exact floats or of exact
ints that fit in 64 bits: ``b"d"`` or ``b"q"`` then ``count`` little-endian IEEE doubles or
signed 64-bit ints (one C call each way instead of one msgpack item per value; the bits of every
float, NaNs and ``-0.0`` included, are kept).

Both are checked in full before anything is built: the keys distinct exact strs, the counts
and lengths consistent, a packed column exactly ``8 * count`` bytes.
"""

from __future__ import annotations

import collections
import operator
import struct
import sys
from array import array
from itertools import repeat
from typing import Any

#: Packed column type codes: the Python type each holds and its ``array`` code.
PACKED = {float: "d", int: "q"}
_CODES = {ord(code): code for code in PACKED.values()}
_BIG_ENDIAN = sys.byteorder == "big"


def columns_of(columns: list[tuple[Any, ...]], row: list[type | None]) -> list[Any]:
    """Ext 26's columns from the value columns of a batch (see
    :func:`sandbox.state.plainscan.value_columns`); ``row`` is each column's one type, None
    for a column of mixed types. A column of exact floats or of exact ints that fit in 64 bits
    is packed by one ``struct.pack`` (the type code is its first byte: no second copy to
    prefix it), any other column is written as a list."""
    out: list[Any] = []
    for column, kind in zip(columns, row, strict=True):
        code = PACKED.get(kind) if kind is not None else None
        if code is not None:
            try:
                out.append(struct.pack(f"<c{len(column)}{code}", code.encode(), *column))
                continue
            except struct.error:  # an int beyond 64 bits: the column stays a list
                pass
        out.append(list(column))
    return out


def unpack_columns(columns: Any, n: int, width: int) -> list[list[Any]] | None:
    """The value lists of ext 26's ``columns`` (``width`` columns of ``n`` values), or None
    if they are malformed."""
    if type(columns) is not list or len(columns) != width:
        return None
    out = []
    for col in columns:
        if type(col) is list and len(col) == n:
            out.append(col)
            continue
        if type(col) is not bytes or len(col) != 1 + 8 * n or col[0] not in _CODES:
            return None
        packed = array(_CODES[col[0]])
        packed.frombytes(memoryview(col)[1:])
        if _BIG_ENDIAN:  # pragma: no cover - the format is little-endian
            packed.byteswap()
        out.append(packed.tolist())
    return out


def rows_from_columns(keys: list[str], n: int, columns: list[list[Any]]) -> list[dict[str, Any]]:
    """``n`` dicts with ``keys`` (in order), the ``j``-th key's values in ``columns[j]``:
    copies of one template, then filled column by column (C loops only; about twice as fast
    as a ``dict(zip(keys, row))`` per row)."""
    rows = list(map(dict.copy, repeat(dict.fromkeys(keys), n)))
    for key, column in zip(keys, columns, strict=True):
        collections.deque(map(operator.setitem, rows, repeat(key), column), maxlen=0)
    return rows


def rows_from_flat(keys: list[str], n: int, flat: list[Any]) -> list[dict[str, Any]]:
    """The same for ext 23's values, row after row."""
    width = len(keys)
    return rows_from_columns(keys, n, [flat[j::width] for j in range(width)])
