"""Interrupting a run from the host: Ctrl-C without handing guest code a KeyboardInterrupt.

Python raises ``KeyboardInterrupt`` wherever the main thread happens to be when SIGINT
arrives: inside guest code it would be a guest exception (``except BaseException`` could
swallow it, and the run's assignments would stay); inside the sandbox's own bookkeeping or
the event loop it would leave a session half torn down, or a host module half imported (and
CPython then kills the whole process with SIGINT when it exits, as after an uncaught one).
:func:`interrupt_guest` turns the signal into the same thing a limit breach is, recorded on
the run in progress in this thread, wherever the thread is in it: in guest code the run stops
at its next step checkpoint (or tool call, or output write); while it waits for the host (an
awaited tool, ``asyncio.sleep``) the guest event loop is woken and ends it. Either way it ends
with :class:`~sandbox.errors.Interrupted`, no guest handler runs, and its assignments are
undone. Only where no run is in progress does the caller raise ``KeyboardInterrupt``.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

from .errors import Abort, Interrupted
from .runtime.context import current_ctx


def interrupt_guest() -> bool:
    """Stop the run in progress in this thread (True), whether its guest code or the host
    side of it (its event loop, its bookkeeping) is executing; or do nothing and return False
    when no run is in progress here. Safe to call from a signal handler."""
    try:
        ctx = current_ctx()
    except RuntimeError:  # no run in this thread
        return False
    if ctx.driver is None:  # made, not started (or a context outliving its run)
        return False
    Abort(Interrupted())  # creating the signal records it as the run's breach
    return True


_remote = threading.local()


@contextlib.contextmanager
def remote_run(stop: Callable[[], bool]) -> Iterator[None]:
    """While in the block, this thread's run executes in another process: a Ctrl-C calls
    ``stop()`` (which asks that process to interrupt the run, which then ends as in-process)
    instead of raising KeyboardInterrupt in the host's bookkeeping. A second Ctrl-C, or a
    ``stop()`` that returns False (no worker to ask), raises KeyboardInterrupt."""
    previous = getattr(_remote, "stop", None)
    _remote.stop = stop
    try:
        yield
    finally:
        _remote.stop = previous


def _on_sigint(signum: int, frame: Any) -> None:
    if interrupt_guest():
        return
    stop = getattr(_remote, "stop", None)
    if stop is not None:
        _remote.stop = None  # the next Ctrl-C raises: a worker that does not stop
        if stop():
            return
    raise KeyboardInterrupt


@contextlib.contextmanager
def sigint_stops_runs() -> Iterator[None]:
    """While in the block (main thread only), Ctrl-C stops a run as :func:`interrupt_guest`
    does, and raises KeyboardInterrupt when no run is in progress."""
    try:
        previous = signal.signal(signal.SIGINT, _on_sigint)
    except ValueError:  # not the main thread: signals are not ours to handle
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
