"""Instructions (callgrind) per loop iteration of a small guest program.

Usage::

    python benchmarks/ir_source.py NAME [N1 N2] [--tree PATH]

``NAME`` is a program of :data:`PROGRAMS` (its ``{N}`` is the loop's length).  Two children
run under ``valgrind --tool=callgrind``: each compiles and runs the program once with ``{N}``
= 3 (warm-up) and once with ``{N}`` = N1 or N2 (default 200 and 2200), in process, with
``PYTHONHASHSEED=0``.  The figure is the difference of the two totals divided by N2 - N1:
the instructions of one iteration, with start-up, imports and compilation subtracted.  One
figure costs two short runs instead of a whole ``run.py`` workload (``instructions.py``),
which matters on a loaded machine.  ``--tree`` measures another checkout (a ``git archive``
copy of a base commit, say) with this script.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import WORKLOADS  # noqa: E402  (the class workload's source, with its loop length)

PROGRAMS = {
    "class": next(w.src for w in WORKLOADS if w.name.startswith("class")).replace(
        "range(100000)", "range({N})"),
    "arith": "total = 0\nfor i in range({N}):\n    total += i * 2 % 7\n",
    "fib": ("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n"
            "for i in range({N}):\n    fib(12)\n"),
}

_CHILD = """
import sys
from sandbox import Limits, Sandbox
src, n = sys.argv[1], sys.argv[2]
sb = Sandbox(limits=Limits().replace(max_steps=10**9, timeout_s=600), isolation="inprocess")
sb.session().run_sync(src.replace("{N}", "3")).check()
sb.session().run_sync(src.replace("{N}", n)).check()
"""


def _ir(tree: str, src: str, n: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        env = {**os.environ, "PYTHONPATH": tree, "PYTHONHASHSEED": "0",
               "SANDBOX_ISOLATION": "inprocess"}
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        sys.executable, "-c", _CHILD, src, str(n)],
                       check=True, capture_output=True, env=env)
        text = Path(out).read_text()
    found = re.search(r"^summary:\s+(\d+)", text, re.M)
    assert found is not None
    return int(found.group(1))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("name", choices=sorted(PROGRAMS))
    p.add_argument("n", type=int, nargs="*", default=[200, 2200])
    p.add_argument("--tree", default=str(ROOT))
    a = p.parse_args()
    n1, n2 = a.n if len(a.n) == 2 else (200, 2200)
    src = PROGRAMS[a.name]
    low, high = _ir(a.tree, src, n1), _ir(a.tree, src, n2)
    print(f"{a.name} ({a.tree}): {(high - low) / (n2 - n1):,.0f} instructions an iteration")


if __name__ == "__main__":
    main()
