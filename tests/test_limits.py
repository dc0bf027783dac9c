"""Limits: every bound ends the run with LimitExceeded (limit, used, allowed), checked before
big allocations, and guest code cannot catch it."""

from __future__ import annotations

import pytest

from sandbox import LimitExceeded, Limits, Sandbox


def run(code: str, **limits: object):  # type: ignore[no-untyped-def]
    return Sandbox(limits=Limits().replace(**limits)).run_sync(code)


def assert_limit(result, limit: str) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(result.error, LimitExceeded), result.error
    assert result.error.limit == limit
    assert result.error.used >= result.error.allowed


def test_steps() -> None:
    assert_limit(run("while True:\n    pass", max_steps=10_000), "max_steps")


def test_steps_in_comprehensions_and_calls() -> None:
    assert_limit(run("[i for i in range(10**9)]", max_steps=10_000), "max_steps")
    assert_limit(run("def f():\n    return 1\nwhile True:\n    f()", max_steps=10_000),
                 "max_steps")


def test_timeout() -> None:
    result = run("while True:\n    pass", timeout_s=0.2, max_steps=10**12)
    assert_limit(result, "timeout_s")


def test_recursion() -> None:
    assert_limit(run("def f(n):\n    return f(n + 1)\nf(0)", max_recursion_depth=100),
                 "max_recursion_depth")


@pytest.mark.parametrize("code", [
    "2 ** (10 ** 10)",
    "'x' * (10 ** 10)",
    "[0] * (10 ** 10)",
    "1 << (10 ** 10)",
    "f'{1:>999999999}'",
    "'%999999999d' % 1",
    "format(1, '>999999999')",
    "pow(3, 10 ** 10)",
    "s = 'x' * 10**6\nwhile True:\n    s = s + s",
    "x = 1 << (4 * 10 ** 8)\ny = x * x",
])
def test_huge_single_operations_are_refused_before_they_run(code: str) -> None:
    assert_limit(run(code, max_memory_bytes=64 * 1024 * 1024), "max_memory_bytes")


def test_limit_is_uncatchable() -> None:
    result = run("try:\n    while True:\n        pass\nexcept:\n    print('caught')\n"
                 "finally:\n    print('finally')", max_steps=1000)
    assert_limit(result, "max_steps")
    assert result.output == ""


def test_output_truncation_keeps_head_and_tail() -> None:
    result = run("for i in range(10000):\n    print(i)", max_output_bytes=1000)
    assert result.ok
    assert result.stats.output_truncated
    assert result.output.startswith("0\n1\n")
    assert result.output.endswith("9999\n")
    assert "[... output truncated:" in result.output
    assert len(result.output.encode()) < 1200


def test_source_size_and_nesting_checked_before_parsing() -> None:
    big = run("x = 1\n" * 100, max_source_bytes=50)
    assert big.error is not None and "too large" in big.error.message
    deep = run("x = " + "(" * 200 + "1" + ")" * 200, max_nesting_depth=100)
    assert deep.error is not None and "nested too deeply" in deep.error.message
    very_deep = run("x = " + "-" * 100000 + "1")
    assert very_deep.error is not None


def test_tool_calls() -> None:
    def ping() -> int:
        return 1
    result = Sandbox(tools=[ping], limits=Limits(max_tool_calls=5)).run_sync(
        "for i in range(10):\n    ping()")
    assert_limit(result, "max_tool_calls")


def test_session_survives_a_breach() -> None:
    session = Sandbox(limits=Limits(max_steps=1000)).session()
    session.run_sync("x = 1").check()
    assert not session.run_sync("while True:\n    x += 1").ok
    assert session.run_sync("x + 1").value == 2


def test_regex_backtracking_is_bounded_by_the_timeout() -> None:
    result = run("import re\nre.match(r'(a|aa)+$', 'a' * 60 + 'b')", timeout_s=0.5)
    assert_limit(result, "timeout_s")
    assert "regular expression" in result.error.message


def test_memory_held_across_steps_is_bounded() -> None:
    result = run("xs = []\nwhile True:\n    xs.append('x' * 100000 + str(len(xs)))",
                 max_memory_bytes=64 * 1024 * 1024)
    assert_limit(result, "max_memory_bytes")


def test_building_and_dropping_is_not_punished() -> None:
    result = run("for i in range(2000):\n    x = [0] * 10000", max_memory_bytes=32 * 1024 * 1024)
    assert result.ok, result.error


@pytest.mark.parametrize("code", [
    "sum(range(10**12))", "list(range(10**10))", "max(map(abs, range(10**12)))",
    "[*range(10**10)]", "x = []\nx.extend(range(10**10))", "sorted(range(10**10))",
])
def test_c_consumers_of_huge_ranges_are_charged(code: str) -> None:
    result = run(code, max_steps=10**6)
    assert isinstance(result.error, LimitExceeded)
