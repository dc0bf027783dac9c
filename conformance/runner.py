"""Run conformance cases under CPython and under the sandbox and compare.

A case is ``conformance/cases/<area>__<case>.py``: a small deterministic program. It passes
when the sandbox's captured stdout equals CPython's, its stderr (``RunResult.stderr``) equals
CPython's stderr (the case's file name written as the sandbox names its program,
``<sandbox>``; warnings filtered as a plain ``python case.py`` filters them), and the final
exception line (``Type: message`` as ``traceback.format_exception_only`` prints it, or
nothing) is the same. The uncaught exception's traceback is not part of either stream. A case
that ends itself (an uncaught ``SystemExit``: ``sys.exit(3)``) has no exception line; its exit
status (the low 8 bits, as a shell sees it) must be the same, and its stdout and stderr are
those of a real ``python -c case`` (the interpreter writes a ``sys.exit("text")`` to stderr
as it exits, after the program).

Every case runs in both isolation modes (``isolation="inprocess"`` and ``"process"``): the
sandbox must match CPython either way. :func:`conformance_sandbox` keeps one sandbox per mode
(and tool set), so process mode reuses one warm pool across cases (each case still gets a
fresh session, so a fresh worker, forked by the zygote); any corpus under ``conformance/``
(the agent programs too) gets both modes from the ``isolation`` fixture of
``conformance/conftest.py``.

Usage: ``python -m conformance.runner [PATTERN] [--isolation MODE]`` prints one line per
differing case and a summary; the pytest suite (``conformance/test_conformance.py``) runs the
same comparison.
"""

from __future__ import annotations

import builtins
import contextlib
import io
import itertools
import linecache
import logging
import re
import subprocess
import sys
import traceback
import types
import warnings
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandbox import GuestError, Limits, Sandbox, ToolError

CASES_DIR = Path(__file__).parent / "cases"
_LIMITS = Limits(timeout_s=20.0)
#: The isolation modes every case runs in, and their pytest ids (``-k process`` selects the
#: process-mode half: no id of the other contains "process").
ISOLATIONS = ("inprocess", "process")
ISOLATION_IDS = ("inproc", "process")
#: Pool of a process-mode conformance sandbox: a few warm workers, reused across cases.
_POOL = {"warm": 2, "max_workers": 4}
_SANDBOXES: dict[tuple[Any, ...], Sandbox] = {}


@dataclass(frozen=True)
class Outcome:
    """What a run of one case produced."""

    stdout: str
    exception: str  # final exception line without trailing newline, or "" if none
    stderr: str = ""
    exit_code: int | None = None  # the status of an uncaught SystemExit (0-255), else None


def cpython_outcome(source: str, filename: str = "<case>",
                    tools: Mapping[str, Any] | None = None) -> Outcome:
    """Execute ``source`` in this CPython as ``__main__`` with stdout and stderr captured;
    ``tools`` are plain functions in its namespace (the agent corpus)."""
    buffer, errors = io.StringIO(), io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(source, filename, "exec", dont_inherit=True)
    # the source lines of its tracebacks and warnings, whatever the file name
    linecache.cache[filename] = (len(source), None, source.splitlines(keepends=True), filename)
    exception, exited = "", False
    # the builtins module, as a script's __main__ has it (this module's own __builtins__ is
    # the dict an imported module gets)
    namespace = {"__name__": "__main__", "__builtins__": builtins, **(tools or {})}
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(errors), \
            _plain_warnings(), _bare_root_logger(), _fresh_csv_dialects(), \
            _plain_thread_excepthook(), _case_as_main(namespace, filename) as globals_:
        try:
            exec(code, globals_)
        except Exception as exc:  # noqa: BLE001 - the case's own uncaught exception
            exception = _last_line(traceback.format_exception_only(type(exc), exc))
        except SystemExit:
            if tools:
                raise
            exited = True
    linecache.cache.pop(filename, None)
    if exited:
        return _exit_outcome(source)
    return Outcome(buffer.getvalue(), exception, errors.getvalue().replace(filename, "<sandbox>"))


def _exit_outcome(source: str) -> Outcome:
    """What a real interpreter gives for a case that exits: its streams and exit status."""
    proc = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True,
                          timeout=60, env={"PYTHONIOENCODING": "utf-8"})
    return Outcome(proc.stdout, "", proc.stderr.replace("<string>", "<sandbox>"),
                   proc.returncode)


def conformance_sandbox(isolation: str = "inprocess", tools: Iterable[Any] = (),
                        limits: Limits = _LIMITS) -> Sandbox:
    """The sandbox cases of this mode (and these tools and limits) share: made once, so
    process mode keeps one warm pool for the whole corpus."""
    tools = tuple(tools)
    key = (isolation, tuple(id(t) for t in tools), limits)
    sandbox = _SANDBOXES.get(key)
    if sandbox is None:
        pool = _POOL if isolation == "process" else None
        sandbox = _SANDBOXES[key] = Sandbox(list(tools), limits, isolation=isolation,
                                            pool=pool)
    return sandbox


def sandbox_outcome(source: str, sandbox: Sandbox | None = None,
                    isolation: str = "inprocess",
                    tools: Mapping[str, Any] | None = None) -> Outcome:
    """Execute ``source`` in a fresh session of ``sandbox`` (default: the conformance
    sandbox of ``isolation``). ``tools`` (name -> function, fresh per case because some keep
    state) get a sandbox of their own, never a cached one."""
    if sandbox is None:
        sandbox = (conformance_sandbox(isolation) if tools is None else
                   Sandbox(tools=dict(tools), limits=_LIMITS, isolation=isolation,
                           pool={"warm": 1, "max_workers": 1} if isolation == "process"
                           else None))
    with _default_warnings():
        result = sandbox.run_sync(source)
    exception = ""
    if result.exited:  # the case ended itself: no exception line, as CPython prints none
        assert result.exit_code is not None
        return Outcome(result.output, "", result.stderr, result.exit_code & 0xFF)
    if result.error is not None:
        if isinstance(result.error, GuestError):
            exception = _exception_line(result.error.traceback)
        elif isinstance(result.error, ToolError) and result.error.__cause__ is not None:
            # a tool's exception the program did not catch: CPython ends with that exception
            cause = result.error.__cause__
            exception = _last_line(traceback.format_exception_only(type(cause), cause))
        else:
            exception = f"[{type(result.error).__name__}] {result.error.message}"
    return Outcome(result.output, exception, result.stderr)


@contextlib.contextmanager
def _plain_warnings() -> Iterator[None]:
    """CPython's warning filters as a plain ``python case.py`` has them (whatever the test
    runner's), so the warnings a case shows on stderr are the ones it would show there, and
    shown on ``sys.stderr`` as there (pytest's own ``catch_warnings(record=True)`` records
    them instead)."""
    def show(message: Any, category: Any, filename: str, lineno: int, file: Any = None,
             line: str | None = None) -> None:
        (sys.stderr if file is None else file).write(
            warnings.formatwarning(message, category, filename, lineno, line))

    with warnings.catch_warnings():
        warnings.showwarning = show
        warnings.resetwarnings()
        for category in (ResourceWarning, ImportWarning, PendingDeprecationWarning,
                         DeprecationWarning):
            warnings.simplefilter("ignore", category)
        warnings.filterwarnings("default", category=DeprecationWarning, module="__main__")
        yield


@contextlib.contextmanager
def _plain_thread_excepthook() -> Iterator[None]:
    """threading.excepthook as a fresh interpreter has it (pytest replaces it to turn a
    thread's uncaught exception into a warning, a SystemExit included, which CPython's
    ignores), for the case's real threads."""
    import threading
    hook = threading.excepthook
    threading.excepthook = threading.__excepthook__
    try:
        yield
    finally:
        threading.excepthook = hook


@contextlib.contextmanager
def _bare_root_logger() -> Iterator[None]:
    """The root logger as a fresh interpreter has it (no handlers: pytest adds its own, and
    a case's ``logging.warning`` must configure it on the captured stderr, as CPython's
    does), restored afterwards so no handler outlives the case's captured streams; the
    loggers the case made are forgotten again."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    manager = root.manager
    # the loggers a case makes or configures live on in this process: the next case (or this
    # one in the other isolation mode) must meet them as a fresh interpreter would
    known = dict(manager.loggerDict)
    disable = manager.disable
    root.handlers[:] = []
    root.setLevel(logging.WARNING)
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
        manager.loggerDict.clear()
        manager.loggerDict.update(known)
        manager.disable = disable
        manager._clear_cache()


@contextlib.contextmanager
def _case_as_main(namespace: dict[str, Any], filename: str) -> Iterator[dict[str, Any]]:
    """The case's globals: the namespace of a module that is ``sys.modules['__main__']``
    while it runs, as when ``python case.py`` runs it (code that looks a class's module
    up, such as ``inspect.getsource`` of a class or ``typing.get_type_hints``, finds the
    case's namespace and file, not the runner's). The file name is the module type's
    attribute, not a global: a case sees no ``__file__`` (the sandbox runs a program as a
    string, without one)."""
    main_type = type("__main__", (types.ModuleType,), {"__file__": filename})
    module = main_type("__main__")
    module.__dict__.update(namespace)
    saved = sys.modules.get("__main__")
    sys.modules["__main__"] = module
    try:
        yield module.__dict__  # the case's globals
    finally:
        if saved is None:
            sys.modules.pop("__main__", None)
        else:
            sys.modules["__main__"] = saved


@contextlib.contextmanager
def _fresh_csv_dialects() -> Iterator[None]:
    """csv's dialect registry as a fresh interpreter has it, restored afterwards: it is
    process-wide, and a dialect one case registers must not be listed by the next (the
    sandbox keeps a registry per session)."""
    import csv
    known = {name: csv.get_dialect(name) for name in csv.list_dialects()}
    try:
        yield
    finally:
        for name in csv.list_dialects():
            csv.unregister_dialect(name)
        for name, dialect in known.items():
            csv.register_dialect(name, dialect)


@contextlib.contextmanager
def _default_warnings() -> Iterator[None]:
    """Warning filters as a plain ``python case.py`` has them, whatever the test runner's
    (pytest's ``-W error`` made a DeprecationWarning inside ``random`` an exception, in
    CPython and in the in-process sandbox alike, but not in a worker process). The guest's
    own ``warnings`` never reads the host's filters, so this only keeps host warnings
    (of the sandbox's own code) out of the run."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


#: The interpreter's "Did you mean" clause, which ``format_exception_only`` (CPython's side of
#: the comparison) does not add in 3.11.
_SUGGESTION = re.compile(r"\. Did you mean: '[^']*'\?$")


_CAUSE_LINE = "The above exception was the direct cause of the following exception:"
_CONTEXT_LINE = "During handling of the above exception, another exception occurred:"


def _exception_line(traceback_text: str) -> str:
    """The last line ``format_exception_only`` would give for the error a host traceback
    shows: an exception group's own line (its members' boxes follow it), without the
    interpreter's ``Did you mean`` clause."""
    lines = traceback_text.rstrip("\n").splitlines()
    for at in range(len(lines) - 1, -1, -1):  # the last exception of a chain
        if lines[at] in (_CAUSE_LINE, _CONTEXT_LINE):
            lines = lines[at + 2:]
            break
    if lines and lines[0].startswith(("  + ", "  | ")):  # a group: boxes after its own line
        own = itertools.takewhile(lambda line: not line.startswith("  +-"), lines)
        lines = [line[4:] for line in own if line.startswith("  | ")]
    return _SUGGESTION.sub("", lines[-1]) if lines else ""


def _last_line(lines: list[str]) -> str:
    return "".join(lines).rstrip("\n").splitlines()[-1]


def case_files(pattern: str = "*") -> list[Path]:
    """Every case file (sorted) whose name matches ``pattern``."""
    return sorted(CASES_DIR.glob(f"{pattern}.py"))


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    isolation = "inprocess"
    if "--isolation" in args:
        at = args.index("--isolation")
        isolation = args[at + 1] if at + 1 < len(args) else ""
        del args[at:at + 2]
        if isolation not in ISOLATIONS:
            print(f"--isolation must be one of {', '.join(ISOLATIONS)}", file=sys.stderr)
            return 2
    cases = case_files(args[0] if args else "*")
    failures = 0
    for path in cases:
        source = path.read_text()
        expected = cpython_outcome(source, str(path))
        actual = sandbox_outcome(source, isolation=isolation)
        if expected != actual:
            failures += 1
            print(f"FAIL {path.name}")
            if expected.stdout != actual.stdout:
                print(f"  stdout differs:\n    cpython: {expected.stdout[-300:]!r}\n"
                      f"    sandbox: {actual.stdout[-300:]!r}")
            if expected.stderr != actual.stderr:
                print(f"  stderr differs:\n    cpython: {expected.stderr[-300:]!r}\n"
                      f"    sandbox: {actual.stderr[-300:]!r}")
            if expected.exception != actual.exception:
                print(f"  exception differs:\n    cpython: {expected.exception!r}\n"
                      f"    sandbox: {actual.exception!r}")
            if expected.exit_code != actual.exit_code:
                print(f"  exit status differs: cpython {expected.exit_code!r}, "
                      f"sandbox {actual.exit_code!r}")
    print(f"{len(cases) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
