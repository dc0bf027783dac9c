"""Suspension: how guest code waits for the host's event loop.

Guest code runs synchronously inside a greenlet. To wait for something asynchronous (an async
tool, a blocking tool in a worker thread), it switches to the run's driver with a *request*:
a zero-argument coroutine function. The driver (``sandbox.api``) awaits it on the host's event
loop under the run's deadline and switches back with ``(True, value)`` or ``(False, exc)``.
Requests never raise except for the host's own cancellation.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

import greenlet

Request = Callable[[], Awaitable[tuple[bool, Any]]]


class Awaitable_:
    """Base of guest-visible awaitables created by the sandbox (e.g. a pending tool call)."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({"__await__"})

    def sandbox_await(self, ctx: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def __await__(self) -> Any:
        """Iterating the result awaits this object (``yield from aw.__await__()``)."""
        return _AwaitIterator(self)


class _AwaitIterator:
    __slots__ = ("_aw",)
    __sandbox_attrs__ = frozenset({"__next__", "__iter__", "send"})

    def __init__(self, aw: Awaitable_) -> None:
        self._aw = aw

    def __iter__(self) -> _AwaitIterator:
        return self

    def __next__(self) -> Any:
        from .context import current_ctx
        raise StopIteration(self._aw.sandbox_await(current_ctx()))

    def send(self, value: Any) -> Any:
        return self.__next__()


class HostRequest:
    """What a guest greenlet hands its driver: resume ``target`` with the outcome of awaiting
    ``fn()`` on the host loop. An ``exclusive`` request holds every guest task until it is
    done (``time.sleep`` blocks the whole program, as it blocks CPython's event loop)."""

    __slots__ = ("target", "fn", "tag", "exclusive")

    def __init__(self, target: greenlet.greenlet, fn: Request, tag: Any = None,
                 exclusive: bool = False) -> None:
        self.target = target
        self.fn = fn
        self.tag = tag
        self.exclusive = exclusive


class HostYield:
    """What a guest greenlet hands its driver to give the host's event loop a turn (fair
    scheduling in ``await session.run``): the driver lets other host tasks run, then resumes
    ``target`` first, so the guest's own task order is unchanged."""

    __slots__ = ("target",)

    def __init__(self, target: greenlet.greenlet) -> None:
        self.target = target


#: Guest CPU time between two turns given to the host's event loop in an async run.
FAIR_SLICE_S = 0.015


def yield_to_host(ctx: Any) -> None:
    """Give the host's event loop a turn if this run's slice is used up (called at step
    checkpoints; a no-op outside a guest greenlet, e.g. in host code of the driver)."""
    driver = ctx.driver
    current = greenlet.getcurrent()
    if driver is None or current is driver or ctx.finalizing:
        return
    driver.switch(HostYield(current))
    ctx.yield_at = time.monotonic() + FAIR_SLICE_S


def suspend(ctx: Any, request: Request, tag: Any = None, exclusive: bool = False) -> Any:
    """Hand ``request`` to the run's driver and return its value (or raise its error);
    ``exclusive``: no other guest task runs meanwhile."""
    driver = ctx.driver
    current = greenlet.getcurrent()
    if driver is None or current is driver:
        raise RuntimeError("cannot wait for the host here (no running sandbox driver)")
    ok, value = driver.switch(HostRequest(current, request, tag, exclusive))
    if ok:
        return value
    raise value


def await_value(ctx: Any, value: Any) -> Any:
    """The guest's ``await value``: sandbox awaitables, or a guest object whose ``__await__``
    returns an iterator (each bare ``yield`` of it lets other tasks run)."""
    if isinstance(value, Awaitable_):
        return value.sandbox_await(ctx)
    method = getattr(type(value), "__await__", None)
    if method is None or not getattr(type(value), "__sandbox_guest__", False):
        last = getattr(ctx, "last_sync_result", None)
        if last is not None and last[1] is value:  # the result of a plain (sync) tool
            raise TypeError(f"tool '{last[0]}' is not async: call it without 'await' "
                            f"({last[0]}(...) returns its result directly)")
        raise TypeError(f"object {type(value).__name__} can't be used in 'await' expression")
    it = method(value)
    if not hasattr(type(it), "__next__"):
        raise TypeError(f"__await__() returned non-iterator of type '{type(it).__name__}'")
    from .loop import reschedule
    while True:
        try:
            next(it)
        except StopIteration as stop:
            return stop.value
        reschedule(ctx)
