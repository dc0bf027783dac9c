"""``memoryview`` (guards.memviews): what a view costs is checked before the C call, a view
never reaches a buffer that is not guest data, and the exporter's BufferError stays.

DoS cases run in child processes like the rest of the suite (``harness.run_isolated``, 64 MiB
memory limit); the hostile cases run in the session of the harness's isolation mode.
"""

from __future__ import annotations

import array
from typing import Any

import pytest

from sandbox import Limits, Sandbox
from sandbox.guards import memviews

from .harness import DosCase, attr_refused, case, check_dos, refused, run

MEM = ("max_memory_bytes",)
CPU = ("max_steps", "timeout_s", "max_memory_bytes")
VIEW = "mv = memoryview(b'x' * 10**7)\n"


def _mem(case_id: str, code: str, **kwargs: Any) -> Any:
    """One C call whose result would pass the memory limit: refused before it is built."""
    return case(f"memoryview_{case_id}", DosCase(f"memoryview_{case_id}", code, limits=MEM,
                                                  **kwargs))


def _cpu(case_id: str, code: str, **kwargs: Any) -> Any:
    """A loop of calls each cheap enough to be allowed: the step budget or the deadline
    (1 s) stops it, since each call is charged by the bytes or items it touches."""
    kwargs.setdefault("max_elapsed", 1.8)
    return case(f"memoryview_{case_id}", DosCase(
        f"memoryview_{case_id}", code, limits=CPU, sandbox_limits={"timeout_s": 1.0},
        **kwargs))


CASES = [
    _mem("tolist", VIEW + "mv.tolist()"),  # 10**7 list slots: 80 MB
    _mem("tolist_unbound", VIEW + "memoryview.tolist(mv)"),
    _mem("tolist_through_map", VIEW + "list(map(memoryview.tolist, [mv]))"),
    _mem("tolist_2d", VIEW + "mv.cast('B', shape=[10, 10**6]).tolist()"),
    _mem("tolist_wide_format", "mv = memoryview(bytearray(24 * 10**6))\nmv.cast('d').tolist()"),
    _mem("list", VIEW + "list(mv)"),
    _mem("tuple", VIEW + "tuple(mv)"),
    _mem("sorted", VIEW + "sorted(mv)"),
    _mem("unpack", VIEW + "[*mv]"),
    _mem("hex", "mv = memoryview(b'x' * 30_000_000)\nmv.hex()"),
    _mem("hex_sep", "mv = memoryview(b'x' * 20_000_000)\nmv.hex(':')"),
    _mem("join", VIEW + "b''.join([mv] * 100)"),
    _mem("join_sep", VIEW + "b'-'.join([mv, mv, mv, mv, mv, mv, mv])"),
    _mem("bytearray_grow", VIEW + "ba = bytearray()\nfor i in range(100):\n    ba += mv"),
    _mem("bytearray_extend", VIEW + "ba = bytearray()\nfor i in range(100):\n    ba.extend(mv)"),
    _mem("concat", "mv = memoryview(b'x' * 40_000_000)\nb'y' * 30_000_000 + mv"),
    _mem("iterator_list", VIEW + "list(iter(mv))"),  # no length hint: drained, counted
    _mem("iterator_sorted", VIEW + "sorted(iter(mv))"),
    _mem("iterator_unpack", VIEW + "[*iter(mv)]"),
    _mem("many_views", VIEW + "views = [mv[i:] for i in range(10**7)]"),
    _mem("many_tobytes", VIEW + "kept = [mv.tobytes() for i in range(100)]"),
    _cpu("tobytes_loop", VIEW + "for i in range(10**6):\n    mv.tobytes()"),
    _cpu("bytes_loop", VIEW + "for i in range(10**6):\n    bytes(mv)"),
    _cpu("eq_loop", VIEW + "other = memoryview(bytearray(b'x' * 10**7))\n"
                           "for i in range(10**6):\n    mv == other"),
    _cpu("bytes_eq_loop", VIEW + "b = b'x' * 10**7\nfor i in range(10**6):\n    b == mv"),
    _cpu("ne_loop", VIEW + "b = b'x' * 10**7\nfor i in range(10**6):\n    b != mv"),
    _cpu("in_loop", VIEW + "for i in range(10**6):\n    5 in mv"),
    _cpu("hash_loop", VIEW.replace("mv = ", "b = ") +
         "for i in range(10**6):\n    hash(memoryview(b))"),
    _cpu("decode_loop", VIEW + "for i in range(10**6):\n    str(mv, 'utf-8')"),
    _cpu("nested_eq_loop", VIEW + "other = memoryview(bytearray(b'x' * 10**7))\n"
                                  "for i in range(10**6):\n    [(1, mv)] == [(1, other)]"),
    _cpu("in_list_loop", VIEW + "other = memoryview(bytearray(b'x' * 10**7))\n"
                                "for i in range(10**6):\n    mv in [other]"),
    _cpu("index_loop", VIEW + "other = memoryview(bytearray(b'x' * 10**7))\n"
                              "for i in range(10**6):\n    [other].count(mv)"),
    _cpu("bytes_in_views", VIEW + "b = b'x' * 10**7\nviews = [mv] * 60_000\nb in views"),
    _cpu("bytes_count_views", VIEW + "b = b'x' * 10**7\nviews = [mv] * 60_000\n"
                                     "views.count(b)"),
    _cpu("in_set_loop", VIEW + "s = {b'y'}\nfor i in range(10**6):\n    memoryview(mv) in s"),
    _cpu("sum_loop", VIEW + "for i in range(10**6):\n    sum(mv)"),
    _cpu("bytes_sum_loop", "b = b'x' * 10**7\nfor i in range(10**6):\n    sum(b)"),
    _cpu("max_loop", VIEW + "for i in range(10**6):\n    max(mv)"),
]


@pytest.mark.parametrize("dos", CASES)
def test_view_costs_are_bounded(dos: DosCase, dos_outcomes: dict[str, dict[str, Any]]) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))


def test_tolist_of_ten_megabytes_is_refused_by_the_memory_limit() -> None:
    """The issue's example, in the session: refused before the list is built (the error
    reports the size asked for)."""
    sandbox = Sandbox(limits=Limits(max_memory_bytes=64 << 20))
    result = sandbox.session().run_sync("memoryview(b'x' * 10**7).tolist()")
    error: Any = result.error
    assert error is not None and error.limit == "max_memory_bytes", result.error
    assert error.used > error.allowed and "memoryview.tolist" in str(error)


# --- hostile: buffers that are not guest data --------------------------------------------------

ARRAY = "import array\na = array.array('b', [1, 2])\n"


@pytest.mark.parametrize("make", [
    "memoryview(a)", "memoryview(object=a)", "type(memoryview(b''))(a)",
    "memoryview(b'').__class__(a)", "memoryview.__new__(memoryview, a)",
    "getattr(memoryview, '__new__')(memoryview, a)", "list(map(memoryview, [a]))",
    "sorted([a], key=memoryview)", "import functools\nfunctools.partial(memoryview, a)()",
    "import collections, functools\n"
    "collections.defaultdict(functools.partial(memoryview, a))[0]",
])
def test_a_view_of_an_array_is_refused_with_what_to_use(make: str) -> None:
    refused(ARRAY + make, "TypeError", "memoryview", "array", "bytes(arr)")


@pytest.mark.parametrize("name", ["__reduce__", "__reduce_ex__", "__buffer__", "_obj",
                                  "__getattribute__", "__init_subclass__"])
def test_view_dunders_are_not_readable(name: str) -> None:
    attr_refused(f"getattr(memoryview(b'a'), {name!r})", name)


def test_obj_answers_guest_data_only() -> None:
    """A view over anything but guest bytes/bytearray (none can be made through the
    constructor) does not give its exporter away."""
    with pytest.raises(AttributeError, match="not available in the sandbox"):
        memviews._obj(memoryview(array.array("b", [1])))
    data = bytearray(b"ab")
    assert memviews._obj(memoryview(data)) is data
    assert memviews._obj(memoryview(memoryview(data))) is data


def test_obj_and_casts_stay_guest_data() -> None:
    result = run("b = bytearray(b'abcd')\nmv = memoryview(b)\n"
                 "[type(mv.obj).__name__, mv.obj is b, mv.cast('c').obj is b,"
                 " mv[1:].toreadonly().obj is b, type(memoryview(mv).obj).__name__]")
    assert result.error is None, result.error
    assert result.value == ["bytearray", True, True, True, "bytearray"]


def test_subclassing_memoryview_is_refused() -> None:
    refused("class M(memoryview):\n    pass", "TypeError", "memoryview", "acceptable base")


def test_an_exported_bytearray_cannot_resize() -> None:
    """CPython's BufferError is kept: a view never lets its bytearray grow (or shrink) past
    what the memory checks saw."""
    for grow in ("b.append(1)", "b.extend(b'xy')", "b += b'x'", "del b[0]", "b.clear()",
                 "b[0:1] = b'xyz'", "b *= 3"):
        refused(f"b = bytearray(b'abc')\nmv = memoryview(b)\n{grow}", "BufferError",
                "exports")
    result = run("b = bytearray(b'abc')\nwith memoryview(b) as mv:\n    mv[0] = 65\n"
                 "b.append(33)\nb")
    assert result.error is None and result.value == bytearray(b"Abc!")


def test_views_of_a_view_keep_the_exporter_fixed() -> None:
    refused("b = bytearray(b'abcdef')\nmv = memoryview(b)\nsub = mv[2:].cast('c')\n"
            "mv.release()\nb.extend(b'x')", "BufferError", "exports")


def test_a_view_is_not_exported_in_a_state() -> None:
    from sandbox import StateError
    session = Sandbox().session()
    assert session.run_sync("mv = memoryview(b'abc')").error is None
    with pytest.raises(StateError, match=r"memoryview .*save bytes\(mv\)"):
        session.export_state()
