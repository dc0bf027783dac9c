"""Pausing at external tool calls and resuming (in this process and in another one)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sandbox import Limits, RunResult, Sandbox, StateError, Tool
from sandbox.state.pause import Paused

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


def test_a_timeout_beyond_the_time_limit_does_not_keep_the_run_from_pausing() -> None:
    # wait_for's timer falls due after the run's own time limit: it could only end the run
    # in a timeout, so the run pauses (it waited 20 s and failed with the time limit before)
    code = ("import asyncio\n"
            "print(await asyncio.wait_for(alookup('k'), timeout=60))")
    sandbox = Sandbox(tools=[Tool(alookup, external=True)], limits=Limits(timeout_s=20))
    progress = sandbox.session().start_sync(code)
    assert isinstance(progress, Paused) and progress.call.args == ("k",)
    result = progress.resume_sync("v")
    assert isinstance(result, RunResult) and result.error is None and result.output == "v\n"


def test_a_timeout_within_the_time_limit_does_not_fire_while_the_host_answers() -> None:
    # guest time stands still during a pause: the answer arrives before wait_for's timer, as
    # a tool answering at once would; a host that wants the guest to see a timeout says so
    code = ("import asyncio\n"
            "try:\n    print(await asyncio.wait_for(alookup('k'), timeout=5))\n"
            "except TimeoutError:\n    print('timed out')")
    progress = gather_sandbox().session().start_sync(code)
    assert isinstance(progress, Paused)
    result = progress.resume_sync("v")
    assert isinstance(result, RunResult) and result.output == "v\n"
    progress = gather_sandbox().session().start_sync(code)
    assert isinstance(progress, Paused)
    result = progress.resume_sync(error=TimeoutError())
    assert isinstance(result, RunResult) and result.output == "timed out\n"


def test_a_timeout_within_the_time_limit_still_fires_for_guest_waits() -> None:
    code = ("import asyncio\n"
            "async def slow():\n    await asyncio.sleep(5)\n"
            "try:\n    await asyncio.wait_for(slow(), timeout=0.05)\n"
            "except TimeoutError:\n    print('timed out')\n"
            "print(await alookup('k'))")
    progress = gather_sandbox().session().start_sync(code)
    assert isinstance(progress, Paused) and progress.output == "timed out\n"
    result = progress.resume_sync("v")
    assert isinstance(result, RunResult) and result.output == "timed out\nv\n"


def test_resume_with_error_raises_that_builtin_in_the_guest() -> None:
    progress = make_sandbox().session().start_sync(
        "try:\n    approve('x')\nexcept PermissionError as e:\n"
        "    print('denied:', type(e).__name__, e, hasattr(e, '__notes__'))")
    assert isinstance(progress, Paused)
    result = progress.resume_sync(error=PermissionError("no"))
    assert isinstance(result, RunResult)
    assert result.output == "denied: PermissionError no False\n"


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


# --- across processes (dump in one, resume in another) -----------------------------------

CHILD = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, {root!r})
    from sandbox import Sandbox, Tool, RunResult
    def approve(message: str) -> bool:
        "Ask a human."
    def lookup(key: str) -> str:
        "Answered by the host."
    sb = Sandbox(tools=[Tool(approve, external=True), Tool(lookup, external=True)],
                 random_seed=7)
    paused = sb.load_paused(open({path!r}, "rb").read())
    try:
        result = paused.resume_sync({answer!r})
    except Exception as exc:
        print(json.dumps({{"exception": type(exc).__name__, "message": str(exc)}}))
    else:
        if isinstance(result, RunResult):
            print(json.dumps({{"output": result.output, "new_output": result.new_output,
                               "error": result.error and result.error.message}}))
        else:
            print(json.dumps({{"paused": [c.tool for c in result.calls]}}))
""")


def resume_in_child(blob: bytes, tmp_path: Path, answer: object,
                    hash_seed: str = "0") -> dict[str, object]:
    path = tmp_path / "paused.bin"
    path.write_bytes(blob)
    code = CHILD.format(root=str(ROOT), path=str(path), answer=answer)
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_resume_in_another_process(tmp_path: Path) -> None:
    session = make_sandbox().session()
    session.run_sync("data = {'n': 2}\ndef double(x):\n    return x * 2").check()
    progress = session.start_sync("print('asking')\nok = approve('go?')\n"
                                  "print(ok, double(data['n']))")
    assert isinstance(progress, Paused)
    outcome = resume_in_child(progress.dump(), tmp_path, True)
    assert outcome == {"output": "asking\nTrue 4\n", "new_output": "True 4\n", "error": None}


def test_resuming_twice_from_one_blob_is_independent(tmp_path: Path) -> None:
    progress = make_sandbox().session().start_sync("print(lookup('k'))")
    assert isinstance(progress, Paused)
    blob = progress.dump()
    first = make_sandbox().load_paused(blob).resume_sync("one")
    second = make_sandbox().load_paused(blob).resume_sync("two")
    assert isinstance(first, RunResult) and isinstance(second, RunResult)
    assert (first.output, second.output) == ("one\n", "two\n")


SET_PROGRAM = ("words = {'apple', 'banana', 'cherry', 'damson', 'elder', 'fig', 'grape'}\n"
               "print(list(words))\nok = approve('x')\nprint(list(words), ok)")


def test_string_sets_across_hash_seeds_never_differ_silently(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from sandbox import Sandbox, Tool
        def approve(message: str) -> bool:
            "Ask a human."
        sb = Sandbox(tools=[Tool(approve, external=True)])
        paused = sb.session().start_sync({SET_PROGRAM!r})
        sys.stdout.buffer.write(paused.dump())
    """)
    env = {**os.environ, "PYTHONHASHSEED": "1"}
    blob = subprocess.run([sys.executable, "-c", script], capture_output=True, env=env,
                          timeout=120, check=True).stdout
    unpaused = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys
            sys.path.insert(0, {str(ROOT)!r})
            from sandbox import Sandbox, Tool
            sb = Sandbox(tools=[Tool(lambda m: True, name="approve", cheap=True)])
            print(sb.session().run_sync({SET_PROGRAM!r}).output, end="")
        """)], capture_output=True, text=True, env=env, timeout=120, check=True).stdout
    for seed in ("1", "2", "3"):
        outcome = resume_in_child(blob, tmp_path, True, hash_seed=seed)
        if "output" in outcome and outcome["error"] is None:
            assert outcome["output"] == unpaused
        else:
            message = str(outcome.get("error") or outcome.get("message"))
            assert "PYTHONHASHSEED" in message, outcome


def test_bad_blobs_are_state_errors() -> None:
    progress = make_sandbox().session().start_sync("approve('a')")
    assert isinstance(progress, Paused)
    blob = progress.dump(key=b"secret")
    with pytest.raises(StateError):
        make_sandbox().load_paused(blob[:-5], key=b"secret")
    with pytest.raises(StateError):
        make_sandbox().load_paused(blob, key=b"other")
    tampered = bytearray(blob)
    tampered[len(tampered) // 2] ^= 0xFF
    with pytest.raises(StateError):
        make_sandbox().load_paused(bytes(tampered), key=b"secret")
    plain_state = make_sandbox().session().export_state()
    with pytest.raises(StateError):
        make_sandbox().load_paused(plain_state)
    assert isinstance(make_sandbox().load_paused(blob, key=b"secret"), Paused)


def test_another_program_diverges_cleanly() -> None:
    progress = make_sandbox().session().start_sync("r = lookup('a')\nprint(lookup('b'))")
    assert isinstance(progress, Paused)
    progress = progress.resume_sync("A")
    assert isinstance(progress, Paused)
    progress.code = "r = lookup('zzz')\nprint(lookup('b'))"  # as if the blob named another program
    result = progress.resume_sync("B")
    assert isinstance(result, RunResult)
    assert result.error is not None and "replay diverged" in result.error.message


def _forge_paused(change: object) -> bytes:
    """A paused-run blob whose record was edited by ``change(record, guest_globals)``."""
    progress = make_sandbox().session().start_sync(
        "import time\nt = time.time()\nsend('x')\napprove('a')")
    assert isinstance(progress, Paused)
    scratch = Sandbox().session(state=progress.dump())
    scratch.run_sync("class Evil:\n    def __iter__(self):\n        return iter([1])\n"
                     "    def __bool__(self):\n        return True\n"
                     "    def keys(self):\n        return []\n"
                     "evil = Evil()").check()
    change(scratch.globals["__sandbox_paused_run__"], scratch.globals)  # type: ignore[operator]
    return scratch.export_state()


def _set(field: str, value: object) -> object:
    return lambda record, g: record.__setitem__(field, value(g) if callable(value) else value)


@pytest.mark.parametrize("change", [
    _set("clock", [10 ** 400]),
    _set("clock", ["1.5"]),
    _set("calls", lambda g: [(1, "send", "('x')", g["evil"], "sent:x", False)]),
    _set("calls", lambda g: [(1, "send", "('x')", True, g["evil"], False)]),
    _set("calls", [(1, "send")]),
    _set("pending", lambda g: [(2, "approve", g["evil"], {})]),
    _set("pending", lambda g: [(2, "approve", ("a",), g["evil"])]),
    _set("pending", lambda g: [(2, "approve", (g["evil"],), {})]),
    _set("inputs", lambda g: {"x": g["evil"]}),
    _set("batches", [[1.5]]),
    _set("hash_probe", True),
    _set("pause_on", "approve"),
], ids=["huge-clock", "str-clock", "guest-ok", "guest-value", "short-call", "guest-args",
        "guest-kwargs", "guest-arg", "guest-input", "float-batch", "bool-probe", "str-list"])
def test_forged_paused_runs_are_state_errors(change: object) -> None:
    blob = _forge_paused(change)
    with pytest.raises(StateError, match="paused run"):
        make_sandbox().load_paused(blob)


def test_an_unforged_record_still_loads() -> None:
    progress = make_sandbox().session().start_sync(
        "import time\nt = time.time()\nsend('x')\napprove('a')")
    assert isinstance(progress, Paused)
    paused = make_sandbox().load_paused(progress.dump())
    assert (paused.call.tool, paused.call.args) == ("approve", ("a",))
    assert finish(paused, True).error is None


def test_a_record_next_to_guest_objects_is_refused_before_they_exist() -> None:
    """Paused.dump() writes plain data only; a blob holding a class or an instance besides
    (even one the record does not use) is refused while it is read."""
    with pytest.raises(StateError, match="not plain data|holds functions"):
        make_sandbox().load_paused(_forge_paused(lambda record, g: None))
