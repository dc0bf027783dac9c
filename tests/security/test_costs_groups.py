"""Keys of one hash added one at a time (issue 13 item 5, "cost before call").

Each insert into a set or dict probes every key of the hash group it joins, inside one
step: a guest loop adding 20,000 distinct ints of one hash (``i * (2**61 - 1)``) makes 200
million probes for 80,000 steps. The budget must see it: each insert of a key whose hash
guest code can choose (ints of 61 bits or more, complex, Fraction, Decimal, tuples of them,
subclasses keeping such a hash) is charged by the size of the group it joins
(:mod:`sandbox.guards.collisions`), so the step budget ends the loop; and a chunk of slow
steps brings the next clock reading closer (``context.CHUNK_SECONDS``), so the deadline is
noticed within a fraction of a second whatever one step costs.

Budgets are steps (and, for guest hashes, the deadline plus a generous backstop), never a
speed measurement.
"""

from __future__ import annotations

import time

import pytest

from sandbox import LimitExceeded, Limits, Sandbox

N = 20_000
#: Far above what the loops take without collisions (about 5 steps an insert), far below
#: the probes' charge (N * N / 2 probes of 100 ns, 10 per step).
STEPS = 1_000_000
KEYS = {
    "int": "P = 2 ** 61 - 1\nkeys = [i * P for i in range(1, N + 1)]\n",
    "negative_int": "P = 2 ** 61 - 1\nkeys = [-i * P for i in range(1, N + 1)]\n",
    "complex": "keys = [complex(2 ** 40 - 1000003 * k, k) for k in range(N)]\n",
    "fraction": "from fractions import Fraction\nP = 2 ** 61 - 1\n"
                "keys = [Fraction(i * P + 1, 1) for i in range(N)]\n",
    "decimal": "from decimal import Decimal\nP = 2 ** 61 - 1\n"
               "keys = [Decimal(i * P) for i in range(1, N + 1)]\n",
    "tuple": "P = 2 ** 61 - 1\nkeys = [(i * P, 'a') for i in range(1, N + 1)]\n",
    "nested_tuple": "P = 2 ** 61 - 1\nkeys = [((i * P,), 1) for i in range(1, N + 1)]\n",
    "int_subclass": "class I(int):\n    pass\nP = 2 ** 61 - 1\n"
                    "keys = [I(i * P) for i in range(1, N + 1)]\n",
}
INSERTS = {
    "set_add": "s = set()\nfor k in keys:\n    s.add(k)\n",
    "dict_store": "d = {}\nfor k in keys:\n    d[k] = 1\n",
    "setdefault": "d = {}\nfor k in keys:\n    d.setdefault(k, 0)\n",
    "dict_update_one": "d = {}\nfor k in keys:\n    d.update([(k, 1)])\n",
    "set_ior_one": "s = set()\nfor k in keys:\n    s |= {k}\n",
}


def _run(code: str, **limits: object) -> object:
    return Sandbox(isolation="inprocess", limits=Limits(**limits)).session().run_sync(
        f"N = {N}\n" + code)


@pytest.mark.parametrize("insert", list(INSERTS))
@pytest.mark.parametrize("keys", list(KEYS))
def test_growing_one_hash_group_is_charged_per_insert(keys: str, insert: str) -> None:
    result = _run(KEYS[keys] + INSERTS[insert], max_steps=STEPS, timeout_s=120.0)
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)
    assert result.error.limit == "max_steps", result.error


@pytest.mark.parametrize("insert", list(INSERTS))
def test_distinct_hashes_and_repeated_keys_are_not_charged(insert: str) -> None:
    """Ordinary keys -- big ints of distinct hashes, one big key updated over and over,
    small ints, strings, tuples -- run in the same budget."""
    for keys in ("keys = [2 ** 64 + i for i in range(N)]\n",
                 "keys = [2 ** 64 + 7] * N\n", "keys = list(range(N))\n",
                 "keys = [str(i) for i in range(N)]\n",
                 "keys = [(i, i + 1.5) for i in range(N)]\n",
                 "keys = [complex(i, 1) for i in range(N)]\n"):
        result = _run(keys + INSERTS[insert], max_steps=STEPS, timeout_s=120.0)
        assert result.error is None, (keys, result.error)


def test_guest_hash_group_growth_is_stopped_at_the_deadline() -> None:
    """A guest ``__hash__`` answering one number (equality C's identity): each insert probes
    the whole group in C. The deadline ends the loop soon after it passes (the next clock
    reading comes sooner as the steps get slow), well within the backstop."""
    started = time.monotonic()
    result = _run("class K:\n    def __hash__(self):\n        return 1\n"
                  "s = set()\nfor i in range(200_000):\n    s.add(K())\n",
                  timeout_s=1.0, max_steps=10**9)
    assert isinstance(result.error, LimitExceeded), (result.value, result.error)
    assert result.error.limit == "timeout_s", result.error
    assert time.monotonic() - started < 1.0 + 5.0  # backstop (a loaded machine)
