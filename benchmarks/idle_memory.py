"""What an idle session costs in memory (issue 20's goal: <= 50 KB).

Usage::

    python benchmarks/idle_memory.py [--n N] [--top K]

For each scenario the script keeps ``N`` (default 100) idle sessions alive and reports the
memory they hold, per session:

* ``tracemalloc``: the traced bytes after making them minus the bytes before (both after a
  ``gc.collect()``), divided by ``N``; one warm-up session first, so that caches filled once
  per process (compiled programs, lazily built tables, imported modules) are not counted;
* ``top``: the ``K`` source lines that allocated most of it (``Snapshot.compare_to(...,
  "lineno")``), the breakdown to read when the figure grows.

Scenarios:

* ``sandbox+session, tiny run``: ``Sandbox(isolation="inprocess").session()`` after
  ``run_sync("x = 1 + 2")`` (a sandbox per session);
* ``session, tiny run``: the same with one shared ``Sandbox``;
* ``session, defs``: a shared ``Sandbox``, after a run that defines three functions, two
  classes (one with a method and a property) and an instance (the source is the same for
  every session, so its compiled program is cached and shared, as in a host that serves
  many sessions the same notebook);
* ``session, 5 runs``: a shared ``Sandbox``, after five tiny runs (whatever a run leaves
  behind in its session accumulates here);
* ``session, imports``: a shared ``Sandbox``, after ``import json, re, math, collections,
  datetime`` (each session builds its own module objects: not part of the goal's idle
  session, shown for scale).

The figures are deterministic to a few bytes for a given interpreter build (no timing).
"""

from __future__ import annotations

import argparse
import gc
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sandbox import Sandbox  # noqa: E402

DEFS = """\
def area(w, h):
    return w * h

def scale(xs, k=2):
    return [x * k for x in xs]

def describe(p):
    return f"{p.name} ({p.age})"

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

class Person:
    def __init__(self, name, age):
        self.name, self.age = name, age

me = Person("ada", 36)
total = area(3, 4) + sum(scale([1, 2, 3]))
"""


def _scenarios() -> dict[str, Callable[[], Any]]:
    shared = Sandbox(isolation="inprocess")

    def tiny_own() -> Any:
        s = Sandbox(isolation="inprocess").session()
        s.run_sync("x = 1 + 2").check()
        return s

    def tiny() -> Any:
        s = shared.session()
        s.run_sync("x = 1 + 2").check()
        return s

    def defs() -> Any:
        s = shared.session()
        s.run_sync(DEFS).check()
        return s

    def five() -> Any:
        s = shared.session()
        for _ in range(5):
            s.run_sync("x = 1 + 2").check()
        return s

    def imports() -> Any:
        s = shared.session()
        s.run_sync("import json, re, math, collections, datetime").check()
        return s

    return {"sandbox+session, tiny run": tiny_own, "session, tiny run": tiny,
            "session, defs": defs, "session, 5 runs": five, "session, imports": imports}


def measure(make: Callable[[], Any], n: int) -> tuple[float, list[tracemalloc.StatisticDiff]]:
    """Bytes per idle session made by ``make`` (``n`` kept alive), and the top lines."""
    make()  # warm-up: per-process caches are not a session's cost
    gc.collect()
    before = tracemalloc.take_snapshot()
    start = tracemalloc.get_traced_memory()[0]
    kept = [make() for _ in range(n)]
    gc.collect()
    held = tracemalloc.get_traced_memory()[0] - start
    after = tracemalloc.take_snapshot()
    top = after.compare_to(before, "lineno")
    del kept
    gc.collect()
    return held / n, top


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=100, help="sessions kept alive per scenario")
    p.add_argument("--top", type=int, default=8, help="allocation sites shown per scenario")
    a = p.parse_args()
    tracemalloc.start()
    for name, make in _scenarios().items():
        per, top = measure(make, a.n)
        print(f"{name:28s} {per / 1024:7.1f} KB per idle session (goal <= 50 KB)")
        for stat in top[:a.top]:
            frame = stat.traceback[0]
            where = f"{Path(frame.filename).name}:{frame.lineno}"
            print(f"    {stat.size_diff / a.n / 1024:6.2f} KB  {stat.count_diff / a.n:6.1f} "
                  f"blocks  {where}")


if __name__ == "__main__":
    main()
