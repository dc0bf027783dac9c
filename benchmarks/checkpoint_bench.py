"""Runs on a session whose state does not change, in process mode: the worker's checkpoint
after each run is skipped when the state is unchanged (sandbox/isolation/unchanged.py), and
exported otherwise. The session holds a Cart of N dataclass Items (classes, instances,
an imported module); each run reads ``cart.total``.

Usage: python benchmarks/checkpoint_bench.py [--items N] [--runs R] [--repeat K]
Prints the best per-run time over K repeats of R runs, and the in-process times of the
unchanged walk and of the export it saves.
"""

from __future__ import annotations

import argparse
import time

from sandbox import Sandbox

SETUP = """
import json, dataclasses
from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    price: float
    tags: list = field(default_factory=list)
class Cart:
    def __init__(self):
        self.items = []
    def add(self, it):
        self.items.append(it)
    @property
    def total(self):
        return sum(i.price for i in self.items)
cart = Cart()
for i in range(N):
    cart.add(Item(f"i{i}", i * 1.5, ["a"]))
"""


def _best(fn: object, runs: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(runs):
            fn()  # type: ignore[operator]
        best = min(best, (time.perf_counter() - started) / runs)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=50)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5)
    opts = parser.parse_args()
    setup = SETUP.replace("range(N)", f"range({opts.items})")
    sandbox = Sandbox(isolation="process")
    session = sandbox.session()
    session.run_sync(setup).check()
    run = lambda: session.run_sync("cart.total").check()  # noqa: E731
    per_run = _best(run, opts.runs, opts.repeat)
    print(f"process mode, run of cart.total ({opts.items} items): {per_run * 1e6:.0f} us")

    from sandbox.isolation.unchanged import fingerprint
    local = Sandbox(isolation="inprocess").session()
    local.run_sync(setup).check()
    walk = _best(lambda: fingerprint(local.globals, None, local), 20, opts.repeat)
    export = _best(local.export_state, 20, opts.repeat)
    print(f"in process: unchanged walk {walk * 1e6:.0f} us, export {export * 1e6:.0f} us")


if __name__ == "__main__":
    main()
