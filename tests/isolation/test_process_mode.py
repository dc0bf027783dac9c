"""``Sandbox(isolation="process")``: the session API backed by a worker process."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import anyio
import pytest

from sandbox import GuestError, Limits, Sandbox, SandboxError, Tool, ToolError
from sandbox.isolation import IsolationReport, RemoteValue
from sandbox.observe import RunEvent, ToolEvent
from sandbox.state.pause import Paused


def test_run_value_output_and_persistent_globals(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    first = session.run_sync("x = [1, (2, 3), {4}]\nprint('hi')\nx")
    assert first.ok and first.output == "hi\n"
    assert first.value == [1, (2, 3), {4}]
    second = session.run_sync("x.append(5)\nlen(x)")
    assert second.value == 4
    assert session.runs == 2
    assert "process" in second.stats.isolation and "gate" in second.stats.isolation


def test_values_of_every_plain_type_cross_both_ways(process_sandbox: Sandbox) -> None:
    import datetime
    import decimal
    import fractions
    value = {"big": 10 ** 30, "c": 1 + 2j, "ba": bytearray(b"ab"), "fs": frozenset({1}),
             "d": datetime.date(2024, 1, 2), "dt": datetime.datetime(2024, 1, 2, 3, 4, 5,
                                                                     tzinfo=datetime.UTC),
             "td": datetime.timedelta(days=1, microseconds=5), "dec": decimal.Decimal("1.5"),
             "fr": fractions.Fraction(1, 3), (1, 2): None}
    result = process_sandbox.session().run_sync("v", inputs={"v": value})
    assert result.ok
    assert result.value == value
    assert type(result.value["ba"]) is bytearray


def test_guest_objects_come_back_as_their_repr(process_sandbox: Sandbox) -> None:
    result = process_sandbox.session().run_sync("class P:\n    def __repr__(self):\n"
                                                "        return 'P!'\nP()")
    assert isinstance(result.value, RemoteValue)
    assert repr(result.value) == "<P object>" or repr(result.value) == "P!"


def test_tools_run_in_the_host_with_their_signature(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    result = session.run_sync("double(21)")
    assert result.value == 42 and result.stats.tool_calls == 1
    assert result.tool_calls[0].tool == "double" and result.tool_calls[0].outcome == "ok"
    wrong = session.run_sync("double(1, 2)")
    assert isinstance(wrong.error, GuestError) and wrong.error.type_name == "TypeError"
    assert wrong.error.message == "double() takes 1 positional argument but 2 were given"
    assert "double(x: int)" in wrong.error.traceback  # the signature, as a note


def test_tool_failure_is_a_tool_error_with_the_host_cause(process_sandbox: Sandbox) -> None:
    result = process_sandbox.session().run_sync("fail('nope')")
    assert isinstance(result.error, ToolError)
    assert result.error.message == "tool 'fail' failed: ValueError: nope"
    assert isinstance(result.error.__cause__, ValueError)
    caught = process_sandbox.session().run_sync(
        "try:\n    fail('x')\nexcept ValueError as e:\n"
        "    print(type(e).__name__, e, hasattr(e, '__notes__'))")
    assert caught.output == "ValueError x False\n"  # as in-process


def test_grants_are_enforced_and_extra_tools_work(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    refused = session.run_sync("double(1)", tools=["fail"])
    assert isinstance(refused.error, GuestError) and refused.error.type_name == "PermissionError"

    def triple(x: int) -> int:
        return 3 * x

    assert session.run_sync("triple(2)", tools=[triple]).value == 6
    unknown = session.run_sync("1", tools=["nope"])
    assert isinstance(unknown.error, SandboxError) and "unknown tool" in unknown.error.message


def test_dataclass_results_become_dicts() -> None:
    @dataclasses.dataclass
    class Point:
        x: int
        y: int

    def point() -> Point:
        return Point(1, 2)

    sb = Sandbox([point], isolation="process", pool={"warm": 0})
    try:
        assert sb.session().run_sync("point()").value == {"x": 1, "y": 2}
    finally:
        sb._pool.close()


def test_on_output_streams_and_observer_sees_runs_and_tools() -> None:
    events: list[object] = []

    def ping() -> str:
        return "pong"

    sb = Sandbox([ping], isolation="process", observer=events.append, pool={"warm": 0})
    try:
        chunks: list[str] = []
        result = sb.session().run_sync("for i in range(3):\n    print(i)\nprint(ping())",
                                       on_output=chunks.append)
        assert result.ok, result.error
        assert "".join(chunks) == result.output == "0\n1\n2\npong\n"
        assert [e.kind for e in events if isinstance(e, RunEvent)] == ["start", "end"]
        assert [(e.kind, e.tool) for e in events if isinstance(e, ToolEvent)] == [
            ("start", "ping"), ("end", "ping")]
    finally:
        sb._pool.close()


def test_export_and_import_state_between_modes(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    session.run_sync("def f(n):\n    return n + 1\ny = f(1)")
    blob = session.export_state()
    local = Sandbox().session(blob)
    assert local.run_sync("f(y)").value == 3
    back = process_sandbox.session()
    back.import_state(local.export_state())
    assert back.run_sync("f(10) + y").value == 13


def test_globals_are_not_readable_directly(process_sandbox: Sandbox) -> None:
    with pytest.raises(SandboxError, match="live in the worker"):
        process_sandbox.session().globals  # noqa: B018


def test_limits_are_enforced_in_the_worker(process_sandbox: Sandbox) -> None:
    sb = Sandbox(limits=Limits(max_steps=1000), isolation="process", pool={"warm": 0})
    try:
        result = sb.session().run_sync("while True:\n    pass")
        assert result.error is not None and result.error.limit == "max_steps"
    finally:
        sb._pool.close()


@pytest.mark.anyio
async def test_async_tools_stay_concurrent(anyio_backend: str) -> None:
    started: list[int] = []
    release = anyio.Event()

    async def wait_all(i: int) -> int:
        started.append(i)
        if len(started) == 3:
            release.set()
        await release.wait()  # returns only once all three calls are in flight at once
        return i

    sb = Sandbox([wait_all], Limits(timeout_s=20), isolation="process", pool={"warm": 0})
    try:
        result = await sb.session().run(
            "import asyncio\nasync def main():\n"
            "    return await asyncio.gather(*[wait_all(i) for i in range(3)])\n"
            "await main()")
        assert result.value == [0, 1, 2], result.error
        assert sorted(started) == [0, 1, 2]
    finally:
        sb._pool.close()


def test_pausing_and_resuming_in_workers() -> None:
    def ask(question: str) -> str:
        """Asked of the user (answered by the host)."""

    def add(a: int, b: int) -> int:
        calls.append((a, b))
        return a + b

    calls: list[tuple[int, int]] = []
    sb = Sandbox([Tool(ask, external=True), add], isolation="process", pool={"warm": 0})
    try:
        code = ("x = add(1, 2)\nnames = {'alpha', 'beta', 'gamma', 'delta'}\n"
                "order = list(names)\nanswer = ask('name?')\n"
                "print('got', answer, x, order == list(names))\nanswer")
        paused = sb.session().start_sync(code)
        assert isinstance(paused, Paused)
        assert paused.call.tool == "ask" and paused.call.args == ("name?",)
        resumed = paused.resume_sync("Ada")  # in another worker: same hash seed, same order
        assert resumed.ok, resumed.error
        assert resumed.value == "Ada" and resumed.new_output == "got Ada 3 True\n"
        assert calls == [(1, 2)]  # the replay answered add() from the journal
        again = sb.load_paused(paused.dump()).resume_sync("Bob")
        assert again.output.endswith("got Bob 3 True\n")
    finally:
        sb._pool.close()


def test_a_forged_pause_from_the_worker_is_refused(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    session._probe("import sandbox.isolation.worker as w\n"
                   "async def lie(self, message):\n"
                   "    self.chan.send({'t': 'paused', 'blob': b'not a blob'})\n"
                   "w._Server._on_start = lie\nresult = 1")
    lied = session.start_sync("1")
    assert isinstance(lied.error, SandboxError) and "malformed paused run" in lied.error.message


def test_report_shapes() -> None:
    report = Sandbox().isolation_report()
    assert isinstance(report, IsolationReport)
    assert report.mode == "inprocess" and report.in_force == ("gate",)
    with pytest.raises(ValueError, match="isolation must be"):
        Sandbox(isolation="container")


def test_cheap_tools_are_answered_inline() -> None:
    def square(x: int) -> int:
        return x * x

    def broken() -> None:
        raise KeyError("k")

    async def later(x: int) -> int:
        await anyio.sleep(0.05)
        return x

    sb = Sandbox([Tool(square, cheap=True), Tool(broken, cheap=True), later],
                 isolation="process", pool={"warm": 0})
    try:
        session = sb.session()
        assert session.run_sync("[square(i) for i in range(5)]").value == [0, 1, 4, 9, 16]
        failed = session.run_sync("broken()")
        assert isinstance(failed.error, ToolError)
        assert failed.error.message == "tool 'broken' failed: KeyError: 'k'"
        # a cheap call while an async call is in flight: its reply is kept for the loop
        mixed = session.run_sync(
            "import asyncio\nasync def main():\n    t = asyncio.create_task(later(7))\n"
            "    await asyncio.sleep(0)\n    s = square(3)\n    return s + await t\n"
            "await main()")
        assert mixed.value == 16, mixed.error
    finally:
        sb._pool.close()


_CALLER = [0]


def _where() -> str:
    return "caller" if threading.get_ident() == _CALLER[0] else "thread"


def _where_together(barrier: threading.Barrier) -> str:
    barrier.wait(timeout=10)  # passes only while both gathered calls are in flight at once
    return _where()


_GATHER = ("import asyncio\nasync def job():\n    return {call}\n"
           "async def main():\n    return await asyncio.gather(job(), job())\n"
           "asyncio.run(main())")


@pytest.mark.parametrize("style", ["run_sync", "asyncio", "trio"])
def test_sync_tool_thread_rule_as_in_process(style: str) -> None:
    # README, "Tools": a plain def the guest calls with nothing else waiting is answered in
    # the caller's thread (no thread hop, no loop turn); gathered ones run in threads, at once;
    # blocking ones always in a thread; cheap ones inline even gathered
    barrier = threading.Barrier(2)
    tools = [Tool(_where, name="where"), Tool(_where, name="where_blocking", blocking=True),
             Tool(_where, name="where_cheap", cheap=True),
             Tool(lambda: _where_together(barrier), name="together")]
    sb = Sandbox(tools, Limits(timeout_s=20), isolation="process", pool={"warm": 0})
    cases = [("where()", "caller"), ("[where(), where()]", ["caller", "caller"]),
             (_GATHER.format(call="together()"), ["thread", "thread"]),
             ("where_blocking()", "thread"),
             (_GATHER.format(call="where_cheap()"), ["caller", "caller"]),
             # inline again once the gather is over, in the same run
             (_GATHER.format(call="together()") + "\nwhere()", "caller")]

    def run(session: Any, code: str) -> Any:
        if style == "run_sync":
            return session.run_sync(code)
        return anyio.run(session.run, code, backend=style)
    try:
        session = sb.session()
        for code, expected in cases:
            _CALLER[0] = threading.get_ident()
            result = run(session, code)
            assert result.error is None, (code, result.error)
            assert result.value == expected, code
    finally:
        sb._pool.close()
