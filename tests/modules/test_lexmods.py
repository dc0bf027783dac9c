"""shlex, html, keyword, graphlib and numbers in the sandbox: differential tests against
CPython, costs (steps, sizes, time estimates) and refusals."""

from __future__ import annotations

import pytest

from sandbox import Limits, Sandbox
from sandbox.errors import LimitExceeded

from .differential import guest_error, same

CASES = [
    "import shlex\n"
    "print(shlex.split('ls -la \"my file.txt\" --name=\\'x y\\' # note', comments=True))\n"
    "print(shlex.split('a \\'b c\\' d\\\\ e'), shlex.split('a \"b c\"', posix=False))\n"
    "print(shlex.quote(\"it's\"), shlex.quote(''), shlex.quote('safe-word_1.txt'))\n"
    "print(shlex.join(['echo', 'a b', \"c'd\", '$HOME']))\n"
    "try:\n    shlex.split('unterminated \"quote')\nexcept ValueError as e:\n"
    "    print('ValueError', e)",
    "import html\nprint(html.escape('<a href=\"x\">&</a>'), html.escape(\"'q'\", quote=False))\n"
    "print(html.unescape('&lt;p&gt; &amp;amp; &#x41;&#65;&eacute;&nosuch; &amp'))\n"
    "print(html.unescape(html.escape('<tag attr=\"v\">&')) == '<tag attr=\"v\">&')",
    "import keyword\nprint(keyword.iskeyword('for'), keyword.iskeyword('match'),"
    " keyword.issoftkeyword('match'), keyword.issoftkeyword('_'))\n"
    "print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)\n"
    "print([w for w in ['class', 'klass', 'None', 'none', 'await'] if keyword.iskeyword(w)])",
    "import graphlib\nts = graphlib.TopologicalSorter({'b': {'a'}, 'c': {'a', 'b'}, 'd': {'c'}})\n"
    "print(list(ts.static_order()))\nts = graphlib.TopologicalSorter()\n"
    "ts.add('deploy', 'build', 'test')\nts.add('test', 'build')\nts.add('build')\nts.prepare()\n"
    "order = []\nwhile ts.is_active():\n    ready = ts.get_ready()\n"
    "    order.append(sorted(ready))\n    ts.done(*ready)\nprint(order, bool(ts))\n"
    "try:\n    list(graphlib.TopologicalSorter({1: {2}, 2: {1}}).static_order())\n"
    "except graphlib.CycleError as e:\n    print('CycleError', e.args[0], sorted(e.args[1]),"
    " isinstance(e, ValueError))\n"
    "try:\n    ts.add('late')\nexcept ValueError as e:\n    print('ValueError', e)",
    "import numbers, fractions, decimal\n"
    "print([isinstance(x, numbers.Number) for x in (1, 1.5, 1j, '1', True, None)])\n"
    "print(isinstance(1.5, numbers.Integral), issubclass(int, numbers.Real),"
    " issubclass(bool, numbers.Integral), isinstance(fractions.Fraction(1, 3),"
    " numbers.Rational), isinstance(decimal.Decimal(1), numbers.Real))\n"
    "print(numbers.Number.__name__, [c.__name__ for c in (numbers.Complex, numbers.Real)])",
]


@pytest.mark.parametrize("src", CASES)
def test_same_as_cpython(src: str) -> None:
    same(src)


def _limit(src: str, **limits: object) -> LimitExceeded:
    result = Sandbox(limits=Limits(**limits)).run_sync(src)  # type: ignore[arg-type]
    assert isinstance(result.error, LimitExceeded), result.error
    return result.error


def test_shlex_split_is_charged_per_character() -> None:
    assert _limit("import shlex\nshlex.split('a ' * 10_000)", max_steps=5_000).limit == \
        "max_steps"


def test_shlex_split_is_refused_when_it_would_pass_the_deadline() -> None:
    # the estimate (3 µs a character) says 6 s: refused before the call, whatever the machine
    err = _limit("import shlex\nshlex.split('a ' * 1_000_000)", timeout_s=2.0,
                 max_steps=100_000_000)
    assert err.limit == "timeout_s" and "shlex.split" in err.message


def test_shlex_split_takes_a_string_only() -> None:
    assert guest_error("import shlex\nshlex.split(None)").type_name == "ValueError"
    err = guest_error("import shlex, io\nshlex.split(io.StringIO('a b'))")
    assert err.type_name == "TypeError" and "read the text first" in err.message


@pytest.mark.parametrize("src", [
    "import shlex\nshlex.quote(\"'\" * 3_000_000)",
    "import shlex\nshlex.join([\"'\" * 1_000_000] * 3)",
    "import html\nhtml.escape('\"' * 2_100_000)",
])
def test_growing_outputs_are_sized_first(src: str) -> None:
    assert _limit(src, max_memory_bytes=12_000_000).limit == "max_memory_bytes"


def test_html_unescape_is_charged_per_reference() -> None:
    assert _limit("import html\nhtml.unescape('&amp;' * 10_000)", max_steps=5_000).limit == \
        "max_steps"


def test_topological_sorter_is_charged_per_node() -> None:
    src = ("import graphlib\nts = graphlib.TopologicalSorter()\n"
           "ts.add(0, *range(1, 50_000))\n")
    assert _limit(src, max_steps=20_000).limit == "max_steps"
    # static_order hands out a counted iterator: C code draining it pays a step per node
    build = ("import graphlib\nt = graphlib.TopologicalSorter()\nt.add(0, *range(1, 3000))\n")
    base = Sandbox().run_sync(build + "t.prepare()").stats.steps
    drained = Sandbox().run_sync(build + "sorted(t.static_order())").stats.steps
    assert drained - base >= 3000


@pytest.mark.parametrize("expr", [
    "graphlib.TopologicalSorter()._node2info", "graphlib.TopologicalSorter()._find_cycle",
    "numbers.Number.register", "numbers.Number._abc_impl", "keyword.iskeyword.__self__",
])
def test_gate_refuses(expr: str) -> None:
    err = guest_error(f"import graphlib, numbers, keyword\n{expr}")
    assert err.type_name == "AttributeError", err.traceback


def test_keyword_lists_are_the_sessions_own() -> None:
    sb = Sandbox()
    sb.run_sync("import keyword\nkeyword.kwlist.append('mine')").check()
    assert "mine" not in sb.run_sync("import keyword\nprint(keyword.kwlist)").output
    import keyword
    assert "mine" not in keyword.kwlist


def test_shlex_lexer_class_is_withheld_with_a_hint() -> None:
    err = guest_error("from shlex import shlex")
    assert err.type_name == "ImportError" and "shlex.split" in err.message
