"""The host's event-loop check of the synchronous entry points (``run_sync``, ``start_sync``).

Shared by the in-process session (:mod:`sandbox.api`) and the host side of a process session
(:mod:`sandbox.isolation.session`); it lives in a room of its own, below both, so that the
isolation room never reaches up into ``api``.
"""

from __future__ import annotations

import asyncio
import sys


def refuse_inside_loop() -> None:
    """Raise RuntimeError when the calling thread is inside a running asyncio loop or
    ``trio.run()``: a synchronous run would block that loop (and its guest waits could never
    be served), so the caller is told to ``await session.run(code)`` instead."""
    # asyncio's own test without the RuntimeError that get_running_loop() builds when no loop
    # runs (the common case here: ~2k instructions a run)
    if asyncio._get_running_loop() is not None:
        raise RuntimeError("run_sync() cannot be called while an event loop is running in "
                           "this thread; use 'await session.run(code)' instead")
    trio = sys.modules.get("trio")  # trio is checked only if the host has imported it
    if trio is not None:
        try:
            trio.lowlevel.current_trio_token()
        except RuntimeError:
            return
        raise RuntimeError("run_sync() cannot be called inside trio.run(); use "
                           "'await session.run(code)' instead")
