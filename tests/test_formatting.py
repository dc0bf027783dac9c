"""Tests for sandbox.runtime.formatting: CPython-identical str.format behind gates."""

from __future__ import annotations

import datetime
import random
import sys
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

import pytest

from sandbox.runtime.formatting import safe_format, safe_format_map

# --------------------------------------------------------------------------- fixtures


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def __repr__(self) -> str:
        return f"Point({self.x}, {self.y})"

    def __format__(self, spec: str) -> str:
        if not spec:
            return repr(self)
        return f"<{self.x:{spec}},{self.y:{spec}}>"

    def __getitem__(self, i: int) -> int:
        return (self.x, self.y)[i]


class BadFormat:
    def __format__(self, spec: str) -> Any:
        return 42


class FormatBoom(Exception):
    pass


class Raiser:
    def __format__(self, spec: str) -> str:
        raise FormatBoom(spec)


class Unicodey:
    def __repr__(self) -> str:
        return "Ünïcödé ☃"


class MyStr(str):
    def __format__(self, spec: str) -> str:
        return "MyStr:" + super().__format__(spec)


ARGS: tuple[object, ...] = (
    42,  # 0
    3.14159,  # 1
    "hello",  # 2
    [10, 20, 30],  # 3
    {"k": "v", "0": "zero-str"},  # 4
    Point(1, 2),  # 5
    -7,  # 6
    "né ☃",  # 7
    None,  # 8
    True,  # 9
    complex(1, 2),  # 10
    Decimal("1.50"),  # 11
    datetime.date(2024, 2, 29),  # 12
    MyStr("sub"),  # 13
    Unicodey(),  # 14
)

KWARGS: dict[str, object] = {
    "name": "World",
    "n": 1234567,
    "p": Point(3, 4),
    "lst": ["a", "b", "c"],
    "d": {"k": "dv", "x": {"y": "deep"}},
    "w": 10,
    "prec": 3,
    "fmt": ">8",
    "k": "key",
    "bad": BadFormat(),
    "raiser": Raiser(),
    "neg": -5,
    "empty": "",
}

TEMPLATES: list[str] = [
    # literals and escapes
    "",
    "plain text",
    "{{}}",
    "{{{0}}}",
    "}}{{",
    "a{{b}}c{{",
    "{{0}}",
    # automatic numbering
    "{}",
    "{} {}",
    "{}{}{}",
    "{:>10}",
    "{:<10}|",
    "{!r}",
    "{.real}",
    "{[0]}",
    "{:{}}",
    "{:{}.{}}",
    # manual numbering
    "{0}",
    "{0}{0}",
    "{1} {0}",
    "{00}",
    "{14}",
    "{٠}",
    "{0:{1}}",
    # conversions
    "{2!r}",
    "{2!s}",
    "{7!a}",
    "{7!r}",
    "{14!a}",
    "{14!s:>12}",
    "{8!r:>6}",
    "{!r:>10}",
    "{13!s}",
    "{13!r}",
    "{13}",
    "{13:>6}",
    # alignment, fill, sign
    "{0:^10}",
    "{0:*^11}",
    "{0:=+8}",
    "{0:+}",
    "{6: }",
    "{6:=10}",
    "{2:é>9}",
    "{2:{<9}",
    "{2:.3}",
    "{2:>{w}}",
    "{2:>{w}.{prec}}",
    # integers
    "{0:x}",
    "{0:#x}",
    "{0:#o}",
    "{0:b}",
    "{0:08b}",
    "{0:,}",
    "{n:_}",
    "{n:,d}",
    "{n:>{w},}",
    "{0:c}",
    "{0:n}",
    "{9:d}",
    "{9}",
    "{9:>5}",
    # floats / complex / decimal
    "{1:.2f}",
    "{1:10.3f}",
    "{1:e}",
    "{1:%}",
    "{1:g}",
    "{1:.{prec}f}",
    "{1:{w}.{prec}f}",
    "{1:z.1f}",
    "{10}",
    "{10:.1f}",
    "{11}",
    "{11:.1f}",
    "{11:>8}",
    # custom __format__
    "{12:%Y-%m-%d}",
    "{12}",
    "{5}",
    "{5:03}",
    "{p}",
    "{p:>3}",
    "{0:{fmt}}",
    # keyword fields
    "{name}",
    "Hello, {name}!",
    "{name!r}",
    "{name:^11}",
    "{k}",
    "{d}",
    "{lst}",
    "{empty:>3}",
    "{neg:03}",
    # indexing
    "{3[0]}",
    "{3[2]}",
    "{4[k]}",
    "{4[0]}",
    "{lst[1]}",
    "{d[k]}",
    "{d[x][y]}",
    "{2[1]}",
    "{5[0]}",
    "{3[ 0]}",
    "{3[-1]}",
    "{3[0]:>5}",
    "{lst[0]!r}",
    # attributes (allow-all gate)
    "{5.x}",
    "{5.y:>4}",
    "{p.x}{p.y}",
    "{0.real}",
    "{0.real.imag}",
    "{10.real}",
    "{0.__class__.__name__}",
    "{name.__class__.__name__}",
    "{0.denominator}",
    "{p.x.real}",
    "{5.x.__class__}",
    # mixed
    "{0[0]}",
    "{5.x[0]}",
    "{d[x].y}",
    "{lst.0}",
    # errors: parsing
    "{",
    "}",
    "a}b",
    "{0",
    "{0!}",
    "{!}",
    "{0!x}",
    "{!x}",
    "{0!rr}",
    "{0!r",
    "{0!r:",
    "{0:",
    "{0:{",
    "{0[}",
    "{0[0}",
    "{0[0]x}",
    "{0.}",
    "{0..a}",
    "{0[]}",
    "{0]}",
    "{a{b}",
    "{0:}}",
    "{{0}",
    "{0!\x00}",
    "{0!é}",
    "{0! }",
    "{0!\n}",
    "{0!😀}",
    "{0!\x7f}",
    "{99999999999999999999}",
    "{0[99999999999999999999]}",
    # errors: lookups
    "{99}",
    "{15}",
    "{missing}",
    "{é}",
    "{3[5]}",
    "{4[missing]}",
    "{2[-1]}",
    "{3[0][1]}",
    "{5[x]}",
    "{0.bogus}",
    "{0.bogus.more}",
    "{8.x}",
    "{name[0]}",
    # errors: numbering
    "{0}{}",
    "{}{0}",
    "{:{0}}",
    "{0:{}}",
    "{name}{}{0}",
    # errors: recursion
    "{0:{1:{2}}}",
    "{0:{1:{{}}}}",
    "{0:{{}}}",
    "{0:{1:{2}}}{",
    # errors: rendering
    "{0:d}x",
    "{2:d}",
    "{9:s}",
    "{8:>5}",
    "{1:x}",
    "{0:.2s}",
    "{bad}",
    "{raiser:spec}",
    "{0:>99999999999999999999}",
    "{0:.99999999999999999999}",
    "{0:,_}",
    "{0:==}",
    "{name:=5}",
    "{5:}}",
]


def allow_all(obj: object, name: str) -> object:
    return getattr(obj, name)


def deny_private(obj: object, name: str) -> object:
    if name.startswith("_"):
        raise AttributeError(f"access to {name!r} is forbidden")
    return getattr(obj, name)


def outcome(fn: Callable[[], str]) -> tuple[Any, ...]:
    try:
        return ("ok", fn())
    except Exception as exc:  # noqa: BLE001 - we compare any exception
        return ("error", type(exc), exc.args)


def check_same(template: str, args: tuple[object, ...], kwargs: Mapping[str, object]) -> None:
    expected = outcome(lambda: template.format(*args, **kwargs))
    actual = outcome(lambda: safe_format(template, args, kwargs, get_attr=allow_all))
    assert actual == expected, template


def check_same_map(template: str, mapping: Any) -> None:
    expected = outcome(lambda: template.format_map(mapping))
    actual = outcome(lambda: safe_format_map(template, mapping, get_attr=allow_all))
    assert actual == expected, template


# ---------------------------------------------------------------- CPython parity


def test_template_table_is_large_and_covers_errors() -> None:
    assert len(TEMPLATES) >= 80
    assert len(set(TEMPLATES)) == len(TEMPLATES)
    errors = ok = 0
    for t in TEMPLATES:
        try:
            t.format(*ARGS, **KWARGS)
            ok += 1
        except Exception:  # noqa: BLE001
            errors += 1
    assert ok >= 80 and errors >= 50


@pytest.mark.parametrize("template", TEMPLATES)
def test_matches_str_format(template: str) -> None:
    check_same(template, ARGS, KWARGS)


@pytest.mark.parametrize("template", TEMPLATES)
def test_matches_str_format_without_kwargs(template: str) -> None:
    check_same(template, ARGS, {})


@pytest.mark.parametrize("template", TEMPLATES)
def test_matches_str_format_without_args(template: str) -> None:
    check_same(template, (), KWARGS)


@pytest.mark.parametrize("template", TEMPLATES)
def test_matches_format_map(template: str) -> None:
    check_same_map(template, KWARGS)


def test_specific_cpython_messages() -> None:
    def err(template: str, *args: object, **kwargs: object) -> tuple[type, str]:
        with pytest.raises(Exception) as info:
            safe_format(template, args, kwargs, get_attr=allow_all)
        return type(info.value), str(info.value)

    assert err("{0}{}", 1, 2) == (
        ValueError,
        "cannot switch from manual field specification to automatic field numbering",
    )
    assert err("{}{0}", 1, 2) == (
        ValueError,
        "cannot switch from automatic field numbering to manual field specification",
    )
    assert err("{3}", 1, 2) == (
        IndexError,
        "Replacement index 3 out of range for positional args tuple",
    )
    assert err("{a}") == (KeyError, "'a'")
    assert err("{0:{1:{2}}}", 1, 2, 3) == (ValueError, "Max string recursion exceeded")
    assert err("{0!x}", 1) == (ValueError, "Unknown conversion specifier x")
    assert err("{0!é}", 1) == (ValueError, "Unknown conversion specifier \\xe9")
    with pytest.raises(ValueError, match="^Format string contains positional fields$"):
        safe_format_map("{}", {}, get_attr=allow_all)


def test_digit_keys_are_ints_other_keys_are_strings() -> None:
    seen: list[object] = []

    class Recorder:
        def __getitem__(self, key: object) -> str:
            seen.append(key)
            return "v"

    r = Recorder()
    template: str = "{0[1]}{0[x]}{0[01]}{0[-1]}{0[٣]}"
    assert safe_format(template, (r,), {}, get_attr=allow_all) == "v" * 5
    assert seen == [1, "x", 1, "-1", 3]
    seen.clear()
    template.format(r)
    assert seen == [1, "x", 1, "-1", 3]


def test_side_effect_order_matches_cpython() -> None:
    def run(fmt: Callable[[str, tuple[object, ...], dict[str, object]], str]) -> list[Any]:
        log: list[Any] = []

        class Obj:
            def __init__(self, tag: str) -> None:
                self.tag = tag

            def __getattr__(self, name: str) -> Obj:
                log.append(("getattr", self.tag, name))
                return Obj(self.tag + "." + name)

            def __getitem__(self, key: object) -> Obj:
                log.append(("getitem", self.tag, key))
                return Obj(f"{self.tag}[{key}]")

            def __repr__(self) -> str:
                log.append(("repr", self.tag))
                return self.tag

            def __format__(self, spec: str) -> str:
                log.append(("format", self.tag, spec))
                return "<" + self.tag + ">"

        class Width:
            def __format__(self, spec: str) -> str:
                log.append(("width", spec))
                return "3"

        templates = [
            "{0.a[b].c!r:>{1}} {k[0]:{1:x}} {0.z}",
            "{0.a}{0[1]}{0.b",
            "{0.a}{k:{1}{2}}",
            "{0.a}{k:{0.b:{1}}}",
            "{}{0.q}",
        ]
        for t in templates:
            log.append(("template", t))
            try:
                log.append(("result", fmt(t, (Obj("A"), Width()), {"k": Obj("K")})))
            except Exception as exc:  # noqa: BLE001
                log.append(("error", type(exc), exc.args))
        return log

    expected = run(lambda t, a, k: t.format(*a, **k))
    actual = run(lambda t, a, k: safe_format(t, a, k, get_attr=allow_all))
    assert actual == expected


def test_kwargs_behave_like_a_fresh_dict_but_format_map_uses_mapping() -> None:
    class Missing(dict[str, object]):
        def __missing__(self, key: str) -> str:
            return f"<{key}?>"

    m = Missing(a=1)
    check_same("{a} {b}", (), m)
    with pytest.raises(KeyError):
        safe_format("{b}", (), m, get_attr=allow_all)
    check_same_map("{a} {b} {c.real}", m)
    assert safe_format_map("{a} {b}", m, get_attr=allow_all) == "1 <b?>"


def test_format_map_with_unusual_mappings() -> None:
    class GetItemOnly:
        def __getitem__(self, key: str) -> str:
            return key.upper()

    class Broken:
        def __getitem__(self, key: str) -> str:
            raise LookupError("broken " + key)

    for mapping in (GetItemOnly(), Broken(), 5, None, [1, 2], {"a": [1, 2]}, {}):
        for template in ("plain", "{a}", "{a[0]}", "{a.real}", "x{{}}y", "{0}", "{}", "{a", "}"):
            check_same_map(template, mapping)


def test_args_sequence_normalised_to_tuple() -> None:
    assert safe_format("{1}{0}", [1, 2], {}, get_attr=allow_all) == "21"  # type: ignore[arg-type]


def test_random_templates_match_cpython() -> None:
    rng = random.Random(1234)
    alphabet = "{}{}{}[]!:.012ar sx>^_,aakd"
    args: tuple[object, ...] = (7, "ab", [1, [2, 3]], {"a": 1, "k": "kv"}, 2.5)
    kwargs: dict[str, object] = {"a": "A", "k": [4, 5], "x": 3, "d": {"a": "da"}}
    checked = 0
    for _ in range(20000):
        template = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12)))
        check_same(template, args, kwargs)
        check_same_map(template, kwargs)
        checked += 1
    assert checked == 20000


# ------------------------------------------------------------------- gate honoured

BLOCKED_POSITIONAL = ["{0.__class__}", "{0.real.__class__}", "{0.__class__.__mro__}", "{.__doc__}"]


@pytest.mark.parametrize("template", BLOCKED_POSITIONAL)
def test_restrictive_gate_blocks_positional(template: str) -> None:
    template.format(5)  # CPython would allow it
    with pytest.raises(AttributeError, match="is forbidden"):
        safe_format(template, (5,), {}, get_attr=deny_private)


def func() -> None:
    pass


def test_restrictive_gate_blocks_kwargs_and_format_map() -> None:
    leak: str = "{x.__init__.__globals__}"
    assert "safe_format" in leak.format(x=Point(1, 2))  # CPython leaks module globals
    with pytest.raises(AttributeError, match="'__init__' is forbidden"):
        safe_format("{x.__init__.__globals__}", (), {"x": Point(1, 2)}, get_attr=deny_private)
    with pytest.raises(AttributeError, match="'__init__' is forbidden"):
        safe_format_map("{x.__init__.__globals__}", {"x": Point(1, 2)}, get_attr=deny_private)
    with pytest.raises(AttributeError, match="'__globals__' is forbidden"):
        safe_format_map("{a.__globals__}", {"a": func}, get_attr=deny_private)
    # public attributes still work through the gate
    assert safe_format_map("{x.x}/{x.y}", {"x": Point(1, 2)}, get_attr=deny_private) == "1/2"


def test_restrictive_gate_blocks_nested_spec_fields() -> None:
    with pytest.raises(ValueError, match="<class 'int'>"):  # CPython reached the type
        "{0:{1.__class__}}".format(1, 2)
    with pytest.raises(AttributeError, match="'__class__' is forbidden"):
        safe_format("{0:{1.__class__}}", (1, 2), {}, get_attr=deny_private)
    with pytest.raises(AttributeError, match="'__class__' is forbidden"):
        safe_format_map("{a:{b.__class__}}", {"a": 1, "b": 2}, get_attr=deny_private)
    with pytest.raises(AttributeError, match="'__dict__' is forbidden"):
        safe_format("{0:>{1[0].__dict__}}", (1, [Point(1, 2)]), {}, get_attr=deny_private)


def test_gate_sees_every_attribute_step_and_item_steps_do_not_use_it() -> None:
    calls: list[tuple[object, str]] = []

    def gate(obj: object, name: str) -> object:
        calls.append((obj, name))
        return getattr(obj, name)

    p = Point(1, 2)
    d = {"p": p}
    assert safe_format("{0[p].x}{0[p].y.real:>{1.y}}", (d, p), {}, get_attr=gate) == "1 2"
    assert calls == [(p, "x"), (p, "y"), (2, "real"), (p, "y")]
    # item access never consults the gate (and keeps normal subscript semantics)
    calls.clear()
    check_same("{0[__class__]}", (d,), {})
    safe_format("{0[p]}", (d,), {}, get_attr=gate)
    assert calls == []


def test_gate_exceptions_propagate_unchanged() -> None:
    class Custom(Exception):
        pass

    boom = Custom("nope")

    def gate(obj: object, name: str) -> object:
        raise boom

    with pytest.raises(Custom) as info:
        safe_format("{0.x}", (1,), {}, get_attr=gate)
    assert info.value is boom
    with pytest.raises(Custom):
        safe_format_map("{a.b}", {"a": 1}, get_attr=gate)


# ----------------------------------------------------------------- format_value


def test_format_value_receives_converted_value_and_expanded_spec() -> None:
    calls: list[tuple[object, str]] = []

    def render(value: object, spec: str) -> str:
        calls.append((value, spec))
        return format(value, spec)

    out = safe_format(
        "{0!r:>{1}}|{0!a}|{0!s:^{w}}|{0}",
        ("é", 6),
        {"w": 5},
        get_attr=allow_all,
        format_value=render,
    )
    assert out == "{0!r:>{1}}|{0!a}|{0!s:^{w}}|{0}".format("é", 6, w=5)
    assert calls == [(6, ""), ("'é'", ">6"), ("'\\xe9'", ""), (5, ""), ("é", "^5"), ("é", "")]


# -------------------------------------------------------------------- size guards


class TooWide(Exception):
    pass


def limit(max_width: int, seen: list[int]) -> Callable[[int], None]:
    def check(n: int) -> None:
        seen.append(n)
        if n > max_width:
            raise TooWide(n)

    return check


def test_check_width_receives_explicit_width() -> None:
    seen: list[int] = []
    with pytest.raises(TooWide):
        safe_format("{0:>99999999}", (1,), {}, get_attr=allow_all, check_width=limit(1000, seen))
    assert seen == [99999999]


def test_check_width_receives_nested_width_after_substitution() -> None:
    seen: list[int] = []
    with pytest.raises(TooWide):
        safe_format(
            "{0:>{1}}", (1, 123456789), {}, get_attr=allow_all, check_width=limit(1000, seen)
        )
    assert seen == [123456789]
    seen.clear()
    with pytest.raises(TooWide):
        safe_format_map(
            "{a:.{p}f}", {"a": 1.5, "p": 5000}, get_attr=allow_all, check_width=limit(1000, seen)
        )
    assert seen == [5000]
    seen.clear()
    # the nested field is itself formatted with a width: both are checked
    out = safe_format(
        "{0:>{1:03}}", ("x", 5), {}, get_attr=allow_all, check_width=limit(1000, seen)
    )
    assert out == "0000x" and seen == [3, 5]


def test_check_width_largest_integer_and_unicode_digits() -> None:
    seen: list[int] = []
    check = limit(10**30, seen)
    safe_format("{0:9>12.4f}", (1.5,), {}, get_attr=allow_all, check_width=check)
    safe_format("{0:>٩٩}", ("x",), {}, get_attr=allow_all, check_width=check)
    safe_format("{0:000000000000000000000007}", (1,), {}, get_attr=allow_all, check_width=check)
    assert seen == [12, 99, 7]
    seen.clear()
    with pytest.raises(ValueError, match="Too many decimal digits"):
        safe_format("{0:>" + "9" * 5000 + "}", (1,), {}, get_attr=allow_all, check_width=check)
    assert seen == [sys.maxsize + 1]
    seen.clear()
    # no digits, no call
    safe_format(
        "{0}{0:>}{0:x}{1:%Y}{0!r}", (1, datetime.date.today()), {},
        get_attr=allow_all, check_width=check,
    )  # fmt: skip
    assert seen == []


def test_check_width_refuses_before_rendering() -> None:
    rendered: list[object] = []

    def render(value: object, spec: str) -> str:
        rendered.append(value)
        return format(value, spec)

    with pytest.raises(TooWide):
        safe_format(
            "{0}{1:>{2}}",
            ("a", "b", 10**9),
            {},
            get_attr=allow_all,
            format_value=render,
            check_width=limit(100, []),
        )
    assert rendered == ["a", 10**9]


def test_check_length_bounds_output_growth() -> None:
    seen: list[int] = []

    def check(n: int) -> None:
        seen.append(n)
        if n > 25:
            raise TooWide(n)

    assert safe_format("ab{0}c{0}", ("xyz",), {}, get_attr=allow_all, check_length=check) == (
        "abxyzcxyz"
    )
    assert seen == [5, 9]
    seen.clear()
    with pytest.raises(TooWide):
        safe_format("{0}" * 1000, ("x" * 10,), {}, get_attr=allow_all, check_length=check)
    assert seen == [10, 20, 30]


def test_default_callbacks_accept_everything() -> None:
    assert safe_format("{0:>50}", ("x",), {}, get_attr=allow_all) == "x".rjust(50)
    assert safe_format_map("{a:>{b}}", {"a": "x", "b": 4}, get_attr=allow_all) == "   x"
