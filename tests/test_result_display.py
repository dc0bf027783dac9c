"""How the host shows a run's value and output after (or during) the run: the bounded renderer
(sandbox.display), RunResult's to_dict/repr/display hooks, and live output (on_output)."""

from __future__ import annotations

import collections
import datetime
import decimal
import fractions
import json
from typing import Any

import pytest

from sandbox import Limits, Sandbox
from sandbox.display import MAX_CHARS, MAX_DEPTH, cut_text, render_value

Point = collections.namedtuple("Point", "x y")  # noqa: PYI024


class L(list):  # type: ignore[type-arg]
    pass


class S(set):  # type: ignore[type-arg]
    pass


class FS(frozenset):  # type: ignore[type-arg]
    pass


def _cycles() -> list[Any]:
    lst: list[Any] = []
    lst.append(lst)
    d: dict[Any, Any] = {}
    d[1] = d
    t: tuple[Any, ...] = ([],)
    t[0].append(t)
    dq: collections.deque[Any] = collections.deque([1])
    dq.append(dq)
    od: collections.OrderedDict[Any, Any] = collections.OrderedDict(a=1)
    od["b"] = od
    dd: collections.defaultdict[Any, Any] = collections.defaultdict(list, a=[1])
    dd["x"] = dd
    return [lst, d, t, dq, od, dd, [lst, lst], {"k": (lst,)}]


ORDINARY: list[Any] = [
    None, True, False, 0, -5, 10 ** 100, 1.5, float("nan"), -0.0, 1e300, 2j, "", "a", "it's",
    "both'\"", "é\u2028\x00\U0010ffff", b"", b"'", b"\x00\xff", bytearray(b"xy"), ...,
    NotImplemented, range(3), range(1, 10, 2), datetime.datetime(2020, 1, 2, 3, 4, 5),
    datetime.date(2024, 2, 29), datetime.timedelta(3), datetime.UTC,
    datetime.timezone(datetime.timedelta(hours=1), "X"), decimal.Decimal("1.50"),
    fractions.Fraction(1, 3), [], [1], [1, [2, (3,)]], (), (1,), (1, 2), {}, {1: 2, "a": [3]},
    set(), {1, 2}, frozenset(), frozenset({1}), L([1]), S(), S({1}), FS({2}),
    collections.deque([1, 2]), collections.deque([1], maxlen=3), collections.deque(),
    collections.OrderedDict(), collections.OrderedDict(a=1, b=[2]),
    collections.defaultdict(list), collections.defaultdict(None, {1: 2}),
    collections.Counter(), collections.Counter("abracadabra"),
    collections.Counter({"a": 1.5, "b": 3}), ValueError("x"), KeyError(), OSError(2, "nope"),
    ValueError(1, [2]), slice(1, 2), slice(None, [1], "x"), {}.keys(), {1: 2}.values(),
    {1: [2]}.items(), collections.OrderedDict(a=1).items(), Point(1, [2]), int, object, len,
    [1, 2] * 5, {"k": {"k": {"k": [None, 1.5, "x"]}}}, *_cycles(),
]


@pytest.mark.parametrize("value", ORDINARY, ids=lambda v: type(v).__name__)
def test_ordinary_values_render_exactly_as_repr(value: Any) -> None:
    shown = render_value(value)
    assert shown.text == repr(value)
    assert shown.complete and shown.exact


def test_plain_means_builtin_data_only() -> None:
    assert render_value([1, {"a": (2.5, b"x", None)}, {3}]).plain
    assert not render_value([collections.deque()]).plain
    assert not render_value([L()]).plain
    assert not render_value([len]).plain


def _aliased(levels: int) -> list[Any]:
    x: list[Any] = []
    for _ in range(levels):
        x = [x, x]
    return x


def test_aliased_nesting_is_cut_not_walked() -> None:
    shown = render_value(_aliased(40))  # 2**40 leaves for repr()
    assert not shown.complete and shown.exact and shown.plain
    assert shown.text.startswith("[" * 40 + "[], []], [[], []]]")
    assert len(shown.text) <= MAX_CHARS + 3 + 41  # the cut, then the brackets left open
    assert shown.text.rstrip("]").endswith("...")
    assert shown.text.count("[") == shown.text.count("]")


def test_node_budget_counts_every_visit() -> None:
    shown = render_value(_aliased(40), max_chars=10 ** 9, max_nodes=1_000)
    assert not shown.complete
    assert shown.text.count("[]") < 1_000
    shared = [[]] * 500
    assert render_value(shared, max_nodes=1_000).complete  # 501 visits
    assert not render_value(shared, max_nodes=400).complete


def test_aliased_values_in_dicts_sets_and_tuples() -> None:
    inner = {"a": list(range(50))}
    value = {i: inner for i in range(5_000)}
    shown = render_value(value)
    assert not shown.complete and shown.text.endswith("...]}}")
    assert shown.text.startswith("{0: {'a': [0, 1, 2")
    shown = render_value(tuple([_aliased(30)] * 3))
    assert not shown.complete and len(shown.text) <= MAX_CHARS + 3 + 32
    assert shown.text.startswith("([[[") and shown.text.endswith("]])")
    assert "..." in shown.text
    shown = render_value(frozenset({tuple([(1, 2)] * 1_000)}), max_chars=50)
    assert shown.text == "frozenset({((1, 2), (1, 2), (1, 2), (1, 2), (1, 2)...)})"


def test_deep_nesting_is_cut_at_the_depth_bound() -> None:
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    shown = render_value(deep)
    assert shown.text == "[" * MAX_DEPTH + "[...]" + "]" * MAX_DEPTH
    assert not shown.complete


def test_huge_strings_and_bytes_are_cut_before_conversion() -> None:
    big = "x" * 200_000_000
    shown = render_value(big)
    assert shown.text == "'" + "x" * (MAX_CHARS - 1) + "..."
    assert not shown.complete
    assert render_value([b"\xff" * 10 ** 8]).text.endswith("...]")
    assert len(render_value(bytearray(10 ** 8)).text) == MAX_CHARS + 3
    shown = render_value(list(range(10 ** 7)))
    assert shown.text.startswith("[0, 1, 2") and shown.text.endswith("...]")


def test_huge_int_is_shown_by_its_size() -> None:
    shown = render_value([10 ** 100_000])
    assert shown.text == "[<int of 332,193 bits>]"
    assert not shown.exact


def test_cut_text() -> None:
    assert cut_text("abc", 3) == "abc"
    assert cut_text("abcd", 3) == "abc..."


# --- values built by guest code ------------------------------------------------------------------

def test_guest_repr_is_not_run_on_the_host() -> None:
    session = Sandbox().session()
    result = session.run_sync(
        "log = []\nclass A:\n    def __repr__(self):\n        log.append(1)\n"
        "        return 'A!'\nclass B:\n    pass\nclass C(list):\n    pass\n"
        "class D(list):\n    def __repr__(self):\n        log.append(1)\n        return 'D'\n"
        "def f():\n    pass\n[A(), {1: A()}, B(), C([1]), D(), f, len]")
    assert result.ok, result.error
    text = result.to_dict()["value"]
    assert text.startswith("[<A object>, {1: <A object>}, <__main__.B object at 0x")
    assert ", [1], <D object>, <function f at 0x" in text
    assert text.endswith(", <built-in function len>]")
    for shown in (repr(result), result._repr_html_()):
        assert "<A object>" in shown or "&lt;A object&gt;" in shown
    assert session.run_sync("len(log)").value == 0


def test_dataclass_and_enum_values_are_placeholders() -> None:
    result = Sandbox().run_sync(
        "import dataclasses, enum\n@dataclasses.dataclass\nclass P:\n    x: list\n"
        "class E(enum.Enum):\n    A = 1\n[P([1]), E.A]")
    assert result.ok, result.error
    assert result.to_dict()["value"] == "[<P object>, <E object>]"


def test_aliased_guest_value_renders_bounded() -> None:
    result = Sandbox().run_sync("x = []\nfor i in range(40):\n    x = [x, x]\nx")
    assert result.ok, result.error
    data = json.loads(json.dumps(result.to_dict()))
    assert data["value"].startswith("[" * 40) and data["value"].rstrip("]").endswith("...")
    assert len(repr(result)) < 2 * MAX_CHARS
    assert len(result._repr_html_()) < 2 * MAX_CHARS

    class Printer:
        def __init__(self) -> None:
            self.parts: list[str] = []

        def text(self, s: str) -> None:
            self.parts.append(s)

    printer = Printer()
    result._repr_pretty_(printer, False)
    assert "...]]]" in "".join(printer.parts)


def test_huge_guest_string_value_is_cut() -> None:
    result = Sandbox(limits=Limits(max_memory_bytes=300_000_000)).run_sync("'y' * 200_000_000")
    assert result.ok, result.error
    head = "'" + "y" * 4974  # (MAX_CHARS - room for the marker) // 2, quote included
    assert result.to_dict()["value"] == (head + "... [199,990,052 characters left out] ..."
                                         + head[::-1])
    assert len(result.to_dict()["value"]) <= MAX_CHARS


# --- live output --------------------------------------------------------------------------------

def test_live_output_stops_at_the_head_and_ends_with_marker_and_tail() -> None:
    seen: list[str] = []
    limits = Limits(timeout_s=1.0, max_output_bytes=100_000)
    result = Sandbox(limits=limits).session().run_sync(
        "s = 'x' * 10000\nwhile True:\n    print(s)", on_output=seen.append)
    assert result.error is not None and result.error.limit == "timeout_s"  # type: ignore[attr-defined]
    live = "".join(seen)
    assert live == result.output
    assert len(live) <= 100_000 + 200 and "[... output truncated: " in live


def test_live_output_of_many_lines_respects_the_line_limit() -> None:
    seen: list[str] = []
    limits = Limits(max_output_lines=1_000)
    result = Sandbox(limits=limits).session().run_sync(
        "for i in range(200000):\n    print(i)", on_output=seen.append)
    assert result.ok, result.error
    live = "".join(seen)
    assert live == result.output
    assert live.count("\n") <= 1_000 + 1
    assert live.startswith("0\n1\n") and live.endswith("199999\n")


def test_live_output_within_the_limits_is_unchanged() -> None:
    seen: list[str] = []
    result = Sandbox().session().run_sync(
        "for i in range(3):\n    print(i)", on_output=seen.append)
    assert seen == ["0\n", "1\n", "2\n"] and result.output == "0\n1\n2\n"


# --- values bounded like output: head and tail, what was left out counted ----------------------

def test_bounded_list_keeps_head_and_tail() -> None:
    from sandbox.display import render_bounded
    shown = render_bounded(list(range(100_000)), 120)
    head, _, rest = shown.text.partition(", ... [")
    count, _, tail = rest.partition(" items left out] ..., ")
    first = [int(x) for x in head[1:].split(", ")]
    last = [int(x) for x in tail[:-1].split(", ")]
    assert first == list(range(len(first))) and len(first) >= 5
    assert last == list(range(100_000 - len(last), 100_000)) and len(last) >= 5
    assert int(count.replace(",", "")) == 100_000 - len(first) - len(last)
    assert len(shown.text) <= 120 and not shown.complete and shown.plain


@pytest.mark.parametrize(("value", "text"), [
    (list(range(1000)),
     "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... [984 items left out] ..., 994, 995, 996, 997, 998, 999]"),
    ({i: i for i in range(1000)},
     "{0: 0, 1: 1, 2: 2, 3: 3, 4: 4, ... [992 items left out] ..., 997: 997, 998: 998, 999: 999}"),
    (tuple(range(1000)),
     "(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... [984 items left out] ..., 994, 995, 996, 997, 998, 999)"),
    ("a" * 30 + "m" * 1000 + "z" * 30,
     "'" + "a" * 29 + "... [1,002 characters left out] ..." + "z" * 29 + "'"),
    (b"\x00" * 1000, "b'" + "\\x00" * 7 + "... [986 characters left out] ..." + "\\x00" * 7 + "'"),
    (set(range(1000)), "{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... [990 items left out] ...}"),
    ([[0] * 500, 1, [2] * 500],  # long items are cut inside; the one between them counted
     "[[" + "0, " * 9 + "0,...], ... [1 item left out] ..., [" + "2, " * 7 + "2,...]]"),
])
def test_bounded_text_exactly(value: Any, text: str) -> None:
    from sandbox.display import render_bounded
    shown = render_bounded(value, 110)
    assert shown.text == text
    assert len(shown.text) <= 110 and not shown.complete


def test_value_that_fits_is_its_repr() -> None:
    from sandbox.display import render_bounded
    for value in ORDINARY:
        assert render_bounded(value).text == render_value(value).text


def test_value_display_obeys_max_output_bytes() -> None:
    result = Sandbox(limits=Limits(max_output_bytes=100)).run_sync("list(range(10_000))")
    value = result.to_dict()["value"]
    assert len(value.encode()) <= 100
    assert value.startswith("[0, 1, 2, ") and value.endswith(", 9998, 9999]")
    assert " items left out] ..." in value
    assert value == result.value_text() and value in repr(result)
    wide = Sandbox(limits=Limits(max_output_bytes=100)).run_sync("'é' * 1000").to_dict()
    assert len(wide["value"].encode()) <= 100 and "characters left out" in wide["value"]


# --- output truncation: whole lines where it can, a head for one long line ---------------------

def _cut_output(code: str) -> str:
    live: list[str] = []
    result = Sandbox(limits=Limits(max_output_bytes=200)).session().run_sync(
        code, on_output=live.append)
    assert result.ok, result.error
    assert "".join(live) == result.output  # the live stream is exactly the result's text
    return result.output


def test_truncated_output_keeps_whole_lines() -> None:
    lines = [f"line {i} xxxxxxxxxx\n" for i in range(100)]
    assert _cut_output("for i in range(100):\n    print('line', i, 'x' * 10)") == (
        "".join(lines[:5]) + "[... output truncated: 1705 bytes, 90 lines omitted ...]\n"
        + "".join(lines[95:]))
    assert _cut_output("print('x' * 30)\nprint('y' * 300)\nprint('end')") == (
        "x" * 30 + "\n[... output truncated: 301 bytes, 1 lines omitted ...]\nend\n")


def test_one_long_line_keeps_its_head_and_its_end() -> None:
    assert _cut_output("print('a' * 500 + 'b' * 500)") == (
        "a" * 100 + "\n[... output truncated: 801 bytes, 0 lines omitted ...]\n" + "b" * 99
        + "\n")
