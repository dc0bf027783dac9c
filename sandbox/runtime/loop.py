"""The guest event loop: deterministic scheduling of guest tasks, real host concurrency.

Every guest task runs in a greenlet. The loop (running in the driver coroutine, i.e. the
host's event loop greenlet) switches into one greenlet at a time; a greenlet comes back with
one of three requests:

- :class:`~sandbox.runtime.awaiting.HostRequest` -- await something on the host (a tool call):
  started at once as a host task in the run's anyio task group, so gathered tool calls run
  concurrently; its outcome re-queues the greenlet;
- :class:`Park` -- wait until another guest task wakes it (task completion, Event, Lock,
  Queue, timer);
- :class:`Reschedule` -- ``asyncio.sleep(0)``: go to the back of the ready queue.

Ready greenlets run in FIFO order and timers fire in deadline order (ties in creation order),
as in CPython's asyncio, so guest output is the same on asyncio and trio hosts.
"""

from __future__ import annotations

import heapq
import itertools
import time
import types
from collections import deque
from collections.abc import Callable
from typing import Any

import anyio
import greenlet

from ..errors import Abort, abort_limit
from .awaiting import HostRequest, HostYield
from .context import set_current

_getcurrent = greenlet.getcurrent


class Park:
    """Request: park ``target`` until something wakes it with ``token``."""

    __slots__ = ("target", "token")

    def __init__(self, target: greenlet.greenlet, token: object) -> None:
        self.target = target
        self.token = token


class Reschedule:
    """Request: put ``target`` at the back of the ready queue."""

    __slots__ = ("target",)

    def __init__(self, target: greenlet.greenlet) -> None:
        self.target = target


class Finished:
    """What a task greenlet returns to the loop when its coroutine is done."""

    __slots__ = ("task", "abort")

    def __init__(self, task: Any, abort: BaseException | None = None) -> None:
        self.task = task
        self.abort = abort


class Loop:
    """One run's scheduler. ``ready`` holds (greenlet, reply, task) triples."""

    # Scalar state read from the class until first set (a Loop is made per run; most runs
    # never wait, and each store in __init__ is paid by every run).
    tg: Any = None  # the host's task group, set when the run first needs its event loop
    pending_ops = 0
    inline_op: Any = None  # a request the loop awaits itself (nothing else to do)
    wake: Any = None  # an anyio.Event while the loop waits for the host
    current: Any = None  # the guest task whose greenlet is running
    root_done = False  # the root greenlet returned (it is idle, reusable)
    root_task: Any = None
    host_turn = False  # give the host's event loop a turn before going on
    exclusive: Any = None  # the greenlet of an exclusive request in progress
    # the running backend's cancel scope class (what anyio.CancelScope() makes): made
    # directly, without the facade's backend look-up and its second __init__
    scope_type: Any = None
    run_scope: Any = None  # the scope the loop serves in (see run)
    armed_for: Any = None  # the ctx.deadline run_scope's deadline was set for
    inline_running: Any = None  # (target, token, tag) of the request _inline awaits
    # schedules a callback on the host's running loop, safe in a signal handler: set before
    # the loop first blocks in the host (see _wakeable)
    call_threadsafe: Any = None
    answered: Any = None  # host tasks' requests done since the loop last looked (_answer)
    # the order of the host task whose first step the loop awaits before any other guest
    # task runs (_await_first_step), and the event its first step sets
    first_step: Any = None
    first_event: Any = None
    at_once: Any = None  # the order of the host task whose request finished in its first step

    def __init__(self, ctx: Any, main: greenlet.greenlet) -> None:
        self.ctx = ctx
        self.main = main  # the driver: the greenlet guest greenlets hand their requests to
        self.ready: deque[tuple[greenlet.greenlet, Any, Any]] = deque()
        self.timers: list[list[Any]] = []
        self.seq = itertools.count()
        self.queued_ops: deque[Any] = deque()
        self.completed_tags: list[int] = []  # tags of host requests completed in this wait
        self.tasks: set[Any] = set()
        self.parked: dict[greenlet.greenlet, tuple[object, Any]] = {}
        self.result: Any = NOT_DONE

    # --- the loop itself ---------------------------------------------------------------

    async def run(self, first: Any) -> Any:
        """Serve ``first`` (what :meth:`start` returned) and run until the root finishes.

        The loop serves in one cancel scope of its own (:attr:`run_scope`), entered once: a
        request the loop awaits itself (``inline_op``) runs in it, so a tool's own scopes nest
        inside it, without a scope entered per call. Its deadline is the run's, armed when
        such a request first waits; ``interrupt()`` of that request cancels it. A cancel it
        catches ends the request in progress as a timeout (as a scope per call did), or, in
        the loop's own waits, is the run's deadline; then the loop goes on in a fresh scope.
        """
        if type(first) in _REQUESTS:
            self.current = self.root_task
            self._handle(first)
        while self.result is NOT_DONE:
            scope = self.run_scope = self._new_scope()
            self.armed_for = None
            with scope:
                await self._serve(scope)
            if scope.cancelled_caught:
                self._run_scope_cancelled()
        return self.result

    def _new_scope(self) -> Any:
        if self.scope_type is None:
            scope = anyio.CancelScope()
            self.scope_type = type(scope)
            return scope
        return self.scope_type()

    async def _serve(self, scope: Any) -> None:
        """The loop's body, in ``scope`` (:attr:`run_scope`); returns when the run is done or
        when ``scope`` was cancelled for a request that then ended without noticing it."""
        while self.result is NOT_DONE:
            if self.host_turn:  # a CPU-bound guest gave the host's other tasks a turn
                self.host_turn = False
                # asyncio runs a task whose timer fell due two loop iterations after the
                # timer is found due: three checkpoints let such a task run before the guest
                # goes on (a few microseconds per slice)
                for _ in range(3):
                    await anyio.lowlevel.checkpoint()
                # requests done meanwhile are answered when the guest next has nothing to
                # run (_wait_for_events) or lets the others run (asyncio.sleep(0), in
                # _handle), as without this turn: where a slice ends depends on the
                # machine's load, and must not change the guest's order of events
                continue
            if self.first_step is not None:
                await self._await_first_step()
                continue
            inline = self.inline_op
            if inline is not None:
                # recorded while the host side ran (a Ctrl-C): the attribute test first, as
                # this is every awaited tool call's path
                if self.ctx.breach is not None and self._ended_by_breach():
                    return
                self.inline_op = None
                if inline[3] is None:
                    await self._inline(*inline)
                else:
                    await self._op(*inline)
                self._take_answers()
                if self.ctx.replay is not None:
                    self.ctx.replay.record_batch(self.completed_tags)
                self.completed_tags = []
                if scope.cancel_called:  # for that request (or the deadline): not for what
                    return  # follows; the loop goes on in a fresh scope
                continue
            if self.ready:
                glet, reply, task = self.ready.popleft()
                if glet is None:  # a callback scheduled with call_soon (host code only)
                    reply()
                    continue
                if glet.dead:
                    continue
                self.current = task
                set_current(self.ctx)
                self._handle(glet.switch(reply))
                continue
            if self._fire_timers():
                continue
            replay = self.ctx.replay
            if replay is not None:
                try:
                    if replay.release(self):
                        continue
                except Abort as abort:  # the replay diverged from the recorded run
                    self.result = ("abort", abort.error)
                    break
                # guest time stands still while the host answers: a guest timer still to
                # come (asyncio.wait_for(..., timeout=5) or asyncio.timeout() around the
                # external call, a sibling's sleep) does not fire before the pause, so the
                # host's answer arrives before it, as a tool that answered at once would
                # (waiting for it made every such call time out, and the resumed run differ
                # from an unpaused one)
                if replay.paused and not self.pending_ops and not self.queued_ops:
                    self.result = ("pause", None)  # only the host can make progress now
                    break
            await self._wait_for_events()
            if replay is not None:
                replay.record_batch(self.completed_tags)
            self.completed_tags = []

    def _run_scope_cancelled(self) -> None:
        """:attr:`run_scope` caught its cancel: end the request it interrupted as a timeout
        (``resume`` drops the reply of one ``interrupt()`` has already woken), or, caught in
        the loop's own waits, the run's deadline passed (as :meth:`_wait_for_events` ends)."""
        ctx = self.ctx
        inline = self.inline_running
        if inline is not None:
            self.inline_running = None
            self._op_done(inline[0], inline[1], self._timed_out(inline[0], inline[1]),
                          inline[2])
            self._take_answers()
            if ctx.replay is not None:
                ctx.replay.record_batch(self.completed_tags)
            self.completed_tags = []
            return
        self.wake = None
        self._take_answers()
        self._after_wait(ctx)

    def _handle(self, out: Any) -> None:
        t = type(out)
        if t is HostRequest:
            self._start_op(out.target, out.fn, out.tag, out.exclusive)
        elif t is Park:
            self.parked[out.target] = (out.token, self.current)
            if self.current is not None:
                self.current.parked_on = out.target
        elif t is Reschedule:
            self.ready.append((out.target, None, self.current))
            if self.answered is not None:  # a poll (sleep(0) until a call is done) sees them
                self._take_answers()
        elif t is HostYield:  # resumed first: the guest's own scheduling order is unchanged
            self.ready.appendleft((out.target, None, self.current))
            self.host_turn = True
        elif out is _CALLBACK_DONE:
            pass
        elif t is Finished:
            self.tasks.discard(out.task)
            if out.abort is not None:
                self.result = ("abort", _as_limit_error(out.abort, self.ctx))
        else:  # the root greenlet finished: its outcome
            self.result = out
            self.root_done = True

    def _fire_timers(self) -> bool:
        fired = False
        now = time.monotonic()
        while self.timers and self.timers[0][0] <= now:
            _, _, callback = heapq.heappop(self.timers)
            callback()
            fired = True
        return fired

    async def _wait_for_events(self) -> None:
        ctx = self.ctx
        self._wakeable()  # first: a breach recorded after the check below still wakes us
        if self._ended_by_breach():  # recorded since guest code last ran (an interrupt)
            return
        if self.answered is not None:  # done during a turn given to the host (_serve)
            self._take_answers()
            return
        now = time.monotonic()
        wait = ctx.deadline - now
        if self.timers:
            wait = min(wait, self.timers[0][0] - now)
        if wait <= 0 and not self.timers:
            self.result = ("abort", abort_limit("timeout_s", round(now - ctx.started, 3),
                                                ctx.limits.timeout_s).error)
            return
        self.wake = anyio.Event()
        with anyio.move_on_after(max(wait, 0)):
            await self.wake.wait()
        self.wake = None
        self._take_answers()
        self._after_wait(ctx)

    def _after_wait(self, ctx: Any) -> None:
        """After the loop's own wait: the run ends if a limit was breached meanwhile, or as
        a timeout if nothing is ready and the deadline has passed."""
        if self._ended_by_breach():
            return
        if not self.ready and time.monotonic() >= ctx.deadline:
            self.result = ("abort", abort_limit("timeout_s",
                                                round(time.monotonic() - ctx.started, 3),
                                                ctx.limits.timeout_s).error)

    def _ended_by_breach(self) -> bool:
        """End the run with its recorded breach, if any: a breach is final, and one recorded
        after the guest's last step checkpoint (an interrupt just before an ``await``) would
        otherwise only be seen when guest code runs again."""
        breach = self.ctx.breach
        if breach is None:
            return False
        self.result = ("abort", breach.error)
        return True

    def notice_breach(self) -> None:
        """Called when the run records a breach, possibly from a signal handler at any point
        of the host's event loop (a Ctrl-C, sandbox.interrupt): the loop's wait for the host,
        or the request it awaits itself, ends at the loop's next turn. It only schedules that
        (thread- and signal-safe); a breach recorded before the loop first blocks is seen by
        the checks in :meth:`_serve`, :meth:`_inline` and :meth:`_wait_for_events`."""
        schedule = self.call_threadsafe
        if schedule is not None:
            try:
                schedule(self._end_wait_for_breach)
            except RuntimeError:  # that loop has ended (and so has the wait)
                pass

    def _end_wait_for_breach(self) -> None:
        if self.wake is not None:
            self.wake.set()
        if self.first_event is not None:
            self.first_event.set()
        if self.inline_running is not None:  # ends as a timeout; the breach is the outcome
            self.run_scope.cancel()

    def _wakeable(self) -> None:
        """Before the loop first blocks in the host: learn how to wake it from a signal
        handler (asyncio's ``call_soon_threadsafe``, trio's ``run_sync_soon``). Once per run:
        a run that never waits pays nothing."""
        if self.call_threadsafe is None:
            native: Any = anyio.lowlevel.current_token().native_token
            self.call_threadsafe = (getattr(native, "call_soon_threadsafe", None)
                                    or native.run_sync_soon)

    def _start_op(self, target: greenlet.greenlet, fn: Callable[[], Any], tag: Any = None,
                  exclusive: bool = False) -> None:
        token = object()
        task = self.current
        self.parked[target] = (token, task)
        if exclusive or not (self.pending_ops or self.ready or self.timers):
            # awaited by the loop itself, in its run scope (no scope of its own): exclusive
            # (before any other guest task runs, and its task goes on first), or nothing
            # else can run meanwhile, which spares a host task and a scope per call (the
            # common case of a guest awaiting one tool)
            if task is not None:
                task.parked_on = target
                task.op_scope = self
            self.pending_ops += 1
            if exclusive:
                self.exclusive = target
            self.inline_op = (target, token, fn, None, tag)
            return
        scope = self._new_scope()
        if task is not None:
            task.parked_on = target
            task.op_scope = scope
        if self.pending_ops >= self.ctx.limits.max_concurrent_tool_calls:
            self.queued_ops.append((target, token, fn, scope, tag))  # started when one ends
            return
        order = self._launch(target, token, fn, scope, tag)
        if order is not None and not getattr(fn, "always_waits", False):
            self.first_step = order  # (a request known to wait has no first step to await)

    def cancel(self) -> None:
        """``interrupt()`` of the request the loop awaits itself (its ``op_scope``): cancel
        the run scope it runs in (:meth:`run`)."""
        self.run_scope.cancel()

    def _launch(self, target: greenlet.greenlet, token: object, fn: Callable[[], Any],
                scope: anyio.CancelScope, tag: Any = None) -> int | None:
        """Start request ``fn()``: awaited by the loop itself (None), or as a host task of
        its own (its order, see :meth:`_answer`)."""
        self.pending_ops += 1
        if not self.ready and self.pending_ops == 1 and not self.timers:
            # nothing else can run meanwhile: the loop awaits this request itself, which
            # spares a host task per call
            self.inline_op = (target, token, fn, scope, tag)
            return None
        order = next(self.seq)
        self.tg.start_soon(self._op, target, token, fn, scope, tag, order)
        return order

    async def _await_first_step(self) -> None:
        """Let the host task just started for the current task's request run its first step
        before any other guest task runs. A request that finishes there (a tool that answers
        without waiting for the host's loop: an ``async def`` that never awaits, a cache
        hit) resumes its task first, as in CPython, where such a call finishes within its
        task's step (and the other tasks run only when it next waits); one that waits lets
        the others run meanwhile. Costs a turn of the host's loop, only for a request made
        while other guest tasks are ready or waiting."""
        order = self.first_step
        if self.at_once != order:
            event = self.first_event = anyio.Event()
            with anyio.move_on_after(max(self.ctx.deadline - time.monotonic(), 0)):
                await event.wait()
            self.first_event = None
        self.first_step = None
        answered = self.answered
        if self.at_once != order or not answered:
            return  # it waits (it may have finished since: then it is answered in order)
        self.at_once = None
        for i, entry in enumerate(answered):
            if entry[0] == order:
                del answered[i]
                if not answered:
                    self.answered = None
                _, target, token, reply, tag = entry
                self._op_done(target, token, reply, tag, at_once=True)
                return

    def _first_step_taken(self, order: int | None) -> None:
        """Host task ``order`` has taken its first step (done, or now waiting)."""
        if order is not None and order == self.first_step:
            event = self.first_event
            if event is not None:
                event.set()

    async def _inline(self, target: greenlet.greenlet, token: object, fn: Callable[[], Any],
                      _scope: None, tag: Any) -> None:
        """Await request ``fn()`` in :attr:`run_scope` (see :meth:`run`)."""
        ctx = self.ctx
        coro = fn()
        self.inline_running = (target, token, tag)  # for _run_scope_cancelled
        # the request's first step runs before the deadline is armed: a tool that answers
        # without waiting for the host's loop (a cache hit, a computed value) is done
        # without a deadline timer; one that waits gets it before it waits (anyio's clock,
        # which is not time.monotonic under trio)
        try:
            step = coro.send(None)
        except StopIteration as done:
            reply = done.value
        else:
            if self.armed_for != ctx.deadline:  # armed once per run scope (and deadline)
                self.armed_for = ctx.deadline
                self.run_scope.deadline = (anyio.current_time()
                                           + max(ctx.deadline - time.monotonic(), 0))
                self._wakeable()
            if ctx.breach is not None:  # recorded in the first step (before _wakeable)
                self.run_scope.cancel()
            reply = await resumed(coro, step)
        self.inline_running = None
        self._op_done(target, token, reply, tag)

    async def _op(self, target: greenlet.greenlet, token: object, fn: Callable[[], Any],
                  scope: anyio.CancelScope, tag: Any, order: int | None = None) -> None:
        """Await request ``fn()`` in ``scope``: as a host task of its own (``order``: when
        it was made, see :meth:`_answer`), or awaited by the loop itself (no ``order``)."""
        ctx = self.ctx
        reply: Any = None
        at_once = False
        coro = fn()
        # one scope for both ends of the call: interrupt()'s cancel and the run's deadline.
        # A cancel caught here that came from interrupt() gets no reply (_timed_out): the
        # interrupt has already woken the task with its own error.
        with scope:
            # the first step before the deadline is armed, as in _inline
            try:
                step = coro.send(None)
            except StopIteration as done:
                reply = done.value
                at_once = True
            else:
                self._first_step_taken(order)
                scope.deadline = anyio.current_time() + max(ctx.deadline - time.monotonic(), 0)
                reply = await resumed(coro, step)
        if scope.cancelled_caught:
            reply = self._timed_out(target, token)
        if order is None:
            self._op_done(target, token, reply, tag)
        else:
            if at_once:
                self.at_once = order
            self._answer(order, target, token, reply, tag)
            self._first_step_taken(order)

    def _answer(self, order: int, target: greenlet.greenlet, token: object, reply: Any,
                tag: Any) -> None:
        """A host task's request is done: kept until the loop next looks
        (:meth:`_take_answers`), so that the requests done during one wait of the loop resume
        their tasks in the order they were made, not in the order the host's event loop ran
        their tasks (trio runs a batch of new tasks in either order; asyncio in order): a
        tool that finishes in its first step then resumes its task as in CPython, where it
        finishes in its task's step, on either backend."""
        answered = self.answered
        if answered is None:
            answered = self.answered = []
        answered.append((order, target, token, reply, tag))
        if self.wake is not None:
            self.wake.set()

    def _take_answers(self) -> None:
        answered = self.answered
        if answered is not None:
            self.answered = None
            answered.sort(key=_first)
            for _, target, token, reply, tag in answered:
                self._op_done(target, token, reply, tag)

    def _timed_out(self, target: greenlet.greenlet, token: object) -> Any:
        """The reply of a request that a cancel of its scope ended: the run's deadline, a
        timeout, unless ``interrupt()`` has already woken its task with its own error (a
        guest cancel): then none, for :meth:`resume` drops it, and an Abort made for it would
        still record the timeout as the run's breach (``errors.breach_hook``), ending a run
        that goes on after cancelling a task whose tool call was waiting."""
        entry = self.parked.get(target)
        if entry is None or entry[0] is not token:
            return None
        ctx = self.ctx
        return (False, abort_limit("timeout_s", round(time.monotonic() - ctx.started, 3),
                                   ctx.limits.timeout_s))

    def _op_done(self, target: greenlet.greenlet, token: object, reply: Any, tag: Any,
                 at_once: bool = False) -> None:
        """Request done: resume its task (``at_once``: it finished in its first step, see
        :meth:`_await_first_step`; its task goes on first, and a replay makes the same call
        go on at once, for it was never waited for)."""
        ctx = self.ctx
        if reply is None:
            reply = (False, _cancelled())
        self.pending_ops -= 1
        while self.queued_ops and self.pending_ops < ctx.limits.max_concurrent_tool_calls:
            queued = self.queued_ops.popleft()
            if not queued[3].cancel_called:
                self._launch(*queued)
        if tag is not None:
            if at_once:
                ctx.replay.answered_at_once(tag)
            else:
                self.completed_tags.append(tag)
        self.resume(target, token, reply, first=at_once)

    # --- services for guest primitives ------------------------------------------------------

    def resume(self, target: greenlet.greenlet, token: object, reply: Any,
               first: bool = False) -> bool:
        """Wake ``target`` if it is still parked with ``token`` (``first``: before the other
        ready tasks, as an exclusive request's task is)."""
        entry = self.parked.get(target)
        if entry is None or entry[0] is not token:
            return False
        del self.parked[target]
        task = entry[1]
        if task is not None:
            task.parked_on = None
            task.op_scope = None
        if target is self.exclusive or first:
            if target is self.exclusive:
                self.exclusive = None
            self.ready.appendleft((target, reply, task))
        else:
            self.ready.append((target, reply, task))
        if self.wake is not None:
            self.wake.set()
        return True

    def call_soon(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` (host code; guest callables go through :meth:`call_soon_guest`)
        after the greenlets already ready, as asyncio's call_soon does."""
        self.ready.append((None, callback, None))  # type: ignore[arg-type]

    def call_soon_guest(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run guest callable ``fn(*args)`` in a greenlet of its own, in ready order."""
        def body(_reply: Any) -> Any:
            fn(*args)
            return _CALLBACK_DONE
        glet = greenlet.greenlet(body, parent=self.main)
        glet.gr_context = greenlet.getcurrent().gr_context
        self.ready.append((glet, None, self.current))

    def call_later(self, delay: float, callback: Callable[[], None]) -> list[Any]:
        """Run ``callback`` (host code only, no guest code) after ``delay`` seconds; returns
        a handle for :meth:`cancel_timer`."""
        entry = [time.monotonic() + max(delay, 0.0), next(self.seq), callback]
        heapq.heappush(self.timers, entry)
        return entry

    def cancel_timer(self, entry: list[Any]) -> None:
        entry[2] = _noop

    def interrupt(self, task: Any, exc: BaseException) -> None:
        """Deliver ``exc`` to ``task`` where it is parked (cancellation, timeouts)."""
        target = task.parked_on
        if target is None:
            return
        entry = self.parked.get(target)
        if entry is None:
            return
        scope = task.op_scope
        if scope is not None:
            scope.cancel()
        self.resume(target, entry[0], (False, exc))

    def kill_all(self, keep: greenlet.greenlet | None = None) -> None:
        """Tear down every task greenlet (end of run): no guest code runs."""
        for task in list(self.tasks):
            glet = task.glet
            if glet is not None and not glet.dead and glet is not keep:
                try:
                    glet.throw(greenlet.GreenletExit)
                except greenlet.GreenletExit:
                    pass
        self.tasks.clear()
        self.parked.clear()
        self.ready.clear()


def _as_limit_error(exc: BaseException, ctx: Any) -> Any:
    """The host-facing error for a signal that ended a task."""
    from ..errors import HOST_STACK_NOTE, LimitExceeded
    if isinstance(exc, Abort):
        return exc.error
    if isinstance(exc, RecursionError):
        return LimitExceeded("max_recursion_depth", ctx.depth, ctx.max_depth,
                             HOST_STACK_NOTE)
    return LimitExceeded("max_memory_bytes", 0, ctx.limits.max_memory_bytes,
                         "the host ran out of memory")


def _noop() -> None:
    return None


def _first(entry: tuple[Any, ...]) -> Any:
    return entry[0]


def _cancelled() -> BaseException:
    import asyncio
    return asyncio.CancelledError()


NOT_DONE = object()


@types.coroutine
def resumed(coro: Any, yielded: Any) -> Any:
    """Await ``coro`` whose first step has already run and yielded ``yielded`` to the event
    loop (what ``yield from coro`` does from there: every value the loop sends or throws goes
    on to ``coro``)."""
    while True:
        try:
            sent = yield yielded
        except GeneratorExit:
            coro.close()
            raise
        except BaseException as exc:
            try:
                yielded = coro.throw(exc)
            except StopIteration as done:
                return done.value
        else:
            try:
                yielded = coro.send(sent)
            except StopIteration as done:
                return done.value
_CALLBACK_DONE = object()
_REQUESTS = (HostRequest, Park, Reschedule, HostYield)


#: The root task's class (``asyncio.Task``; set by sandbox.modules.asynciomod, which
#: imports this module).
ROOT_TASK_TYPE: Any = None


def is_request(out: Any) -> bool:
    """Whether ``out``, what a guest greenlet switched to its driver, asks the loop for
    something (rather than being the root's outcome)."""
    return type(out) in _REQUESTS


def loop_of(ctx: Any) -> Loop:
    """The run's loop, made when the run first needs one (most runs never wait, start no
    task and make no timer): the root task, whose greenlet is ``ctx.root_glet``, is then
    the current one (only the root greenlet and its generators run before a loop exists).
    Called in a run only (``ctx.driver`` set)."""
    loop = ctx.loop
    if loop is None:
        loop = ctx.loop = Loop(ctx, ctx.driver)
        root = ROOT_TASK_TYPE(None, None, name="Task-main")
        root.loop = loop
        root.glet = ctx.root_glet
        loop.root_task = loop.current = root
    return loop


def park_with_token(ctx: Any, token: object) -> Any:
    """Like :func:`park` with a caller-chosen token (registered before parking)."""
    loop = loop_of(ctx)
    task = loop.current
    ok, value = loop.main.switch(Park(_getcurrent(), token))
    _check_cancel(task)
    if not ok:
        raise value
    return value


def _check_cancel(task: Any) -> None:
    if task is not None and task.must_cancel is not None:
        msg = task.must_cancel
        task.must_cancel = None
        import asyncio
        raise asyncio.CancelledError(*(() if msg is True else (msg,)))


def reschedule(ctx: Any) -> None:
    """``asyncio.sleep(0)``: let every other ready task run first."""
    loop = loop_of(ctx)
    task = loop.current
    reply = loop.main.switch(Reschedule(_getcurrent()))
    _check_cancel(task)
    if reply is not None:
        ok, value = reply
        if not ok:
            raise value


def check_abort(exc: BaseException) -> bool:
    return isinstance(exc, (Abort, greenlet.GreenletExit))
