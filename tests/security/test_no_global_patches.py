"""Loading the sandbox and running guest code rebinds nothing of the standard library.

A sandbox shares the process with its host (in-process isolation) and with other sessions,
so a wrapper module that patched a stdlib function or a class's method would change what
host code runs. This census proves the absence of such patches, by construction rather
than by review: in a child process it imports every stdlib module the sandbox will load,
takes the identity of each function or class a stdlib module binds and of every entry of
every stdlib class's namespace, then imports the sandbox, loads every wrapper, imports
every allowlisted module in a session and runs guest code through the parts that once
needed patches (protocols, forward references), and compares. Any rebinding fails, except
those listed in :data:`DECLARED`, each with the reason it is neutral for host code.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = str(Path(__file__).resolve().parents[2])

#: Rebindings the sandbox makes on purpose, and why host code cannot tell. A new entry needs
#: the same argument; prefer a sandbox-side replacement (its own class or function).
DECLARED = {
    # a guest Protocol's attributes exclude the sandbox's own markers; for any class without
    # them (every host class) the result is typing's own
    "typing._get_protocol_attrs":
        "typing's own result for every class without the sandbox's markers",
    # refuses over-long forward-reference strings only while a run executes in the thread;
    # otherwise calls typing's own __init__ with the same arguments
    "typing.ForwardRef.__init__": "bounded only inside a sandbox run (in_run())",
}

#: Guest code that drives the wrappers through the paths that could patch (run once).
_WORKLOAD = """
import typing
from typing import Protocol, List, runtime_checkable, get_type_hints
@runtime_checkable
class P(Protocol):
    def f(self): ...
class C:
    def f(self): return 1
print(isinstance(C(), P), List['int'], get_type_hints(C.f))
import datetime, decimal, enum, dataclasses, json, re, collections, functools, itertools
class D(datetime.date): pass
class E(enum.Enum):
    A = 1
@dataclasses.dataclass
class K:
    x: int = 1
print(D(2024, 1, 1), E.A, K(), json.dumps({'a': [1]}), re.sub('a', 'b', 'aa'))
"""

_CHILD = r"""
import importlib, json, sys, types, os
names = json.loads(sys.argv[1])
workload = sys.argv[2]

def stdlib(name):
    return not name.startswith(("sandbox", "__main__", "_pytest", "pytest", "anyio", "trio",
                                "greenlet", "msgpack", "asttokens", "regex", "sniffio",
                                "outcome", "attr", "sortedcontainers", "idna", "six",
                                "tzdata", "exceptiongroup", "typing_extensions", "pluggy",
                                "_virtualenv", "seccomp", "pyseccomp"))

for name in names:
    if stdlib(name):
        try:
            importlib.import_module(name)
        except Exception:
            pass

def snapshot():
    seen = {}
    for name, mod in list(sys.modules.items()):
        if not isinstance(mod, types.ModuleType) or not stdlib(name):
            continue
        for key, value in list(vars(mod).items()):
            if isinstance(value, (types.FunctionType, types.BuiltinFunctionType, type)):
                seen[f"{name}.{key}"] = id(value)
            if isinstance(value, type) and getattr(value, "__module__", None) == name \
                    and getattr(mod, value.__name__, None) is value:
                for entry, member in list(vars(value).items()):
                    if not entry.startswith("_abc_"):  # ABC caches: data, not code
                        seen[f"{name}.{key}.{entry}"] = id(member)
    return seen

before = snapshot()
os.environ["SANDBOX_ISOLATION"] = "inprocess"
from sandbox import Sandbox
from sandbox.modules import importable, load_wrappers
load_wrappers()
session = Sandbox().session()
for module in importable():
    result = session.run_sync(f"import {module}")
    assert result.error is None, (module, result.error)
result = session.run_sync(workload)
assert result.error is None, result.error
after = snapshot()
changed = sorted(k for k in before if k in after and before[k] != after[k])
print(json.dumps(changed))
"""

_LIST_MODULES = r"""
import json, os, sys
os.environ["SANDBOX_ISOLATION"] = "inprocess"
from sandbox import Sandbox
from sandbox.modules import importable, load_wrappers
load_wrappers()
session = Sandbox().session()
for module in importable():
    session.run_sync(f"import {module}")
session.run_sync(sys.argv[1])
print(json.dumps(sorted(sys.modules)))
"""


def _child(code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=REPO, capture_output=True,
                          text=True, timeout=600, env={"PYTHONPATH": REPO, "PATH": "/usr/bin:/bin",
                                                       "PYTHONHASHSEED": "0"})
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip().splitlines()[-1]


def test_the_sandbox_rebinds_no_stdlib_function_or_class_member() -> None:
    modules = _child(_LIST_MODULES, _WORKLOAD)
    changed = json.loads(_child(_CHILD, modules, _WORKLOAD))
    undeclared = [name for name in changed if name not in DECLARED]
    assert not undeclared, f"the sandbox rebinds stdlib names: {undeclared}"
    # the declared ones are still made (else the entry is stale: drop it)
    assert sorted(DECLARED) == sorted(n for n in changed if n in DECLARED), changed
