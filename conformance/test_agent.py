"""Every agent-style program (``conformance/agent/programs/``) must behave in the sandbox,
with the fake tools as host tools, exactly as in CPython with the same tools as functions."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.agent.tools import make_tools
from conformance.runner import cpython_outcome, sandbox_outcome

PROGRAMS = sorted((Path(__file__).parent / "agent" / "programs").glob("*.py"))


def test_enough_programs() -> None:
    assert len(PROGRAMS) >= 400


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program_matches_cpython(path: Path) -> None:
    source = path.read_text()
    expected = cpython_outcome(source, str(path), tools=make_tools())
    actual = sandbox_outcome(source, tools=make_tools())
    assert expected.stdout, "a program must print something"
    assert actual.stdout == expected.stdout
    assert actual.exception == expected.exception
