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
import sys
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
    "try:\n    fail()\nexcept OSError as e:\n    raise ValueError('again') from e",
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


def test_soak_ci() -> None:
    _check(soak(100))


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_soak_long() -> None:
    _check(soak(1000))


# --- what keeps a dropped session alive ----------------------------------------------------------

def _alive(kind: str) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o).__name__ == kind
               and type(o).__module__.startswith("sandbox"))


def _greenlets(live: bool = False) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, greenlet.greenlet)
               and not (live and o.dead))


@pytest.mark.parametrize("code", [
    pytest.param("def g():\n    yield 1\n    yield 2\nx = g()\nnext(x)", id="held_in_globals"),
    pytest.param("def g():\n    me = yield 1\n    yield me\nx = g()\nnext(x)\nx.send(x)",
                 id="holds_itself"),
    pytest.param("def g():\n    while True:\n        yield [0] * 1000\n"
                 "gs = [g() for _ in range(50)]\nfor x in gs:\n    next(x)", id="many"),
    pytest.param("def g():\n    yield 1\n    yield 2\ndef h():\n    yield from g()\n"
                 "x = h()\nnext(x)", id="yield_from"),
    pytest.param("async def g():\n    yield 1\n    yield 2\nx = g()\nawait x.__anext__()",
                 id="async_generator"),
    pytest.param("class A:\n    def __init__(self):\n        self.v = 1\n    def m(self):\n"
                 "        return self.v\nobjs = [A() for _ in range(3)]\n"
                 "t = sum(o.m() + o.v for o in objs)", id="guest_class_in_gate_caches"),
    pytest.param("def g():\n    yield 1\n    yield 2\nx = g()\nnext(x)\nwhile True:\n    pass",
                 id="breached_run"),
])
def test_dropped_session_is_freed(code: str) -> None:
    """A session holding suspended generators (or guest classes the gate has cached) is freed
    once the host drops it, with every greenlet; no guest code runs meanwhile."""
    unraisable: list[Any] = []
    hook, sys.unraisablehook = sys.unraisablehook, unraisable.append
    try:
        sb = Sandbox(limits=Limits(max_steps=20_000))
        sb.session().run_sync("pass")  # a pooled runner exists before counting
        sessions, greenlets, globals_ = _alive("Session"), _greenlets(), _alive("Globals")
        for _ in range(3):
            session = sb.session()
            result = session.run_sync(code)
            assert result.error is None or code.endswith("pass"), result.error
            assert session.run_sync("1").error is None  # the session still works
            del session, result
        assert _alive("Session") == sessions
        assert _alive("Globals") <= globals_
        assert _greenlets() <= greenlets
    finally:
        sys.unraisablehook = hook
    assert unraisable == []


def test_dropped_suspended_generator_is_freed_within_the_run() -> None:
    """A suspended generator the guest drops is closed within the run, as CPython closes it
    (its ``finally`` runs), and freed, its greenlet with it, even in a long-lived session."""
    session = Sandbox(limits=Limits(max_steps=200_000)).session()
    session.run_sync("def g():\n    try:\n        yield 1\n        yield 2\n"
                     "    finally:\n        print('FINALLY')")
    before = _greenlets()
    for _ in range(20):
        result = session.run_sync("for i in range(100):\n    x = g()\n    next(x)\nx = None")
        assert result.error is None and result.output == "FINALLY\n" * 100, result
    assert _greenlets() <= before


def test_generator_resumed_in_a_later_run_still_works() -> None:
    session = Sandbox().session()
    session.run_sync("def g():\n    for i in range(3):\n        yield i\nx = g()")
    assert session.run_sync("next(x)").value == 0
    assert session.run_sync("next(x)").value == 1
    assert session.run_sync("list(x)").value == [2]


def test_gate_caches_keep_no_guest_class() -> None:
    from sandbox.runtime import gate
    session = Sandbox().session()
    result = session.run_sync("class A:\n    def __init__(self):\n        self.x = 1\n"
                              "    def m(self):\n        return self.x\na = A()\na.y = a.m()\n"
                              "a.x += 1\n(a.x, a.y)")
    assert result.value == (2, 1)
    leftover = [t for known in (*gate._fast.values(), *gate._set_fast.values())
                for t in known if getattr(t, "__sandbox_guest__", False)]
    assert leftover == [] and gate.GUEST_ENTRIES == []


def test_generators_suspended_in_an_exited_thread_are_freed() -> None:
    """A greenlet can be killed only in its own thread: the generators a session left
    suspended in a worker thread are finished when that thread exits (no guest code runs),
    so the session is freed when dropped later from another thread."""
    sb = Sandbox()
    sb.session().run_sync("pass")
    sessions, greenlets, globals_ = _alive("Session"), _greenlets(live=True), _alive("Globals")
    held: list[Any] = []

    def work() -> None:
        session = sb.session()
        result = session.run_sync("def g():\n    try:\n        yield 1\n        yield 2\n"
                                  "    finally:\n        print('FINALLY')\nx = g()\nnext(x)")
        assert result.error is None and result.output == ""
        held.append(session)

    for _ in range(3):
        thread = threading.Thread(target=work)
        thread.start()
        thread.join()
    assert len(held) == 3
    held.clear()
    assert _alive("Session") == sessions and _alive("Globals") <= globals_
    # (an exited thread's own main greenlet may linger, dead and frameless, in greenlet)
    assert _greenlets(live=True) <= greenlets
