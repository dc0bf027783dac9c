"""Crash recovery: a worker that crashes, hits an OS limit or stops answering is replaced;
the run ends with WorkerCrashed (or the limit's own error), the host lives on and the
session goes on from its last checkpoint."""

from __future__ import annotations

import os
import signal

import anyio
import pytest

import sandbox.isolation.session as session_mod
from sandbox import LimitExceeded, Limits, Sandbox
from sandbox.isolation import WorkerCrashed

DEEP_TUPLE = ("import heapq\nx = ()\nfor i in range(1_000_000):\n    x = (x,)\n"
              "heapq.nlargest(1, [x], key=hash)\n")
#: A tuple deeper than the C stack, hashed by C code on its own (``dict`` hashing the keys a
#: ``zip`` yields: THREAT_MODEL.md's known hole), which crashes the process that runs it.
DEEP_TUPLE_UNCHECKED = ("x = ()\nfor i in range(300_000):\n    x = (x,)\n"
                        "dict(zip([x], [1]))\n")
#: Limits that let a guest build the million-deep tuple (it takes ~60 MiB and ~5M steps), so
#: that the run reaches the hash, not the memory limit.
_ROOMY = Limits(max_memory_bytes=512 << 20, max_steps=10**9, timeout_s=100)


@pytest.fixture(scope="module")
def roomy_sandbox() -> Sandbox:
    sb = Sandbox(limits=_ROOMY, isolation="process", pool={"warm": 1, "max_workers": 4},
                 _test_hooks=True)
    yield sb
    sb._pool.close()


def test_deep_tuple_crash_is_a_clean_error(roomy_sandbox: Sandbox) -> None:
    # issue 16's case: a million-deep tuple hashed by heapq.nlargest(..., key=hash); the
    # guest's hash now checks the nesting (a limit); were it to reach C, the worker dies
    session = roomy_sandbox.session()
    assert session.run_sync("kept = 'before'").ok
    result = session.run_sync(DEEP_TUPLE)
    assert result.error is not None  # this host would have died in process, once
    assert getattr(result.error, "limit", None) != "max_memory_bytes"  # the hash was reached
    if isinstance(result.error, WorkerCrashed):
        assert result.error.signal is not None
        assert "restored from its last checkpoint" in result.error.message
    else:
        assert isinstance(result.error, LimitExceeded), result.error
        assert result.error.limit == "max_recursion_depth"
    after = session.run_sync("kept")
    assert after.ok and after.value == "before"


def test_a_deep_tuple_hashed_in_c_kills_only_the_worker(roomy_sandbox: Sandbox) -> None:
    # the known hole (THREAT_MODEL.md): the same tuple hashed where no check sees it
    # overflows the C stack; in process mode that is the worker's SIGSEGV, not the host's
    session = roomy_sandbox.session()
    assert session.run_sync("kept = [1, 2]").ok
    result = session.run_sync(DEEP_TUPLE_UNCHECKED)
    if isinstance(result.error, LimitExceeded):  # the hole was closed: a limit, as above
        assert result.error.limit == "max_recursion_depth"
    else:
        assert isinstance(result.error, WorkerCrashed), result.error
        assert result.error.signal == signal.SIGSEGV
        assert "killed by SIGSEGV" in result.error.message
        assert "restored from its last checkpoint" in result.error.message
    assert session.run_sync("kept + [3]").value == [1, 2, 3]


def test_a_crash_in_c_code_during_a_run_is_worker_crashed(process_sandbox: Sandbox) -> None:
    # host code in the worker makes the next run crash in C (a null read), as a bug in an
    # allowed C module would: the run ends with WorkerCrashed naming the signal, the session
    # is restored from its checkpoint, and its next run works in a fresh worker
    session = process_sandbox.session()
    assert session.run_sync("kept = {'a': 1}").ok
    session._probe("import ctypes, sandbox.api as api\n"
                   "def crash(self, *a, **k):\n    ctypes.string_at(0)\n"
                   "api.Session._begin = crash\nresult = 1")  # every run starts there
    crashed = session.run_sync("kept")
    assert isinstance(crashed.error, WorkerCrashed), crashed.error
    assert crashed.error.signal == signal.SIGSEGV and crashed.error.returncode is None
    assert "killed by SIGSEGV" in crashed.error.message
    assert crashed.output == "" and crashed.value is None
    assert session.run_sync("kept['a'] + 1").value == 2


def test_exhausting_the_address_space_is_a_clean_error(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    report = process_sandbox.isolation_report()
    if not report.is_in_force("rlimit_as"):
        pytest.skip(f"RLIMIT_AS is not in force here: {report['rlimit_as'].detail}")
    session.run_sync("kept = 41")
    # bytes(n) is calloc'd and never touched, so the run's resident memory (the memory
    # limit's sample) stays small while the address space fills: RLIMIT_AS ends it
    result = session.run_sync("hog = []\nwhile True:\n    hog.append(bytes(8 << 20))\n")
    assert isinstance(result.error, (LimitExceeded, WorkerCrashed)), result.error
    if isinstance(result.error, LimitExceeded):
        assert result.error.limit == "max_memory_bytes"
        assert "ran out of memory" in result.error.message  # a MemoryError: the OS said no
    assert session.run_sync("kept + 1").value == 42
    gone = session.run_sync("hog")
    assert gone.error is not None and gone.error.type_name == "NameError"  # run rolled back
    again = session.run_sync("hog = [bytearray(8 << 20) for _ in range(3)]\nlen(hog)")
    assert again.value == 3, again.error  # the address space was given back


def test_the_memory_limit_ends_a_guest_before_rlimit_as(process_sandbox: Sandbox) -> None:
    # touched memory (bytearray zero-fills it) is seen by the memory limit's sample first
    session = process_sandbox.session()
    session.run_sync("kept = 41")
    result = session.run_sync("hog = []\nwhile True:\n    hog.append(bytearray(8 << 20))\n")
    assert isinstance(result.error, LimitExceeded), result.error
    assert result.error.limit == "max_memory_bytes"
    assert session.run_sync("kept + 1").value == 42


def test_the_cpu_rlimit_ends_a_runaway_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    # host code in the worker spins where the evaluator's own deadline cannot see it; the
    # host's wall-clock backstop is moved out of the way, so RLIMIT_CPU (timeout + 1 s of
    # CPU, re-armed per run) is what ends it: SIGXCPU, whatever the machine's load
    monkeypatch.setattr(session_mod, "GRACE_S", 600.0)
    sb = Sandbox(limits=Limits(timeout_s=1), isolation="process", pool={"warm": 0},
                 _test_hooks=True)
    try:
        session = sb.session()
        if not sb.isolation_report().is_in_force("rlimit_cpu"):
            pytest.skip("RLIMIT_CPU is not in force here")
        assert session.run_sync("n = 1").ok
        session._probe("import sandbox.api as api\n"
                       "def spin(self, *a, **k):\n    while True:\n        pass\n"
                       "api.Session._begin = spin\nresult = 1")
        spun = session.run_sync("n")
        assert isinstance(spun.error, WorkerCrashed), spun.error
        assert spun.error.signal == signal.SIGXCPU
        assert "killed by SIGXCPU" in spun.error.message
        assert session.run_sync("n + 1").value == 2
    finally:
        sb._pool.close()


def test_a_killed_worker_is_replaced(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    session.run_sync("n = 5")
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    os.kill(pid, signal.SIGKILL)
    crashed = session.run_sync("n")
    assert isinstance(crashed.error, WorkerCrashed)
    assert crashed.error.signal == signal.SIGKILL
    assert session.run_sync("n * 2").value == 10


@pytest.mark.parametrize("style", ["run_sync", "await run"])
def test_a_wedged_worker_is_killed_by_the_backstop(monkeypatch: pytest.MonkeyPatch,
                                                   style: str) -> None:
    monkeypatch.setattr(session_mod, "GRACE_S", 0.5)
    sb = Sandbox(limits=Limits(timeout_s=1), isolation="process", pool={"warm": 0},
                 _test_hooks=True)

    def run(session: object, code: str) -> object:
        if style == "run_sync":
            return session.run_sync(code)  # type: ignore[attr-defined]
        return anyio.run(session.run, code)  # type: ignore[attr-defined]
    try:
        session = sb.session()
        session.run_sync("n = 1")
        # host code in the worker makes the evaluator block where no limit can see it
        session._probe("import time, sandbox.api as api\n"
                       "def stuck(self, *a, **k):\n    time.sleep(3600)\n"
                       "api.Session._begin = stuck\nresult = 1")  # every run starts there
        wedged = run(session, "n")
        assert isinstance(wedged.error, WorkerCrashed)
        assert wedged.error.signal == signal.SIGKILL
        assert "did not answer in time" in wedged.error.message
        assert run(session, "n + 1").value == 2
    finally:
        sb._pool.close()


def test_a_crash_before_any_checkpoint_starts_empty() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0}, _test_hooks=True)
    try:
        session = sb.session()
        session._probe("import ctypes, sandbox.api as api\n"
                       "def crash(self, *a, **k):\n    ctypes.string_at(0)\n"
                       "api.Session._begin = crash\nresult = 1")
        result = session.run_sync("x = 1")
        assert isinstance(result.error, WorkerCrashed), result.error
        assert result.error.signal == signal.SIGSEGV
        assert "starts empty" in result.error.message
        assert session.run_sync("1 + 1").value == 2
        assert session.run_sync("x").error.type_name == "NameError"
    finally:
        sb._pool.close()


def test_recycling_after_max_runs_keeps_the_state() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_runs": 2}, _test_hooks=True)
    try:
        session = sb.session()
        pids = set()
        for i in range(5):
            assert session.run_sync(f"v = {i}").ok
            pids.add(session._probe("import os\nresult = os.getpid()")["result"])
        assert session.run_sync("v").value == 4
        assert len(pids) >= 2  # the worker was replaced along the way
    finally:
        sb._pool.close()


def test_recycling_on_memory_growth_keeps_the_state() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_rss_bytes": 1}, _test_hooks=True)
    try:
        session = sb.session()
        assert session.run_sync("v = 1").ok
        first = session._probe("import os\nresult = os.getpid()")["result"]
        assert session.run_sync("v += 1").ok
        second = session._probe("import os\nresult = os.getpid()")["result"]
        assert first != second  # every worker is over a 1-byte bound: replaced each run
        assert session.run_sync("v").value == 2
    finally:
        sb._pool.close()


def test_pool_bound_parks_idle_sessions() -> None:
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_workers": 1})
    try:
        first, second = sb.session(), sb.session()
        assert first.run_sync("a = 1").ok
        assert second.run_sync("b = 2").ok  # first was parked to make room
        assert first.run_sync("a + 10").value == 11
        assert second.run_sync("b + 10").value == 12
    finally:
        sb._pool.close()


@pytest.mark.anyio
async def test_a_cancelled_run_drops_its_worker(anyio_backend: str) -> None:
    import anyio
    # only the host's cancel may end the loop: a step budget it cannot reach in the 1 s (the
    # default 10M steps took 0.99 s once, so the run ended by itself first)
    sb = Sandbox(limits=Limits(timeout_s=30, max_steps=10**12), isolation="process",
                 pool={"warm": 0})
    try:
        session = sb.session()
        assert (await session.run("n = 7")).ok
        ended = None
        with anyio.move_on_after(1.0) as scope:
            ended = await session.run("while True:\n    pass")  # cancelled by the host
        assert scope.cancelled_caught, f"the run ended first: {ended!r}"
        after = await session.run("n + 1")  # a fresh worker, restored; no stale frames
        assert after.value == 8
    finally:
        sb._pool.close()


def test_a_lying_worker_cannot_confuse_the_host(process_sandbox: Sandbox) -> None:
    session = process_sandbox.session()
    assert session.run_sync("n = 3").ok
    # host code in the worker replaces its answers with ill-formed ones
    session._probe("import sandbox.isolation.remote as r\n"
                   "r.result_message = lambda res: {'t': 'result', 'output': 5,\n"
                   "    'error': {'cls': 'LimitExceeded', 'attrs': {'__class__': 'int'}}}\n"
                   "result = 1")
    lied = session.run_sync("n")
    assert isinstance(lied.error, WorkerCrashed) and "malformed" in lied.error.message
    assert session.run_sync("n * 3").value == 9


@pytest.mark.anyio
async def test_a_malformed_tool_call_ends_the_run_cleanly(anyio_backend: str) -> None:
    async def ping() -> int:
        return 1

    sb = Sandbox([ping], isolation="process", pool={"warm": 0}, _test_hooks=True)
    try:
        session = sb.session()
        assert (await session.run("n = 2")).ok
        await anyio.to_thread.run_sync(session._probe, (
            "from sandbox.isolation.channel import Channel\n"
            "send = Channel.send\n"
            "def lying_send(self, message, timeout=60.0):\n"
            "    if message.get('t') == 'call':\n"
            "        message = {'t': 'call', 'id': 'x', 'args': 5, 'kwargs': {}}\n"
            "    send(self, message, timeout)\n"
            "Channel.send = lying_send\nresult = 1"))
        bad = await session.run("await ping()")
        assert isinstance(bad.error, WorkerCrashed) and "malformed" in bad.error.message
        assert (await session.run("n + 1")).value == 3
    finally:
        sb._pool.close()


def test_a_worker_given_back_inside_the_pools_own_locked_section_does_not_deadlock() -> None:
    # a session collected by the garbage collector while the pool spawns (inside its lock, on
    # the same thread) gives its worker back from the finaliser: this once hung the suite
    sb = Sandbox(isolation="process", pool={"warm": 0, "max_workers": 2})
    pool = sb._pool
    session = sb.session()
    assert session.run_sync("x = 1").ok
    worker = session._slot.worker
    assert worker is not None and pool.assigned == 1
    with pool._lock:  # as in prewarm's spawn loop
        session._slot.release()  # what the finaliser does
    assert pool.assigned == 0
    pool.close()


def test_a_run_that_changes_only_files_is_checkpointed(process_sandbox: Sandbox) -> None:
    # the globals stay the same atoms, so only the memory files (and cwd) say the state moved
    session = process_sandbox.session()
    session.run_sync("n = 5")
    session.run_sync("open('/work/notes.txt', 'w').write('kept')")
    session.run_sync("import os\nos.chdir('/tmp')")
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    os.kill(pid, signal.SIGKILL)
    assert isinstance(session.run_sync("n").error, WorkerCrashed)
    after = session.run_sync("import os\nprint(os.getcwd(), open('/work/notes.txt').read())")
    assert after.output == "/tmp kept\n", after.error


_KEPT = ("data = [1, [2]]\ncfg = {'a': [1]}\nn = 5\nshared = [0]\npair = [shared, shared]\n"
         "def f(x, acc=[]):\n    acc.append(x)\n    return acc\n")


@pytest.mark.parametrize(("change", "check", "expected"), [
    ("data[1].append(3)", "data", [1, [2, 3]]),  # mutated in place, not rebound
    ("cfg['a'].append(2)\ndel cfg['a']", "cfg", {}),
    ("del n", "'n' in dir()", False),
    ("n = 6", "n", 6),
    ("pair[1] = [0]", "pair[0] is pair[1]", False),  # equal values, sharing undone
    ("f(1)", "f(2)", [1, 2]),  # a default list mutated by a call
    ("f.tag = 'set'", "f.tag", "set"),
])
def test_a_crash_restores_what_the_last_run_changed(process_sandbox: Sandbox, change: str,
                                                    check: str, expected: object) -> None:
    # the worker skips the checkpoint after a run that changed nothing (unchanged.py): the
    # runs around the change must not leave the host an older state
    session = process_sandbox.session()
    session.run_sync(_KEPT).check()
    session.run_sync("n + len(data)").check()
    assert session._expect_checkpoint is False  # nothing changed: no export
    session.run_sync(change).check()
    assert session._expect_checkpoint is True
    session.run_sync("pair[1] = shared if pair[0] is pair[1] else pair[1]").check()
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    os.kill(pid, signal.SIGKILL)
    assert isinstance(session.run_sync("n").error, WorkerCrashed)
    restored = session.run_sync(check)
    assert restored.error is None and restored.value == expected, restored.error


def test_a_breached_run_that_mutated_in_place_is_checkpointed_by_the_next(
        process_sandbox: Sandbox) -> None:
    # a breach rolls back bindings, not in-place changes, and sends no checkpoint; the next
    # run, however small, must see that the state moved since the last one
    session = process_sandbox.session()
    session.run_sync("data = [1]").check()
    breached = session.run_sync("data.append(2)\nx = 'a' * (10 ** 12)")
    assert isinstance(breached.error, LimitExceeded), breached.error
    session.run_sync("y = 1").check()
    pid = session._probe("import os\nresult = os.getpid()")["result"]
    os.kill(pid, signal.SIGKILL)
    assert isinstance(session.run_sync("data").error, WorkerCrashed)
    assert session.run_sync("data").value == [1, 2]
