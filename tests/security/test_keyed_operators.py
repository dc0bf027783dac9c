"""Operators of two sets or dicts whose keys share one hash are charged before C runs them.

Before (stop 31): ``a | b``, ``a & b``, ``a - b``, ``a ^ b``, their in-place forms,
``d1 | d2``, ``a.keys() | b.keys()``, ``{**a, **b}`` and ``frozenset.union(set)`` of two
6,000-key containers of one hash ran each in one C call that no deadline check could
interrupt (30 of them: 12-34 s on a 3 s limit). ``guards.collisions.check_keyed_op`` charges
them as building one set of both operands' keys. Budgets are charged estimates, not wall
clock: the refusal names the operation."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import LimitExceeded, Limits, Sandbox

_SETS = ("a = set([(2**61 - 1) * i for i in range(2000)])\n"
         "b = set([(2**61 - 1) * i for i in range(2000, 4000)])\n")
_DICTS = ("a = dict.fromkeys([(2**61 - 1) * i for i in range(2000)], 0)\n"
          "b = dict.fromkeys([(2**61 - 1) * i for i in range(2000, 4000)], 1)\n")


@pytest.mark.parametrize("setup, body", [
    (_SETS, "c = a | b"), (_SETS, "c = a & b"), (_SETS, "c = a - b"), (_SETS, "c = a ^ b"),
    (_SETS, "c = set(a)\n    c |= b"), (_SETS, "c = set(a)\n    c &= b"),
    (_SETS, "c = set(a)\n    c -= b"), (_SETS, "c = set(a)\n    c ^= b"),
    (_SETS, "c = frozenset(b).union(a)"), (_SETS, "c = set(a)\n    c.update(b)"),
    (_DICTS, "c = a | b"), (_DICTS, "c = a.keys() | b.keys()"), (_DICTS, "c = {**a, **b}"),
    (_DICTS, "c = dict(a)\n    c.update(b)"),
], ids=["or", "and", "sub", "xor", "ior", "iand", "isub", "ixor", "frozenset_union",
        "update", "dict_or", "keys_or", "dict_splat", "dict_update"])
def test_operators_of_colliding_keys_are_charged(setup: str, body: str) -> None:
    source = setup + f"for _ in range(200):\n    {body}"
    limits = Limits(timeout_s=3, max_steps=10**9)
    result = Sandbox(isolation="inprocess", limits=limits).session().run_sync(source)
    assert isinstance(result.error, LimitExceeded), result.error
    assert "equal hash" in str(result.error), result.error


def test_operators_of_ordinary_keys_run_as_in_cpython() -> None:
    source = ("a = {str(i) for i in range(20000)}\nb = {str(i) for i in range(10000, 30000)}\n"
              "d = {i: i for i in range(20000)}\ne = {i: -i for i in range(10000, 30000)}\n"
              "x = set(range(5000))\nx -= set(range(100))\nx |= {10**30, 2 * 10**30}\n"
              "print(len(a | b), len(a & b), len(a - b), len(a ^ b), len(d | e),"
              " len({**d, **e}), len(d.keys() & e.keys()), len(x), {1, 2} & {2, 3})")
    result = Sandbox(isolation="inprocess").session().run_sync(source).check()
    assert result.output == "30000 10000 10000 20000 30000 30000 10000 4902 {2}\n"


# --- round 10: a range-keyed dict comprehension skips the per-key test only for small bounds --

@pytest.mark.parametrize("src, charged", [
    ("d = {i: 0 for i in range(5000)}", False),
    ("d = {i: 0 for i in range(-5000, 5000, 3)}", False),
    ("d = {i: 0 for i in range(0, 3000 * (2**61 - 1), 2**61 - 1)}", True),
    ("d = {i: 0 for i in range(2**62, 2**62 + 3000 * (2**61 - 1), 2**61 - 1)}", True),
    ("d = {i: 0 for i in list(range(0, 3000 * (2**61 - 1), 2**61 - 1))}", True),
    ("d = {i * (2**61 - 1): 0 for i in range(3000)}", True),
])
def test_range_keyed_comprehension_still_reaches_the_ledger(src: str, charged: bool) -> None:
    from sandbox.guards import collisions
    seen = []
    real = collisions.charge_join

    def spy(ctx: Any, key: Any) -> None:
        seen.append(key)
        real(ctx, key)
    import sandbox.compiler.functions as functions
    old = functions.note_join.__globals__["charge_join"]
    functions.note_join.__globals__["charge_join"] = spy
    try:
        Sandbox(isolation="inprocess").session().run_sync(src).check()
    finally:
        functions.note_join.__globals__["charge_join"] = old
    assert bool(seen) is charged, len(seen)
