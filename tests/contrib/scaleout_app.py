"""The Celery app the contrib tests start real workers with (``celery -A scaleout_app``).

Its tools record every call in the test's Redis server (the same server is the broker, the
result backend and the session store), so the tests can check which worker made which call
and that no answered call was made twice.
"""

from __future__ import annotations

import json
import os
from typing import Any

import redis
from celery import Celery
from celery.signals import worker_ready

from sandbox import Sandbox, Tool
from sandbox.contrib.celery import (
    CELERY_CONFIG,
    RedisStore,
    SessionRunner,
    current_call,
    install,
)

URL = os.environ.get("SANDBOX_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
KEY = b"test host key (never a real secret)"
#: Seconds before an unacknowledged run is handed to another worker. Runs in these tests
#: take milliseconds; the one test that kills a worker waits for this (a backstop, not a
#: speed assumption: a slower machine only makes a redelivery later).
VISIBILITY_TIMEOUT_S = 6

app = Celery("sandbox_scaleout_tests", broker=URL, backend=URL)
app.conf.update(CELERY_CONFIG)
app.conf.update(
    task_default_queue="shared",
    broker_connection_retry_on_startup=True,
    broker_transport_options={"visibility_timeout": VISIBILITY_TIMEOUT_S,
                              "unacked_restore_interval": 1, "unacked_restore_throttle": 1},
    result_expires=600,
)

_redis: list[Any] = []


def db() -> Any:
    if not _redis:
        _redis.append(redis.Redis.from_url(URL))
    return _redis[0]


def _record(tool: str) -> str:
    call = current_call()
    assert call is not None
    db().rpush("test:calls", json.dumps({"tool": tool, "key": call.key,
                                          "attempt": call.attempt, "worker": call.worker}))
    return call.worker


def charge(amount: int) -> int:
    """A tool with a side effect: records the call and returns twice the amount."""
    _record("charge")
    return amount * 2


def hold() -> str:
    """Announces that a worker is inside it, then waits for the test to release it. Its
    effect is keyed on the call key, so a retry of the same call does it once."""
    worker = _record("hold")
    call = current_call()
    assert call is not None
    db().set(f"test:inside:{call.attempt}", worker)
    db().blpop(["test:release"], timeout=60)
    db().setnx(f"test:effect:{call.key}", worker)
    return worker


def rendezvous(name: str, parties: int) -> str:
    """Returns once ``parties`` runs have called it with ``name`` (each on its own worker)."""
    worker = _record("rendezvous")
    if db().incr(f"test:rv:{name}") == parties:
        db().rpush(f"test:rv:{name}:go", *([1] * parties))
    db().blpop([f"test:rv:{name}:go"], timeout=60)
    return worker


def whoami() -> str:
    """The worker making this call."""
    return _record("whoami")


def ask(question: str) -> int:
    """Answered by the caller (an external tool)."""
    raise AssertionError("never runs")


def make_runner() -> SessionRunner:
    sandbox = Sandbox(tools=[charge, hold, rendezvous, whoami, Tool(ask, external=True)])
    return SessionRunner(sandbox, RedisStore(URL), KEY)


install(app, make_runner)


@worker_ready.connect
def _announce(sender: Any = None, **_: Any) -> None:
    db().set(f"test:ready:{sender.hostname}", os.getpid())
