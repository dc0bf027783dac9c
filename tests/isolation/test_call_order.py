"""The order in which guest tasks see their async tool calls answered: the same in a worker
process as in process (and as in CPython) whatever the channel's timing (issue 16).

A host tool that finishes without suspending (an ``async def`` that never awaits) finishes in
its call's first step; the worker's stub must too, so that the guest loop resumes every task
whose call was answered that way in the same turn, in order, before a sibling's failure can
cancel one (the race of ``conformance/agent/programs/hand_taskgroup_orchestrate_21.py``).
The ``slow`` tool calls do CPU work before they answer, so under the old protocol (the stub
awaited every reply on its loop) their replies came after the others'; the answers here do not
depend on how long that work takes.
"""

from __future__ import annotations

import asyncio
from typing import Any

import anyio
import pytest

from sandbox import Limits, Sandbox
from sandbox.isolation import worker
from sandbox.isolation.choose import platform_problem

pytestmark = pytest.mark.skipif(platform_problem() is not None,
                                reason=f"process isolation unavailable: {platform_problem()}")

#: Iterations of host CPU work a ``slow`` call does before it answers (no wall clock: the
#: outcome is the same for any amount).
_WORK = 3_000_000


async def quote(ticker: str) -> int:
    """A price that is known at once (no await): ``slow`` ones take host CPU time first."""
    if ticker.startswith("slow"):
        sum(range(_WORK))
    if "bad" in ticker:
        raise KeyError(ticker)
    return len(ticker)


async def quote_later(ticker: str) -> int:
    """A price that really waits for the host's event loop."""
    await anyio.sleep(0)
    return len(ticker)


PROGRAM = """
import asyncio

async def price(t):
    return t, await quote(t)

async def strict(tickers):
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(price(t)) for t in tickers]
    return dict(t.result() for t in tasks)

finished = []

async def noted(t):
    value = await quote(t)
    finished.append(t)
    return value

async def main():
    print(await strict(["slow-a", "b"]))
    try:
        await strict(["a", "bad-b", "slow-bad-c"])
    except* KeyError as group:
        print("failed:", sorted(str(e) for e in group.exceptions))
    print(await asyncio.gather(noted("slow-x"), noted("y"), noted("slow-z")), finished)
    first = asyncio.create_task(quote("slow-p"))
    second = asyncio.create_task(quote("q"))
    done, pending = await asyncio.wait([first, second], return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending))
    waiting = asyncio.create_task(quote_later("w"))
    await asyncio.sleep(0)
    waiting.cancel()  # its call is in flight: the run goes on
    await asyncio.sleep(0)
    print(await quote("after"), waiting.cancelled())

asyncio.run(main())
"""

EXPECTED = ("{'slow-a': 6, 'b': 1}\n"
            "failed: [\"'bad-b'\", \"'slow-bad-c'\"]\n"
            "[6, 1, 6] ['slow-x', 'y', 'slow-z']\n"
            "2 0\n"
            "5 True\n")


def _namespace() -> dict[str, Any]:
    return {"quote": quote, "quote_later": quote_later}


def test_cpython_prints_the_expected_order() -> None:
    # the guest's expectation is CPython's own (the tools as plain async functions)
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(PROGRAM, "<order>", "exec"), _namespace())
    assert out.getvalue() == EXPECTED


@pytest.mark.anyio
@pytest.mark.parametrize("isolation", ["inprocess", "process"])
async def test_answers_without_waiting_keep_the_in_process_order(anyio_backend: str,
                                                                  isolation: str) -> None:
    sb = Sandbox(_namespace(), Limits(timeout_s=60), isolation=isolation,
                 pool={"warm": 0, "max_workers": 1} if isolation == "process" else None)
    try:
        for _ in range(3):  # the same every time, not most of the time
            result = await sb.session().run(PROGRAM)
            assert result.error is None, result.error
            assert result.output == EXPECTED
    finally:
        if isolation == "process":
            sb._pool.close()


def test_answers_without_waiting_keep_the_order_in_run_sync() -> None:
    # run_sync serves the run without an event loop until the first async call, then hands
    # over to one (session._serve_sync): the same protocol from there
    sb = Sandbox(_namespace(), Limits(timeout_s=60), isolation="process",
                 pool={"warm": 0, "max_workers": 1})
    try:
        result = sb.session().run_sync(PROGRAM)
        assert result.error is None, result.error
        assert result.output == EXPECTED
    finally:
        sb._pool.close()


#: Tasks that print between a call and its answer: a call that finishes in its first step
#: finishes within its task's step (the task goes on before any other runs), as in CPython;
#: one that waits lets the others run.
STEPS = """
import asyncio

async def ask(t, later=False):
    print("ask", t)
    value = await (quote_later(t) if later else quote(t))
    print("got", t, value)
    return value

async def main():
    print(await asyncio.gather(ask("a"), ask("bb"), ask("ccc")))
    print(await asyncio.gather(ask("x", later=True), ask("yy", later=True)))
    task = asyncio.create_task(quote("done-at-once"))
    await asyncio.sleep(0)
    print(task.done(), task.result())
    async with asyncio.TaskGroup() as tg:
        first = tg.create_task(ask("p"))
        second = tg.create_task(ask("q", later=True))
    print(first.result(), second.result())

asyncio.run(main())
"""


def _cpython(program: str) -> str:
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(program, "<order>", "exec"), _namespace())
    return out.getvalue()


STEPS_OUTPUT = _cpython(STEPS)  # (made here: an async test cannot asyncio.run)


def test_cpython_finishes_a_call_that_needs_no_wait_within_its_task_step() -> None:
    assert STEPS_OUTPUT.startswith("ask a\ngot a 1\nask bb\ngot bb 2\n")
    assert "ask x\nask yy\ngot x 1\ngot yy 2\n" in STEPS_OUTPUT


@pytest.mark.anyio
@pytest.mark.parametrize("isolation", ["inprocess", "process"])
async def test_a_call_that_needs_no_wait_finishes_within_its_task_step(
        anyio_backend: str, isolation: str) -> None:
    sb = Sandbox(_namespace(), Limits(timeout_s=60), isolation=isolation,
                 pool={"warm": 0, "max_workers": 1} if isolation == "process" else None)
    try:
        for _ in range(3):  # the same every time, not most of the time
            result = await sb.session().run(STEPS)
            assert result.error is None, result.error
            assert result.output == STEPS_OUTPUT
    finally:
        if isolation == "process":
            sb._pool.close()


class _Channel:
    """The worker's end of the channel, scripted: what the host answers to each call."""

    def __init__(self, answers: list[dict[str, Any]]) -> None:
        self.answers = answers
        self.sent: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def recv(self, deadline: float) -> dict[str, Any]:
        return self.answers.pop(0)

    def next_frame(self) -> dict[str, Any] | None:
        return self.answers.pop(0) if self.answers else None


def _server(answers: list[dict[str, Any]]) -> Any:
    server = worker._Server.__new__(worker._Server)  # only what _call uses
    from sandbox.isolation import remote
    server.chan, server.remote, server.pending = _Channel(answers), remote, {}
    server.call_ids, server.backlog = iter(range(1, 100)), __import__("collections").deque()
    return server


def test_a_stub_whose_host_tool_finished_finishes_in_its_first_step() -> None:
    server = _server([{"t": "reply", "id": 1, "ok": True, "value": 42}])
    step = server._call("quote", ("a",), {})
    with pytest.raises(StopIteration) as done:
        step.send(None)  # no event loop turn: nothing to await
    assert done.value.value == 42
    assert server.chan.sent[0]["t"] == "call"


def test_a_stub_whose_host_tool_waits_suspends_even_if_the_reply_is_already_read() -> None:
    async def main() -> tuple[int, list[str]]:
        # the host's 'wait' and its reply read together: the stub still suspends (its reply
        # is taken on the loop's next turn), as the host tool did
        server = _server([{"t": "wait", "id": 1},
                          {"t": "reply", "id": 1, "ok": True, "value": 7}])
        order: list[str] = []

        async def other() -> None:
            order.append("other ran")

        other_task = asyncio.ensure_future(other())
        value = await server._call("quote_later", ("w",), {})
        order.append("call answered")
        await other_task
        return value, order

    assert asyncio.run(main()) == (7, ["other ran", "call answered"])
