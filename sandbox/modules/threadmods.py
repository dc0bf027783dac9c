"""``threading``, ``concurrent.futures`` and ``multiprocessing`` for the guest: guest Python
(``guest/threading.py``, ``guest/futures.py``, ``guest/multiprocessing.py``) on one thread
of execution. No host thread or process is ever made: a started thread, a submitted call or
a pool's task runs to its end when it is started or submitted (a schedule CPython may also
choose), with ``threading.current_thread()`` naming the thread it runs on, so executors,
futures, locks and threads are guest objects under the gate and the run's limits.

A wait that only another running thread could end cannot end here (the threads that could
end it are suspended under the waiting one): with a timeout it takes that long, on the run's
deadline, and answers as CPython does on a timeout; without one it raises ``RuntimeError``
saying why (CPython would wait forever). Tool calls made by submitted calls run one after
another, in submission order: a call runs to its end before ``submit()`` returns, so there is
no second call in flight to overlap with (``asyncio.gather`` over async tools is the way to
run tool calls concurrently)."""

from __future__ import annotations

from ..guards.costmodel import costs
from . import guest_source, register_source
from .threadsched import build_helpers

__all__: list[str] = []

# threading: the thread identities, then the locks, then the threads (one module's source)
register_source("threading", "\n".join(guest_source(f"threading{part}.py")
                                       for part in ("", "_locks", "_threads")),
                helpers=build_helpers,
                doc="Thread, Lock, RLock, Condition, Semaphore, Event, Barrier, Timer, local "
                    "on one thread of execution: a started thread runs to its end in start() "
                    "(a wait no other thread could end raises; as guest code).",
                costs=costs(constant=("ThreadError",)))  # the builtin RuntimeError
register_source("concurrent", "__all__ = []\n", doc="The concurrent package (futures).")
register_source("concurrent.futures", guest_source("futures.py"),
                doc="ThreadPoolExecutor, ProcessPoolExecutor, Future, wait, as_completed: a "
                    "submitted call runs to its end in submit(), on a worker thread named as "
                    "CPython names it (as guest code).",
                costs=costs(constant=("TimeoutError",)))  # the builtin TimeoutError
register_source("multiprocessing", guest_source("multiprocessing.py"),
                doc="Pool (map, imap, starmap, apply_async), Process, Queue, Manager, Value, "
                    "the locks, cpu_count() == 1: every task runs in this process, to its end "
                    "when it is given (as guest code).")
register_source("multiprocessing.pool",
                "from multiprocessing import Pool, ThreadPool\n"
                "ApplyResult = AsyncResult = type(ThreadPool(1).apply_async(int))\n",
                doc="multiprocessing's Pool and ThreadPool.")
register_source("multiprocessing.dummy",
                "from multiprocessing import ThreadPool as Pool, Manager, Value, Array, "
                "Lock, RLock, Event, Semaphore, BoundedSemaphore, Condition, Barrier, "
                "active_children, cpu_count, freeze_support\n"
                "from threading import Thread as Process, current_thread as current_process\n"
                "from queue import Queue\nJoinableQueue = Queue\n",
                doc="multiprocessing's API on threads (Pool is a ThreadPool).")
