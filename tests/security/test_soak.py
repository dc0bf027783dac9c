"""Soak: many hostile runs in one process, one after another, with no growth in threads,
greenlets, guest tasks or memory.

``test_soak_ci`` runs 100 programs (CI-sized); ``test_soak_long`` runs 1,000 (marked slow):

    python -m pytest tests/security/test_soak.py -m slow -q -p no:cacheprovider -s

Each run uses a fresh session (every tenth reuses one long-lived session, so per-session
state is exercised too). Memory is measured with ``tracemalloc`` (Python allocations) after a
warm-up and a full collection; the bound is an average of at most ``MAX_GROWTH_PER_RUN``
bytes per run. The printed summary (``-s``) gives the figures for the report.
"""

from __future__ import annotations

import gc
import threading
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any

import greenlet
import pytest

from sandbox import Limits, Sandbox, SandboxError, Tool

#: Python memory growth tolerated per run, on average, after the warm-up.
MAX_GROWTH_PER_RUN = 2_000

HOSTILE = [
    "print.__self__",
    "'{0.__class__.__mro__}'.format(1)",
    "class S(str):\n    pass\nS('{0.__class__}').format(1)",
    "def g():\n    yield 1\ng().gi_frame",
    "try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame",
    "x = 'a' * 10 ** 10",
    "x = 10 ** 10 ** 9",
    "f'{1:>9999999999}'",
    "while True:\n    pass",
    "def f():\n    return f()\nf()",
    "try:\n    while True:\n        pass\nfinally:\n    print('finally')",
    "while True:\n    print('x' * 200)",
    "while True:\n    noop()",
    "import asyncio\nawait asyncio.gather(*[anoop() for _ in range(2000)])",
    "import asyncio\nasync def f():\n    await asyncio.sleep(100)\n"
    "for i in range(50):\n    asyncio.create_task(f())\nawait asyncio.sleep(0)\n"
    "while True:\n    pass",
    "def g():\n    yield 1\n    yield 2\ngs = [g() for _ in range(100)]\n"
    "for x in gs:\n    next(x)\nwhile True:\n    pass",
    "class A:\n    def m(self):\n        return self.x\n    x = 1\nA().m()\nA.__subclasses__()",
    "class M(type):\n    pass",
    "import json\njson.loads('{')",
    "import os",
    "l = []\nwhile True:\n    l.append('y' * 10000)",
    "x = []\nfor i in range(20000):\n    x = [x]\nrepr(x)",
    "import re\nre.compile('(a+)+$').match('a' * 20 + 'b')",
    "try:\n    fail()\nexcept ToolError as e:\n    raise ValueError('again') from e",
    "raise ExceptionGroup('g', [ValueError(1), KeyError(2)])",
    "def f():\n    pass\ntype(f)(1, 2, 3, 4, 5)",
    "async def c():\n    return 1\nx = c()",
    "import copy\ncopy.deepcopy([[1, 2]] * 100)",
    "d = {}\nfor i in range(10000):\n    d[str(i)] = i\nsum(d.values())",
    "x = [[0] * 100 for _ in range(100)]\nstr(x)[:10]",
]


def _noop(*args: Any) -> int:
    return 1


async def _anoop(*args: Any) -> int:
    return 1


def _fail() -> None:
    raise OSError("tool failed")


@dataclass
class Census:
    threads: int
    greenlets: int
    tasks: int
    sessions: int
    traced: int


def _census() -> Census:
    gc.collect()
    objs = gc.get_objects()
    greenlets = sum(1 for o in objs if isinstance(o, greenlet.greenlet))
    tasks = sum(1 for o in objs if type(o).__name__ == "Task"
                and type(o).__module__.startswith("sandbox"))
    sessions = sum(1 for o in objs if type(o).__name__ == "Session"
                   and type(o).__module__.startswith("sandbox"))
    return Census(threading.active_count(), greenlets, tasks, sessions,
                  tracemalloc.get_traced_memory()[0])


def soak(runs: int, warmup: int = 60) -> dict[str, Any]:
    sb = Sandbox(tools=[Tool(_noop, cheap=True), _anoop, Tool(_fail, name="fail")],
                 limits=Limits(max_steps=20_000, timeout_s=5.0, max_memory_bytes=64 << 20,
                               max_output_bytes=20_000))
    long_lived = sb.session()

    def one(i: int) -> None:
        session = long_lived if i % 10 == 0 else sb.session()
        result = session.run_sync(HOSTILE[i % len(HOSTILE)])
        assert result.error is None or isinstance(result.error, SandboxError), result.error

    for i in range(warmup):
        one(i)
    tracemalloc.start()
    try:
        before = _census()
        started = time.perf_counter()
        for i in range(runs):
            one(i)
        elapsed = time.perf_counter() - started
        after = _census()
    finally:
        tracemalloc.stop()
    return {"runs": runs, "elapsed_s": round(elapsed, 2), "before": before, "after": after,
            "growth_bytes": after.traced - before.traced,
            "growth_per_run": (after.traced - before.traced) / runs}


def _check(figures: dict[str, Any]) -> None:
    before, after = figures["before"], figures["after"]
    print(f"\nsoak: {figures}")
    assert after.threads <= before.threads, figures
    assert after.greenlets <= before.greenlets + 2, figures
    assert after.tasks <= before.tasks, figures
    assert after.sessions <= before.sessions + 1, figures
    assert figures["growth_per_run"] <= MAX_GROWTH_PER_RUN, figures


LEAK = ("two leaks: (1) a guest generator left suspended (started, not finished) keeps its "
        "greenlet and, through its frame, the whole session alive forever (~8 KB per session, "
        "~260 KB with 100 suspended generators); (2) the gate's global caches (gate._fast / "
        "_set_fast: attribute name -> set of guest classes) keep every guest class whose "
        "attribute was read alive, with its methods' globals (the session)")


@pytest.mark.xfail(strict=True, reason=LEAK)
def test_soak_ci() -> None:
    _check(soak(100))


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.xfail(strict=True, reason=LEAK)
def test_soak_long() -> None:
    _check(soak(1000))
