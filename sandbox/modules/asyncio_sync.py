"""The guest's asyncio synchronisation primitives and queues (``Event``, ``Lock``,
``Semaphore``, ``BoundedSemaphore``, ``Condition``, ``Barrier``, ``Queue``, ``PriorityQueue``,
``LifoQueue``) and the small awaitables the loop's functions return, on the sandbox's own loop
(:mod:`sandbox.runtime.loop`).

A waiter parks its greenlet on a :class:`_Waiters` FIFO and is resumed in order; nothing here
runs guest code except a ``Condition.wait_for`` predicate, called in the waiting task.
"""

from __future__ import annotations

import asyncio as _asyncio
import heapq
from collections import deque
from typing import Any

import greenlet

from ..runtime.awaiting import Awaitable_, await_value
from ..runtime.loop import check_abort, loop_of, park_with_token

CancelledError = _asyncio.CancelledError
QueueEmpty = _asyncio.QueueEmpty
QueueFull = _asyncio.QueueFull

def _immediate(value: Any) -> Any:
    return _Ready(value)


class _Ready(Awaitable_):
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def sandbox_await(self, ctx: Any) -> Any:
        return self.value


class _Call(Awaitable_):
    """An awaitable that runs ``fn(ctx)`` when awaited."""

    __slots__ = ("fn",)

    def __init__(self, fn: Any) -> None:
        self.fn = fn

    def sandbox_await(self, ctx: Any) -> Any:
        return self.fn(ctx)


_Call.__name__ = _Call.__qualname__ = _Ready.__name__ = _Ready.__qualname__ = "coroutine"
_Call.__module__ = _Ready.__module__ = "builtins"


class _Waiters:
    """FIFO of parked (greenlet, token) pairs for a primitive."""

    def __init__(self) -> None:
        self.queue: deque[tuple[greenlet.greenlet, object, Any]] = deque()

    def wait(self, ctx: Any) -> Any:
        token = object()
        entry = (greenlet.getcurrent(), token, loop_of(ctx))
        self.queue.append(entry)
        try:
            return park_with_token(ctx, token)
        finally:
            try:
                self.queue.remove(entry)
            except ValueError:
                pass

    def wake_one(self, value: Any = None) -> bool:
        while self.queue:
            glet, token, loop = self.queue.popleft()
            if loop.resume(glet, token, (True, value)):
                return True
        return False

    def wake_all(self, value: Any = None) -> None:
        while self.wake_one(value):
            pass


class Event:
    """asyncio.Event."""

    __sandbox_attrs__ = frozenset({"is_set", "set", "clear", "wait"})

    def __init__(self) -> None:
        self._flag = False
        self._waiters = _Waiters()

    def is_set(self) -> bool:
        return self._flag

    def set(self) -> None:
        if not self._flag:
            self._flag = True
            self._waiters.wake_all()

    def clear(self) -> None:
        self._flag = False

    def wait(self) -> Any:
        def wait(ctx: Any) -> bool:
            if not self._flag:
                self._waiters.wait(ctx)
            return True
        return _Call(wait)


class Lock:
    """asyncio.Lock."""

    __sandbox_attrs__ = frozenset({"acquire", "release", "locked"})

    def __init__(self) -> None:
        self._locked = False
        self._waiters = _Waiters()

    def locked(self) -> bool:
        return self._locked

    def acquire(self) -> Any:
        def acquire(ctx: Any) -> bool:
            if not self._locked and not self._waiters.queue:
                self._locked = True
                return True
            self._waiters.wait(ctx)  # release() hands the lock over
            return True
        return _Call(acquire)

    def release(self) -> None:
        if not self._locked:
            raise RuntimeError("Lock is not acquired.")
        if not self._waiters.wake_one():
            self._locked = False

    def __aenter__(self) -> Any:
        return self.acquire()

    def __aexit__(self, *exc: Any) -> Any:
        self.release()
        return _immediate(None)


class Semaphore:
    """asyncio.Semaphore."""

    __sandbox_attrs__ = frozenset({"acquire", "release", "locked"})

    def __init__(self, value: int = 1) -> None:
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._value = value
        self._waiters = _Waiters()

    def locked(self) -> bool:
        return self._value == 0

    def acquire(self) -> Any:
        def acquire(ctx: Any) -> bool:
            if self._value > 0 and not self._waiters.queue:
                self._value -= 1
                return True
            self._waiters.wait(ctx)  # release() hands a unit over
            return True
        return _Call(acquire)

    def release(self) -> None:
        if not self._waiters.wake_one():
            self._value += 1

    def __aenter__(self) -> Any:
        return self.acquire()

    def __aexit__(self, *exc: Any) -> Any:
        self.release()
        return _immediate(None)


class BoundedSemaphore(Semaphore):
    """asyncio.BoundedSemaphore."""

    def __init__(self, value: int = 1) -> None:
        super().__init__(value)
        self._bound = value

    def release(self) -> None:
        if self._value >= self._bound and not self._waiters.queue:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


class Queue:
    """asyncio.Queue (FIFO); subclasses change the order through ``_put``/``_get``."""

    __sandbox_attrs__ = frozenset({"put", "get", "put_nowait", "get_nowait", "qsize", "empty",
                                   "full", "task_done", "join", "maxsize"})

    def __init__(self, maxsize: int = 0) -> None:
        self.maxsize = maxsize
        self._items: Any = deque()
        self._getters = _Waiters()
        self._putters = _Waiters()
        self._unfinished = 0
        self._finished = Event()
        self._finished.set()

    def _put(self, item: Any) -> None:
        self._items.append(item)

    def _get(self) -> Any:
        return self._items.popleft()

    def qsize(self) -> int:
        return len(self._items)

    def empty(self) -> bool:
        return not self._items

    def full(self) -> bool:
        return 0 < self.maxsize <= len(self._items)

    def put_nowait(self, item: Any) -> None:
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished += 1
        self._finished.clear()
        self._getters.wake_one()

    def get_nowait(self) -> Any:
        if not self._items:
            raise QueueEmpty
        item = self._get()
        self._putters.wake_one()
        return item

    def put(self, item: Any) -> Any:
        def put(ctx: Any) -> None:
            while self.full():
                self._putters.wait(ctx)
            self.put_nowait(item)
        return _Call(put)

    def get(self) -> Any:
        def get(ctx: Any) -> Any:
            while not self._items:
                self._getters.wait(ctx)
            return self.get_nowait()
        return _Call(get)

    def task_done(self) -> None:
        if self._unfinished <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished -= 1
        if self._unfinished == 0:
            self._finished.set()

    def join(self) -> Any:
        return self._finished.wait()


class PriorityQueue(Queue):
    """asyncio.PriorityQueue: lowest entry first (a heap; comparing guest entries calls their
    ``__lt__``, as CPython's heapq does, O(log n) comparisons a put or get)."""

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        self._items = []

    def _put(self, item: Any) -> None:
        heapq.heappush(self._items, item)

    def _get(self) -> Any:
        return heapq.heappop(self._items)


class LifoQueue(Queue):
    """asyncio.LifoQueue: most recently added entry first."""

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        self._items = []

    def _get(self) -> Any:
        return self._items.pop()


class Condition:
    """asyncio.Condition, as CPython's: ``wait`` releases the lock, parks until a ``notify``
    and takes the lock again (also when cancelled, then re-raising the cancellation);
    ``wait_for(predicate)`` calls the guest's predicate in the waiting task."""

    __sandbox_attrs__ = frozenset({"acquire", "release", "locked", "wait", "wait_for",
                                   "notify", "notify_all"})

    def __init__(self, lock: Any = None) -> None:
        if lock is None:
            lock = Lock()
        self._lock = lock
        self._waiters: deque[Event] = deque()

    def locked(self) -> Any:
        return self._lock.locked()

    def acquire(self) -> Any:
        return self._lock.acquire()

    def release(self) -> Any:
        return self._lock.release()

    def __aenter__(self) -> Any:
        return self.acquire()

    def __aexit__(self, *exc: Any) -> Any:
        self.release()
        return _immediate(None)

    def wait(self) -> Any:
        def wait(ctx: Any) -> bool:
            if not self.locked():
                raise RuntimeError("cannot wait on un-acquired lock")
            self.release()
            try:
                woken = Event()
                self._waiters.append(woken)
                try:
                    await_value(ctx, woken.wait())
                finally:
                    self._waiters.remove(woken)
            except BaseException as exc:
                if check_abort(exc):
                    raise  # the run is stopping: no guest-visible state to restore
                self._reacquire(ctx)
                raise
            self._reacquire(ctx)
            return True
        return _Call(wait)

    def _reacquire(self, ctx: Any) -> None:
        # the lock is taken again even through cancellations, which are re-raised after
        cancelled = False
        while True:
            try:
                await_value(ctx, self.acquire())
                break
            except CancelledError:
                cancelled = True
        if cancelled:
            raise CancelledError

    def wait_for(self, predicate: Any) -> Any:
        from ..guards.sizechecks import held_callable
        predicate = held_callable(predicate)  # host code calls it (round 8: a partial)

        def wait_for(ctx: Any) -> Any:
            result = predicate()
            while not result:
                await_value(ctx, self.wait())
                result = predicate()
            return result
        return _Call(wait_for)

    def notify(self, n: int = 1) -> None:
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        woken_count = 0
        for woken in self._waiters:
            if woken_count >= n:
                break
            if not woken.is_set():
                woken_count += 1
                woken.set()

    def notify_all(self) -> None:
        self.notify(len(self._waiters))


BrokenBarrierError = _asyncio.BrokenBarrierError
_FILLING, _DRAINING, _RESETTING, _BROKEN = "filling", "draining", "resetting", "broken"


class Barrier:
    """asyncio.Barrier, CPython's state machine over a :class:`Condition`: ``parties`` tasks
    wait, the last one to arrive releases them all (each gets its arrival index); a reset or
    abort wakes the waiters with BrokenBarrierError."""

    __sandbox_attrs__ = frozenset({"wait", "reset", "abort", "parties", "n_waiting", "broken"})

    def __init__(self, parties: int) -> None:
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._cond = Condition()
        self._parties = parties
        self._state = _FILLING
        self._count = 0

    def __aenter__(self) -> Any:
        return self.wait()

    def __aexit__(self, *exc: Any) -> Any:
        return _immediate(None)

    def wait(self) -> Any:
        def wait(ctx: Any) -> int:
            await_value(ctx, self._cond.acquire())
            try:
                # wait while the barrier drains or resets
                await_value(ctx, self._cond.wait_for(
                    lambda: self._state not in (_DRAINING, _RESETTING)))
                if self._state == _BROKEN:
                    raise BrokenBarrierError("Barrier aborted")
                try:
                    index = self._count
                    self._count += 1
                    if index + 1 == self._parties:
                        self._state = _DRAINING
                        self._cond.notify_all()
                    else:
                        await_value(ctx, self._cond.wait_for(
                            lambda: self._state != _FILLING))
                        if self._state in (_BROKEN, _RESETTING):
                            raise BrokenBarrierError("Abort or reset of barrier")
                    return index
                finally:
                    self._count -= 1
                    if self._count == 0:
                        if self._state in (_RESETTING, _DRAINING):
                            self._state = _FILLING
                        self._cond.notify_all()
            finally:
                self._cond.release()
        return _Call(wait)

    def _under_lock(self, change: Any) -> Any:
        def run(ctx: Any) -> None:
            await_value(ctx, self._cond.acquire())
            try:
                change()
                self._cond.notify_all()
            finally:
                self._cond.release()
        return _Call(run)

    def reset(self) -> Any:
        def change() -> None:
            self._state = _RESETTING if self._count > 0 else _FILLING
        return self._under_lock(change)

    def abort(self) -> Any:
        def change() -> None:
            self._state = _BROKEN
        return self._under_lock(change)

    @property
    def parties(self) -> int:
        return self._parties

    @property
    def n_waiting(self) -> int:
        return self._count if self._state == _FILLING else 0

    @property
    def broken(self) -> bool:
        return self._state == _BROKEN
