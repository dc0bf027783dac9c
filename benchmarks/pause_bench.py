"""Pause/resume cost as a run grows: blob size and resume time against the number of tool
calls (and compute) before the pause.

Usage: ``python benchmarks/pause_bench.py``. Each row: a script that makes N tool calls
(each returning a small record) and a loop of N*100 steps, then pauses at an external call.
Reported: the dumped blob's size, the time to load it and resume to the end, and the time of
the same program run straight through with the external call answered at once.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")  # the evaluator's own figures
from sandbox import Limits, RunResult, Sandbox, Tool  # noqa: E402


def fetch(i: int) -> dict:
    return {"id": i, "name": f"item {i}", "tags": ["a", "b"], "score": i * 0.5}


def approve(summary: str) -> bool:
    """Ask a human."""


SCRIPT = """
records = [fetch(i) for i in range({n})]
total = 0
for r in records:
    for k in range(100):
        total += r["id"] * k % 7
ok = approve(f"{{len(records)}} records, total {{total}}")
print(ok, total)
"""


def main() -> None:
    limits = Limits(max_tool_calls=10**6, max_steps=10**9)
    sb = Sandbox(tools=[Tool(fetch, cheap=True), Tool(approve, external=True)], limits=limits)
    straight = Sandbox(tools=[Tool(fetch, cheap=True),
                              Tool(lambda summary: True, name="approve", cheap=True)],
                       limits=limits)
    print(f"{'calls before pause':>18} {'blob KB':>8} {'resume ms':>10} {'straight ms':>12}")
    for n in (1, 10, 100, 1000):
        code = SCRIPT.format(n=n)
        progress = sb.session().start_sync(code)
        assert not isinstance(progress, RunResult)
        blob = progress.dump()
        times = []
        for _ in range(5):
            t = time.perf_counter()
            result = sb.load_paused(blob).resume_sync(True)
            times.append(time.perf_counter() - t)
            assert isinstance(result, RunResult) and result.ok, result
        direct = []
        for _ in range(5):
            t = time.perf_counter()
            straight.session().run_sync(code).check()
            direct.append(time.perf_counter() - t)
        print(f"{n:>18} {len(blob) / 1024:8.1f} {statistics.median(times) * 1e3:10.2f} "
              f"{statistics.median(direct) * 1e3:12.2f}")


if __name__ == "__main__":
    main()
