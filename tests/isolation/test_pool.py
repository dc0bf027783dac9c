"""The worker pool (``sandbox/isolation/pool.py``): warm workers started ahead, a bound on
the workers alive, one worker per session for its life (affinity), idle sessions parked as
their checkpoint blob when the pool is full, and a clear refusal when nothing can be parked."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Sandbox
from sandbox.isolation import IsolationUnavailable


def _pid(session: Any) -> int:
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    assert isinstance(pid, int)
    return pid


def _alive(pool: Any) -> int:
    return pool.assigned + len(pool.warm)


def test_warm_workers_are_started_ahead_and_taken() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 2, "max_workers": 4}, _test_hooks=True)
    pool = sb._pool
    try:
        assert len(pool.warm) == 2 and pool.assigned == 0  # started with the Sandbox
        warm = [worker.proc.pid for worker in pool.warm]
        session = sb.session()
        assert session.run_sync("x = 1 + 2\nx").value == 3
        assert _pid(session) == warm[0]  # the first warm worker, not a new one
        assert pool.assigned == 1 and len(pool.warm) == 2  # and the warm set is refilled
        assert warm[1] in [worker.proc.pid for worker in pool.warm]
    finally:
        pool.close()


def test_a_session_keeps_its_worker_and_shares_it_with_no_other() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 1, "max_workers": 4}, _test_hooks=True)
    try:
        first, second = sb.session(), sb.session()
        pids = set()
        for i in range(3):
            assert first.run_sync(f"n = {i}").ok
            pids.add(_pid(first))
        assert len(pids) == 1  # the same worker for every run of the session
        assert second.run_sync("n = 'other'").ok
        assert _pid(second) not in pids  # another session, another worker
        assert first.run_sync("n").value == 2
    finally:
        sb._pool.close()


def test_the_bound_holds_and_idle_sessions_are_parked_as_blobs() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 2, "max_workers": 2})
    pool = sb._pool
    try:
        sessions = [sb.session() for _ in range(3)]
        for i, session in enumerate(sessions):
            assert session.run_sync(f"v = [{i}] * 3").ok
            assert _alive(pool) <= 2  # warm ones included
        parked = sessions[0]  # the least recently used idle one
        assert parked._slot.worker is None
        assert parked._checkpoint is not None and type(parked._checkpoint[0]) is bytes
        assert all(s._slot.worker is not None for s in sessions[1:])
        for i, session in enumerate(sessions):  # each comes back with its own state
            assert session.run_sync("v").value == [i] * 3
            assert _alive(pool) <= 2
    finally:
        pool.close()


def test_a_full_pool_of_sessions_that_cannot_be_parked_refuses_clearly() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_workers": 1})
    try:
        holder = sb.session()
        # a live generator cannot be checkpointed, so this session cannot give up its worker
        assert holder.run_sync("def gen():\n    yield 1\ng = gen()").ok
        with pytest.raises(IsolationUnavailable, match="the worker pool is full"):
            sb.session().run_sync("1")
        assert holder.run_sync("next(g)").value == 1  # the holder is untouched
    finally:
        sb._pool.close()
