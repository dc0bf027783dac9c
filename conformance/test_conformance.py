"""Every conformance case must behave in the sandbox exactly as in CPython, in both isolation
modes (the ``isolation`` fixture of conftest.py: ``-k process`` runs the process-mode half)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.runner import case_files, cpython_outcome, sandbox_outcome

CASES = case_files()


def test_enough_cases() -> None:
    assert len(CASES) >= 1500


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case_matches_cpython(path: Path, isolation: str) -> None:
    source = path.read_text()
    expected = cpython_outcome(source, str(path))
    actual = sandbox_outcome(source, isolation=isolation)
    assert actual.stdout == expected.stdout
    assert actual.stderr == expected.stderr
    assert actual.exception == expected.exception
    assert actual.exit_code == expected.exit_code
