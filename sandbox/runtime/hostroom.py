"""Room on the host for the duration of an operation, given back afterwards.

Guest recursion uses host frames (a guest call level is about a dozen host frames), so a run
needs a host recursion limit higher than CPython's default of 1,000; export and import of
nested values need some room too, and decoding many small containers is much faster with
the cyclic collector paused. Both settings are process-wide. :func:`acquire` raises the
recursion limit (and, if asked, pauses the collector) while at least one operation holds
the room, and :func:`release` of the last holder puts back exactly what it found: the
recursion limit the host had (unless the host changed it meanwhile: then the host's value
stays) and the collector's on/off state. Holders nest and overlap (a run inside a tool of
another run, concurrent runs of several sessions, threads): the counts are kept under a
lock, and the limit is only ever raised while anything holds it.

Nothing else of the interpreter is touched: thresholds of the collector, warning filters,
``sys.get_int_max_str_digits()``, signal handlers and stderr stay as the host set them.
"""

from __future__ import annotations

import gc
import sys
import threading
from dataclasses import dataclass

_lock = threading.Lock()


@dataclass
class _State:
    holders: int = 0
    original: int = 0  # the host's recursion limit when the first holder came
    raised_to: int = 0  # the limit we set (0: we did not change it)
    gc_holders: int = 0
    gc_was_enabled: bool = False


_state = _State()


@dataclass(frozen=True)
class Room:
    """What one :func:`acquire` took (hand it back to :func:`release` once)."""

    paused_gc: bool


_ROOMS = (Room(False), Room(True))  # a room holds nothing but its kind: made once


def acquire(frames: int, *, pause_gc: bool = False) -> Room:
    """Make sure the host can recurse ``frames`` levels deeper than a fresh thread, for as
    long as the returned room is held; with ``pause_gc``, pause the cyclic collector too."""
    with _lock:
        s = _state
        current = sys.getrecursionlimit()
        if s.holders == 0:
            s.original = current
            s.raised_to = 0
        s.holders += 1
        if current < frames:
            sys.setrecursionlimit(frames)
            s.raised_to = frames
        if pause_gc:
            if s.gc_holders == 0:
                s.gc_was_enabled = gc.isenabled()
                gc.disable()
            s.gc_holders += 1
    return _ROOMS[pause_gc]


def release(room: Room) -> None:
    """Give back ``room``; the last holder restores what the first one found."""
    with _lock:
        s = _state
        if room.paused_gc and s.gc_holders > 0:
            s.gc_holders -= 1
            if s.gc_holders == 0 and s.gc_was_enabled:
                gc.enable()
        if s.holders <= 0:  # pragma: no cover - a release without its acquire
            return
        s.holders -= 1
        if s.holders == 0:
            if s.raised_to and sys.getrecursionlimit() == s.raised_to:
                try:
                    sys.setrecursionlimit(s.original)
                except RecursionError:  # pragma: no cover - released from deep host frames
                    pass
            s.raised_to = 0


class held:  # noqa: N801 - used as a context manager, like a function
    """``with held(frames, pause_gc=...):`` — :func:`acquire` for the block."""

    __slots__ = ("frames", "pause_gc", "room")

    def __init__(self, frames: int, *, pause_gc: bool = False) -> None:
        self.frames = frames
        self.pause_gc = pause_gc

    def __enter__(self) -> Room:
        self.room = acquire(self.frames, pause_gc=self.pause_gc)
        return self.room

    def __exit__(self, *exc: object) -> None:
        release(self.room)


__all__ = ["Room", "acquire", "held", "release"]
