"""Process mode behaves as in-process where the differential suites found it did not, and
the overhead cuts keep their promises: a value too shared to cross whole, the REPL's ``_``,
a skipped checkpoint that still restores the right state, runs without the event loop."""

from __future__ import annotations

import signal

from sandbox import Limits, Sandbox, Tool
from sandbox.__main__ import repl
from sandbox.isolation import RemoteValue, WorkerCrashed


def test_a_shared_value_crosses_as_its_bounded_text(process_sandbox: Sandbox) -> None:
    # written as a tree it has 2**40 nodes: packing it used to wedge the worker
    result = process_sandbox.session().run_sync("x = []\nfor i in range(40):\n    x = [x, x]\nx")
    assert result.ok and isinstance(result.value, RemoteValue)
    assert repr(result.value).startswith("[" * 40) and len(repr(result.value)) < 200_000
    assert result.value_text() == repr(result.value)
    deep = process_sandbox.session().run_sync("d = []\nfor i in range(1000):\n    d = [d]\nd")
    assert deep.ok and isinstance(deep.value, RemoteValue)
    assert process_sandbox.session().run_sync("[[1, 2]] * 3").value == [[1, 2]] * 3


def test_the_repl_binds_underscore_in_the_worker() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0})
    try:
        out: list[str] = []
        repl(sb.session(), ["x = [1, 2]", "x", "_ + [3]", "class C: pass", "C()",
                            "type(_).__name__"], out.append, out.append)
        lines = "".join(out).splitlines()
        assert lines[:2] == ["[1, 2]", "[1, 2, 3]"]
        assert lines[2].startswith("<__main__.C object at 0x")  # as in-process
        assert lines[3] == "'C'"
    finally:
        sb._pool.close()


def test_an_unchanged_state_skips_the_checkpoint_and_restores_right(
        process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    assert session.run_sync("x = 1 + 2").ok
    session._worker_sync()  # the checkpoint is read when the next request needs the worker
    first = session._checkpoint
    assert first is not None
    assert session.run_sync("x = 1 + 2").ok  # the same atom: no new checkpoint
    session._worker_sync()
    assert session._checkpoint is first
    assert session.run_sync("x = 4").ok  # another value: a new checkpoint
    session._worker_sync()
    assert session._checkpoint is not first
    assert session.run_sync("y = [x]").ok  # a mutable global: always a checkpoint
    assert session.run_sync("y.append(5)").ok
    session._worker_sync()
    worker = session._slot.worker
    assert worker is not None
    worker.proc.send_signal(signal.SIGKILL)
    worker.proc.wait(timeout=10)  # the zygote kills it and says so
    crashed = session.run_sync("z = 1")
    assert isinstance(crashed.error, WorkerCrashed)
    assert session.run_sync("(x, y)").value == (4, [4, 5])


def test_a_first_run_that_leaves_the_session_fresh_takes_no_checkpoint(
        process_sandbox: Sandbox) -> None:
    """The host holds no checkpoint before the first run (a crash restores a fresh session),
    so a first run that binds nothing (output only) needs none; the first binding takes one,
    and a crash after it restores it."""
    session = process_sandbox.session()
    assert session.run_sync("print('hello')\nlen([1, 2])").output == "hello\n"
    session._worker_sync()
    assert session._checkpoint is None
    assert session.run_sync("import math").ok  # an imported module is state: a checkpoint
    session._worker_sync()
    assert session._checkpoint is not None
    worker = session._slot.worker
    assert worker is not None
    worker.proc.send_signal(signal.SIGKILL)
    worker.proc.wait(timeout=10)
    assert isinstance(session.run_sync("z = 1").error, WorkerCrashed)
    assert session.run_sync("math.sqrt(16)").value == 4.0


def test_runs_with_cheap_tools_or_none_need_no_event_loop_in_the_worker() -> None:
    calls: list[int] = []

    def note(i: int) -> int:
        calls.append(i)
        return i * 2

    async def later(i: int) -> int:
        return i + 1

    sb = Sandbox([Tool(note, cheap=True), later], Limits(timeout_s=20), isolation="process",
                 pool={"warm": 0})
    try:
        session = sb.session()
        assert session.run_sync("note(1) + note(2)", tools=["note"]).value == 6
        assert session.run_sync("await later(1)").value == 2  # the loop serves this one
        assert session.run_sync("note(3)", tools=["note"]).value == 6
        assert calls == [1, 2, 3]
    finally:
        sb._pool.close()


def test_start_of_a_session_that_cannot_be_saved_raises_in_both_modes() -> None:
    """``start`` keeps the session's state to resume from, so one that holds a live
    generator is refused with StateError before anything runs, in a worker as in-process
    (the worker once died of it and the session lost the generator); the session goes on."""
    import pytest

    from sandbox import StateError
    for isolation in ("inprocess", "process"):
        session = Sandbox(isolation=isolation).session()
        assert session.run_sync("def gen():\n    yield 1\n    yield 2\ng = gen()\nnext(g)"
                                ).value == 1
        with pytest.raises(StateError, match="'g' holds a generator object"):
            session.start_sync("x = 1", pause_on=["fetch"])
        assert session.run_sync("x = 5\n(next(g), x)").value == (2, 5), isolation
