"""Per-run bookkeeping the guest cannot reach: step budget, deadline, depth, output.

A :class:`RunContext` lives in slot ``F_CTX`` of every frame list and in ``Session``; guest
code never holds a reference to it (no name, attribute or builtin leads to it).
"""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import greenlet

from .. import errors as _errors
from ..errors import Abort, abort_limit
from ..limits import Limits
from .awaiting import yield_to_host
from .hoststack import depth_in_force
from .memory import rss_bytes

#: Signals guest code never observes (as in the compiler's ``try``): finalisers let them pass.
_UNCATCHABLE = (Abort, greenlet.GreenletExit, RecursionError, MemoryError)

#: Steps between two wall-clock checks: the deadline is noticed within this many steps.
STEPS_PER_CLOCK_CHECK = 2_000
#: Seconds a chunk of steps may take before the next chunk is made shorter: ordinary steps
#: take well under a microsecond (2,000 of them about a millisecond), so a chunk this slow
#: is made of steps whose host work is not charged as it takes (a set of keys of one hash
#: growing one insert a step, a guest hash whose probes are all C): each chunk holds the
#: steps that, at the rate the last one ran, take this long (at most
#: :data:`STEPS_PER_CLOCK_CHECK`), so in a run of slow steps the deadline is read about this
#: often whatever a step costs.
CHUNK_SECONDS = 0.02


class RunContext:
    """Budget and output of one run. ``steps_left`` is decremented inline by compiled loops and
    calls; when it goes negative they call :meth:`refill`, which checks the step and time limits
    and hands out the next chunk."""

    __slots__ = ("limits", "steps_left", "_chunk", "_steps_before", "deadline", "started",
                 "depth", "max_depth", "out", "tool_calls", "session", "peak_alloc_bytes",
                 "driver", "granted", "loop", "asyncio_running", "observer", "tool_log",
                 "unawaited", "rss_base", "alloc_pending", "replay", "redirects", "err_redirects",
                 "generators", "finalizers", "finalizing", "_finalizer_steps", "breach", "yield_at",
                 "last_sync_result", "guest_raised", "program_lines", "free_ns", "root_glet",
                 "chunk_clock", "hash_groups", "depth_granted", "snapshot")

    def __init__(self, limits: Limits, out: Output, session: Any = None) -> None:
        self.limits = limits
        self.last_sync_result: Any = None  # (tool name, result) of the last plain tool call
        self.program_lines: list[str] = []  # the running program's source (for tracebacks)
        self._steps_before = 0
        #: host ns of work let through uncharged since the last clock check (costs.note_free)
        self.free_ns = 0
        #: (hash -> first key, hash -> distinct keys past one) of the keys added one at a
        #: time whose hash guest code may choose (guards.collisions.charge_join)
        self.hash_groups: tuple[dict[int, Any], dict[int, int]] | None = None
        # (conditional expressions, not min()/max(): ~1k instructions each, every run)
        steps = limits.max_steps
        self._chunk = STEPS_PER_CLOCK_CHECK if steps > STEPS_PER_CLOCK_CHECK else steps
        self.steps_left = self._chunk
        self.started = self.chunk_clock = time.monotonic()
        self.deadline = self.started + limits.timeout_s
        self.depth = 0
        # the lower of the limit and what this process's C stack allows (hoststack)
        self.max_depth = depth_in_force(limits.max_recursion_depth)
        #: the most ``max_depth`` may become (guest ``sys.setrecursionlimit`` moves it below)
        self.depth_granted = self.max_depth
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
        self.replay: Any = None  # sandbox.state.replay.Replay when the run can pause or replays
        self.redirects: list[Any] = []  # contextlib.redirect_stdout targets, innermost last
        self.err_redirects: list[Any] = []  # contextlib.redirect_stderr targets, likewise
        #: the run's guest event loop (sandbox.runtime.loop.Loop), made when first needed
        #: (``loop.loop_of``); the root greenlet, whose task it then makes
        self.loop: Any = None
        self.root_glet: Any = None
        self.asyncio_running = False
        #: the session's weak set of started guest generators (killed when it is dropped);
        #: None until the run starts its first (``generators._registry``)
        self.generators: Any = None
        #: guest ``__del__`` calls waiting for a safe point of this run (None: not accepted)
        self.finalizers: deque[tuple[Any, Any]] | None = None
        self.finalizing = False
        #: the session's bindings before the run (restored on a breach; see api._snapshot):
        #: the dict, or a ``weakrefs.HeldBindings`` over it once the run made a weak ref
        self.snapshot: Any = None
        self._finalizer_steps = 0  # steps set aside to make the next charge run them
        #: the first limit breach of this run (see :func:`record_breach`); once set, every
        #: later step checkpoint, guest ``except``/``finally``/``__exit__`` re-raises it
        self.breach: Abort | None = None
        #: monotonic time of the next turn given to the host's event loop (0: never; set by
        #: ``await session.run`` so a CPU-bound guest does not starve other host tasks)
        self.yield_at = 0.0
        #: the MemoryErrors guest code raised itself (most recent last): ordinary guest
        #: exceptions; any other MemoryError in the run is the host out of memory
        self.guest_raised: list[BaseException] = []

    @property
    def steps(self) -> int:
        """Steps charged so far in this run."""
        return self._steps_before + self._chunk - self.steps_left

    def refill(self) -> None:
        """Called when ``steps_left`` went below zero: enforce limits, start the next chunk."""
        if self.breach is not None:
            raise self.breach
        set_aside = self._finalizer_steps
        if set_aside:  # queue_finalizer forced this call: the chunk may not be used up
            self._finalizer_steps = 0
            self._chunk += set_aside
            self.steps_left += set_aside
            if self.steps_left >= 0:
                self.run_finalizers()
                return
        used = self._chunk - self.steps_left
        self._steps_before += used
        allowed = self.limits.max_steps
        if self._steps_before > allowed:
            self.steps_left = 0
            self._chunk = 0
            raise abort_limit("max_steps", self._steps_before, allowed)
        now = self.check_deadline()
        self.check_memory()
        chunk = STEPS_PER_CLOCK_CHECK
        took = now - self.chunk_clock
        self.chunk_clock = now
        if used * CHUNK_SECONDS < took * chunk:  # slow steps: the next reading comes sooner
            chunk = max(1, int(used * CHUNK_SECONDS / took))
        self._chunk = min(chunk, allowed - self._steps_before)
        self.steps_left = self._chunk
        if self.yield_at and time.monotonic() >= self.yield_at:
            yield_to_host(self)
        if self.finalizers:
            self.run_finalizers()

    def check_deadline(self) -> float:
        """Abort the run if its wall-clock deadline has passed; else return the clock read."""
        self.free_ns = 0  # the uncharged work so far is behind this clock reading
        now = time.monotonic()
        if now > self.deadline:
            raise abort_limit("timeout_s", round(now - self.started, 3), self.limits.timeout_s)
        return now

    def check_alloc(self, nbytes: int, what: str = "", incoming: int = 0) -> None:
        """Refuse, before it is built, a single object of about ``nbytes`` bytes; sample the
        run's real memory when large allocations add up. ``incoming``: bytes the memory
        sample counts on top of what the run holds now (a concatenation builds its result
        while both operands are still alive; callers that report a running total of
        something already built pass 0)."""
        allowed = self.limits.max_memory_bytes
        if nbytes > allowed:
            detail = f"memory limit exceeded{': ' + what if what else ''}"
            raise abort_limit("max_memory_bytes", nbytes, allowed, detail)
        if nbytes > self.peak_alloc_bytes:
            self.peak_alloc_bytes = nbytes
        self.alloc_pending += nbytes
        if self.alloc_pending > allowed >> 3:
            self.check_memory(incoming, what)

    def check_memory(self, incoming: int = 0, what: str = "") -> None:
        """Abort if the process grew more than the memory limit since the run started, counting
        the ``incoming`` bytes of an object about to be built (collecting garbage once before
        deciding): what the run holds plus the new object must fit, so a loop that grows one
        value step by step (``functools.reduce(operator.add, ...)``) stops before the old and
        the new copy together overshoot."""
        self.alloc_pending = 0
        base = self.rss_base
        if not base:
            self.rss_base = rss_bytes()
            return
        allowed = self.limits.max_memory_bytes
        used = rss_bytes() - base
        if used > self.peak_alloc_bytes:
            self.peak_alloc_bytes = used
        if used + incoming > allowed:
            gc.collect()
            used = rss_bytes() - base
            if used + incoming > allowed:
                detail = (f"memory limit exceeded: {what or 'allocation'} (the run holds "
                          f"{max(used, 0)} bytes)" if incoming else
                          "memory limit exceeded: the run holds too much memory")
                raise abort_limit("max_memory_bytes", used + incoming, allowed, detail)

    def run_finalizers(self) -> None:
        """Run the guest ``__del__`` calls queued by :func:`queue_finalizer`, as guest calls of
        this run: charged to its limits, so a breach ends the run from here as any other
        would. Any other exception is ignored (CPython prints it to stderr and goes on).
        Called at safe points only: a step checkpoint, an output write, a tool call, the end
        of the program; never on the host's own greenlet, nor while an uncatchable signal
        unwinds the run (guest code must not run after a breach)."""
        pending = self.finalizers
        if not pending or self.finalizing or self.breach is not None \
                or greenlet.getcurrent() is self.driver \
                or isinstance(sys.exception(), _UNCATCHABLE):
            return
        self.finalizing = True
        try:
            while pending:
                fn, obj = pending.popleft()
                try:
                    fn.call_positional(self, [obj])
                except _UNCATCHABLE:
                    raise
                except BaseException:  # noqa: BLE001, S110 - as CPython: "Exception ignored in"
                    pass
        finally:
            self.finalizing = False

    def checkpoint_at_next_step(self) -> int:
        """Make the next step charge call :meth:`refill` (the steps charged so far stay
        counted); return how many steps were taken out of the current chunk for that."""
        taken = self.steps_left + 1
        self._chunk -= taken
        self.steps_left = -1
        return taken

    def enter_call(self) -> None:
        """Charge a guest call: one step and one level of depth (``exit_call`` undoes depth)."""
        self.steps_left -= 1
        if self.steps_left < 0:
            self.refill()
        depth = self.depth = self.depth + 1
        if depth > self.max_depth:
            self.depth -= 1
            raise abort_limit("max_recursion_depth", depth, self.max_depth)


def record_breach(abort: Abort) -> None:
    """Remember ``abort`` as the breach of the run executing in this thread (the first one
    wins) and make its next step checkpoint re-raise it. A breach is final: CPython itself
    can hand the signal to guest code (``__set_name__`` failures become a RuntimeError whose
    ``__cause__`` is the signal), so the run never trusts a signal to stay uncaught."""
    ctx = getattr(_current, "ctx", None)
    if ctx is None or ctx.breach is not None:
        return
    ctx.breach = abort
    ctx.checkpoint_at_next_step()
    if ctx.loop is not None:  # the guest event loop may be waiting for the host
        ctx.loop.notice_breach()


def stop_if_breached(ctx: RunContext) -> None:
    """Re-raise the run's breach, if any (guest exception handlers call this first); a
    MemoryError being handled that guest code did not raise itself is the host running out
    of memory: it becomes the run's memory breach here, before any guest handler sees it."""
    if ctx.breach is not None:
        raise ctx.breach
    exc = sys.exception()
    if isinstance(exc, MemoryError) and is_host_memory_error(ctx, exc):
        raise memory_breach(ctx)


#: How many guest-raised MemoryErrors a run remembers (older ones are host errors again:
#: a guest that keeps that many alive and raises the oldest gets a memory breach).
_GUEST_RAISED_KEPT = 64


def note_guest_raise(ctx: RunContext, exc: BaseException) -> None:
    """Guest code's ``raise`` of ``exc``: a MemoryError it raises itself stays an ordinary,
    catchable guest exception."""
    if isinstance(exc, MemoryError):
        kept = ctx.guest_raised
        if not any(e is exc for e in kept):
            kept.append(exc)
            if len(kept) > _GUEST_RAISED_KEPT:
                del kept[0]


def is_host_memory_error(ctx: RunContext | None, exc: BaseException) -> bool:
    """Whether ``exc`` is a MemoryError the host raised (not one guest code raised)."""
    if not isinstance(exc, MemoryError):
        return False
    return ctx is None or not any(e is exc for e in ctx.guest_raised)


def memory_breach(ctx: RunContext) -> Abort:
    """The memory breach for a host MemoryError during the run (recorded as the breach)."""
    return abort_limit("max_memory_bytes", 0, ctx.limits.max_memory_bytes,
                       "the host ran out of memory")


def _executing(ctx: RunContext) -> bool:
    """Whether ``ctx`` is the run whose guest code this thread is executing."""
    return getattr(_current, "ctx", None) is ctx


def queue_finalizer(fn: Any, obj: Any) -> None:
    """What CPython calls as the ``__del__`` of an instance of a guest class that defines
    one (see :func:`sandbox.runtime.classes.create_class`), at whatever moment and in whatever
    thread the collector chooses. The guest function never runs here: the call is queued
    (keeping ``obj`` alive until then) on the run in progress of ``fn``'s own session, which
    runs it at its next safe point (:meth:`RunContext.run_finalizers`), promptly when that
    run is the one executing in this thread. With no run of its session in progress the
    finaliser is dropped. Nothing is ever raised (it would go to ``sys.unraisablehook``)."""
    try:
        queue_finalizer_of(fn._globals, fn, obj)
    except BaseException:  # noqa: BLE001, S110 - a finaliser has nowhere to report to
        pass


def queue_finalizer_of(globals_: Any, fn: Any, obj: Any) -> None:
    """:func:`queue_finalizer` with the session's globals given: ``fn`` is anything with
    ``call_positional(ctx, [obj])`` (a guest function, or the close of a collected
    generator)."""
    try:
        ctx: RunContext | None = globals_.ctx
        if ctx is None or ctx.finalizers is None:
            return
        ctx.finalizers.append((fn, obj))
        if ctx.steps_left >= 0 and _executing(ctx):
            # the next step charge calls refill(), which gives the steps back and runs it
            ctx._finalizer_steps = ctx.checkpoint_at_next_step()
    except BaseException:  # noqa: BLE001, S110 - a finaliser has nowhere to report to
        pass


_NO_TAIL: tuple[tuple[str, bool], ...] = ()


class Output:
    """Captured guest output, stdout and stderr, with head-and-tail truncation over both.

    The two streams share one budget (``max_bytes``/``max_lines`` count what both hold): the
    first half of it is kept as the head; afterwards only the most recent half is kept as the
    tail; what falls between is dropped and counted per stream, and :meth:`text` (stdout) and
    :meth:`err_text` (stderr) each put a marker in its place where that stream lost text.
    Whole lines are kept where they can be: a write that does not fit the head gives it the
    whole lines that do (or, when the head is still empty, the start of its single long
    line), and the tail shown starts at a line start unless it is part of one long line.
    ``on_write`` (stdout) and ``on_err`` (stderr), if given, see their stream's head live,
    write by write; once the head is full they see nothing more until :meth:`end_live`,
    which hands each its stream's marker and tail, so each receives exactly its stream's
    text and no more."""

    __slots__ = ("_head", "_head_err", "_head_bytes", "_head_lines", "_tail", "_tail_bytes",
                 "_tail_lines", "_half_bytes", "_half_lines", "dropped_bytes", "_dropped",
                 "on_write", "on_err", "_head_full", "run", "_live_ended")

    def __init__(self, max_bytes: int, max_lines: int,
                 on_write: Callable[[str], None] | None = None,
                 on_err: Callable[[str], None] | None = None) -> None:
        self._head: list[str] = []
        self._head_err: list[str] = []
        self._head_bytes = self._head_lines = 0
        # made at the first write past the head (most runs print little: a deque is ~2k
        # instructions); until then the empty tuple, which text() reads like an empty deque
        self._tail: deque[tuple[str, bool]] = _NO_TAIL  # type: ignore[assignment]
        self._tail_bytes = self._tail_lines = 0
        half_bytes, half_lines = max_bytes // 2, max_lines // 2  # (at least 1 each)
        self._half_bytes = half_bytes if half_bytes > 1 else 1
        self._half_lines = half_lines if half_lines > 1 else 1
        self.dropped_bytes = 0  # both streams
        #: per stream (stdout, stderr): [bytes dropped, lines dropped, the last character
        #: dropped (is the tail at a line start?)]
        self._dropped: tuple[list[Any], list[Any]] = ([0, 0, ""], [0, 0, ""])
        self.on_write = on_write
        self.on_err = on_err
        self._head_full = False
        self._live_ended = False
        self.run: RunContext | None = None  # whose queued finalisers run before a write

    @property
    def truncated(self) -> bool:
        """Whether any output (of either stream) was cut."""
        return self.dropped_bytes > 0

    def write_err(self, text: str) -> None:
        """Append guest stderr output."""
        self.write(text, True)

    def write(self, text: str, err: bool = False) -> None:
        """Append guest output (stdout; stderr when ``err``)."""
        if not text:
            return
        run = self.run
        if run is not None:
            if run.breach is not None:  # no output after a breach, however it was swallowed
                raise run.breach
            if run.finalizers:
                run.run_finalizers()  # a __del__ that ran before this print printed first
        nbytes = len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))
        nlines = text.count("\n")
        if not self._head_full:
            live = self.on_err if err else self.on_write
            if (self._head_bytes + nbytes <= self._half_bytes
                    and self._head_lines + nlines <= self._half_lines):
                (self._head_err if err else self._head).append(text)
                self._head_bytes += nbytes
                self._head_lines += nlines
                if live is not None and not self._live_ended:
                    live(text)
                return
            self._head_full = True
            part = self._head_part(text)
            if part:
                (self._head_err if err else self._head).append(part)
                self._head_bytes += len(part.encode("utf-8", "surrogatepass"))
                self._head_lines += part.count("\n")
                if live is not None and not self._live_ended:
                    live(part)
                text = text[len(part):]
                if not text:
                    return
                nbytes = len(text.encode("utf-8", "surrogatepass"))
                nlines = text.count("\n")
        if nbytes > self._half_bytes or nlines > self._half_lines:
            text, nbytes, nlines = self._keep_end(text, nbytes, nlines, err)
        if self._tail is _NO_TAIL:
            self._tail = deque()
        self._tail.append((text, err))
        self._tail_bytes += nbytes
        self._tail_lines += nlines
        self._trim_tail()

    def _head_part(self, text: str) -> str:
        """The start of a write that fills the head's remaining room: its whole lines that
        fit, or (for an empty head) as much of its first line as fits."""
        room = self._half_bytes - self._head_bytes
        lines = self._half_lines - self._head_lines
        end = 0
        while lines > 0:  # one pass: each line is measured once
            pos = text.find("\n", end, end + room + 1)
            if pos < 0:
                break
            size = len(text[end:pos + 1].encode("utf-8", "surrogatepass"))
            if size > room:
                break
            room -= size
            end = pos + 1
            lines -= 1
        if end or self._head_bytes:
            return text[:end]
        part = text[:room]  # the start of one long line (room is untouched: nothing taken)
        while len(part.encode("utf-8", "surrogatepass")) > room:  # wide characters
            part = part[:len(part) * room // len(part.encode("utf-8", "surrogatepass"))]
        return part.split("\n", 1)[0]

    def _drop(self, dropped: str, err: bool) -> int:
        """Count ``dropped`` text of one stream; returns its size in bytes."""
        nbytes = len(dropped.encode("utf-8", "surrogatepass"))
        counts = self._dropped[err]
        counts[0] += nbytes
        counts[1] += dropped.count("\n")
        counts[2] = dropped[-1:]
        self.dropped_bytes += nbytes
        return nbytes

    def _keep_end(self, text: str, nbytes: int, nlines: int, err: bool
                  ) -> tuple[str, int, int]:
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
        if dropped:
            self._drop(dropped, err)
        return kept, len(kept.encode("utf-8", "surrogatepass")), kept.count("\n")

    def _trim_tail(self) -> None:
        tail = self._tail
        while (self._tail_bytes > self._half_bytes or self._tail_lines > self._half_lines) \
                and tail:
            first, err = tail[0]
            over_lines = self._tail_lines - self._half_lines
            if over_lines > 0 and "\n" in first:
                cut = first.index("\n") + 1  # drop whole lines first
            else:
                over_bytes = self._tail_bytes - self._half_bytes
                cut = min(len(first), max(over_bytes, 1))
            dropped = first[:cut]
            # counted inline (not by _drop): this runs for every write once the tail is full
            nbytes = len(dropped) if dropped.isascii() else \
                len(dropped.encode("utf-8", "surrogatepass"))
            nlines = dropped.count("\n")
            counts = self._dropped[err]
            counts[0] += nbytes
            counts[1] += nlines
            counts[2] = dropped[-1:]
            self.dropped_bytes += nbytes
            self._tail_bytes -= nbytes
            self._tail_lines -= nlines
            if cut < len(first):
                tail[0] = (first[cut:], err)
            else:
                tail.popleft()

    def text(self) -> str:
        """All kept stdout output, with a marker where output was cut."""
        if self._tail is _NO_TAIL:  # nothing went past the head: nothing cut, no tail
            return "".join(self._head)
        return "".join(self._head) + self._rest(False)

    def err_text(self) -> str:
        """All kept stderr output, with a marker where output was cut."""
        if self._tail is _NO_TAIL:
            return "".join(self._head_err)
        return "".join(self._head_err) + self._rest(True)

    def _rest(self, err: bool) -> str:
        """What follows a stream's head: the marker (if its output was cut) and its tail."""
        tail = "".join(text for text, is_err in self._tail if is_err is err)
        dropped_bytes, dropped_lines, dropped_end = self._dropped[err]
        if not dropped_bytes:
            return tail
        newline = tail.find("\n")
        if dropped_end not in ("", "\n") and -1 < newline < len(tail) - 1:
            # the tail starts inside a line: shown from the next whole line
            partial = tail[:newline + 1]
            tail = tail[newline + 1:]
            dropped_bytes += len(partial.encode("utf-8", "surrogatepass"))
            dropped_lines += 1
        head = self._head_err if err else self._head
        last = head[-1] if head else ""
        sep = "" if not last or last.endswith("\n") else "\n"
        marker = (f"{sep}[... output truncated: {dropped_bytes} bytes, "
                  f"{dropped_lines} lines omitted ...]\n")
        return marker + tail

    def end_live(self) -> None:
        """The run is over (or paused): hand ``on_write`` and ``on_err`` what they have not
        seen (their stream's marker and tail); later writes are no longer forwarded."""
        if self._live_ended:
            return
        self._live_ended = True
        if not self._head_full:
            return
        for live, err in ((self.on_write, False), (self.on_err, True)):
            if live is not None:
                rest = self._rest(err)
                if rest:
                    live(rest)


_current = threading.local()
_errors.breach_hook = record_breach


def set_current(ctx: RunContext | None) -> RunContext | None:
    """Record the run whose guest code this thread is about to execute (the loop calls it
    before switching into a guest greenlet); returns the one recorded before."""
    previous = getattr(_current, "ctx", None)
    _current.ctx = ctx
    return previous


def outside_run() -> BaseException:
    """The error for host code that calls guest code (a function, method, class or generator
    taken from ``RunResult.value`` or ``session.globals``) when no run of its session is
    executing in this thread: after the run, or from a worker thread during it. Guest code
    runs only under a run's limits (callers check ``g.ctx`` against this thread's run)."""
    return _errors.SandboxError(
        "guest code can only run inside a run of its session: a guest function, method or "
        "generator was called by host code outside one (after the run ended, or from "
        "another thread)")


def in_run() -> bool:
    """Whether guest code of a sandbox run is executing in this thread."""
    return getattr(_current, "ctx", None) is not None


def current_ctx() -> RunContext:
    """The RunContext of the guest code running in this thread."""
    ctx = getattr(_current, "ctx", None)
    if ctx is None:
        raise RuntimeError("no sandbox run is active in this thread")
    return ctx
