"""Latency and memory figures of the sandbox itself (run by ``benchmarks/run.py``).

Each figure is the median over ``repeat`` batches; per-call figures divide a batch by its
size. Tool-call overhead is the guest's cost per call above calling the same host function
directly from CPython. Nothing here is asserted: the figures are reported.
"""

from __future__ import annotations

import gc
import os
import statistics
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import anyio

os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")  # the evaluator's own figures
from sandbox import Limits, Sandbox, Tool  # noqa: E402

_LIMITS = Limits(max_steps=10**9, timeout_s=600, max_tool_calls=10**7)


def _median_us(fn: Callable[[], float], repeat: int) -> float:
    return statistics.median(fn() for _ in range(repeat)) * 1e6


def _startup(n: int = 300) -> float:
    t = time.perf_counter()
    for _ in range(n):
        Sandbox().session().run_sync("x = 1 + 2")
    return (time.perf_counter() - t) / n


def _warm(n: int = 2000) -> float:
    session = Sandbox().session()
    session.run_sync("x = 1 + 2")
    t = time.perf_counter()
    for _ in range(n):
        session.run_sync("x = 1 + 2")
    return (time.perf_counter() - t) / n


def _warm_async(n: int = 2000) -> float:
    session = Sandbox().session()

    async def main() -> float:
        await session.run("x = 1 + 2")
        t = time.perf_counter()
        for _ in range(n):
            await session.run("x = 1 + 2")
        return (time.perf_counter() - t) / n
    return anyio.run(main)


def _cpython_exec(n: int = 300) -> float:
    t = time.perf_counter()
    for _ in range(n):
        exec("x = 1 + 2", {})  # noqa: S102 - the reference: compile and run in a fresh dict
    return (time.perf_counter() - t) / n


def _sync_tool(n: int = 10_000, **options: Any) -> float:
    def ping(x: int) -> int:
        return x

    session = Sandbox(tools=[Tool(ping, **options)], limits=_LIMITS).session()
    t = time.perf_counter()
    session.run_sync(f"for i in range({n}):\n    ping(i)\n").check()
    with_tool = time.perf_counter() - t
    t = time.perf_counter()
    session.run_sync(f"for i in range({n}):\n    pass\n").check()
    empty_loop = time.perf_counter() - t
    t = time.perf_counter()
    for i in range(n):
        ping(i)
    host = time.perf_counter() - t
    return (with_tool - empty_loop - host) / n  # the call's cost above a bare host call


def _async_tool(n: int = 10_000) -> float:
    async def ping(x: int) -> int:
        return x

    session = Sandbox(tools=[ping], limits=_LIMITS).session()

    async def main() -> float:
        await session.run("x = await ping(1)")
        t = time.perf_counter()
        (await session.run(f"for i in range({n}):\n    await ping(i)\n")).check()
        elapsed = time.perf_counter() - t
        t = time.perf_counter()
        (await session.run(f"for i in range({n}):\n    pass\n")).check()
        empty_loop = time.perf_counter() - t
        t = time.perf_counter()
        for i in range(n):
            await ping(i)
        host = time.perf_counter() - t
        return (elapsed - empty_loop - host) / n
    return anyio.run(main)


def _idle_session_bytes(n: int = 200) -> float:
    sb = Sandbox()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    sessions = [sb.session() for _ in range(n)]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    size = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    del sessions
    return size / n


def _state_roundtrip() -> dict[str, Any] | None:
    session = Sandbox(limits=_LIMITS).session()
    if not hasattr(session, "export_state"):
        return None
    import pickle

    session.run_sync("data = {i: {'id': i, 'name': f'item{i}', 'tags': ['a', 'b'], "
                     "'score': i * 0.5} for i in range(10000)}").check()
    data = session.globals["data"]
    target = Sandbox()
    ours = theirs = float("inf")
    for _ in range(5):  # the best of five each, alternating (state_bench.py pairs them)
        t = time.perf_counter()
        blob = session.export_state()
        target.session().import_state(blob)
        ours = min(ours, time.perf_counter() - t)
        t = time.perf_counter()
        pickled = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
        pickle.loads(pickled)
        theirs = min(theirs, time.perf_counter() - t)
    return {"sandbox_s": ours, "pickle_s": theirs, "sandbox_bytes": len(blob),
            "pickle_bytes": len(pickled)}


def measure_latency(repeat: int) -> list[dict[str, Any]]:
    """Rows of (figure, value, unit, goal)."""
    cpython = _median_us(_cpython_exec, repeat)
    rows = [
        {"figure": "CPython exec('x = 1 + 2', {})", "value": cpython, "unit": "us",
         "goal": "reference"},
        {"figure": "new Sandbox + session + run 'x = 1 + 2'", "value": _median_us(_startup, repeat),
         "unit": "us", "goal": f"<= 2x CPython exec ({2 * cpython:.1f} us)"},
        {"figure": "run on an open session (run_sync)", "value": _median_us(_warm, repeat),
         "unit": "us", "goal": "<= 15 us"},
        {"figure": "run on an open session (await run)", "value": _median_us(_warm_async, repeat),
         "unit": "us", "goal": "<= 15 us"},
        {"figure": "sync tool call overhead (plain def)", "value": _median_us(_sync_tool, repeat),
         "unit": "us", "goal": "<= 5 us"},
        {"figure": "sync tool call overhead (blocking=True)", "value": _median_us(
            lambda: _sync_tool(2000, blocking=True), repeat), "unit": "us",
         "goal": "a worker thread per call"},
        {"figure": "async tool call overhead", "value": _median_us(_async_tool, repeat),
         "unit": "us", "goal": "<= 20 us"},
        {"figure": "idle session memory", "value": _idle_session_bytes() / 1024, "unit": "KB",
         "goal": "<= 50 KB"},
    ]
    state = _state_roundtrip()
    if state is not None:
        rows.append({"figure": "state export+import, 10k-entry dict",
                     "value": state["sandbox_s"] * 1e3, "unit": "ms",
                     "goal": f"<= 1.2x pickle ({state['pickle_s'] * 1e3:.1f} ms)"})
        rows.append({"figure": "state blob size, 10k-entry dict", "value":
                     state["sandbox_bytes"] / 1024, "unit": "KB",
                     "goal": f"pickle: {state['pickle_bytes'] / 1024:.0f} KB"})
    return rows


def format_latency(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'figure':<44} {'value':>10} {'unit':<4}  goal", "-" * 78]
    for row in rows:
        lines.append(f"{row['figure']:<44} {row['value']:10.1f} {row['unit']:<4}  {row['goal']}")
    return "\n".join(lines)
