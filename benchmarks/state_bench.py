"""Benchmark session state export + import against ``pickle.dumps`` + ``pickle.loads``.

Usage::

    python benchmarks/state_bench.py [--records N] [--repeat R]

The session holds one global: a dict of ``N`` (default 10,000) small records (``{"id": int,
"name": str, "score": float, "active": bool, "tags": [str, str]}``), built by guest code.
Each repetition times, side by side and in alternating order, ``session.export_state()`` +
``sandbox.session(state=blob)`` and ``pickle.dumps(records)`` + ``pickle.loads(blob)`` on
the very same dict; the best time of each is reported with the blob sizes, and the median
of the per-repetition ratios (each repetition times both back to back, so on a loaded
machine the paired median is steadier than the ratio of the bests).
"""

from __future__ import annotations

import argparse
import gc
import os
import pickle
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")  # the evaluator's own figures
from sandbox import Sandbox  # noqa: E402

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
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
