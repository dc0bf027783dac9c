"""Interrupting a run from the host: Ctrl-C without handing guest code a KeyboardInterrupt.

Python raises ``KeyboardInterrupt`` wherever the main thread happens to be when SIGINT
arrives: inside guest code it would be a guest exception (``except BaseException`` could
swallow it, and the run's assignments would stay), inside the sandbox's own bookkeeping it
could leave a session half torn down. :func:`interrupt_guest` turns the signal into the same
thing a limit breach is, recorded on the run executing in this thread: the run stops at its
next step checkpoint (or tool call, or output write) with :class:`~sandbox.errors.Interrupted`,
no guest handler runs, and its assignments are undone. While the run waits for the host
(an awaited tool, ``asyncio.sleep``) no guest code is executing: the caller raises
``KeyboardInterrupt`` itself and the event loop's cancellation ends the run the same way.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from typing import Any

import greenlet

from .errors import Abort, Interrupted
from .runtime.context import current_ctx


def interrupt_guest() -> bool:
    """Stop the run whose guest code this thread is executing (True), or do nothing and
    return False when no guest code is executing here."""
    try:
        ctx = current_ctx()
    except RuntimeError:  # no run in this thread
        return False
    if ctx.driver is None or greenlet.getcurrent() is ctx.driver:
        return False
    Abort(Interrupted())  # creating the signal records it as the run's breach
    return True


def _on_sigint(signum: int, frame: Any) -> None:
    if not interrupt_guest():
        raise KeyboardInterrupt


@contextlib.contextmanager
def sigint_stops_runs() -> Iterator[None]:
    """While in the block (main thread only), Ctrl-C stops a run as :func:`interrupt_guest`
    does, and raises KeyboardInterrupt when no guest code is executing."""
    try:
        previous = signal.signal(signal.SIGINT, _on_sigint)
    except ValueError:  # not the main thread: signals are not ours to handle
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
