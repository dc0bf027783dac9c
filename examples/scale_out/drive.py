"""Drive sessions that hop between two workers and print throughput and the cost of a hop.

Run from this folder once Redis and the two workers of README.md are up:
``python drive.py`` (``--sessions 100 --runs 4``). Each session's runs alternate between the
queues ``w1`` and ``w2``, so every run after the first moves the session to the other
worker: the run loads the session's signed record from Redis, runs, and saves it back with
a version check. All sessions advance together (one run of each in flight at a time).
"""

from __future__ import annotations

import argparse
import statistics
import time
import uuid

from app import app

from sandbox.contrib.celery import SessionClient

#: A run that calls a tool pays more than a hop: the call is a durable step (two writes of
#: the run's checkpoint) and the run is replayed once after it (see sandbox.contrib.celery).
STEPS = [
    "basket = []\ntotal = 0.0",
    "basket.append('apple')\ntotal += price('apple')",
    "basket.append('pear')\ntotal += price('pear')",
    "len(basket), total",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--runs", type=int, default=len(STEPS))
    parser.add_argument("--no-tools", action="store_true",
                        help="runs without tool calls (price() replaced by constants)")
    args = parser.parse_args()
    steps = [s.replace("price('apple')", "0.5").replace("price('pear')", "0.75")
             if args.no_tools else s for s in STEPS]
    client = SessionClient(app)
    sessions = [f"example-{uuid.uuid4().hex}" for _ in range(args.sessions)]
    results: list[dict] = []
    started = time.perf_counter()
    for step in range(args.runs):
        code = steps[step % len(steps)]
        pending = [client.run(sid, code, queue=("w1", "w2")[(i + step) % 2])
                   for i, sid in enumerate(sessions)]
        results.extend(client.outcome(p, timeout_s=120) for p in pending)
    elapsed = time.perf_counter() - started
    hops = [r for r in results if r["version"] > 1]
    moved = sum(1 for i in range(args.sessions, len(results))
                if results[i]["worker"] != results[i - args.sessions]["worker"])
    load = [r["store_s"]["load"] * 1e3 for r in hops]
    save = [r["store_s"]["save"] * 1e3 for r in hops]
    workers = sorted({r["worker"] for r in results})
    last = results[-1]
    print(f"{args.sessions} sessions x {args.runs} runs on {len(workers)} workers "
          f"({', '.join(workers)}): {elapsed:.2f} s")
    print(f"  {args.sessions / elapsed:.1f} sessions/s, {len(results) / elapsed:.1f} runs/s; "
          f"{moved} of {len(results) - args.sessions} later runs moved worker")
    print(f"  hop cost per run (in the worker, median): load {statistics.median(load):.2f} ms"
          f" + save {statistics.median(save):.2f} ms = "
          f"{statistics.median(a + b for a, b in zip(load, save, strict=True)):.2f} ms")
    print(f"  last value: {last['value']} (session version {last['version']})")


if __name__ == "__main__":
    main()
