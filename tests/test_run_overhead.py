"""What a run costs besides the guest code (issue 20): no cyclic garbage per run, and a compile
cache keyed by everything that changes compilation. Counts and identities only, never times.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox import Limits, SandboxSyntaxError
from sandbox.compiler import compile_program

ROOT = Path(__file__).resolve().parent.parent


#: Runs in a fresh interpreter: gc.collect() counts every thread's garbage, and threads an
#: earlier test left (a worker pool's reaper, an idle tool thread ending) may make some of
#: their own, so in the suite's process the count need not be the run's alone (the likely
#: cause of a full-suite failure no part of the suite reproduced).
_COUNT_GARBAGE = """
import gc, json, sys
from sandbox import Sandbox
code = sys.argv[1]
session = Sandbox(isolation="inprocess").session()
session.run_sync(code)  # first run: lazily built tables are not the run's garbage
# (and both programs compiled before the count: adding one to a full compile cache drops the
# oldest, whose closures are cycles -- the cache's garbage, once, not a run's)
Sandbox(isolation="inprocess").session().run_sync("x = 1 + 2\\nprint(x)")
gc.collect()
gc.disable()
for _ in range(5):
    session.run_sync(code)
    Sandbox(isolation="inprocess").session().run_sync("x = 1 + 2\\nprint(x)")
gc.set_debug(gc.DEBUG_SAVEALL)
gc.collect()
print(json.dumps(sorted({f"{type(o).__qualname__} {getattr(o, '__qualname__', '')}".rstrip()
                         for o in gc.garbage})))
"""


@pytest.mark.parametrize("code", ["x = 1 + 2", "print('hi')\nx = [i for i in range(3)]",
                                  "def f(n):\n    return n\ny = f(2)", "1 / 0"])
def test_runs_leave_no_cyclic_garbage(code: str) -> None:
    """A finished run's host objects (its context, output, loop, root task) are freed by
    reference counting: a cycle among them would make every run pay the collector. (A
    dropped session whose namespace holds a guest function is a cycle, as a module is in
    CPython: the new sessions here define none.) The failure names the garbage's types."""
    done = subprocess.run([sys.executable, "-c", _COUNT_GARBAGE, code], capture_output=True,
                          text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == []


def test_repeated_source_hits_the_compile_cache() -> None:
    limits = Limits()
    first = compile_program("x = 1 + 2", limits)
    assert compile_program("x = 1 + 2", Limits()) is first  # equal limits, same program
    assert compile_program("x = 1 + 2", limits.replace(max_steps=10)) is first  # not a
    # compile option: the step budget is the run's
    assert compile_program("x = 1 + 2", limits.replace(max_nesting_depth=50)) is not first
    assert compile_program("x = 1 + 2", limits.replace(max_source_bytes=10_000)) is not first
    assert compile_program("x = 1 + 3", limits) is not first


def test_compile_cache_keeps_each_limit() -> None:
    """A source cached under a larger limit is still refused under a smaller one."""
    deep = "x = " + "(" * 40 + "1" + ")" * 40
    compile_program(deep, Limits())
    with pytest.raises(SandboxSyntaxError):
        compile_program(deep, Limits().replace(max_nesting_depth=10))
    with pytest.raises(SandboxSyntaxError):
        compile_program(deep, Limits().replace(max_source_bytes=20))
