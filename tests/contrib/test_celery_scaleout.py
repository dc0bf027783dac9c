"""sandbox.contrib.celery end to end: a real redis-server, two real Celery workers (separate
processes), sessions that hop between them, a worker killed mid-run, a race on one session,
a paused run answered by the caller, forged records. No mocks.

Waits are on observable state (a key in Redis, a task's result) with generous backstops;
no assertion depends on how fast anything runs.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from contrib_support import BACKSTOP_S, wait_for

pytest.importorskip("celery", reason="needs the celery extra: pip install -e '.[celery]'")
redis = pytest.importorskip("redis", reason="needs the celery extra: pip install -e '.[celery]'")

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


class Workers:
    """Two Celery worker processes, w1 and w2, each on the shared queue and its own."""

    def __init__(self, url: str, logdir: Path) -> None:
        self.url = url
        self.logdir = logdir
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self.db = redis.Redis.from_url(url)
        self.host = socket.gethostname()

    def start(self, name: str) -> None:
        env = {**os.environ, "SANDBOX_TEST_REDIS_URL": self.url,
               "PYTHONPATH": os.pathsep.join([str(ROOT), str(HERE)])}
        self.db.delete(f"test:ready:{self.hostname(name)}")
        with open(self.logdir / f"{name}.log", "ab") as log:
            self.procs[name] = subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "scaleout_app", "worker",
                 "--pool=solo", "--concurrency=1", "-n", f"{name}@%h", "-Q", f"shared,{name}",
                 "--without-gossip", "--without-mingle", "--without-heartbeat",
                 "--loglevel=WARNING"], env=env, stdout=log, stderr=subprocess.STDOUT)

    def wait_ready(self, name: str) -> None:
        wait_for(f"worker {name} to be ready",
                  lambda: self.db.get(f"test:ready:{self.hostname(name)}"))

    def hostname(self, name: str) -> str:
        return f"{name}@{self.host}"

    def kill(self, name: str) -> None:
        proc = self.procs.pop(name)
        proc.send_signal(signal.SIGKILL)
        proc.wait()

    def stop_all(self) -> None:
        for proc in self.procs.values():
            proc.terminate()
        for proc in self.procs.values():
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        self.db.close()


@pytest.fixture(scope="module")
def workers(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workers]:
    os.environ["SANDBOX_TEST_REDIS_URL"] = redis_url  # before scaleout_app is imported
    pool = Workers(redis_url, tmp_path_factory.mktemp("workers"))
    try:
        pool.start("w1")
        pool.start("w2")
        pool.wait_ready("w1")
        pool.wait_ready("w2")
        yield pool
    finally:
        pool.stop_all()


@pytest.fixture(scope="module")
def client(workers: Workers) -> Iterator[Any]:
    sys.path.insert(0, str(HERE))
    import scaleout_app

    from sandbox.contrib.celery import SessionClient

    assert scaleout_app.URL == workers.url
    yield SessionClient(scaleout_app.app)
    scaleout_app.app.close()


def calls(db: Any, tool: str) -> list[dict[str, Any]]:
    return [c for c in (json.loads(x) for x in db.lrange("test:calls", 0, -1))
            if c["tool"] == tool]


def done(client: Any, session_id: str, code: str, **options: Any) -> dict[str, Any]:
    data = client.outcome(client.run(session_id, code, **options), timeout_s=BACKSTOP_S)
    assert data["status"] == "done", data
    assert data["error"] is None, data
    return dict(data)


def test_consecutive_runs_hop_between_workers_with_state_kept(workers: Workers,
                                                              client: Any) -> None:
    sid = f"hop-{uuid.uuid4().hex}"
    first = done(client, sid, "class Counter:\n    def __init__(self):\n        self.n = 0\n"
                 "    def bump(self):\n        self.n += 1\n        return self.n\n"
                 "c = Counter()\nseen = []", queue="w1")
    assert (first["worker"], first["version"]) == (workers.hostname("w1"), 1)
    for hop in range(1, 5):
        name = "w2" if hop % 2 else "w1"
        data = done(client, sid, "seen.append(whoami())\nc.bump()", queue=name)
        assert data["worker"] == workers.hostname(name)
        assert (data["value_data"], data["version"]) == (hop, hop + 1)
    last = done(client, sid, "seen", queue="w1")
    assert last["value_data"] == [workers.hostname(n) for n in ("w2", "w1", "w2", "w1")]


def test_two_concurrent_runs_on_one_session_one_wins(workers: Workers, client: Any) -> None:
    from sandbox.contrib.celery import VersionConflict

    sid = f"race-{uuid.uuid4().hex}"
    done(client, sid, "x = []")
    name = uuid.uuid4().hex  # both runs load version 1, then meet here, then both commit
    racers = [client.run(sid, f"x.append(rendezvous({name!r}, 2))\nx", queue=q)
              for q in ("w1", "w2")]
    outcomes: list[Any] = []
    for racer in racers:
        try:
            outcomes.append(client.outcome(racer, timeout_s=BACKSTOP_S))
        except VersionConflict as exc:
            outcomes.append(exc)
    conflicts = [o for o in outcomes if isinstance(o, VersionConflict)]
    winners = [o for o in outcomes if isinstance(o, dict)]
    assert len(conflicts) == 1 and len(winners) == 1, outcomes
    assert (conflicts[0].expected, conflicts[0].actual) == (1, 2)
    assert winners[0]["version"] == 2
    after = done(client, sid, "x")
    assert after["value_data"] == winners[0]["value_data"]  # the winner's state, whole
    assert len(after["value_data"]) == 1


def test_paused_run_answered_by_the_caller_resumes_on_another_worker(
        workers: Workers, client: Any) -> None:
    sid = f"ask-{uuid.uuid4().hex}"
    done(client, sid, "total = 1", queue="w2")
    paused = client.outcome(client.run(sid, "print('asking')\nn = ask('how many?')\n"
                                       "total += charge(n)\ntotal", queue="w1"))
    assert paused["status"] == "paused" and paused["worker"] == workers.hostname("w1")
    assert paused["output"] == "asking\n"
    [call] = paused["pending"]
    assert (call["tool"], call["args"]) == ("ask", ["how many?"])
    resumed = client.outcome(client.answer(paused["token"], {call["call_id"]: 20}, queue="w2"))
    assert resumed["status"] == "done" and resumed["worker"] == workers.hostname("w2")
    assert (resumed["value_data"], resumed["output"], resumed["version"]) == (41, "asking\n", 2)
    again = client.answer(paused["token"], {call["call_id"]: 20}).get(timeout=BACKSTOP_S)
    assert again["status"] == "conflict"  # a pause is answered once
    assert done(client, sid, "total")["value_data"] == 41


def test_forged_or_unsigned_records_are_refused(workers: Workers, client: Any) -> None:
    from sandbox import Sandbox
    from sandbox.contrib.celery import RedisStore, StoreError
    from sandbox.contrib.celery.records import pack

    store = RedisStore(redis.Redis.from_url(workers.url))
    cases = {
        "unsigned": Sandbox().session().export_state(),
        "other key": pack("session", {"state": b"", "recent": []}, b"another key"),
        "not a blob": b"\x00" * 64,
    }
    for what, blob in cases.items():
        sid = f"forged-{uuid.uuid4().hex}"
        store.save(sid, blob, 0)
        with pytest.raises(StoreError, match="refused the stored record") as info:
            client.outcome(client.run(sid, "1"))
        assert what != "other key" or "signature does not match" in str(info.value)
        assert what != "unsigned" or "not signed" in str(info.value)
        assert store.load(sid) == (1, blob)  # refused, and left as it was


def test_killed_worker_mid_run_resumes_on_the_other_without_repeating_tools(
        workers: Workers, client: Any) -> None:
    db = workers.db
    db.delete("test:calls", "test:inside:1", "test:inside:2", "test:release")
    sid = f"crash-{uuid.uuid4().hex}"
    done(client, sid, "base = 100")
    pending = client.run(sid, "a = charge(5)\nb = hold()\nprint(a, b)\nbase + a")
    victim_host = wait_for("a worker inside hold()", lambda: db.get("test:inside:1")).decode()
    victim = next(n for n in ("w1", "w2") if workers.hostname(n) == victim_host)
    survivor = workers.hostname("w2" if victim == "w1" else "w1")
    workers.kill(victim)  # SIGKILL: no ack, no cleanup; the broker redelivers the run
    db.rpush("test:release", 1)
    data = client.outcome(pending, timeout_s=BACKSTOP_S)
    assert data["status"] == "done" and data["worker"] == survivor
    assert (data["value_data"], data["output"]) == (110, f"10 {survivor}\n")
    assert data["version"] == 2
    [charged] = calls(db, "charge")  # answered before the crash: replayed, never repeated
    assert charged["worker"] == victim_host
    held = calls(db, "hold")  # in flight at the crash: retried once, with the same key
    assert [(h["worker"], h["attempt"]) for h in held] == [(victim_host, 1), (survivor, 2)]
    assert held[0]["key"] == held[1]["key"]
    assert db.get(f"test:effect:{held[0]['key']}").decode() == survivor  # one effect
    after = done(client, sid, "base, a, b")
    assert after["value_data"] == [100, 10, survivor]
    assert after["version"] == 3
