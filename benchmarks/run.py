"""Benchmark the sandbox against plain CPython ``exec`` (and optional peers).

Usage::

    python benchmarks/run.py [--repeat N] [--quick] [--json PATH] [--workload NAME ...]

Each workload is guest source text that leaves its answer in a variable named ``result``.
Every implementation turns the source into a zero-argument callable (``prepare``) that runs it
once from a fresh state and returns ``result``; the first answer of each implementation is
checked against CPython's.  Repetitions are interleaved: within each repetition every
implementation runs every workload once, in a rotating order.

To add a workload, append a ``Workload`` to ``WORKLOADS``; to add an implementation, write a
class with ``name``, ``unavailable()`` and ``prepare(src)`` and list it in ``IMPLEMENTATIONS``.
Peers (asteval, smolagents, pydantic-monty, RestrictedPython) are skipped when not importable.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))  # sibling modules (latency)


@dataclass(frozen=True)
class Workload:
    name: str
    src: str


WORKLOADS: list[Workload] = [
    Workload(
        "fib(22) recursive",
        "def fib(n):\n"
        "    if n < 2:\n"
        "        return n\n"
        "    return fib(n - 1) + fib(n - 2)\n"
        "result = fib(22)\n",
    ),
    Workload(
        "300k arithmetic loop",
        "total = 0\nfor i in range(300000):\n    total += i * 2 % 7\nresult = total\n",
    ),
    Workload(
        "50k f-string join",
        's = ",".join(f"{i}:{i*i}" for i in range(50000))\nresult = len(s)\n',
    ),
    Workload(
        "100k dict comprehension",
        "d = {i: i * i for i in range(200000) if i % 2 == 0}\nresult = (len(d), d[199998])\n",
    ),
    Workload(
        "sorted 200k key=lambda",
        "data = [(i * 7919) % 200003 for i in range(200000)]\n"
        "s = sorted(data, key=lambda x: -x)\n"
        "result = (s[0], s[-1], s[100000])\n",
    ),
]

#: The five compute workloads whose geometric mean is the headline figure.
COMPUTE = [w.name for w in WORKLOADS]

WORKLOADS += [
    Workload(
        "class: 100k method calls",
        "class Account:\n"
        "    def __init__(self, owner):\n"
        "        self.owner = owner\n"
        "        self._balance = 0\n"
        "    @property\n"
        "    def balance(self):\n"
        "        return self._balance\n"
        "    def deposit(self, amount):\n"
        "        self._balance += amount\n"
        "        return self.balance\n"
        "acct = Account('ada')\n"
        "for i in range(100000):\n"
        "    acct.deposit(i % 10)\n"
        "result = acct.balance\n",
    ),
    Workload(
        "agent-style report",
        "import json\n"
        "raw = json.dumps([{'id': i, 'team': 'team%d' % (i % 7), 'score': (i * 37) % 101,\n"
        "                  'tags': ['a', 'b', 'c'][: i % 4]} for i in range(3000)])\n"
        "records = json.loads(raw)\n"
        "groups = {}\n"
        "for r in records:\n"
        "    groups.setdefault(r['team'], []).append(r)\n"
        "lines = []\n"
        "for team, rs in sorted(groups.items(), key=lambda kv: -sum(r['score'] for r in kv[1])):\n"
        "    top = sorted(rs, key=lambda r: (-r['score'], r['id']))[:3]\n"
        "    avg = sum(r['score'] for r in rs) / len(rs)\n"
        "    tags = sum(len(r['tags']) for r in rs)\n"
        "    lines.append(f'{team:<8} n={len(rs):4d} avg={avg:6.2f} tags={tags:5d} top='\n"
        "                 + ', '.join(f\"#{r['id']}({r['score']})\" for r in top))\n"
        "result = '\\n'.join(lines)\n",
    ),
]


Runner = Callable[[], Any]


class Implementation(Protocol):
    name: str

    def unavailable(self) -> str | None:
        """None if usable, else the reason it is skipped."""

    def prepare(self, src: str) -> Runner:
        """Return a callable that runs *src* once from a fresh state and returns ``result``."""


class CPythonExec:
    name = "cpython"

    def unavailable(self) -> str | None:
        return None

    def prepare(self, src: str) -> Runner:
        code = compile(src, "<bench>", "exec")

        def run() -> Any:
            ns: dict[str, Any] = {}
            exec(code, ns)
            return ns["result"]

        return run


class SandboxImpl:
    name = "sandbox"

    def unavailable(self) -> str | None:
        try:
            import sandbox  # noqa: F401
        except Exception as exc:  # pragma: no cover - reported in the table
            return f"import failed: {exc!r}"
        return None

    def prepare(self, src: str) -> Runner:
        from sandbox import Limits, Sandbox

        sb = Sandbox(limits=Limits().replace(max_steps=10**9, timeout_s=600),
                     isolation="inprocess")  # the evaluator against exec
        code = src + "result\n"

        def run() -> Any:
            return sb.session().run_sync(code).check().value

        return run


# --- optional peers (best effort adapters; skipped when the package is not importable) ---


class AstevalImpl:
    name = "asteval"

    def unavailable(self) -> str | None:
        return _missing("asteval")

    def prepare(self, src: str) -> Runner:
        from asteval import Interpreter

        def run() -> Any:
            interp = Interpreter()
            interp.eval(src, show_errors=False)
            if interp.error:
                raise RuntimeError(interp.error[0].get_error())
            return interp.symtable["result"]

        return run


class SmolagentsImpl:
    name = "smolagents"

    def unavailable(self) -> str | None:
        return _missing("smolagents")

    def prepare(self, src: str) -> Runner:
        from smolagents.local_python_executor import BASE_PYTHON_TOOLS, evaluate_python_code

        def run() -> Any:
            state: dict[str, Any] = {}
            evaluate_python_code(src, static_tools=dict(BASE_PYTHON_TOOLS), state=state)
            return state["result"]

        return run


class MontyImpl:
    """pydantic-monty (Rust bytecode VM): a pool of worker processes, one checkout (a fresh
    REPL session in a worker) per run; the value of the final expression comes back."""

    name = "pydantic-monty"
    _pool: Any = None

    def unavailable(self) -> str | None:
        return _missing("pydantic_monty")

    def prepare(self, src: str) -> Runner:
        import pydantic_monty

        if MontyImpl._pool is None:
            MontyImpl._pool = pydantic_monty.Monty().__enter__()
        pool = MontyImpl._pool
        code = src + "result\n"

        def run() -> Any:
            with pool.checkout() as session:
                return session.feed_run(code)

        return run


class InterpretThisImpl:
    """interpretthis (Rust tree-walker) in-process."""

    name = "interpretthis"

    def unavailable(self) -> str | None:
        return _missing("interpretthis")

    def prepare(self, src: str) -> Runner:
        import interpretthis

        def run() -> Any:
            interp = interpretthis.Interpreter()
            result = interp.execute(src)
            if result.error is not None:
                raise RuntimeError(str(result.error))
            return interp.get_variable("result")

        return run


class RestrictedPythonImpl:
    name = "RestrictedPython"

    def unavailable(self) -> str | None:
        return _missing("RestrictedPython")

    def prepare(self, src: str) -> Runner:
        import operator

        from RestrictedPython import compile_restricted, limited_builtins, safe_builtins
        from RestrictedPython.Eval import default_guarded_getitem, default_guarded_getiter
        from RestrictedPython.Guards import guarded_iter_unpack_sequence, safer_getattr

        code = compile_restricted(src, "<bench>", "exec")
        inplace = {"+=": operator.iadd, "-=": operator.isub, "*=": operator.imul}
        builtins = {**safe_builtins, **limited_builtins, "dict": dict, "list": list}

        def run() -> Any:
            ns: dict[str, Any] = {
                "__builtins__": builtins,
                "_getattr_": safer_getattr,
                "_getitem_": default_guarded_getitem,
                "_getiter_": default_guarded_getiter,
                "_iter_unpack_sequence_": guarded_iter_unpack_sequence,
                "_inplacevar_": lambda op, x, y: inplace[op](x, y),
                "_write_": lambda obj: obj,
            }
            exec(code, ns)
            return ns["result"]

        return run


def _missing(module: str) -> str | None:
    import importlib.util

    return None if importlib.util.find_spec(module) else f"{module} not installed"


IMPLEMENTATIONS: list[Implementation] = [
    CPythonExec(),
    SandboxImpl(),
    AstevalImpl(),
    SmolagentsImpl(),
    MontyImpl(),
    InterpretThisImpl(),
    RestrictedPythonImpl(),
]
BASELINE = "cpython"
REQUIRED = ("cpython", "sandbox")


@dataclass
class Cell:
    workload: str
    impl: str
    times: list[float] = field(default_factory=list)
    error: str | None = None

    @property
    def median(self) -> float:
        return statistics.median(self.times)


def run_benchmarks(
    workloads: list[Workload], impls: list[Implementation], repeat: int, log: Callable[[str], Any]
) -> dict[tuple[str, str], Cell]:
    cells: dict[tuple[str, str], Cell] = {}
    runners: dict[tuple[str, str], Runner] = {}
    expected: dict[str, Any] = {}
    for w in workloads:
        for impl in impls:
            cell = cells[w.name, impl.name] = Cell(w.name, impl.name)
            try:
                runners[w.name, impl.name] = impl.prepare(w.src)
            except Exception as exc:
                cell.error = f"prepare: {type(exc).__name__}: {exc}"
    for rep in range(repeat):
        log(f"repetition {rep + 1}/{repeat}")
        for w in workloads:
            k = rep % len(impls)
            for impl in impls[k:] + impls[:k]:  # rotate the order between repetitions
                cell = cells[w.name, impl.name]
                if cell.error is not None:
                    continue
                gc.collect()
                t0 = time.perf_counter()
                try:
                    value = runners[w.name, impl.name]()
                except Exception as exc:
                    cell.error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:120]}"
                    continue
                cell.times.append(time.perf_counter() - t0)
                if impl.name == BASELINE:
                    expected.setdefault(w.name, value)
                elif len(cell.times) == 1:
                    cell_check = expected.get(w.name, value)
                    if value != cell_check:
                        cell.error = f"wrong result {value!r} (expected {cell_check!r})"
    return cells


def ratio(cells: dict[tuple[str, str], Cell], workload: str, impl: str) -> float | None:
    base, cell = cells[workload, BASELINE], cells[workload, impl]
    if base.error or cell.error or not base.times or not cell.times:
        return None
    return cell.median / base.median


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def format_table(
    cells: dict[tuple[str, str], Cell], workloads: list[Workload], impls: list[Implementation]
) -> str:
    header = f"{'workload':<26} {'implementation':<17} {'median s':>9} {'min s':>9} {'max s':>9}"
    header += f" {'ratio':>8}"
    lines = [header, "-" * len(header)]
    for w in workloads:
        for impl in impls:
            c = cells[w.name, impl.name]
            if c.error or not c.times:
                lines.append(f"{w.name:<26} {impl.name:<17} error: {c.error}")
                continue
            r = ratio(cells, w.name, impl.name)
            rs = f"{r:7.1f}x" if r is not None else "       -"
            lines.append(
                f"{w.name:<26} {impl.name:<17} {c.median:9.4f} {min(c.times):9.4f}"
                f" {max(c.times):9.4f} {rs}"
            )
    lines.append("")
    compute = [w for w in workloads if w.name in COMPUTE]
    lines.append(f"geometric mean of median ratios vs {BASELINE}, the five compute workloads"
                 " (those that ran):")
    for impl in impls:
        if impl.name == BASELINE:
            continue
        ok = [r for w in compute if (r := ratio(cells, w.name, impl.name)) is not None]
        g = geomean(ok)
        gs = f"{g:.1f}x over {len(ok)}/{len(compute)} workloads" if g is not None else "n/a"
        lines.append(f"  {impl.name:<17} {gs}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=None, help="repetitions (default 5)")
    p.add_argument("--quick", action="store_true", help="2 repetitions")
    p.add_argument("--json", metavar="PATH", help="also write raw results as JSON")
    p.add_argument("--workload", action="append", metavar="NAME", help="substring filter")
    p.add_argument("--no-latency", action="store_true", help="skip the latency/memory table")
    args = p.parse_args(argv)
    repeat = args.repeat if args.repeat is not None else (2 if args.quick else 5)
    if repeat < 1:
        p.error("--repeat must be at least 1")

    workloads = [
        w for w in WORKLOADS if not args.workload or any(s in w.name for s in args.workload)
    ]
    if not workloads:
        p.error("no workload matches")
    impls: list[Implementation] = []
    skipped: dict[str, str] = {}
    for impl in IMPLEMENTATIONS:
        reason = impl.unavailable()
        if reason is None:
            impls.append(impl)
        else:
            skipped[impl.name] = reason

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.machine()}, {repeat} repetitions"
    )
    for name, reason in skipped.items():
        print(f"skipped {name}: {reason}")
    cells = run_benchmarks(workloads, impls, repeat, log)
    print(format_table(cells, workloads, impls))
    latency_rows: list[dict[str, Any]] = []
    if not args.no_latency:
        from latency import format_latency, measure_latency

        latency_rows = measure_latency(repeat)
        print()
        print(format_latency(latency_rows))

    if args.json:
        data = {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "repeat": repeat,
            "skipped": skipped,
            "latency": latency_rows,
            "geomean_ratio_vs_cpython": {
                impl.name: geomean(
                    [r for w in workloads if (r := ratio(cells, w.name, impl.name)) is not None]
                )
                for impl in impls
                if impl.name != BASELINE
            },
            "results": [
                {
                    "workload": c.workload,
                    "implementation": c.impl,
                    "times_s": c.times,
                    "median_s": c.median if c.times else None,
                    "ratio_vs_cpython": ratio(cells, c.workload, c.impl),
                    "error": c.error,
                }
                for c in cells.values()
            ],
        }
        Path(args.json).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    # Exit 1 if CPython or the sandbox could not run every workload (peers may fail freely).
    required = [i for i in impls if i.name in REQUIRED]
    ok = len(required) == len(REQUIRED) and all(
        cells[w.name, i.name].error is None for w in workloads for i in required
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
