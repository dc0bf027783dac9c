"""The store protocol, the same contract on both implementations (a real redis-server and a
real SQLite file), and the runner over SQLite without Celery."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox, Tool
from sandbox.contrib.celery import (
    RedisStore,
    SessionRunner,
    SQLiteStore,
    StoreError,
    VersionConflict,
    current_call,
)

KEY = b"store test key"


@pytest.fixture(params=["redis", "sqlite"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    if request.param == "sqlite":
        yield SQLiteStore(str(tmp_path / "sessions.db"))
        return
    import redis

    client = redis.Redis.from_url(request.getfixturevalue("redis_url"))
    client.flushdb()
    yield RedisStore(client)
    client.close()


def test_save_is_compare_and_set(store: Any) -> None:
    assert store.load("s") is None
    assert store.save("s", b"one", 0) == 1
    assert store.save("s", b"two", 1) == 2
    with pytest.raises(VersionConflict) as info:
        store.save("s", b"stale", 1)
    assert (info.value.expected, info.value.actual) == (1, 2)
    assert "another run saved it first" in str(info.value)
    with pytest.raises(VersionConflict):
        store.save("s", b"create again", 0)
    assert store.load("s") == (2, b"two")  # the losers wrote nothing


def test_racing_writers_exactly_one_wins_each_version(store: Any, tmp_path: Path) -> None:
    store.save("race", b"0", 0)
    wins: list[int] = []
    conflicts: list[int] = []

    def writer(n: int) -> None:
        # each thread its own store (its own connection), as each worker process has
        own = SQLiteStore(str(tmp_path / "sessions.db")) if isinstance(store, SQLiteStore) \
            else RedisStore(store.client)
        for _ in range(20):
            version, _blob = own.load("race")
            try:
                own.save("race", str(n).encode(), version)
                wins.append(version)
            except VersionConflict:
                conflicts.append(version)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(wins) == list(range(1, len(wins) + 1))  # no version won twice
    assert store.load("race")[0] == len(wins) + 1
    assert len(wins) + len(conflicts) == 60


def test_bad_arguments_are_type_errors(store: Any) -> None:
    with pytest.raises(TypeError):
        store.save("", b"x", 0)
    with pytest.raises(TypeError):
        store.save("s", "text", 0)
    with pytest.raises(TypeError):
        store.save("s", b"x", -1)


CALLS: list[str] = []


def note(text: str) -> str:
    call = current_call()
    assert call is not None
    CALLS.append(f"{call.key}#{call.attempt}")
    return text.upper()


def confirm(question: str) -> bool:
    """Answered by the caller."""


def runner(path: Path) -> SessionRunner:
    sandbox = Sandbox(tools=[note, Tool(confirm, external=True)])
    return SessionRunner(sandbox, SQLiteStore(str(path)), KEY)


def test_runner_over_sqlite_keeps_state_and_detects_conflicts(tmp_path: Path) -> None:
    CALLS.clear()
    first, second = runner(tmp_path / "s.db"), runner(tmp_path / "s.db")
    assert first.run("r1", "s", "words = [note('a')]")["version"] == 1
    data = second.run("r2", "s", "words.append(note('b'))\nwords")
    assert (data["status"], data["value_data"], data["version"]) == ("done", ["A", "B"], 2)
    assert CALLS == ["r1/1#1", "r2/1#1"]
    assert second.run("r2", "s", "words.append(note('b'))") == data  # redelivered: same
    assert CALLS == ["r1/1#1", "r2/1#1"]
    paused = first.run("r3", "s", "ok = confirm('go?')\nwords.append(note(str(ok)))")
    assert paused["status"] == "paused" and paused["pending"][0]["tool"] == "confirm"
    assert second.run("r4", "s", "words.clear()")["version"] == 3  # moves the session on
    lost = second.resume(paused["token"], {paused["pending"][0]["call_id"]: True})
    assert lost["status"] == "conflict" and lost["error"]["type"] == "VersionConflict"
    assert first.run("r5", "s", "words")["value_data"] == []  # the winner's state


def test_runner_refuses_a_key_mismatch(tmp_path: Path) -> None:
    runner(tmp_path / "s.db").run("r1", "s", "x = 1")
    other = SessionRunner(Sandbox(), SQLiteStore(str(tmp_path / "s.db")), b"other key")
    data = other.run("r2", "s", "x")
    assert data["status"] == "refused"
    assert "signature does not match" in data["error"]["message"]
    with pytest.raises(TypeError, match="key must be non-empty bytes"):
        SessionRunner(Sandbox(), SQLiteStore(str(tmp_path / "s.db")), b"")
    with pytest.raises(StoreError, match="no paused run"):
        other.resume("nothing@1")


@pytest.mark.skipif(sys.platform != "linux", reason="process isolation needs Linux")
def test_runner_with_process_isolation(tmp_path: Path) -> None:
    sandbox = Sandbox(tools=[note, Tool(confirm, external=True)], isolation="process",
                      pool={"warm": 0})
    try:
        run = SessionRunner(sandbox, SQLiteStore(str(tmp_path / "s.db")), KEY)
        assert run.run("p1", "s", "words = [note('a')]")["version"] == 1
        paused = run.run("p2", "s", "words.append(confirm('go?'))\nwords")
        data = run.resume(paused["token"], {paused["pending"][0]["call_id"]: True})
        assert (data["value_data"], data["version"]) == (["A", True], 2)
        assert "process" in data["stats"]["isolation"]  # the guest ran in a worker process
    finally:
        sandbox._pool.close()


def test_a_caller_can_answer_a_paused_call_with_an_error(tmp_path: Path) -> None:
    run = runner(tmp_path / "s.db")
    paused = run.run("e1", "s", "try:\n    confirm('go?')\nexcept ValueError as e:\n"
                     "    print('refused:', e)")
    call_id = paused["pending"][0]["call_id"]
    with pytest.raises(StoreError, match="must be \\[type name, message\\]"):
        run.resume(paused["token"], errors={call_id: "no"})
    data = run.resume(paused["token"], errors={call_id: ["ValueError", "not today"]})
    assert (data["status"], data["output"]) == ("done", "refused: not today\n")


def test_a_signed_record_copied_to_another_session_is_refused(tmp_path: Path) -> None:
    run = runner(tmp_path / "s.db")
    run.run("c1", "alice", "secret = 42")
    store = SQLiteStore(str(tmp_path / "s.db"))
    stored = store.load("alice")
    assert stored is not None
    store.save("mallory", stored[1], 0)
    data = run.run("c2", "mallory", "secret")
    assert data["status"] == "refused"
    assert "belongs to another session" in data["error"]["message"]


_CATCH_ALL = ("try:\n    confirm('go?')\nexcept BaseException as e:\n"
              "    print(type(e).__name__, e)")


@pytest.mark.parametrize("error, caught", [
    (["UnicodeDecodeError", "bad"], "UnicodeError bad"),  # its constructor takes 5 args
    (["ExceptionGroup", "bad"], "Exception bad"),  # its args are exceptions: not a builtin
    (["SystemExit", "bad"], "RuntimeError bad"),  # not an Exception
])
def test_an_error_answer_whose_type_refuses_the_message_still_resumes(
        tmp_path: Path, error: list[str], caught: str) -> None:
    """A caller's answer is stored before the run replays it, so it must always replay:
    otherwise the stored run fails at every redelivery and its token is spent."""
    run = runner(tmp_path / "s.db")
    paused = run.run("u1", "s", _CATCH_ALL)
    data = run.resume(paused["token"], errors={paused["pending"][0]["call_id"]: error})
    assert (data["status"], data["output"]) == ("done", caught + "\n")
    assert run.run("u1", "s", _CATCH_ALL) == data  # a redelivery: the same outcome


def _raises_unicode(text: str) -> str:
    raise UnicodeDecodeError("utf-8", text.encode(), 0, 1, "invalid start byte")


def test_a_registry_tool_error_whose_type_refuses_its_text_args_still_replays(
        tmp_path: Path) -> None:
    run = SessionRunner(Sandbox(tools=[_raises_unicode]), SQLiteStore(str(tmp_path / "s.db")),
                        KEY)
    data = run.run("t1", "s", "try:\n    _raises_unicode('x')\nexcept ValueError as e:\n"
                   "    print(type(e).__name__)")
    assert (data["status"], data["output"]) == ("done", "UnicodeError\n")


def test_a_result_answer_that_cannot_cross_is_refused_before_it_is_stored(
        tmp_path: Path) -> None:
    run = runner(tmp_path / "s.db")
    paused = run.run("n1", "s", "v = confirm('go?')\nprint(len(v))")
    call_id = paused["pending"][0]["call_id"]
    nested: list[Any] = []
    for _ in range(200):
        nested = [nested]
    with pytest.raises(StoreError, match="nested too deeply"):
        run.resume(paused["token"], results={call_id: nested})
    data = run.resume(paused["token"], results={call_id: [1, 2]})  # the token is not spent
    assert (data["status"], data["output"]) == ("done", "2\n")


@pytest.mark.parametrize("run_id, session_id, message", [
    ("r1", "run:r2", "ids starting with 'run:' are the store's keys of run checkpoints"),
    ("r1", "", "a session id must be a non-empty str"),
    ("r1", 7, "a session id must be a non-empty str, not int"),
    (["r"], "s", "a run id must be a non-empty str, not list"),
    ("r1", "s", "inputs must be a mapping of names to values, not list"),
])
def test_payloads_that_cannot_name_a_session_or_run_are_refused(
        tmp_path: Path, run_id: Any, session_id: Any, message: str) -> None:
    """A session named ``run:r2`` would occupy run r2's checkpoint key (and r2's checkpoint
    would then be read as a session); inputs that are not a mapping were a host
    AttributeError."""
    run = runner(tmp_path / "s.db")
    data = run.run(run_id, session_id, "x = 1", [1] if "inputs" in message else None)
    assert data["status"] == "refused" and message in data["error"]["message"]
    assert SQLiteStore(str(tmp_path / "s.db")).load("run:r2") is None
    assert run.run("r2", "s", "x = 2")["status"] == "done"


def test_a_run_id_of_another_session_is_refused_not_continued(tmp_path: Path) -> None:
    """A run's checkpoint is its run id's: a delivery naming another session must neither
    continue it there nor hand out its result (run ids may come from callers)."""
    CALLS.clear()
    run = runner(tmp_path / "s.db")
    done = run.run("x1", "alice", "secret = note('alice only')\nsecret")
    assert done["value_data"] == "ALICE ONLY"
    paused = run.run("x2", "alice", "confirm('go?')")
    for run_id in ("x1", "x2"):
        data = run.run(run_id, "mallory", "secret")
        assert data["status"] == "refused", data
        assert "a run of another session" in data["error"]["message"]
        assert "ALICE" not in str(data)
    assert run.run("x1", "alice", "")["value_data"] == "ALICE ONLY"  # its own: the result
    assert run.resume(paused["token"], {paused["pending"][0]["call_id"]: True})["status"] \
        == "done"


@pytest.mark.parametrize("settings", [{"accept_content": ["json", "pickle"]},
                                      {"result_accept_content": ["application/x-yaml"]},
                                      {"task_serializer": "pickle"}])
def test_install_refuses_an_app_that_decodes_messages_with_code(settings: dict[str, Any]
                                                                ) -> None:
    """A broker peer's pickled message would run code in the worker when it is decoded."""
    celery = pytest.importorskip("celery")
    from sandbox.contrib.celery import CELERY_CONFIG, install

    app = celery.Celery("unsafe")
    app.conf.update(CELERY_CONFIG)
    app.conf.update(settings)
    with pytest.raises(ValueError, match="use JSON"):
        install(app, lambda: runner(Path("unused.db")))
    safe = celery.Celery("safe")
    safe.conf.update(CELERY_CONFIG)
    install(safe, lambda: runner(Path("unused.db")))
    assert "sandbox.run" in safe.tasks
