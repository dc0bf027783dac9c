"""sandbox.guards.textsize and .compares (behind .sizing): their estimates bound what CPython
builds, and ordinary values pass."""

from __future__ import annotations

import collections
import functools
import sys
from typing import Any

import pytest

from sandbox import Limits, Sandbox
from sandbox.guards import compares, textsize
from sandbox.runtime.context import Output, RunContext


def _ctx() -> RunContext:
    return RunContext(Limits(), Output(1000, 100))


def _kind(text: str) -> int:
    top = max(text, default=" ")
    return 1 if top < "\u0100" else 2 if top < "\U00010000" else 4


def _aliased(n: int) -> list[Any]:
    x: list[Any] = []
    for _ in range(n):
        x = [x, x]
    return x


P = collections.namedtuple("P", "alpha beta")
_recursive: list[Any] = [1]
_recursive.append(_recursive)

VALUES: list[Any] = [
    [], (), {}, set(), frozenset(), [1], (1,), [1, -2, 10 ** 30, 2.5, None, True, 1j],
    ["plain", "it's", 'a"b', "back\\slash", "\x00\t\n", "é", "\u2028", "\U0001f600",
     "\U000e0000", "x" * 100, "\x00" * 100, "é" * 100],
    [b"", b"abc", b"\x00\xff" * 40, bytearray(b"x\x00" * 30), b"'\\" * 20],
    {"k": [1, 2], (1, 2): {3}, None: frozenset({(4, 5)})},
    _aliased(8), [[0] * 50] * 50, {1: _aliased(4), 2: _aliased(4)},
    collections.deque([1, [2]], maxlen=5), collections.defaultdict(list, {1: [2]}),
    collections.OrderedDict(a=[1], b=(2,)), collections.Counter("abracadabra"),
    {"a": 1}.keys(), {"a": [1]}.values(), {"a": (1, 2)}.items(),
    collections.OrderedDict(a=1).items(), P([1], "two"), ValueError("m", [1, 2]),
    KeyError(("k",)), slice(1, [2], None), functools.partial(print, [1], sep="-"),
    _recursive, [range(10 ** 20), len, int, 10 ** 4000],
]


@pytest.mark.parametrize("value", VALUES, ids=lambda v: type(v).__name__)
def test_text_size_bounds_repr(value: Any) -> None:
    text = repr(value)
    nbytes, ns = textsize.text_size(_ctx(), value)
    assert nbytes >= len(text) * _kind(text), (nbytes, text[:200])
    assert ns > 0
    text = ascii(value)
    nbytes, _ = textsize.text_size(_ctx(), value, ascii_mode=True)
    assert nbytes >= len(text), (nbytes, text[:200])


def test_text_size_counts_shared_items_every_time() -> None:
    nbytes, _ = textsize.text_size(_ctx(), _aliased(40))  # measured in microseconds
    assert nbytes > 2 ** 40
    assert textsize.text_size(_ctx(), [[0] * 10 ** 4] * 10 ** 4)[0] >= 3 * 10 ** 8


def test_visits_count_the_expansion() -> None:
    assert compares.Visits(_ctx()).count(_aliased(20)) == 2 ** 21 - 1
    t: Any = ()
    for _ in range(20):
        t = (t, t, frozenset())
    assert compares.Visits(_ctx(), hash_only=True).count(t) == 3 * 2 ** 20 - 2


def test_nesting_deeper_than_the_host_can_recurse_is_a_recursion_error() -> None:
    t: Any = ()
    for _ in range(sys.getrecursionlimit() + 10):
        t = (t,)
    with pytest.raises(RecursionError):
        compares.check_hash(_ctx(), t)
    with pytest.raises(RecursionError):
        textsize.check_text(_ctx(), [t], "repr()")


def _run(code: str, **limits: Any) -> Any:
    return Sandbox(limits=Limits(**limits)).run_sync(code)


def test_ordinary_values_print_and_compare_as_in_cpython() -> None:
    code = ("x = [[0] * 100] * 100\nd = {(i, i): [i] for i in range(50)}\n"
            "print(len(str(x)), len(repr(d)), x == [[0] * 100] * 100, (1, 1) in d, d[1, 1])\n"
            "print(sorted([[2], [1]]), max([3], [4]), min((1, 2), (0, 5)), hash((1, (2,))))\n"
            "print(f'{[1, 2]!r:>10}', '%s|%r' % ([1], 'a'), '{} {!a}'.format([1], ['é']))")
    result = _run(code)
    assert result.error is None, result.error
    expected = (f"{len(str([[0] * 100] * 100))} {len(repr({(i, i): [i] for i in range(50)}))} "
                f"True True [1]\n[[1], [2]] [4] (0, 5) {hash((1, (2,)))}\n"
                "    [1, 2] [1]|'a' [1] ['\\xe9']\n")
    assert result.output == expected


def test_long_text_is_charged_as_steps() -> None:
    cheap = _run("x = [0]\ns = str(x)")
    costly = _run("x = []\nfor i in range(18):\n    x = [x, x]\ns = str(x)")
    assert costly.error is None, costly.error
    assert costly.stats.steps > cheap.stats.steps + 10_000


@pytest.mark.parametrize("code", [
    "x = []\nfor i in range(40):\n    x = [x, x]\nrepr(x)",
    "x = ()\nfor i in range(40):\n    x = (x, x)\nd = {}\nd[x] = 1",
    "x = []\nfor i in range(40):\n    x = [x, x]\ny = []\nfor i in range(40):\n"
    "    y = [y, y]\nx == y",
])
def test_refused_before_the_walk(code: str) -> None:
    result = _run(code, timeout_s=2.0, max_memory_bytes=64 * 2 ** 20)
    assert result.error is not None
    assert result.error.limit in ("max_memory_bytes", "timeout_s")  # type: ignore[union-attr]
    assert result.stats.elapsed_s < 20.0  # a backstop: the refusal comes before the walk
