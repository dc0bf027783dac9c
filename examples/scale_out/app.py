"""The Celery app of the scale-out example: the workers' tools, store and key.

Every worker and the driver import this module (``celery -A app worker``; ``drive.py``).
``SANDBOX_REDIS_URL`` names the Redis server that is broker, result backend and session
store at once; ``SANDBOX_HOST_KEY`` the key that signs stored sessions (a real deployment
reads it from its secret store; the default here is for the example only).
"""

from __future__ import annotations

import os

from celery import Celery

from sandbox import Limits, Sandbox, Tool
from sandbox.contrib.celery import CELERY_CONFIG, RedisStore, SessionRunner, install

URL = os.environ.get("SANDBOX_REDIS_URL", "redis://127.0.0.1:6380/0")
KEY = os.environ.get("SANDBOX_HOST_KEY", "example key, not a secret").encode()

app = Celery("scale_out", broker=URL, backend=URL)
app.conf.update(CELERY_CONFIG)
app.conf.update(task_default_queue="shared", broker_connection_retry_on_startup=True,
                broker_transport_options={"visibility_timeout": 300}, result_expires=3600)


def price(item: str) -> float:
    """The price of an item (a registry tool: every worker has it)."""
    return {"apple": 0.5, "pear": 0.75}.get(item, 1.0)


def approve(total: float) -> bool:
    """Ask a person to approve a total (external: answered by the caller)."""


def make_runner() -> SessionRunner:
    sandbox = Sandbox(tools=[price, Tool(approve, external=True)],
                      limits=Limits(timeout_s=10))
    return SessionRunner(sandbox, RedisStore(URL), KEY)


install(app, make_runner)
