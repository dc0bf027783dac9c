"""The scheduler behind the guest's ``threading`` (``guest/threading.py``): each started
thread is a greenlet of the run, and one runs at a time, cooperatively. No host thread is made.

A thread runs when it is started, until it ends or waits; then the thread that started it
goes on. A thread that waits (a held lock, an empty queue, an unset event, a join) parks until
another thread wakes it, and a wake runs the woken thread at once (the waker goes on when it
waits or ends). When every thread waits, the one whose timeout is nearest wakes after that
time (the guest sleeps it, on the run's deadline); when none has a timeout, that is a
deadlock: the main thread's wait (or else the oldest) is answered ``None`` and its guest code
raises the error that says so. Every decision is a function of the guest's own steps, so a run
always takes the same schedule -- one of those CPython may take.

The guest sees only small integers: a thread id for ``current_thread()`` (0: not a thread
greenlet, i.e. the main thread and its asyncio tasks) and waiter ids; greenlets stay here.
Threads still parked when the run ends are killed with the run's asyncio tasks (as daemon
threads die with the process).
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from typing import Any

import greenlet

from ..runtime.builtins import make_builtin
from ..runtime.loop import loop_of
from . import ModuleEnv

_READY = object()


class _ThreadTask:
    """What the run's loop kills at its end: a parked thread greenlet, killed as a task."""

    __slots__ = ("_glet",)

    def __init__(self, glet: greenlet.greenlet) -> None:
        self._glet = glet

    @property
    def glet(self) -> greenlet.greenlet:
        # killed from the loop's teardown: the dying greenlet returns there
        if not self._glet.dead:
            self._glet.parent = greenlet.getcurrent()
        return self._glet

    def done(self) -> bool:  # not one of asyncio's tasks: asyncio.run and all_tasks skip it
        return True

    def cancel(self, msg: Any = None) -> bool:
        return False


class _Sched:
    def __init__(self, loop: Any) -> None:
        self.loop = loop
        self.ready: deque[tuple[greenlet.greenlet, Any]] = deque()
        self.waiters: dict[int, greenlet.greenlet] = {}   # in parking order
        self.timed: dict[int, float] = {}   # waiter id -> deadline (time.monotonic)
        self.gids: dict[greenlet.greenlet, int] = {}
        self.ids = itertools.count(1)

    def next_to_run(self) -> tuple[greenlet.greenlet, Any]:
        """Who runs now that the current greenlet parks or ends, and what it is told."""
        if self.ready:
            return self.ready.popleft()
        if self.timed:
            wid = min(self.timed, key=lambda w: (self.timed[w], w))
            remaining = max(self.timed.pop(wid) - time.monotonic(), 0.0)
            return self.waiters.pop(wid), remaining   # it sleeps that long, then times out
        # a deadlock: the main thread's wait fails (its error ends the program), else the
        # oldest wait
        wid = next((w for w, g in self.waiters.items() if g not in self.gids),
                   next(iter(self.waiters)))
        return self.waiters.pop(wid), None


def _sched(ctx: Any) -> _Sched:
    # one per run: kept on the run's loop (the threads of a run end with it)
    loop: Any = loop_of(ctx)  # (made when a run first needs it)
    sched: _Sched | None = getattr(loop, "thread_sched", None)
    if sched is None:
        sched = loop.thread_sched = _Sched(loop)
    return sched


def build_helpers(env: ModuleEnv) -> dict[str, Any]:
    """The host side of guest/threading.py (small integers in, small integers out)."""
    ctx_of = env.ctx

    def thread_gid() -> int:
        sched = getattr(ctx_of().loop, "thread_sched", None)
        return 0 if sched is None else sched.gids.get(greenlet.getcurrent(), 0)

    def thread_spawn(body: Any) -> None:
        ctx = ctx_of()
        sched = _sched(ctx)
        me = greenlet.getcurrent()

        def run() -> Any:
            this = greenlet.getcurrent()
            try:
                body()  # guest code: its own errors are reported by the guest's excepthook
            except greenlet.GreenletExit:
                raise
            except BaseException:
                # a limit breach: it goes on in the next greenlet, and ends the run there
                sched.gids.pop(this, None)
                this.parent = sched.next_to_run()[0]
                raise
            sched.gids.pop(this, None)
            target, value = sched.next_to_run()
            this.parent = target
            return value

        glet = greenlet.greenlet(run, parent=me)
        glet.gr_context = me.gr_context
        sched.gids[glet] = next(sched.ids)
        loop_of(ctx).tasks.add(_ThreadTask(glet))
        sched.ready.appendleft((me, _READY))
        glet.switch()

    def thread_new_waiter() -> int:
        return next(_sched(ctx_of()).ids)

    def thread_park(wid: int, timeout: Any = None) -> Any:
        """Park until woken: True (woken), a float (sleep that long, then it timed out) or
        None (nothing can wake it: a deadlock)."""
        sched = _sched(ctx_of())
        me = greenlet.getcurrent()
        sched.waiters[wid] = me
        if timeout is not None:
            sched.timed[wid] = time.monotonic() + max(float(timeout), 0.0)
        target, value = sched.next_to_run()
        if target is me:
            return value
        got = target.switch(value)
        return True if got is _READY else got

    def thread_wake(wid: int, now: bool = True) -> bool:
        """Wake waiter ``wid``: at once (the waker goes on later), or after the current
        thread ends (``now`` false: a thread's last act)."""
        sched = _sched(ctx_of())
        target = sched.waiters.pop(wid, None)
        if target is None:
            return False
        sched.timed.pop(wid, None)
        if not now:
            sched.ready.append((target, True))
            return True
        sched.ready.appendleft((greenlet.getcurrent(), _READY))
        target.switch(True)
        return True

    def thread_cancel_wait(wid: int) -> None:
        sched = _sched(ctx_of())
        sched.waiters.pop(wid, None)
        sched.timed.pop(wid, None)

    return {name: make_builtin(name, fn) for name, fn in (
        ("_thread_gid", thread_gid), ("_thread_spawn", thread_spawn),
        ("_thread_new_waiter", thread_new_waiter), ("_thread_park", thread_park),
        ("_thread_wake", thread_wake), ("_thread_cancel_wait", thread_cancel_wait))}
