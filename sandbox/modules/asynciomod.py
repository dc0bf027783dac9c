"""The guest's ``asyncio``: tasks, gather, sleep, timeouts, TaskGroup and synchronisation
primitives on the sandbox's own deterministic loop (:mod:`sandbox.runtime.loop`).

Tasks are guest greenlets; awaiting a host tool from several tasks runs the host calls
concurrently on the host's event loop. ``sleep(d)`` uses the loop's timers (wall clock,
bounded by the run's timeout).
"""

from __future__ import annotations

import asyncio as _asyncio
from collections import deque
from collections.abc import Callable
from typing import Any, cast

import greenlet

from ..guards.costmodel import costs
from ..runtime import gate
from ..runtime import loop as _loopmod
from ..runtime.awaiting import Awaitable_, await_value
from ..runtime.builtins import make_builtin
from ..runtime.context import is_host_memory_error
from ..runtime.generators import Coroutine
from ..runtime.loop import Finished, check_abort, loop_of, park_with_token, reschedule
from ..runtime.memory import TASK_BYTES, TASK_STEPS, charge_runtime_object
from ..runtime.objects import Function
from . import ModuleEnv, guest_source, register
from .asyncio_sync import (
    Barrier,
    BoundedSemaphore,
    BrokenBarrierError,
    Condition,
    Event,
    LifoQueue,
    Lock,
    PriorityQueue,
    Queue,
    QueueEmpty,
    QueueFull,
    Semaphore,
    _Call,
    _Waiters,
)

CancelledError = _asyncio.CancelledError
InvalidStateError = _asyncio.InvalidStateError
_PENDING, _DONE, _CANCELLED = "PENDING", "FINISHED", "CANCELLED"


def _loop(ctx: Any) -> Any:
    loop = getattr(ctx, "loop", None)
    if loop is None:
        if getattr(ctx, "driver", None) is None:  # not in a run
            raise RuntimeError("no running event loop")
        loop = loop_of(ctx)  # the run's first use of its loop
    return loop


class Task(Awaitable_):
    """A guest task (``asyncio.Task``)."""

    __sandbox_attrs__ = frozenset({"done", "result", "exception", "cancel", "cancelled",
                                   "add_done_callback", "remove_done_callback", "get_name",
                                   "set_name", "get_coro", "cancelling", "uncancel",
                                   "__await__"})

    def __init__(self, loop: Any, coro: Any, name: str | None = None) -> None:
        self.loop = loop
        self.coro = coro
        self.state = _PENDING
        self.value: Any = None
        self.error: BaseException | None = None
        self.waiters: list[tuple[greenlet.greenlet, object]] = []
        self.callbacks: list[Any] = []
        self.name = name if name is not None else f"Task-{next(_TASK_IDS)}"
        self.must_cancel: Any = None
        self.cancel_requests = 0
        self.parked_on: Any = None
        self.op_scope: Any = None
        self.glet: greenlet.greenlet | None = None
        if loop is not None:
            # charged before it exists: gather() makes one per coroutine in one host call
            charge_runtime_object(loop.ctx, TASK_BYTES, TASK_STEPS, "asyncio task")
            self.glet = greenlet.greenlet(self._main, parent=loop.main)
            self.glet.gr_context = greenlet.getcurrent().gr_context  # the session's context
            loop.tasks.add(self)
            loop.ready.append((self.glet, None, self))

    def __repr__(self) -> str:
        return f"<Task {self.state.lower()} name='{self.name}'>"

    def _main(self, _reply: Any) -> Finished:
        ctx = self.loop.ctx
        try:
            if self.must_cancel is not None:
                msg = self.must_cancel
                self.must_cancel = None
                raise CancelledError(*(() if msg is True else (msg,)))
            result = await_value(ctx, self.coro)
        except CancelledError as exc:
            self._set(_CANCELLED, None, exc)
        except BaseException as exc:
            if check_abort(exc) or isinstance(exc, RecursionError) or \
                    is_host_memory_error(ctx, exc):
                return Finished(self, exc if not isinstance(exc, greenlet.GreenletExit)
                                else None)
            self._set(_DONE, None, exc)
        else:
            self._set(_DONE, result, None)
        return Finished(self)

    def _set(self, state: str, value: Any, error: BaseException | None) -> None:
        self.done_seq = next(_DONE_SEQ)
        self.state = state
        self.value = value
        self.error = error
        for glet, token in self.waiters:
            self.loop.resume(glet, token, (True, None))
        self.waiters.clear()
        for callback in self.callbacks:  # scheduled, as asyncio's call_soon does
            if isinstance(callback, _HostCallback):
                self.loop.call_soon(lambda cb=callback: cb(self))
            else:
                self.loop.call_soon_guest(callback, self)

    def sandbox_await(self, ctx: Any) -> Any:
        if self.state == _PENDING:
            token = object()
            self.waiters.append((greenlet.getcurrent(), token))
            park_with_token(ctx, token)
        return self.result()

    def done(self) -> bool:
        return self.state != _PENDING

    def cancelled(self) -> bool:
        return self.state == _CANCELLED

    def result(self) -> Any:
        if self.state == _PENDING:
            raise InvalidStateError("Result is not set.")
        if self.state == _CANCELLED:
            raise self.error if self.error is not None else CancelledError()
        if self.error is not None:
            raise self.error
        return self.value

    def exception(self) -> BaseException | None:
        if self.state == _PENDING:
            raise InvalidStateError("Exception is not set.")
        if self.state == _CANCELLED:
            raise self.error if self.error is not None else CancelledError()
        return self.error

    def cancel(self, msg: Any = None) -> bool:
        if self.state != _PENDING:
            return False
        self.cancel_requests += 1
        exc = CancelledError(*(() if msg is None else (msg,)))
        if self.parked_on is not None:
            self.loop.interrupt(self, exc)
        else:
            self.must_cancel = True if msg is None else msg
        return True

    def cancelling(self) -> int:
        return self.cancel_requests

    def uncancel(self) -> int:
        if self.cancel_requests:
            self.cancel_requests -= 1
        return self.cancel_requests

    def add_done_callback(self, fn: Any) -> None:
        if self.state != _PENDING:
            fn(self)
        else:
            self.callbacks.append(fn)

    def remove_done_callback(self, fn: Any) -> int:
        before = len(self.callbacks)
        self.callbacks = [c for c in self.callbacks if c is not fn]
        return before - len(self.callbacks)

    def get_name(self) -> str:
        return self.name

    def set_name(self, value: Any) -> None:
        self.name = str(value)

    def get_coro(self) -> Any:
        return self.coro


Task.__module__ = "asyncio"
_TASK_IDS = iter(range(1, 1 << 62))
_DONE_SEQ = iter(range(1, 1 << 62))


def _is_awaitable(obj: Any) -> bool:
    return isinstance(obj, Awaitable_)


def _ensure_task(ctx: Any, aw: Any) -> Task:
    if isinstance(aw, Task):
        return aw
    if not (_is_awaitable(aw) or _is_guest_awaitable(aw)):
        raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    return Task(_loop(ctx), aw)  # (its task awaits a guest awaitable as 'await' does)


def _is_guest_awaitable(obj: Any) -> bool:
    """Whether ``obj`` is a guest object with ``__await__`` (``asyncio.Future``, a guest
    awaitable class): asyncio wraps those in a task as it wraps a coroutine."""
    t = type(obj)
    return getattr(t, "__sandbox_guest__", False) is True and \
        getattr(t, "__await__", None) is not None


class _HostCallback:
    """A done-callback of the sandbox's own (host code, run directly by the loop)."""

    __slots__ = ("fn",)

    def __init__(self, fn: Any) -> None:
        self.fn = fn

    def __call__(self, task: Any) -> None:
        self.fn(task)


class TaskGroup:
    """asyncio.TaskGroup."""

    __sandbox_attrs__ = frozenset({"create_task"})

    def __init__(self, ctx_getter: Any) -> None:
        self._ctx = ctx_getter
        self._tasks: list[Task] = []
        self._entered = False
        self._errors: list[BaseException] = []
        self._parent: Any = None
        self._parent_cancel_requested = False
        self._exited = False

    def create_task(self, coro: Any, *, name: str | None = None) -> Task:
        if not self._entered:
            raise RuntimeError("TaskGroup has not been entered")
        task = Task(_loop(self._ctx()), coro, name)
        task.add_done_callback(_HostCallback(self._on_done))
        self._tasks.append(task)
        return task

    def _on_done(self, task: Task) -> None:
        # run as a scheduled callback, so possibly after the group has exited: the parent's
        # cancellation is only for the group's own block and exit (a later one would cancel
        # whatever the parent awaits next)
        if self._exited:
            return
        if task.state == _DONE and task.error is not None:
            self._errors.append(task.error)
            for other in self._tasks:
                other.cancel()
            if self._parent is not None and self._parent.state == _PENDING and \
                    not self._parent_cancel_requested:
                self._parent_cancel_requested = True
                self._parent.cancel()

    def __aenter__(self) -> Any:
        def enter(ctx: Any) -> TaskGroup:
            self._entered = True
            self._parent = _loop(ctx).current
            return self
        return _Call(enter)

    def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> Any:
        def exit_(ctx: Any) -> bool:
            if exc is not None and not isinstance(exc, CancelledError):
                for task in self._tasks:
                    task.cancel()
            for task in list(self._tasks):
                if not task.done():
                    try:
                        await_value(ctx, task)
                    except BaseException as err:  # noqa: BLE001 - collected below
                        if check_abort(err):
                            raise
            self._exited = True
            if self._parent_cancel_requested and self._parent is not None:
                # the group's own request is withdrawn, as CPython's uncancel() does, also
                # when it has not been delivered yet
                self._parent.must_cancel = None
                self._parent.uncancel()
            finished = sorted((t for t in self._tasks if t.done()), key=lambda t: t.done_seq)
            failures = [t.error for t in finished if t.state == _DONE and t.error is not None]
            if failures:
                errors = list(failures)
                if exc is not None and not isinstance(exc, CancelledError):
                    errors.insert(0, exc)
                raise BaseExceptionGroup("unhandled errors in a TaskGroup", errors) \
                    if not all(isinstance(e, Exception) for e in errors) \
                    else ExceptionGroup("unhandled errors in a TaskGroup",
                                        cast("list[Exception]", errors))
            return False
        return _Call(exit_)


class Timeout:
    """The context manager of asyncio.timeout()."""

    __sandbox_attrs__ = frozenset({"reschedule", "expired", "when"})

    def __init__(self, delay: float | None) -> None:
        self._delay = delay
        self._timer: Any = None
        self._task: Any = None
        self._expired = False

    def when(self) -> Any:
        return self._delay

    def expired(self) -> bool:
        return self._expired

    def reschedule(self, when: Any) -> None:
        self._delay = when

    def __aenter__(self) -> Any:
        def enter(ctx: Any) -> Timeout:
            loop = _loop(ctx)
            self._task = loop.current
            if self._delay is not None:
                def fire() -> None:
                    self._expired = True
                    if self._task is not None:
                        self._task.cancel()
                self._timer = loop.call_later(self._delay, fire)
            return self
        return _Call(enter)

    def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> Any:
        def exit_(ctx: Any) -> bool:
            if self._timer is not None:
                ctx.loop.cancel_timer(self._timer)
            if self._expired and isinstance(exc, CancelledError):
                if self._task is not None:
                    self._task.uncancel()
                raise TimeoutError from exc
            return False
        return _Call(exit_)


for _cls in (Task, Event, Lock, Semaphore, BoundedSemaphore, Condition, Barrier, Queue,
             PriorityQueue, LifoQueue, TaskGroup, Timeout):
    _cls.__module__ = "asyncio"
    gate.GUEST_VISIBLE_TYPES.add(_cls)


@register("asyncio", doc="Asynchronous tasks on the sandbox's deterministic loop.",
          costs=costs(
              # the loop's own functions; gather/wait/as_completed size their task lists
              wrapped=("run", "sleep", "create_task", "ensure_future", "gather", "wait_for",
                       "as_completed", "wait", "current_task", "all_tasks", "timeout",
                       "shield", "TaskGroup", "Task", "Event", "Lock", "Semaphore",
                       "BoundedSemaphore", "Condition", "Queue", "PriorityQueue",
                       "LifoQueue", "Barrier"),
              constant=("iscoroutine", "iscoroutinefunction", "CancelledError",
                        "get_running_loop", "get_event_loop",
                        "BrokenBarrierError",
                        "TimeoutError", "InvalidStateError", "QueueEmpty", "QueueFull")))
def build_asyncio(env: ModuleEnv) -> dict[str, Any]:
    ctx = env.ctx

    def run(main: Any, *, debug: Any = None) -> Any:
        c = ctx()
        if getattr(c, "asyncio_running", False):
            raise RuntimeError("asyncio.run() cannot be called from a running event loop")
        if not _is_awaitable(main):
            raise ValueError(f"a coroutine was expected, got {main!r}")
        c.asyncio_running = True
        loop = _loop(c)
        before = set(loop.tasks)
        try:
            return await_value(c, main)
        finally:
            c.asyncio_running = False
            leftovers = [t for t in loop.tasks if t not in before and not t.done()]
            for task in leftovers:
                task.cancel()
            for task in leftovers:
                try:
                    await_value(c, task)
                except BaseException as err:  # noqa: BLE001
                    if check_abort(err):
                        raise

    def sleep(delay: Any, result: Any = None) -> Any:
        def sleep_(c: Any) -> Any:
            if delay <= 0:
                reschedule(c)
                return result
            loop = _loop(c)
            token = object()
            glet = greenlet.getcurrent()
            loop.call_later(delay, lambda: loop.resume(glet, token, (True, None)))
            park_with_token(c, token)
            return result
        return _Call(sleep_)

    def create_task(coro: Any, *, name: Any = None) -> Task:
        if not _is_awaitable(coro) or isinstance(coro, Task):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        return Task(_loop(ctx()), coro, name)

    def ensure_future(aw: Any) -> Task:
        return _ensure_task(ctx(), aw)

    def gather(*aws: Any, return_exceptions: bool = False) -> Any:
        c0 = ctx()
        tasks = [_ensure_task(c0, a) for a in aws]

        def gather_(c: Any) -> list[Any]:
            results: list[Any] = []
            for task in tasks:
                try:
                    results.append(await_value(c, task))
                except BaseException as err:
                    if check_abort(err) or not return_exceptions:
                        raise
                    results.append(err)
            return results
        return _Call(gather_)

    def wait_for(aw: Any, timeout: Any) -> Any:
        c0 = ctx()
        task = _ensure_task(c0, aw)

        def wait_for_(c: Any) -> Any:
            if timeout is None:
                return await_value(c, task)
            loop = _loop(c)
            fired = []

            def expire() -> None:
                fired.append(True)
                task.cancel()
            timer = loop.call_later(timeout, expire)
            try:
                return await_value(c, task)
            except CancelledError as exc:
                if fired:
                    raise TimeoutError from exc
                raise
            finally:
                loop.cancel_timer(timer)
        return _Call(wait_for_)

    def as_completed(aws: Any, *, timeout: Any = None) -> Any:
        c0 = ctx()
        tasks = [_ensure_task(c0, a) for a in aws]
        done: deque[Task] = deque()
        waiters = _Waiters()

        def on_done(task: Task) -> None:
            done.append(task)
            waiters.wake_one()
        for task in tasks:
            task.add_done_callback(_HostCallback(on_done))

        def next_result(c: Any) -> Any:
            while not done:
                waiters.wait(c)
            return done.popleft().result()
        return iter([_Call(next_result) for _ in tasks])

    def wait(aws: Any, *, timeout: Any = None, return_when: str = "ALL_COMPLETED") -> Any:
        c0 = ctx()
        tasks = [_ensure_task(c0, a) for a in aws]

        def wait_(c: Any) -> tuple[set[Task], set[Task]]:
            loop = _loop(c)
            waiters = _Waiters()
            expired: list[bool] = []

            def satisfied() -> bool:
                finished = [t for t in tasks if t.done()]
                if return_when == "FIRST_COMPLETED":
                    return bool(finished)
                if return_when == "FIRST_EXCEPTION":
                    return len(finished) == len(tasks) or any(
                        t.state == _DONE and t.error is not None for t in finished)
                return len(finished) == len(tasks)
            for t in tasks:
                t.add_done_callback(_HostCallback(lambda _t: waiters.wake_all()))
            timer = None
            if timeout is not None:
                def expire() -> None:
                    expired.append(True)
                    waiters.wake_all()
                timer = loop.call_later(timeout, expire)
            while not satisfied() and not expired:
                waiters.wait(c)
            if timer is not None:
                loop.cancel_timer(timer)
            return ({t for t in tasks if t.done()}, {t for t in tasks if not t.done()})
        return _Call(wait_)

    def current_task() -> Any:
        c = ctx()
        if getattr(c, "driver", None) is None:
            return None
        return _loop(c).current

    def all_tasks() -> set[Task]:
        loop = _loop(ctx())
        return {t for t in loop.tasks if not t.done()}

    def timeout(delay: Any) -> Timeout:
        return Timeout(delay)

    def shield(aw: Any) -> Any:
        return _ensure_task(ctx(), aw)

    def iscoroutine(obj: Any) -> bool:
        return isinstance(obj, Coroutine)

    def iscoroutinefunction(fn: Any) -> bool:
        return type(fn) is Function and fn._code.is_async and not fn._code.is_generator

    def task_group() -> TaskGroup:
        return TaskGroup(ctx)

    names: dict[str, Callable[..., Any]] = {
        "run": run, "sleep": sleep, "create_task": create_task, "ensure_future": ensure_future,
        "gather": gather, "wait_for": wait_for, "as_completed": as_completed, "wait": wait,
        "current_task": current_task, "all_tasks": all_tasks, "timeout": timeout,
        "shield": shield, "iscoroutine": iscoroutine,
        "iscoroutinefunction": iscoroutinefunction,
    }
    ns: dict[str, Any] = {k: make_builtin(k, v) for k, v in names.items()}
    ns.update({
        "TaskGroup": make_builtin("TaskGroup", task_group), "Task": Task, "Event": Event,
        "Lock": Lock, "Semaphore": Semaphore, "BoundedSemaphore": BoundedSemaphore,
        "Condition": Condition, "Queue": Queue, "PriorityQueue": PriorityQueue,
        "LifoQueue": LifoQueue, "Barrier": Barrier, "BrokenBarrierError": BrokenBarrierError,
        "CancelledError": CancelledError, "TimeoutError": TimeoutError,
        "InvalidStateError": InvalidStateError, "QueueEmpty": QueueEmpty,
        "QueueFull": QueueFull, "FIRST_COMPLETED": "FIRST_COMPLETED",
        "FIRST_EXCEPTION": "FIRST_EXCEPTION", "ALL_COMPLETED": "ALL_COMPLETED",
    })
    guest = env.run_source("asyncio", guest_source("to_thread.py"), {})  # to_thread
    running_loop = guest.pop("_running_loop")

    def get_running_loop() -> Any:
        """Return the running event loop (RuntimeError outside asyncio.run)."""
        if not getattr(ctx(), "asyncio_running", False):
            raise RuntimeError("no running event loop")
        return running_loop

    def get_event_loop() -> Any:
        """The running event loop; outside asyncio.run there is none to hand out."""
        if not getattr(ctx(), "asyncio_running", False):
            raise RuntimeError("There is no current event loop in thread 'MainThread' (the "
                               "sandbox makes none outside asyncio.run: use asyncio.run(main()) "
                               "or top-level 'await')")
        return running_loop

    ns.update(guest)
    ns["get_running_loop"] = make_builtin("get_running_loop", get_running_loop)
    ns["get_event_loop"] = make_builtin("get_event_loop", get_event_loop)
    return ns


_loopmod.ROOT_TASK_TYPE = Task  # the root task of a run's loop (made by loop_of)
