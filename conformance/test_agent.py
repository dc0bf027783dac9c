"""Every agent-style program (``conformance/agent/programs/``) must behave in the sandbox,
with the fake tools as host tools, exactly as in CPython with the same tools as functions."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conformance.agent.shaping import code_only
from conformance.agent.tools import make_tools
from conformance.runner import cpython_outcome, sandbox_outcome
from sandbox.isolation.choose import platform_problem

PROGRAMS = sorted((Path(__file__).parent / "agent" / "programs").glob("*.py"))


def test_enough_programs() -> None:
    assert len(PROGRAMS) >= 400


def test_enough_programs_differ_in_code_not_only_in_constants() -> None:
    # the first 28 shapes give 270 distinct programs of 536 (the rest are a shape's code with
    # other tool inputs or thresholds, which take other branches: which lookup fails, which
    # retry succeeds); the later shapes (generate.CODE_DISTINCT) keep a program only when its
    # code is new, adding 200: 470 distinct of 736 today. The floor keeps the corpus from
    # drifting into copies.
    distinct = {code_only(path.read_text()) for path in PROGRAMS}
    assert len(distinct) >= 465, len(distinct)


#: Every program runs in-process; every PROCESS_EVERY-th one also in a worker process (each
#: case needs a sandbox of its own, since some tools keep state, so a process-mode case costs
#: a worker fork; SANDBOX_AGENT_ALL_PROCESS=1 runs them all in both modes).
PROCESS_EVERY = 1 if os.environ.get("SANDBOX_AGENT_ALL_PROCESS") else 8
CASES = [pytest.param(path, "inprocess", id=f"{path.stem}-inproc") for path in PROGRAMS] + [
    pytest.param(path, "process", id=f"{path.stem}-process") for path in PROGRAMS[::PROCESS_EVERY]]


@pytest.mark.parametrize(("path", "isolation"), CASES)
def test_program_matches_cpython(path: Path, isolation: str) -> None:
    if isolation == "process" and platform_problem() is not None:
        pytest.skip(f"process isolation is not available here: {platform_problem()}")
    source = path.read_text()
    expected = cpython_outcome(source, str(path), tools=make_tools())
    actual = sandbox_outcome(source, isolation=isolation, tools=make_tools())
    assert expected.stdout, "a program must print something"
    assert actual.stdout == expected.stdout
    assert actual.stderr == expected.stderr
    assert actual.exception == expected.exception
