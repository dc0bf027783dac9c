"""Figures of process isolation (``Sandbox(isolation="process")``) and of the fair host loop.

Run: ``PYTHONPATH=. python benchmarks/isolation_bench.py``. Each figure is the median of
``repeat`` batches; nothing is asserted (goals from issue 16 are printed next to them):

- warm run: ``x = 1 + 2`` on a session whose worker is up (goal <= 300 us), sync and async;
- in-process warm run of the same, for the overhead;
- tool round trip: per call of a sync tool through the worker, above the same run's cost
  without calls (goal <= 50 us): ``cheap=True``, a plain ``def`` (both answered inline on
  both sides when nothing else in the run waits), ``blocking=True`` (the worker's loop awaits
  the reply, the host runs the tool in a thread); and in process, for scale;
- checkpoint: a run that leaves a session holding a function, a list and a dict as it was
  (no export: the fingerprint says so) and one that appends to the list (the export);
- CPU per run and per call, host and worker (less sensitive to load than wall clock);
- worker start: from a fresh Sandbox to the first result (no warm worker), forked by the
  zygote and spawned;
- idle worker memory: RSS and PSS of a worker that has served one run;
- ``--concurrent N``: N process sessions at once (time to start them all, then runs/s);
- heartbeat gaps: max and median gap of a 1 ms host heartbeat during a CPU-bound
  in-process ``await session.run`` (goal: max <= 25 ms), on asyncio and trio.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import anyio

from sandbox import Limits, Sandbox, Tool

_LIMITS = Limits(max_steps=10**9, timeout_s=600, max_tool_calls=10**7)


def _median(fn: Callable[[], float], repeat: int) -> float:
    return statistics.median(fn() for _ in range(repeat))


def warm_run(session: Any, n: int = 300) -> float:
    session.run_sync("x = 1 + 2")

    def batch() -> float:
        t = time.perf_counter()
        for _ in range(n):
            session.run_sync("x = 1 + 2")
        return (time.perf_counter() - t) / n
    return _median(batch, 5)


def warm_run_async(session: Any, n: int = 300) -> float:
    async def batch() -> float:
        await session.run("x = 1 + 2")
        t = time.perf_counter()
        for _ in range(n):
            await session.run("x = 1 + 2")
        return (time.perf_counter() - t) / n
    return _median(lambda: anyio.run(batch), 5)


def tool_round_trip(sandbox: Sandbox, calls: int = 2000, tool: str = "ping") -> float:
    session = sandbox.session()
    with_calls = f"for i in range({calls}):\n    {tool}(i)"
    without = f"for i in range({calls}):\n    i"
    session.run_sync(with_calls)

    def batch() -> float:
        t = time.perf_counter()
        session.run_sync(with_calls)
        mid = time.perf_counter()
        session.run_sync(without)
        end = time.perf_counter()
        return ((mid - t) - (end - mid)) / calls
    return _median(batch, 5)


def worker_start(zygote: int = 1) -> float:
    """From a fresh Sandbox (no warm worker) to its first result: a fork of the zygote (up
    already: the host's first sandbox started it) or a spawned interpreter."""
    t = time.perf_counter()
    sb = Sandbox(isolation="process", pool={"warm": 0, "zygote": zygote})
    sb.session().run_sync("x = 1 + 2")
    elapsed = time.perf_counter() - t
    sb._pool.close()
    return elapsed


def _worker_cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_per_run(session: Any, code: str = "x = 1 + 2", n: int = 1000) -> tuple[float, float]:
    """CPU seconds per run in the host and in the worker (load-independent, unlike the
    wall-clock figures: on a busy machine each hand-over waits for a free core)."""
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    session.run_sync(code)
    host, worker = time.process_time(), _worker_cpu(pid)
    for _ in range(n):
        session.run_sync(code)
    return (time.process_time() - host) / n, (_worker_cpu(pid) - worker) / n


def idle_memory(session: Any) -> tuple[int, int]:
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    rss = pss = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) * 1024
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    pss = int(line.split()[1]) * 1024
    except OSError:
        pass
    return rss, pss


def heartbeat_gaps(backend: str) -> tuple[float, float, int, float]:
    """Max and median wall-clock gap between ticks of a 1 ms heartbeat during a CPU-bound
    in-process ``await session.run``, the number of gaps, and the most CPU time the process
    spent between two ticks (the guest's slice plus the loop's own turn: on a loaded machine
    the wall gap includes waiting for a core, this does not)."""
    code = "s = 0\nfor i in range(1_500_000):\n    s += i\n"

    async def main() -> tuple[float, float, int, float]:
        ticks: list[float] = []
        cpu: list[float] = []

        async def beat() -> None:
            while True:
                ticks.append(time.monotonic())
                cpu.append(time.process_time())
                await anyio.sleep(0.001)

        async with anyio.create_task_group() as tg:
            tg.start_soon(beat)
            await anyio.sleep(0.01)
            start = len(ticks)
            await Sandbox(limits=_LIMITS, isolation="inprocess").session().run(code)
            tg.cancel_scope.cancel()
        gaps = [b - a for a, b in zip(ticks[start:], ticks[start + 1:], strict=False)]
        cpu_gaps = [b - a for a, b in zip(cpu[start:], cpu[start + 1:], strict=False)]
        return max(gaps), statistics.median(gaps), len(gaps), max(cpu_gaps)
    return anyio.run(main, backend=backend)


def concurrent_sessions(n: int, rounds: int = 5) -> tuple[float, float]:
    """``n`` process sessions running at once on the host's loop: seconds until all are up
    (workers started, first run done), then runs per second over ``rounds`` more rounds."""
    code = "s = 0\nfor i in range(1000):\n    s += i\ns"
    sb = Sandbox(limits=_LIMITS, isolation="process", pool={"warm": 0, "max_workers": n})

    async def main() -> tuple[float, float]:
        sessions = [sb.session() for _ in range(n)]

        async def all_run() -> None:
            async with anyio.create_task_group() as tg:
                for session in sessions:
                    tg.start_soon(session.run, code)
        t = time.perf_counter()
        await all_run()
        up = time.perf_counter() - t
        t = time.perf_counter()
        for _ in range(rounds):
            await all_run()
        return up, n * rounds / (time.perf_counter() - t)
    try:
        return anyio.run(main)
    finally:
        sb._pool.close()


def main() -> None:
    print(f"python {sys.version.split()[0]}; figures are medians of 5 batches")
    sb = Sandbox([Tool(lambda i: i, name="ping", cheap=True), Tool(lambda i: i, name="pong"),
                  Tool(lambda i: i, name="slow", blocking=True)],
                 _LIMITS, isolation="process",
                 pool={"warm": 1, "max_runs": 10**9}, _test_hooks=True)
    print(sb.isolation_report())
    session = sb.session()
    inproc = Sandbox(limits=_LIMITS, isolation="inprocess").session()
    print(f"warm run x = 1 + 2, process, run_sync : {warm_run(session) * 1e6:8.1f} us "
          "(goal <= 300)")
    print(f"warm run x = 1 + 2, process, await run: {warm_run_async(session) * 1e6:8.1f} us")
    print(f"warm run x = 1 + 2, in process        : {warm_run(inproc) * 1e6:8.1f} us")
    print(f"tool round trip, cheap=True tool      : {tool_round_trip(sb) * 1e6:8.1f} us "
          "(goal <= 50)")
    print(f"tool round trip, plain def tool       : "
          f"{tool_round_trip(sb, 2000, 'pong') * 1e6:8.1f} us (goal <= 50)")
    print(f"tool round trip, blocking=True tool   : "
          f"{tool_round_trip(sb, 500, 'slow') * 1e6:8.1f} us")
    inproc_tools = Sandbox([Tool(lambda i: i, name="ping", cheap=True)], _LIMITS,
                           isolation="inprocess")
    print(f"tool call in process, cheap=True tool : "
          f"{tool_round_trip(inproc_tools) * 1e6:8.1f} us")
    host, worker = cpu_per_run(session)
    print(f"CPU per warm run x = 1 + 2            : host {host * 1e6:.1f} us + worker "
          f"{worker * 1e6:.1f} us (worker includes the checkpoint export)")
    host, worker = cpu_per_run(session, "for i in range(100):\n    ping(i)", 100)
    print(f"CPU per tool call (100 calls per run) : host {host * 1e4:.1f} us + worker "
          f"{worker * 1e4:.1f} us")
    held = sb.session()
    held.run_sync("def f(x):\n    return x + 1\ndata = [1, 2, 3]\nconfig = {'a': [1], 'b': 2}")
    host, worker = cpu_per_run(held, "x = f(1)", 500)
    print(f"CPU per run leaving f, list, dict as is: host {host * 1e6:.1f} us + worker "
          f"{worker * 1e6:.1f} us (no checkpoint export)")
    host, worker = cpu_per_run(held, "data[0] += 1", 500)
    print(f"CPU per run mutating the list in place: host {host * 1e6:.1f} us + worker "
          f"{worker * 1e6:.1f} us (with the checkpoint export)")
    print(f"warm run x = f(1) with f, list, dict  : {warm_run(held) * 1e6:8.1f} us")
    with open("/proc/loadavg") as f:
        print(f"load average while measuring          : {f.read().split()[0]} on "
              f"{os.cpu_count()} cores")
    forked = statistics.median(worker_start() for _ in range(5))
    print(f"new worker to first result, forked    : {forked * 1e3:8.1f} ms")
    print(f"new worker to first result, spawned   : {worker_start(0) * 1e3:8.1f} ms")
    rss, pss = idle_memory(session)
    print(f"idle worker memory                    : RSS {rss / 2**20:.1f} MiB, "
          f"PSS {pss / 2**20:.1f} MiB")
    for backend in ("asyncio", "trio"):
        try:
            worst, median, n, worst_cpu = heartbeat_gaps(backend)
        except ImportError:
            continue
        print(f"heartbeat gaps in process, {backend:<7}    : max {worst * 1e3:.1f} ms, "
              f"median {median * 1e3:.2f} ms over {n} gaps (goal max <= 25); "
              f"most CPU between ticks {worst_cpu * 1e3:.1f} ms")
    sb._pool.close()
    if "--concurrent" in sys.argv:
        n = int(sys.argv[sys.argv.index("--concurrent") + 1])
        up, rate = concurrent_sessions(n)
        print(f"{n} concurrent sessions                : all up in {up:.1f} s, then "
              f"{rate:.0f} runs/s (a 1,000-iteration loop each)")


if __name__ == "__main__":
    main()
