"""A paused run resumed elsewhere never diverges on randomness: the session's generator
state at the start of the run is part of the paused blob and restored before the replay,
also for a session that had no state to save (a fresh session's generator is seeded anew
from the host's entropy when the sandbox has no random_seed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox import Sandbox, StateError, Tool
from sandbox.state.pause import _MARK

from .helpers import ROOT

PROGRAM = """
import random, uuid
x = random.random()
u = str(uuid.uuid4())
r = random.Random().randint(0, 10**9)
print(x, u, r)
answer = ask("go?")
print(answer, random.random())
"""


def ask(question: str) -> str:
    return "never called: external"


def _sandbox() -> Sandbox:
    return Sandbox(tools=[Tool(ask, external=True)])


def _paused_then_resumed() -> tuple[str, str]:
    """The output at the pause, and the full output of the run resumed in another sandbox."""
    paused = _sandbox().session().start_sync(PROGRAM)
    first = paused.output  # type: ignore[union-attr]
    done = _sandbox().load_paused(paused.dump()).resume_sync("yes")  # type: ignore[union-attr]
    return first, done.check().output  # type: ignore[union-attr]


def test_random_imported_mid_run_replays_in_a_fresh_sandbox() -> None:
    first, output = _paused_then_resumed()
    assert output.startswith(first)
    lines = output.splitlines()
    assert lines[1].startswith("yes ")


def test_random_after_earlier_runs_replays() -> None:
    session = _sandbox().session()
    session.run_sync("import random\nseen = [random.random() for _ in range(3)]").check()
    paused = session.start_sync(PROGRAM)
    result = _sandbox().load_paused(paused.dump()).resume_sync("ok")  # type: ignore[union-attr]
    assert result.check().output.startswith(paused.output)  # type: ignore[union-attr]


def test_resume_in_the_same_session_restores_the_generator() -> None:
    session = _sandbox().session()
    paused = session.start_sync(PROGRAM)
    result = paused.resume_sync("ok", session=session)  # type: ignore[union-attr]
    assert result.check().output.startswith(paused.output)  # type: ignore[union-attr]


def test_resume_in_another_process(tmp_path: Path) -> None:
    paused = _sandbox().session().start_sync(PROGRAM)
    blob = tmp_path / "paused.bin"
    blob.write_bytes(paused.dump())  # type: ignore[union-attr]
    child = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
             "from tests.state.test_pause_random import _sandbox\n"
             f"r = _sandbox().load_paused(open({str(blob)!r}, 'rb').read()).resume_sync('ok')\n"
             "print(r.check().output, end='')")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "7"}
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, env=env,
                         timeout=120, check=True, cwd=ROOT).stdout.decode()
    assert out.startswith(paused.output)  # type: ignore[union-attr]
    assert out.splitlines()[1].startswith("ok ")


@pytest.mark.parametrize("bad", [[3, b"x", None], [3, b"\xff" * 2500, None], "state"])
def test_a_forged_random_state_is_refused(bad: object) -> None:
    paused = _sandbox().session().start_sync(PROGRAM)
    scratch = Sandbox().session()
    scratch.import_state(paused.dump())  # type: ignore[union-attr]
    scratch.globals[_MARK]["random"] = bad
    with pytest.raises(StateError, match="random state"):
        Sandbox().load_paused(scratch.export_state())
