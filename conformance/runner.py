"""Run conformance cases under CPython and under the sandbox and compare.

A case is ``conformance/cases/<area>__<case>.py``: a small deterministic program. It passes
when the sandbox's captured stdout equals CPython's and the final exception line (``Type:
message`` as ``traceback.format_exception_only`` prints it, or nothing) is the same.

Usage: ``python -m conformance.runner [PATTERN]`` prints one line per differing case and a
summary; the pytest suite (``conformance/test_conformance.py``) runs the same comparison.
"""

from __future__ import annotations

import contextlib
import io
import sys
import traceback
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandbox import GuestError, Limits, Sandbox, ToolError

CASES_DIR = Path(__file__).parent / "cases"
_LIMITS = Limits(timeout_s=20.0)


@dataclass(frozen=True)
class Outcome:
    """What a run of one case produced."""

    stdout: str
    exception: str  # final exception line without trailing newline, or "" if none


def cpython_outcome(source: str, filename: str = "<case>",
                    tools: Mapping[str, Any] | None = None) -> Outcome:
    """Execute ``source`` in this CPython as ``__main__`` with stdout captured; ``tools`` are
    plain functions in its namespace (the agent corpus)."""
    buffer = io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(source, filename, "exec", dont_inherit=True)
    exception = ""
    with contextlib.redirect_stdout(buffer):
        try:
            exec(code, {"__name__": "__main__", "__builtins__": __builtins__, **(tools or {})})
        except Exception as exc:  # noqa: BLE001 - the case's own uncaught exception
            exception = _last_line(traceback.format_exception_only(type(exc), exc))
    return Outcome(buffer.getvalue(), exception)


def sandbox_outcome(source: str, sandbox: Sandbox | None = None,
                    tools: Mapping[str, Any] | None = None) -> Outcome:
    """Execute ``source`` in a fresh sandbox session; ``tools`` become its host tools."""
    result = (sandbox or Sandbox(tools=dict(tools or {}), limits=_LIMITS)).run_sync(source)
    exception = ""
    if result.error is not None:
        if isinstance(result.error, GuestError):
            exception = _last_line(result.error.traceback.splitlines(keepends=True))
        elif isinstance(result.error, ToolError) and result.error.__cause__ is not None:
            # a tool's exception the program did not catch: CPython ends with that exception
            cause = result.error.__cause__
            exception = _last_line(traceback.format_exception_only(type(cause), cause))
        else:
            exception = f"[{type(result.error).__name__}] {result.error.message}"
    return Outcome(result.output, exception)


def _last_line(lines: list[str]) -> str:
    return "".join(lines).rstrip("\n").splitlines()[-1]


def case_files(pattern: str = "*") -> list[Path]:
    """Every case file (sorted) whose name matches ``pattern``."""
    return sorted(CASES_DIR.glob(f"{pattern}.py"))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    cases = case_files(args[0] if args else "*")
    failures = 0
    for path in cases:
        source = path.read_text()
        expected = cpython_outcome(source, str(path))
        actual = sandbox_outcome(source)
        if expected != actual:
            failures += 1
            print(f"FAIL {path.name}")
            if expected.stdout != actual.stdout:
                print(f"  stdout differs:\n    cpython: {expected.stdout[-300:]!r}\n"
                      f"    sandbox: {actual.stdout[-300:]!r}")
            if expected.exception != actual.exception:
                print(f"  exception differs:\n    cpython: {expected.exception!r}\n"
                      f"    sandbox: {actual.exception!r}")
    print(f"{len(cases) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
