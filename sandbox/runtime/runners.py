"""A small per-thread pool of greenlets that run guest programs.

Creating a greenlet costs far more than switching into an idle one, and most runs are short.
A runner greenlet executes one job, switches its result to its parent and waits for the
next job. A runner that did not finish its job (a run torn down mid-way) is killed, never
reused.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import greenlet

_MAX_IDLE = 4
_local = threading.local()


def _runner_main(first: list[Any]) -> None:
    # greenlet holds its start arguments until ``run`` returns: the first job comes in a
    # list emptied here, and each job is dropped before idling, so that an idle runner keeps
    # no run's globals alive
    job, args = first
    first.clear()
    while True:
        result = job(*args)
        del job, args
        job, args = greenlet.getcurrent().parent.switch(result)


def acquire(parent: greenlet.greenlet) -> greenlet.greenlet:
    """An idle runner (or a new one) whose parent is ``parent``."""
    idle: list[greenlet.greenlet] | None = getattr(_local, "idle", None)
    if idle is None:
        idle = _local.idle = []
    runner = idle.pop() if idle else greenlet.greenlet(_runner_main)
    runner.parent = parent
    return runner


def release(runner: greenlet.greenlet) -> None:
    """Return a runner that finished its job to the pool."""
    idle: list[greenlet.greenlet] | None = getattr(_local, "idle", None)
    if idle is None:
        idle = _local.idle = []
    if not runner.dead and len(idle) < _MAX_IDLE:
        idle.append(runner)


def start(runner: greenlet.greenlet, job: Callable[..., Any], *args: Any) -> Any:
    """Switch into ``runner`` to run ``job(*args)``; returns what the runner switched back."""
    if runner:  # started before: it waits in _runner_main for the next job
        return runner.switch((job, args))
    return runner.switch([job, args])
