"""Per-run bookkeeping the guest cannot reach: step budget, deadline, depth, output.

A :class:`RunContext` lives in slot ``F_CTX`` of every frame list and in ``Session``; guest
code never holds a reference to it (no name, attribute or builtin leads to it).
"""

from __future__ import annotations

import gc
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from ..errors import abort_limit
from ..limits import Limits
from .memory import rss_bytes

#: Steps between two wall-clock checks: the deadline is noticed within this many steps.
STEPS_PER_CLOCK_CHECK = 2_000


class RunContext:
    """Budget and output of one run. ``steps_left`` is decremented inline by compiled loops and
    calls; when it goes negative they call :meth:`refill`, which checks the step and time limits
    and hands out the next chunk."""

    __slots__ = ("limits", "steps_left", "_chunk", "_steps_before", "deadline", "started",
                 "depth", "max_depth", "out", "tool_calls", "session", "peak_alloc_bytes",
                 "driver", "granted", "loop", "asyncio_running", "observer", "tool_log",
                 "unawaited", "rss_base", "alloc_pending", "replay", "redirects")

    def __init__(self, limits: Limits, out: Output, session: Any = None) -> None:
        self.limits = limits
        self._steps_before = 0
        self._chunk = min(STEPS_PER_CLOCK_CHECK, limits.max_steps)
        self.steps_left = self._chunk
        self.started = time.monotonic()
        self.deadline = self.started + limits.timeout_s
        self.depth = 0
        self.max_depth = limits.max_recursion_depth
        self.out = out
        self.tool_calls = 0
        self.session = session
        self.peak_alloc_bytes = 0
        self.rss_base = 0  # measured at the first checkpoint (a cheap start for short runs)
        self.alloc_pending = 0  # bytes of large allocations since the last memory sample
        self.driver: Any = None  # the greenlet that awaits host requests for this run
        self.granted: set[str] | None = None  # tool names granted for this run (None: all)
        self.observer: Any = None
        self.tool_log: list[Any] = []  # ToolCallRecord per call, in order
        self.unawaited: set[Any] = set()  # async tool calls not awaited (yet)
        self.replay: Any = None  # sandbox.replay.Replay when the run can pause or replays
        self.redirects: list[Any] = []  # contextlib.redirect_stdout targets, innermost last
        self.loop: Any = None  # the run's guest event loop (sandbox.runtime.loop.Loop)
        self.asyncio_running = False

    @property
    def steps(self) -> int:
        """Steps charged so far in this run."""
        return self._steps_before + self._chunk - self.steps_left

    def refill(self) -> None:
        """Called when ``steps_left`` went below zero: enforce limits, start the next chunk."""
        self._steps_before += self._chunk - self.steps_left
        allowed = self.limits.max_steps
        if self._steps_before > allowed:
            self.steps_left = 0
            self._chunk = 0
            raise abort_limit("max_steps", self._steps_before, allowed)
        self.check_deadline()
        self.check_memory()
        self._chunk = min(STEPS_PER_CLOCK_CHECK, allowed - self._steps_before)
        self.steps_left = self._chunk

    def check_deadline(self) -> None:
        """Abort the run if its wall-clock deadline has passed."""
        now = time.monotonic()
        if now > self.deadline:
            raise abort_limit("timeout_s", round(now - self.started, 3), self.limits.timeout_s)

    def check_alloc(self, nbytes: int, what: str = "") -> None:
        """Refuse, before it is built, a single object of about ``nbytes`` bytes; sample the
        run's real memory when large allocations add up."""
        allowed = self.limits.max_memory_bytes
        if nbytes > allowed:
            detail = f"memory limit exceeded{': ' + what if what else ''}"
            raise abort_limit("max_memory_bytes", nbytes, allowed, detail)
        if nbytes > self.peak_alloc_bytes:
            self.peak_alloc_bytes = nbytes
        self.alloc_pending += nbytes
        if self.alloc_pending > allowed >> 3:
            self.check_memory()

    def check_memory(self) -> None:
        """Abort if the process grew more than the memory limit since the run started
        (collecting garbage once before deciding)."""
        self.alloc_pending = 0
        base = self.rss_base
        if not base:
            self.rss_base = rss_bytes()
            return
        allowed = self.limits.max_memory_bytes
        used = rss_bytes() - base
        if used > self.peak_alloc_bytes:
            self.peak_alloc_bytes = used
        if used > allowed:
            gc.collect()
            used = rss_bytes() - base
            if used > allowed:
                raise abort_limit("max_memory_bytes", used, allowed,
                                  "memory limit exceeded: the run holds too much memory")

    def enter_call(self) -> None:
        """Charge a guest call: one step and one level of depth (``exit_call`` undoes depth)."""
        self.steps_left -= 1
        if self.steps_left < 0:
            self.refill()
        depth = self.depth = self.depth + 1
        if depth > self.max_depth:
            self.depth -= 1
            raise abort_limit("max_recursion_depth", depth, self.max_depth)


class Output:
    """Captured guest output with head-and-tail truncation.

    The first half of the byte and line budget is kept as the head; afterwards only the most
    recent half is kept as the tail; what falls between is dropped and counted, and
    :meth:`text` puts a marker in its place. ``on_write`` (if given) sees every write live."""

    __slots__ = ("_head", "_head_bytes", "_head_lines", "_tail", "_tail_bytes", "_tail_lines",
                 "_half_bytes", "_half_lines", "dropped_bytes", "dropped_lines", "on_write",
                 "_head_full")

    def __init__(self, max_bytes: int, max_lines: int,
                 on_write: Callable[[str], None] | None = None) -> None:
        self._head: list[str] = []
        self._head_bytes = self._head_lines = 0
        self._tail: deque[str] = deque()
        self._tail_bytes = self._tail_lines = 0
        self._half_bytes = max(1, max_bytes // 2)
        self._half_lines = max(1, max_lines // 2)
        self.dropped_bytes = self.dropped_lines = 0
        self.on_write = on_write
        self._head_full = False

    @property
    def truncated(self) -> bool:
        """Whether any output was cut."""
        return self.dropped_bytes > 0

    def write(self, text: str) -> None:
        """Append guest output."""
        if not text:
            return
        if self.on_write is not None:
            self.on_write(text)
        nbytes = len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))
        nlines = text.count("\n")
        if not self._head_full:
            if (self._head_bytes + nbytes <= self._half_bytes
                    and self._head_lines + nlines <= self._half_lines):
                self._head.append(text)
                self._head_bytes += nbytes
                self._head_lines += nlines
                return
            self._head_full = True
        if nbytes > self._half_bytes or nlines > self._half_lines:
            text, nbytes, nlines = self._keep_end(text, nbytes, nlines)
        self._tail.append(text)
        self._tail_bytes += nbytes
        self._tail_lines += nlines
        self._trim_tail()

    def _keep_end(self, text: str, nbytes: int, nlines: int) -> tuple[str, int, int]:
        """Cut a write larger than the tail budget down to its end in one pass (counting what
        is dropped), so a single huge write costs linear time."""
        start = max(0, len(text) - self._half_bytes)
        if nlines > self._half_lines:
            pos = len(text)
            for _ in range(self._half_lines + 1):
                pos = text.rfind("\n", 0, pos)
                if pos < 0:
                    break
            start = max(start, pos + 1)
        dropped = text[:start]
        kept = text[start:]
        self.dropped_bytes += len(dropped.encode("utf-8", "surrogatepass"))
        self.dropped_lines += dropped.count("\n")
        return kept, len(kept.encode("utf-8", "surrogatepass")), kept.count("\n")

    def _trim_tail(self) -> None:
        while (self._tail_bytes > self._half_bytes or self._tail_lines > self._half_lines) \
                and self._tail:
            first = self._tail[0]
            over_lines = self._tail_lines - self._half_lines
            if over_lines > 0 and "\n" in first:
                cut = first.index("\n") + 1  # drop whole lines first
            else:
                over_bytes = self._tail_bytes - self._half_bytes
                cut = min(len(first), max(over_bytes, 1))
            dropped = first[:cut]
            rest = first[cut:]
            nbytes = len(dropped.encode("utf-8", "surrogatepass"))
            nlines = dropped.count("\n")
            self.dropped_bytes += nbytes
            self.dropped_lines += nlines
            self._tail_bytes -= nbytes
            self._tail_lines -= nlines
            if rest:
                self._tail[0] = rest
            else:
                self._tail.popleft()

    def text(self) -> str:
        """All kept output, with a marker where output was cut."""
        head = "".join(self._head)
        tail = "".join(self._tail)
        if not self.dropped_bytes:
            return head + tail
        sep = "" if not head or head.endswith("\n") else "\n"
        marker = (f"{sep}[... output truncated: {self.dropped_bytes} bytes, "
                  f"{self.dropped_lines} lines omitted ...]\n")
        return head + marker + tail


_current = threading.local()


def set_current(ctx: RunContext | None) -> None:
    """Record the run whose guest code this thread is about to execute (the loop calls it
    before switching into a guest greenlet)."""
    _current.ctx = ctx


def current_ctx() -> RunContext:
    """The RunContext of the guest code running in this thread."""
    ctx = getattr(_current, "ctx", None)
    if ctx is None:
        raise RuntimeError("no sandbox run is active in this thread")
    return ctx
