"""Guest recursion at CPython's depths (``conformance/deep/``, 800-990 levels): each case's
stdout and final exception are CPython's own, run as a script in a subprocess (the pytest
process's frames would count against CPython's 1,000). In a worker process the sandbox grants
CPython's 1,000 levels and must match; in process it grants 500 (the host thread's C stack,
see CONFORMANCE.md ``recursion_limit_is_a_limit``), so a case either matches or ends in that
documented, uncatchable breach."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conformance.runner import Outcome, sandbox_outcome
from sandbox.isolation.choose import platform_problem

DEEP = sorted((Path(__file__).parent / "deep").glob("*.py"))


def _cpython(path: Path) -> Outcome:
    proc = subprocess.run([sys.executable, str(path)], capture_output=True, text=True,
                          timeout=120, env={"PYTHONIOENCODING": "utf-8"})
    lines = proc.stderr.strip().splitlines()
    return Outcome(proc.stdout, lines[-1] if proc.returncode and lines else "")


def test_enough_deep_cases() -> None:
    assert len(DEEP) >= 8


@pytest.mark.parametrize("path", DEEP, ids=[p.stem for p in DEEP])
def test_deep_case_matches_cpython_in_a_worker(path: Path) -> None:
    if platform_problem() is not None:
        pytest.skip(f"process isolation unavailable: {platform_problem()}")
    expected = _cpython(path)
    actual = sandbox_outcome(path.read_text(), isolation="process")
    assert (actual.stdout, actual.exception) == (expected.stdout, expected.exception)


@pytest.mark.parametrize("path", DEEP, ids=[p.stem for p in DEEP])
def test_deep_case_in_process_matches_or_reaches_the_documented_depth(path: Path) -> None:
    expected = _cpython(path)
    actual = sandbox_outcome(path.read_text(), isolation="inprocess")
    if actual.exception.startswith("[LimitExceeded]"):
        assert "maximum recursion depth exceeded" in actual.exception, actual.exception
        assert "limit 500" in actual.exception, actual.exception
        assert expected.stdout.startswith(actual.stdout)
        return
    assert (actual.stdout, actual.exception) == (expected.stdout, expected.exception)
