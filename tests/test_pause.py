"""Pausing at external tool calls and resuming (in this process and in another one)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sandbox import RunResult, Sandbox, StateError, Tool
from sandbox.pause import Paused

ROOT = Path(__file__).resolve().parent.parent


def approve(message: str) -> bool:
    """Ask a human to approve a message (answered by the host)."""


def lookup(key: str) -> str:
    """Answered by the host."""


SENT: list[str] = []


def send(to: str) -> str:
    SENT.append(to)
    return f"sent:{to}"


def make_sandbox() -> Sandbox:
    return Sandbox(tools=[Tool(approve, external=True), Tool(lookup, external=True),
                          Tool(send, cheap=True)], random_seed=7)


def finish(progress: Paused | RunResult, *answers: object) -> RunResult:
    for answer in answers:
        assert isinstance(progress, Paused), progress
        progress = progress.resume_sync(answer)
    assert isinstance(progress, RunResult)
    return progress


def test_pause_and_resume_without_repeating_side_effects() -> None:
    SENT.clear()
    session = make_sandbox().session()
    progress = session.start_sync("r = send('a')\nok = approve('hi')\nprint(r, ok)\nsend('b')")
    assert isinstance(progress, Paused)
    assert (progress.call.tool, progress.call.args) == ("approve", ("hi",))
    assert SENT == ["a"]
    result = finish(progress, True)
    assert result.output == "sent:a True\n"
    assert result.new_output == "sent:a True\n"
    assert SENT == ["a", "b"]


PROGRAMS = {
    "generator": ("def gen():\n    for i in range(3):\n        yield lookup(f'k{i}')\n"
                  "print(list(gen()))", ["x", "y", "z"], "['x', 'y', 'z']\n"),
    "try_finally": ("try:\n    print('before')\n    v = lookup('k')\nfinally:\n"
                    "    print('finally')\nprint(v)", ["V"], "before\nfinally\nV\n"),
    "method_loop": ("class Agent:\n    def __init__(self):\n        self.seen = []\n"
                    "    def run(self):\n        for i in range(2):\n"
                    "            self.seen.append(approve(f'step {i}'))\n"
                    "        return self.seen\nprint(Agent().run())", [True, False],
                    "[True, False]\n"),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_pause_in_constructs(name: str) -> None:
    code, answers, expected = PROGRAMS[name]
    result = finish(make_sandbox().session().start_sync(code), *answers)
    assert result.ok, result.error
    assert result.output == expected


GATHER = ("import asyncio\n"
          "async def ask(i):\n    return await alookup(f'q{i}')\n"
          "print(await asyncio.gather(ask(1), ask(2), ask(3)))")


async def alookup(key: str) -> str:
    """Async, answered by the host."""


def gather_sandbox() -> Sandbox:
    return Sandbox(tools=[Tool(alookup, external=True)])


def test_gathered_calls_pause_together_and_resume_together() -> None:
    progress = gather_sandbox().session().start_sync(GATHER)
    assert isinstance(progress, Paused)
    assert [c.args for c in progress.calls] == [("q1",), ("q2",), ("q3",)]
    result = progress.resume_sync(results={c.call_id: c.args[0].upper() for c in progress.calls})
    assert isinstance(result, RunResult) and result.output == "['Q1', 'Q2', 'Q3']\n"


def test_gathered_calls_resume_one_by_one() -> None:
    progress = gather_sandbox().session().start_sync(GATHER)
    assert isinstance(progress, Paused)
    first, second, third = progress.calls
    progress = progress.resume_sync(results={second.call_id: "two"})
    assert isinstance(progress, Paused)
    assert [c.call_id for c in progress.calls] == [first.call_id, third.call_id]
    progress = progress.resume_sync(results={first.call_id: "one", third.call_id: "three"})
    assert isinstance(progress, RunResult) and progress.output == "['one', 'two', 'three']\n"


def test_resume_with_error_is_a_guest_tool_error() -> None:
    progress = make_sandbox().session().start_sync(
        "try:\n    approve('x')\nexcept ToolError as e:\n    print('denied:', e)")
    assert isinstance(progress, Paused)
    result = progress.resume_sync(error=PermissionError("no"))
    assert isinstance(result, RunResult)
    assert result.output == "denied: tool 'approve' failed: PermissionError: no\n"


def test_time_and_randomness_are_the_same_after_resume() -> None:
    code = ("import random, time\na = random.random()\nt = time.time()\nprint(a, t)\n"
            "approve('go')\nprint(a, t, random.random())")
    progress = make_sandbox().session().start_sync(code)
    assert isinstance(progress, Paused)
    before = progress.output.split()
    result = finish(progress, True)
    lines = result.output.splitlines()
    assert lines[0].split() == before
    assert lines[1].split()[:2] == before
    unpaused = Sandbox(tools=[Tool(lambda m: True, name="approve", cheap=True)],
                       random_seed=7).session().run_sync(code)
    assert unpaused.output.splitlines()[1].split()[2] == lines[1].split()[2]


def test_pause_on_names_any_tool() -> None:
    SENT.clear()
    progress = make_sandbox().session().start_sync("print(send('z'))", pause_on=["send"])
    assert isinstance(progress, Paused) and SENT == []
    result = finish(progress, "host says hi")
    assert result.output == "host says hi\n" and SENT == []


def test_paused_session_keeps_its_bindings() -> None:
    session = make_sandbox().session()
    session.run_sync("x = 1").check()
    progress = session.start_sync("x = 2\napprove('a')")
    assert isinstance(progress, Paused)
    assert session.run_sync("x").value == 1


def test_unknown_call_id_is_a_state_error() -> None:
    progress = make_sandbox().session().start_sync("approve('a')")
    assert isinstance(progress, Paused)
    with pytest.raises(StateError):
        progress.resume_sync(results={999: True})


@pytest.mark.anyio
async def test_async_start_and_resume(anyio_backend: str) -> None:
    progress = await gather_sandbox().session().start(GATHER)
    assert isinstance(progress, Paused)
    result = await progress.resume(results={c.call_id: 1 for c in progress.calls})
    assert isinstance(result, RunResult) and result.output == "[1, 1, 1]\n"
