"""A small per-thread pool of greenlets that run guest programs.

Creating a greenlet costs far more than switching into an idle one, and most runs are short.
A runner greenlet executes one job, switches its result to its parent and waits for the
next job. A runner that did not finish its job (a run torn down mid-way) is killed, never
reused.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any

import greenlet

from .generators import kill_generators

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
    idle: list[greenlet.greenlet] = getattr(_local, "idle", None) or []
    _local.idle = idle
    runner = idle.pop() if idle else greenlet.greenlet(_runner_main)
    runner.parent = parent
    return runner


def release(runner: greenlet.greenlet) -> None:
    """Return a runner that finished its job to the pool."""
    idle: list[greenlet.greenlet] = getattr(_local, "idle", None) or []
    _local.idle = idle
    if not runner.dead and len(idle) < _MAX_IDLE:
        idle.append(runner)


def start(runner: greenlet.greenlet, job: Callable[..., Any], *args: Any) -> Any:
    """Switch into ``runner`` to run ``job(*args)``; returns what the runner switched back."""
    if runner:  # started before: it waits in _runner_main for the next job
        return runner.switch((job, args))
    return runner.switch([job, args])


class _ThreadReaper:
    """Kept in the thread's local storage, so it is released in that thread when the thread
    exits: it then finishes the generators suspended in this thread (a greenlet can be killed
    only in its own thread; after the thread is gone it would leak, frames and all)."""

    __slots__ = ("registries",)

    def __init__(self) -> None:
        self.registries: dict[int, weakref.ref[Any]] = {}  # id -> weak ref to a session's set

    def __del__(self) -> None:
        try:
            for ref in list(self.registries.values()):
                registry = ref()
                if registry is not None:
                    kill_generators(registry, this_thread_only=True)
        except Exception:  # noqa: BLE001, S110 - at interpreter exit greenlet is gone too
            pass


def reap_on_thread_exit(registry: Any) -> None:
    """Finish the generators of ``registry`` (a session's weak set) that are suspended in
    this thread when the thread exits."""
    reaper = getattr(_local, "reaper", None)
    if reaper is None:
        reaper = _local.reaper = _ThreadReaper()
    registries = reaper.registries
    key = id(registry)
    ref = registries.get(key)
    if ref is None or ref() is not registry:  # first run of this session in this thread
        def forget(dead: Any, key: int = key) -> None:
            if registries.get(key) is dead:
                del registries[key]
        registries[key] = weakref.ref(registry, forget)
