"""Count the user-space instructions one run of a workload costs, under callgrind.

Usage::

    python benchmarks/instructions.py [--runs N] [--impl sandbox|cpython ...] NAME [NAME ...]

``NAME`` is a substring of a workload name in ``run.py`` (``fib``, ``class``, ``arith``...).
For each workload and implementation the script starts ``valgrind --tool=callgrind`` twice on
itself: both children prepare the workload and run it once to warm up, then one runs it 0
more times and the other ``N`` times (default 2).  The difference of the two totals divided by
``N`` is the cost of one run with interpreter start-up, imports and compilation caches
subtracted.  With a fixed hash seed the counts repeat to well under 1%, unlike wall-clock times on
a shared machine, so this is the figure to compare branches with.  The ratio printed is the
sandbox's count over CPython ``exec``'s count of the same workload.

Needs ``valgrind`` on PATH; slow (each child runs ~50x slower than native).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import run as bench  # noqa: E402  (the sibling module with the workloads)

IMPLS = {"sandbox": bench.SandboxImpl, "cpython": bench.CPythonExec}


def _child(impl: str, name: str, runs: int) -> None:
    """Run workload *name* once (warm-up) and then *runs* more times; the callgrind target."""
    workload = _find(name)
    runner = IMPLS[impl]().prepare(workload.src)
    runner()
    for _ in range(runs):
        runner()


def _find(name: str) -> bench.Workload:
    matches = [w for w in bench.WORKLOADS if name in w.name]
    if not matches:
        raise SystemExit(f"no workload matches {name!r}")
    return matches[0]


def _collected(impl: str, name: str, runs: int) -> int:
    """Total instructions callgrind collected for a child doing *runs* runs after warm-up."""
    cmd = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, str(Path(__file__).resolve()), "--child", impl, name, str(runs),
    ]
    root = str(HERE.parent)
    # a fixed hash seed: str hashes decide dict and set layouts, whose probing shows up in
    # the count (without it the class workload moved by ~2% between identical runs)
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""),
               PYTHONHASHSEED="0")
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not found:
        raise SystemExit(f"callgrind failed for {impl} {name}:\n{proc.stderr[-2000:]}")
    return int(found.group(1))


def per_run(impl: str, name: str, runs: int) -> float:
    """Instructions of one run of workload *name* under *impl*."""
    return (_collected(impl, name, runs) - _collected(impl, name, 0)) / runs


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        _child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="+", metavar="NAME", help="workload name substring")
    p.add_argument("--runs", type=int, default=2, help="runs measured after the warm-up")
    p.add_argument("--impl", action="append", choices=sorted(IMPLS),
                   help="implementations to measure (default: both)")
    args = p.parse_args()
    impls = args.impl or ["cpython", "sandbox"]
    for name in args.names:
        w = _find(name)
        counts = {impl: per_run(impl, name, args.runs) for impl in impls}
        cells = "  ".join(f"{impl} {n / 1e6:,.1f}M" for impl, n in counts.items())
        ratio = ""
        if "cpython" in counts and "sandbox" in counts:
            ratio = f"  ratio {counts['sandbox'] / counts['cpython']:.2f}x"
        print(f"{w.name:<26} {cells}{ratio}", flush=True)


if __name__ == "__main__":
    main()
