"""Benchmark session state export + import against ``pickle.dumps`` + ``pickle.loads``.

Usage::

    python benchmarks/state_bench.py [--records N] [--repeat R]
    python benchmarks/state_bench.py --instructions [--records N] [--repeat R]

The session holds one global: a dict of ``N`` (default 10,000) small records (``{"id": int,
"name": str, "score": float, "active": bool, "tags": [str, str]}``), built by guest code.
Each repetition times, side by side and in alternating order, ``session.export_state()`` +
``sandbox.session(state=blob)`` and ``pickle.dumps(records)`` + ``pickle.loads(blob)`` on
the very same dict; the best time of each is reported with the blob sizes, and the median
of the per-repetition ratios (each repetition times both back to back, so on a loaded
machine the paired median is steadier than the ratio of the bests).

``--instructions`` counts instructions instead (``valgrind --tool=callgrind``, needs valgrind;
``PYTHONHASHSEED=0``): for each side a child process builds the records, does one warm-up
round and then 0 or ``R`` (default 3 here) more; the difference of the two totals over ``R``
is one round's cost, unaffected by the machine's load. ``--split`` also counts the export
alone and the import alone (of the blob the child exported first), and ``pickle.dumps``
alone.
"""

from __future__ import annotations

import argparse
import gc
import os
import pickle
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")  # the evaluator's own figures
from sandbox import Limits, Sandbox  # noqa: E402

SOURCE = """
records = {}
for i in range(N):
    records[f"user{i}"] = {"id": i, "name": f"user {i}", "score": i * 0.5,
                           "active": i % 3 == 0, "tags": ["a", "b"]}
"""


def run(n: int, repeat: int) -> dict[str, float]:
    sandbox = Sandbox()
    session = sandbox.session()
    session.run_sync(SOURCE, inputs={"N": n}).check()
    records = session.globals["records"]
    blob = session.export_state()
    restored = sandbox.session(state=blob)
    assert restored.globals["records"] == records
    pickled = pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL)
    best = {"state": float("inf"), "pickle": float("inf"), "export": float("inf"),
            "import": float("inf")}
    ratios = []
    for i in range(repeat):
        pair = {}
        for which in (("state", "pickle") if i % 2 == 0 else ("pickle", "state")):
            gc.collect()
            if which == "state":
                t0 = time.perf_counter()
                blob = session.export_state()
                t1 = time.perf_counter()
                sandbox.session(state=blob)
                t2 = time.perf_counter()
                best["export"] = min(best["export"], t1 - t0)
                best["import"] = min(best["import"], t2 - t1)
                best["state"] = min(best["state"], t2 - t0)
                pair["state"] = t2 - t0
            else:
                t0 = time.perf_counter()
                pickle.loads(pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL))
                pair["pickle"] = time.perf_counter() - t0
                best["pickle"] = min(best["pickle"], pair["pickle"])
        ratios.append(pair["state"] / pair["pickle"])
    best["paired"] = statistics.median(ratios)
    best["state_bytes"] = len(blob)
    best["pickle_bytes"] = len(pickled)
    return best


def _child(which: str, n: int, rounds: int) -> None:
    """One callgrind target: build the records, one warm-up round, then ``rounds`` more.
    (No time limit to speak of: under callgrind on a loaded machine building the records
    takes more than the default 30 s.)"""
    sandbox = Sandbox(limits=Limits(timeout_s=3600))
    session = sandbox.session()
    session.run_sync(SOURCE, inputs={"N": n}).check()
    records = session.globals["records"]
    blob = session.export_state()
    for _ in range(rounds + 1):
        if which == "state":
            sandbox.session(state=session.export_state())
        elif which == "export":
            session.export_state()
        elif which == "import":
            sandbox.session(state=blob)
        elif which == "dumps":
            pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL)
        else:
            pickle.loads(pickle.dumps(records, protocol=pickle.HIGHEST_PROTOCOL))


def _collected(which: str, n: int, rounds: int) -> int:
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
           str(Path(__file__).resolve()), "--child", which, str(n), str(rounds)]
    env = dict(os.environ, PYTHONHASHSEED="0")
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not found:
        raise SystemExit(f"callgrind failed for {which}:\n{proc.stderr[-2000:]}")
    return int(found.group(1))


def instructions(n: int, rounds: int, split: bool = False) -> None:
    sides = ("state", "pickle", "export", "import", "dumps") if split else ("state", "pickle")
    counts = {w: (_collected(w, n, rounds) - _collected(w, n, 0)) / rounds for w in sides}
    print(f"{n:,} records, instructions per round (callgrind, {rounds} rounds)")
    print(f"  export+import  {counts['state'] / 1e6:8.1f}M")
    print(f"  pickle d+l     {counts['pickle'] / 1e6:8.1f}M")
    print(f"  ratio          {counts['state'] / counts['pickle']:8.2f} x")
    if split:
        print(f"  export alone   {counts['export'] / 1e6:8.1f}M")
        print(f"  import alone   {counts['import'] / 1e6:8.1f}M")
        print(f"  pickle dumps   {counts['dumps'] / 1e6:8.1f}M")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        _child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=None,
                        help="repetitions (default 30; 3 with --instructions)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions under callgrind instead of timing")
    parser.add_argument("--split", action="store_true",
                        help="with --instructions: also export alone, import alone, dumps")
    args = parser.parse_args()
    if args.instructions:
        instructions(args.records, args.repeat or 3, args.split)
        return
    args.repeat = args.repeat or 30
    r = run(args.records, args.repeat)
    print(f"{args.records:,} records, best of {args.repeat}")
    print(f"  export+import  {r['state'] * 1000:7.2f} ms  (export {r['export'] * 1000:.2f} ms, "
          f"import {r['import'] * 1000:.2f} ms)  {r['state_bytes']:>9,} bytes")
    print(f"  pickle d+l     {r['pickle'] * 1000:7.2f} ms  {'':31}{r['pickle_bytes']:>9,} bytes")
    print(f"  ratio          {r['state'] / r['pickle']:7.2f} x time, "
          f"{r['state_bytes'] / r['pickle_bytes']:.2f} x size")
    print(f"  paired median  {r['paired']:7.2f} x time")


if __name__ == "__main__":
    main()
