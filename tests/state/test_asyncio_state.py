"""asyncio primitives in a saved state: an Event keeps its flag, a Lock whether it is held, a
Condition its lock, a Queue its maxsize, items (in order) and undone count, a Barrier its
parties and broken flag; in another process too, and as the start state of a paused run.
One with waiting tasks is refused with what to do; forged fields are refused on import."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

from sandbox import RunResult, Sandbox, StateError, Tool
from sandbox.state.pause import Paused

from .helpers import cross_process, round_trip
from .test_forged_values import _blob_with_global, _host

SETUP = """
import asyncio
ready = asyncio.Event()
ready.set()
idle = asyncio.Event()
lock = asyncio.Lock()
cond = asyncio.Condition(lock)
own = asyncio.Condition()
jobs = asyncio.Queue(maxsize=4)
ranked = asyncio.PriorityQueue()
stack = asyncio.LifoQueue()
gate = asyncio.Barrier(2)
broken = asyncio.Barrier(3)
same = [jobs, jobs, lock]
async def main():
    await lock.acquire()          # held when the run ends
    for x in [(3, "c"), (1, "a"), (2, "b")]:
        jobs.put_nowait(x)
        ranked.put_nowait(x)
        stack.put_nowait(x)
    jobs.get_nowait()
    jobs.task_done()              # two items left undone
    await broken.abort()
asyncio.run(main())
"""

CHECK = """
async def parties(n):
    async def one():
        return await gate.wait()
    return sorted(await asyncio.gather(*[one() for _ in range(n)]))
async def main():
    got = [ready.is_set(), idle.is_set(), lock.locked(), cond.locked(), own.locked(),
           jobs.maxsize, jobs.qsize(), same[0] is same[1] is jobs, same[2] is lock]
    lock.release()
    got.append(cond.locked())
    async with cond:
        cond.notify_all()
    got.append([list(jobs.get_nowait()), list(jobs.get_nowait())])
    got.append([ranked.get_nowait()[1] for _ in range(3)])
    got.append([stack.get_nowait()[1] for _ in range(3)])
    jobs.task_done()
    jobs.task_done()
    await asyncio.wait_for(jobs.join(), 1)
    got.append([gate.parties, await parties(2), broken.broken])
    return got
asyncio.run(main())
"""

EXPECTED = [True, False, True, True, False, 4, 2, True, True, False,
            [[1, "a"], [2, "b"]], ["a", "b", "c"], ["b", "a", "c"], [2, [0, 1], True]]


def test_primitives_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == EXPECTED


def test_primitives_across_processes(tmp_path: Path) -> None:
    assert cross_process(SETUP, CHECK, tmp_path) == EXPECTED


def test_a_join_waits_for_the_undone_items_after_the_import() -> None:
    setup = "import asyncio\nq = asyncio.Queue()\nq.put_nowait(1)"
    check = """
        async def main():
            try:
                await asyncio.wait_for(q.join(), 0.05)
            except TimeoutError:
                return "still waiting"
        asyncio.run(main())
    """
    assert round_trip(setup, check) == "still waiting"


def test_waiters_end_with_their_run() -> None:
    """A run that ends while tasks wait on an Event and a Queue tears them down: the saved
    primitives have no waiters and keep their state."""
    session = Sandbox().session()
    session.run_sync(textwrap.dedent("""
        import asyncio
        ev = asyncio.Event()
        q = asyncio.Queue()
        async def main():
            asyncio.create_task(ev.wait())
            asyncio.create_task(q.get())
            await asyncio.sleep(0)
        asyncio.run(main())
    """)).check()
    restored = Sandbox().session(state=session.export_state())
    check = "q.put_nowait(5)\nev.set()\n[ev.is_set(), q.get_nowait(), q.empty()]"
    assert restored.run_sync(check).check().value == [True, 5, True]


def _wait_here(flag: str) -> str:
    return flag


def test_primitives_are_the_start_state_of_a_paused_run(tmp_path: Path) -> None:
    """A paused run resumes from the state before it (re-run from the start): primitives made
    by earlier runs come back in another sandbox with their items and flags."""
    def make() -> Sandbox:
        return Sandbox(tools=[Tool(_wait_here, external=True)])
    session = make().session()
    session.run_sync("import asyncio\nq = asyncio.Queue()\nq.put_nowait('first')\n"
                     "q.put_nowait('second')\nev = asyncio.Event()").check()
    code = textwrap.dedent("""
        async def main():
            item = await q.get()
            answer = _wait_here(item)
            ev.set()
            return [item, answer, q.qsize(), ev.is_set()]
        asyncio.run(main())
    """)
    paused = session.start_sync(code)
    assert isinstance(paused, Paused)
    blob = paused.dump()
    done = make().load_paused(blob).resume_sync("ok")
    assert isinstance(done, RunResult)
    assert done.check().value == ["first", "ok", 1, True]


def test_a_paused_run_leaves_no_waiters() -> None:
    """A run pauses with a task waiting on an Event: the pause tears the run down (it is
    replayed on resume), so the session exports with the Event as before the run."""
    sandbox = Sandbox(tools=[Tool(_wait_here, external=True)])
    session = sandbox.session()
    session.run_sync("import asyncio\nev = asyncio.Event()").check()
    paused = session.start_sync(textwrap.dedent("""
        async def main():
            asyncio.create_task(ev.wait())
            await asyncio.sleep(0)
            return _wait_here("x")
        asyncio.run(main())
    """))
    assert isinstance(paused, Paused)
    restored = Sandbox().session(state=session.export_state())
    assert restored.run_sync("ev.is_set()").check().value is False


def test_a_primitive_with_waiting_tasks_is_refused_with_what_to_do() -> None:
    session = Sandbox().session()
    session.run_sync("import asyncio\nev = asyncio.Event()\nq = asyncio.Queue()").check()
    # (no run leaves one: a task parked on the Event, put there by hand)
    session.globals["ev"]._waiters.queue.append(("task", object(), None))
    with pytest.raises(StateError) as info:
        session.export_state()
    message = str(info.value)
    assert "'ev' holds an asyncio.Event with tasks waiting on it" in message
    assert "export once the run has ended" in message
    session.globals["ev"]._waiters.queue.clear()
    session.export_state()


def test_a_condition_over_another_lock_is_refused() -> None:
    session = Sandbox().session()
    session.run_sync("import asyncio\nclass L:\n    pass\n"
                     "c = asyncio.Condition(L())").check()
    with pytest.raises(StateError, match="'c' holds an asyncio.Condition over a lock that "
                                         "is not an asyncio.Lock"):
        session.export_state()


def test_a_queue_holding_itself_through_a_tuple_says_what_to_do() -> None:
    session = Sandbox().session()
    session.run_sync("import asyncio\nq = asyncio.Queue()\nq.put_nowait((q,))").check()
    with pytest.raises(StateError, match="global 'q': it holds an asyncio.Queue that refers "
                                         "back to itself"):
        session.export_state()


def test_a_queue_holding_itself_through_a_list_round_trips() -> None:
    setup = "import asyncio\nq = asyncio.Queue()\nq.put_nowait([q])"
    assert round_trip(setup, "q.get_nowait()[0] is q") is True


def _aio_blob(value: Any) -> bytes:
    return _blob_with_global(value, "import asyncio")


def test_the_unforged_fields_import() -> None:
    lock = _host("aiolock", True)
    target = Sandbox().session()
    target.import_state(_aio_blob([_host("aioevent", True), lock, _host("aiocondition", lock),
                                   _host("aioqueue", "LifoQueue", 2, [1, 2], 1),
                                   _host("aiobarrier", 2, False)]))
    value = target.run_sync("[x[0].is_set(), x[1].locked(), x[2].locked(), x[3].full(), "
                            "x[3].get_nowait(), x[4].parties]").check().value
    assert value == [True, True, True, True, 2, 2]


@pytest.mark.parametrize("value, message", [
    (_host("aioevent", 1), "bad asyncio.Event"),
    (_host("aioevent"), "bad asyncio.Event"),
    (_host("aiolock", None), "bad asyncio.Lock"),
    (_host("aiocondition", _host("aioevent", True)), "bad asyncio.Condition"),
    (_host("aiocondition", "lock"), "bad asyncio.Condition"),
    (_host("aioqueue", "Deque", 0, [], 0), "bad asyncio queue"),
    (_host("aioqueue", "Queue", "0", [], 0), "bad asyncio queue"),
    (_host("aioqueue", "Queue", 0, {}, 0), "bad asyncio queue"),
    (_host("aioqueue", "Queue", 0, [], -1), "bad asyncio queue"),
    (_host("aioqueue", "Queue", 0, []), "bad asyncio queue"),
    (_host("aiobarrier", 0, False), "bad asyncio.Barrier"),
    (_host("aiobarrier", 2, "yes"), "bad asyncio.Barrier"),
])
def test_forged_fields_are_refused(value: Any, message: str) -> None:
    target = Sandbox().session()
    target.run_sync("kept = 1").check()
    with pytest.raises(StateError, match=message):
        target.import_state(_aio_blob(value))
    assert target.run_sync("kept").check().value == 1


def test_a_primitive_without_asyncio_imported_is_refused() -> None:
    with pytest.raises(StateError, match="without module 'asyncio'"):
        Sandbox().session().import_state(_blob_with_global(_host("aioevent", True), "x = 1"))


