"""Every agent-style program (``conformance/agent/programs/``) must behave in the sandbox,
with the fake tools as host tools, exactly as in CPython with the same tools as functions."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.agent.tools import make_tools
from conformance.runner import cpython_outcome, sandbox_outcome

PROGRAMS = sorted((Path(__file__).parent / "agent" / "programs").glob("*.py"))

#: Modules some programs import that the sandbox does not offer yet (issue 14 lists it).
#: Those programs are expected to fail, strictly: once the module exists they must pass.
NOT_YET = {"html.parser": "from html.parser import"}


def _param(path: Path) -> object:
    source = path.read_text()
    missing = [m for m, text in NOT_YET.items() if text in source]
    marks = [pytest.mark.xfail(reason=f"{missing[0]} is not in the sandbox yet", strict=True)
             ] if missing else []
    return pytest.param(path, id=path.stem, marks=marks)


def test_enough_programs() -> None:
    assert len(PROGRAMS) >= 400


@pytest.mark.parametrize("path", [_param(p) for p in PROGRAMS])
def test_program_matches_cpython(path: Path) -> None:
    source = path.read_text()
    expected = cpython_outcome(source, str(path), tools=make_tools())
    actual = sandbox_outcome(source, tools=make_tools())
    assert expected.stdout, "a program must print something"
    assert actual.stdout == expected.stdout
    assert actual.exception == expected.exception
