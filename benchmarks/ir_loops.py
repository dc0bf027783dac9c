"""Instruction counts (callgrind) of the compute workloads, startup and the warm run.

Usage::

    python benchmarks/ir_loops.py [--n N] [--workload NAME ...] [--startup] [--warm]

For each figure the script starts ``valgrind --tool=callgrind`` twice on itself in "child"
mode: once doing the setup only (N = 0) and once doing the setup and then the measured action
N times, in one process.  The figure is (Ir(N) - Ir(0)) / N: user-space instructions of one
action, with interpreter startup, imports and the first-run warm-up subtracted.  One warm-up
action runs in both children, so caches (compiled sources, lazily built tables) count as
setup, as they would in a long-lived host.

Figures:

* each compute workload of ``benchmarks/run.py`` under CPython ``exec`` (compiled once, a
  fresh dict per run) and under the sandbox (``Sandbox(limits=...).session().run_sync(src)``,
  as ``run.py`` does);
* ``startup``: CPython ``exec('x = 1 + 2', {})`` against ``Sandbox().session().run_sync('x =
  1 + 2')``;
* ``warm``: ``session.run_sync('x = 1 + 2')`` on an open session, and the same with
  ``await session.run(...)`` (N runs inside one ``anyio.run``, which is part of the setup).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def _action(kind: str, name: str):
    """Return a zero-argument callable performing one measured action."""
    if kind == "startup-cpython":
        code = "x = 1 + 2"
        return lambda: exec(code, {})
    from sandbox import Limits, Sandbox
    if kind == "startup-sandbox":
        return lambda: Sandbox(isolation="inprocess").session().run_sync("x = 1 + 2")
    if kind == "warm":
        session = Sandbox(isolation="inprocess").session()
        return lambda: session.run_sync("x = 1 + 2")
    if kind == "warm-async":
        session = Sandbox(isolation="inprocess").session()
        return lambda: session.run("x = 1 + 2")  # a coroutine: _child awaits it
    from run import WORKLOADS
    src = next(w.src for w in WORKLOADS if w.name == name)
    if kind == "cpython":
        code = compile(src, "<bench>", "exec")
        return lambda: exec(code, {})
    limits = Limits().replace(max_steps=10**9, timeout_s=600)
    sb = Sandbox(limits=limits, isolation="inprocess")
    return lambda: sb.session().run_sync(src).check()


def _child(kind: str, name: str, n: int) -> None:
    act = _action(kind, name)
    if kind == "warm-async":
        import anyio

        async def main() -> None:
            await act()  # warm-up, in both children
            for _ in range(n):
                await act()
        anyio.run(main)
        return
    act()  # warm-up, in both children
    for _ in range(n):
        act()


def _ir(kind: str, name: str, n: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             sys.executable, __file__, "--child", kind, name, str(n)],
            check=True, capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        text = Path(out).read_text()
    return int(re.search(r"^summary:\s+(\d+)", text, re.M).group(1))


def measure(kind: str, name: str, n: int) -> float:
    return (_ir(kind, name, n) - _ir(kind, name, 0)) / n


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        _child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=2, help="actions per compute workload")
    p.add_argument("--workload", action="append", default=[])
    p.add_argument("--startup", action="store_true")
    p.add_argument("--warm", action="store_true")
    p.add_argument("--no-cpython", action="store_true")
    a = p.parse_args()
    from run import COMPUTE
    names = [w for w in COMPUTE if not a.workload or any(s in w for s in a.workload)]
    if a.startup or a.warm:
        names = names if a.workload else []
    ratios = []
    for name in names:
        sb = measure("sandbox", name, a.n)
        if a.no_cpython:
            print(f"{name:28s} sandbox {sb / 1e6:9.1f}M", flush=True)
            continue
        cp = measure("cpython", name, a.n)
        ratios.append(sb / cp)
        print(f"{name:28s} cpython {cp / 1e6:8.1f}M sandbox {sb / 1e6:9.1f}M "
              f"{sb / cp:5.2f}x", flush=True)
    if len(ratios) > 1:
        g = 1.0
        for r in ratios:
            g *= r
        print(f"geometric mean {g ** (1 / len(ratios)):.2f}x")
    if a.startup:
        cp = measure("startup-cpython", "", 200)
        sb = measure("startup-sandbox", "", 200)
        print(f"startup: cpython exec {cp / 1e3:.0f}k sandbox {sb / 1e3:.0f}k {sb / cp:.2f}x")
    if a.warm:
        print(f"warm run: {measure('warm', '', 200) / 1e3:.0f}k instructions (run_sync), "
              f"{measure('warm-async', '', 200) / 1e3:.0f}k (await run)")


if __name__ == "__main__":
    main()
