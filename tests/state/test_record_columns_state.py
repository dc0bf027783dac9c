"""Record batches written column by column (ext 26, format version 6): exact round trips of
packed float and int columns (NaN, -0.0, ints past 64 bits), and forged batches refused with
a StateError before anything is built."""

from __future__ import annotations

import struct
import textwrap
from typing import Any

import msgpack
import pytest

import sandbox.state as state_mod
from sandbox import Sandbox, StateError
from sandbox.state.kinds import COLUMNS, RECORDS

from .helpers import round_trip


def _ext_codes(blob: bytes) -> set[int]:
    """The ext codes of the blob's globals section (its last msgpack object)."""
    codes: set[int] = set()

    def hook(code: int, data: bytes) -> None:
        codes.add(code)

    up = msgpack.Unpacker(raw=False, strict_map_key=False, ext_hook=hook)
    up.feed(state_mod.open_blob(blob, None))
    list(up)
    return codes


def test_packed_columns_round_trip_exactly() -> None:
    setup = """
        import math
        rows = [{"i": i * 3 - 7, "f": i / 7, "b": i % 2 == 0, "s": str(i), "l": [i]}
                for i in range(20)]
        rows[3]["f"] = float("nan")
        rows[4]["f"] = -0.0
        rows[5]["f"] = float("-inf")
        rows[6]["i"] = -2 ** 63
        rows[7]["i"] = 2 ** 63 - 1
    """
    check = """
        import math
        ok = all(type(r["i"]) is int and type(r["f"]) is float and type(r["b"]) is bool
                 for r in rows)
        (ok, math.isnan(rows[3]["f"]), math.copysign(1, rows[4]["f"]), rows[5]["f"],
         rows[6]["i"], rows[7]["i"], rows[10], [list(r) for r in rows[:2]])
    """
    assert round_trip(setup, check) == (
        True, True, -1.0, float("-inf"), -2 ** 63, 2 ** 63 - 1,
        {"i": 23, "f": 10 / 7, "b": True, "s": "10", "l": [10]},
        [["i", "f", "b", "s", "l"]] * 2)


def test_a_batch_is_written_column_by_column() -> None:
    session = Sandbox().session()
    session.run_sync("rows = {f'k{i}': {'a': i, 'b': i * 0.5} for i in range(10)}").check()
    codes = _ext_codes(session.export_state())
    assert COLUMNS in codes and RECORDS not in codes


@pytest.mark.parametrize("big", ["2 ** 64", "-2 ** 63 - 1", "2 ** 200"])
def test_an_int_column_past_64_bits_stays_a_list(big: str) -> None:
    setup = f"rows = [{{'n': i}} for i in range(10)]\nrows[4]['n'] = {big}"
    assert round_trip(setup, "[r['n'] for r in rows]") == [0, 1, 2, 3, eval(big), 5, 6, 7,
                                                          8, 9]


def test_mixed_columns_round_trip() -> None:
    setup = "rows = [{'v': i if i % 2 else str(i), 'w': None if i % 3 else 1.5} for i in range(9)]"
    check = "[(r['v'], r['w']) for r in rows]"
    assert round_trip(setup, check) == [
        (i if i % 2 else str(i), None if i % 3 else 1.5) for i in range(9)]


def _blob_with(value: Any) -> bytes:
    """An unsigned blob whose only global ``x`` is the msgpack value ``value``."""
    session = Sandbox().session()
    session.run_sync("x = None").check()
    body = state_mod.open_blob(session.export_state(), None)
    tail = b"\xa1x\xc0"  # the globals map ends with x: None
    assert body.endswith(tail)
    return state_mod.seal(body[:-1] + msgpack.packb(value, use_bin_type=True))


def _columns(keys: Any, n: Any, outer: Any, columns: Any) -> msgpack.ExtType:
    return msgpack.ExtType(COLUMNS, msgpack.packb([keys, n, outer, columns], use_bin_type=True))


_GOOD = struct.pack("<2d", 1.0, 2.0)


@pytest.mark.parametrize("forged", [
    _columns(["a"], 2, None, [b"d" + _GOOD[:-1]]),  # a packed column one byte short
    _columns(["a"], 2, None, [b"d" + _GOOD + b"\0"]),
    _columns(["a"], 2, None, [b"x" + _GOOD]),  # unknown type code
    _columns(["a"], 2, None, [b""]),
    _columns(["a"], 2, None, ["d" + "x" * 16]),  # a str, not bin
    _columns(["a"], 2, None, [[1]]),  # a list column of the wrong length
    _columns(["a"], 2, None, [[1, 2], [3, 4]]),  # more columns than keys
    _columns(["a", "b"], 2, None, [[1, 2]]),
    _columns(["a"], 2, None, "columns"),
    _columns(["a", "a"], 1, None, [[1], [2]]),  # duplicate keys
    _columns([1], 1, None, [[1]]),  # a key that is not a str
    _columns(["a"], -1, None, [[]]),
    _columns(["a"], 2, ["k", "k"], [[1, 2]]),  # outer keys collide
    _columns(["a"], 2, ["k"], [[1, 2]]),
    msgpack.ExtType(COLUMNS, msgpack.packb([["a"], 1, None])),
    msgpack.ExtType(COLUMNS, b"\xc1"),  # not msgpack
])
def test_forged_column_batches_are_refused(forged: msgpack.ExtType) -> None:
    with pytest.raises(StateError):
        Sandbox().session(state=_blob_with(forged))


def test_a_two_row_list_column_is_not_read_as_packed() -> None:
    blob = _blob_with(_columns(["a"], 2, None, [["d", _GOOD]]))
    restored = Sandbox().session(state=blob)
    assert restored.run_sync("[r['a'] for r in x]").check().value == ["d", _GOOD]


def test_a_forged_packed_column_decodes_to_plain_values_only() -> None:
    """A packed column's bytes can only become floats or ints, whatever they hold."""
    blob = _blob_with(_columns(["a", "b"], 2, ["p", "q"],
                               [b"q" + struct.pack("<2q", -1, 2 ** 62),
                                b"d" + b"\xff" * 16]))
    restored = Sandbox().session(state=blob)
    value = restored.run_sync("[(type(r['a']).__name__, type(r['b']).__name__) "
                              "for r in x.values()], x['p']['a']").check().value
    assert value == ([("int", "float")] * 2, -1)


@pytest.mark.parametrize("change", ["rows[5]['extra'] = 1", "del rows[5]['b']",
                                    "rows[0]['extra'] = 1", "del rows[9]['a']"])
def test_records_of_another_length_are_no_batch_and_round_trip(change: str) -> None:
    # the batch's length check is its strict zip over the records' keys: a longer or shorter
    # record, first or not, sends the root to the full scan
    setup = f"rows = [{{'a': i, 'b': i * 0.5}} for i in range(10)]\n{change}"
    session = Sandbox().session()
    session.run_sync(setup).check()
    blob = session.export_state()
    assert COLUMNS not in _ext_codes(blob)
    expected = session.run_sync("rows").check().value
    assert Sandbox().session(state=blob).run_sync("rows").check().value == expected


@pytest.mark.parametrize("where", [
    "rows = {S(f'k{i}') if i == 6 else f'k{i}': {'a': i, 's': str(i)} for i in range(10)}",
    "rows = [{'a': i, 's': S(str(i)) if i == 6 else str(i)} for i in range(10)]",
    "rows = [{'a': i, 's': str(i), 'l': [S('x') if i == 6 else 'x', 'y']} for i in range(10)]",
])
def test_a_str_subclass_in_a_batch_is_kept(where: str) -> None:
    # an outer key, a str column and the strs of a list column are proved strs by str.join,
    # which does not tell a subclass's instance apart: the batch's strict packing refuses it
    # (no guest code runs), and the root goes to the full scan, which keeps its class
    setup = f"""
        class S(str):
            def __eq__(self, other):
                raise RuntimeError("guest __eq__ ran")
            __hash__ = str.__hash__
        {where}
        def subclassed(v):
            if type(v) is dict:
                return [x for k, w in v.items() for x in subclassed(k) + subclassed(w)]
            if type(v) is list:
                return [x for w in v for x in subclassed(w)]
            return [str.__str__(v)] if isinstance(v, S) else []
    """
    session = Sandbox().session()
    session.run_sync(textwrap.dedent(setup)).check()
    blob = session.export_state()
    assert COLUMNS not in _ext_codes(blob)
    restored = Sandbox().session(state=blob)
    assert restored.run_sync("subclassed(rows)").check().value in (["k6"], ["6"], ["x"])
