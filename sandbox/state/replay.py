"""Deterministic replay: the run-time half of pausing a run and resuming it elsewhere.

A paused run is not frozen in memory: it is *re-executed* from its start state, feeding every
tool call the result recorded the first time (the host function is never called again, so
side effects never repeat). The :class:`Journal` records, in order, every completed tool
call (id, tool, a canonical fingerprint of the arguments, outcome) and every clock reading;
:class:`Replay` is attached to a run's context and intercepts tool calls:

- while the journal has entries, the call must match the next entry (same id, tool and
  arguments) and gets its recorded outcome; otherwise the run diverged and is aborted with
  a StateError naming the likely cause;
- a call whose id the host resumed gets the host's value (after checking that the output and
  the stderr so far are exactly what they were when the run paused);
- a call to an external tool (``Tool(..., external=True)`` or a name in ``pause_on``) parks
  the calling task; when no task can make progress the loop pauses the run;
- any other call runs for real and is recorded.
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import hashlib
from dataclasses import dataclass, field
from typing import Any

import greenlet

from ..errors import Abort, StateError
from ..runtime.loop import loop_of, park_with_token

#: A fixed string whose hash differs between processes with different PYTHONHASHSEED.
HASH_PROBE = "sandbox replay hash probe"


@dataclass
class CallRecord:
    """One completed tool call: ``ok`` with its result value, or the failure's plain
    description (:data:`sandbox.tool_errors.Failure`; a str in blobs of older versions).
    ``waited`` tells whether the guest waited for it on the host's loop (async tools and tools
    in worker threads): such calls complete, in a replay, in the order recorded in
    ``Journal.batches``."""

    call_id: int
    tool: str
    fingerprint: str
    ok: bool
    value: Any
    waited: bool = False


@dataclass
class PendingCall:
    """A call to an external tool waiting for the host: ``call_id``, ``tool``, ``args``,
    ``kwargs`` (copies of the guest's arguments)."""

    call_id: int
    tool: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


@dataclass
class Journal:
    """Everything a replay needs to reproduce a run up to its pause: the calls by id, the ids
    of waited-for calls in the batches in which the loop saw them complete, clock readings."""

    calls: list[CallRecord] = field(default_factory=list)
    batches: list[list[int]] = field(default_factory=list)
    clock: list[float] = field(default_factory=list)


class Replay:
    """Attached to a RunContext as ``ctx.replay`` (see the module docstring)."""

    def __init__(self, journal: Journal, *, pause_on: frozenset[str] = frozenset(),
                 provided: dict[int, tuple[bool, Any]] | None = None,
                 expected_output: str | None = None, hash_changed: bool = False,
                 expected_stderr: str | None = None) -> None:
        self.old = journal
        self.recorded = {entry.call_id: entry for entry in journal.calls}
        self.new = Journal()
        self.pause_on = pause_on
        self.provided = dict(provided or {})
        self.expected_output = expected_output
        self.expected_stderr = expected_stderr
        self.hash_changed = hash_changed
        self.batch_position = 0
        self.clock_position = 0
        self.next_id = 1
        self.pending: dict[int, PendingCall] = {}
        self.waiting: dict[int, tuple[greenlet.greenlet, object, Any]] = {}
        self.start_state: bytes | None = None  # the session before the run (for dumps)
        #: the session's random generator when the run began (``random.getstate()``)
        self.random_state: tuple[Any, ...] | None = None
        self.resumed_output = expected_output or ""
        self.resumed_stderr = expected_stderr or ""
        self.current_id = 0  # the call whose live request is being made (tags host ops)
        #: live calls whose request finished in its first step while other tasks were
        #: ready: their task went on at once (runtime.loop), so they are not waited for
        self.at_once: set[int] = set()

    # --- tool calls ---------------------------------------------------------------------

    def call(self, ctx: Any, tool: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
             live: Any) -> tuple[bool, Any]:
        """The outcome of a tool call: (True, value) or (False, failure)."""
        call_id = self.next_id
        self.next_id += 1
        fp = fingerprint(args, kwargs)
        entry = self.recorded.get(call_id)
        if entry is not None:
            if entry.tool != tool.name or entry.fingerprint != fp:
                raise self._diverged(
                    f"call #{call_id} is {tool.name}{fp}, but the recorded run made "
                    f"{entry.tool}{entry.fingerprint} as call #{call_id}")
            self.new.calls.append(entry)
            if entry.waited:
                self._park(ctx, call_id)  # released in the recorded order (release())
            return entry.ok, entry.value
        if call_id in self.provided:
            self._park(ctx, call_id)  # released where the run paused (release())
            ok, value = self.provided.pop(call_id)
            recorded = value if ok else getattr(value, "description", value)  # plain data
            self.new.calls.append(CallRecord(call_id, tool.name, fp, ok, recorded, True))
            return ok, value
        if getattr(tool, "external", False) or tool.name in self.pause_on:
            self.pending[call_id] = PendingCall(call_id, tool.name, args, kwargs)
            self._park(ctx, call_id)  # never released in this run: it pauses when idle
            raise AssertionError("a pending external call was resumed")  # pragma: no cover
        self.current_id = call_id
        ok, value = live()
        waited = bool(tool.is_async or not tool.cheap) and call_id not in self.at_once
        self.at_once.discard(call_id)
        recorded = value if ok else getattr(value, "description", value)  # plain data only
        self.new.calls.append(CallRecord(call_id, tool.name, fp, ok, recorded, waited))
        return ok, value

    def _park(self, ctx: Any, call_id: int) -> None:
        token = object()
        self.waiting[call_id] = (greenlet.getcurrent(), token, loop_of(ctx))
        park_with_token(ctx, token)

    def release(self, loop: Any) -> bool:
        """Called by the loop when no task is ready: complete the next recorded batch of
        waited-for calls, or (once the recording is exhausted) the calls the host answered.
        Returns whether anything was released."""
        if self.batch_position < len(self.old.batches):
            batch = self.old.batches[self.batch_position]
            self.batch_position += 1
            for call_id in batch:
                if call_id not in self.waiting:
                    raise self._diverged(f"call #{call_id} had completed at this point of "
                                         "the recorded run but was not made in the replay")
            for call_id in batch:
                glet, token, _ = self.waiting.pop(call_id)
                loop.resume(glet, token, (True, None))
            self.new.batches.append(list(batch))
            return True
        answered = sorted(i for i in self.waiting if i not in self.pending)
        if answered:
            self._check_output(loop.ctx)
            for call_id in answered:
                glet, token, _ = self.waiting.pop(call_id)
                loop.resume(glet, token, (True, None))
            self.new.batches.append(answered)
            return True
        return False

    def answered_at_once(self, call_id: int) -> None:
        """Live call ``call_id`` finished in its request's first step, and its task went on
        at once (not in a batch): replayed, it goes on at once too."""
        self.at_once.add(call_id)

    def record_batch(self, call_ids: list[int]) -> None:
        """The loop saw these live calls complete during one wait."""
        if call_ids:
            self.new.batches.append(call_ids)

    def clock(self, real: Any) -> float:
        """A clock reading: recorded ones first, then real (and recorded)."""
        if self.clock_position < len(self.old.clock):
            value = self.old.clock[self.clock_position]
            self.clock_position += 1
        else:
            value = real()
        self.new.clock.append(value)
        return value

    @property
    def paused(self) -> bool:
        """Whether some task waits for an external call."""
        return bool(self.pending)

    def _check_output(self, ctx: Any) -> None:
        expected, expected_err = self.expected_output, self.expected_stderr
        if expected is None:
            return
        self.expected_output = self.expected_stderr = None  # checked once, at the pause
        if ctx.out.text() != expected:
            raise self._diverged("the output before the pause point differs from the "
                                 "recorded run's output")
        if expected_err is not None and ctx.out.err_text() != expected_err:
            raise self._diverged("the stderr before the pause point differs from the "
                                 "recorded run's stderr")

    def _diverged(self, what: str) -> Abort:
        cause = (" The likely cause: CPython's string hashing differs between processes "
                 "(PYTHONHASHSEED), so iteration over sets (or dicts built from sets) of "
                 "strings changed order." if self.hash_changed else
                 " The program, its start state or a tool's recorded behaviour changed.")
        return Abort(StateError(f"replay diverged: {what}.{cause}"))


def fingerprint(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """A canonical text of call arguments (sets sorted, so it does not depend on hashing).
    A container reached again (``x = [x, x]``: a few objects, a million paths) is written
    again as its first text's digest (a short one: as it reads), each container's text made
    once: the text and its making are linear in the distinct objects (round 10: 40 aliased
    levels were 2**40 calls); arguments without shared containers read as they always did."""
    memo: dict[int, tuple[Any, str, str | None]] = {}
    parts = [_canonical(a, memo) for a in args]
    parts += [f"{k}={_canonical(v, memo)}" for k, v in sorted(kwargs.items())]
    return "(" + ", ".join(parts) + ")"


_CONTAINERS = (list, tuple, dict, set, frozenset)
#: A container text reached again is written again up to this length, as a digest past it.
_SHORT = 64


def _canonical(value: Any, memo: dict[int, tuple[Any, str, str | None]]) -> str:
    """The canonical text of ``value``; ``memo``: id -> (the container, its text, its
    reference text once it is reached again)."""
    t = type(value)
    if t in _CONTAINERS:
        hit = memo.get(id(value))
        if hit is not None and hit[0] is value:  # (memo keeps value alive: its id stays)
            if len(hit[1]) <= _SHORT:
                return hit[1]  # (a short one as it reads: at most that much a reference)
            ref = hit[2]
            if ref is None:
                digest = hashlib.blake2b(hit[1].encode("utf-8", "surrogatepass"), digest_size=16)
                ref = f"<{t.__name__} {digest.hexdigest()}>"
                memo[id(value)] = (value, hit[1], ref)
            return ref
        text = _container_text(value, t, memo)
        memo[id(value)] = (value, text, None)
        return text
    if t in (str, bytes, int, float, bool, complex, type(None), bytearray, datetime.date,
             datetime.datetime, datetime.time, datetime.timedelta, datetime.timezone,
             decimal.Decimal, fractions.Fraction):
        return repr(value)
    return f"<{t.__name__}>"


def _container_text(value: Any, t: type, memo: dict[int, tuple[Any, str, str | None]]) -> str:
    if t is list or t is tuple:
        inner = ", ".join(_canonical(v, memo) for v in value)
        return f"[{inner}]" if t is list else f"({inner})"
    if t is dict:
        items = sorted((_canonical(k, memo), _canonical(v, memo)) for k, v in value.items())
        return "{" + ", ".join(f"{k}: {v}" for k, v in items) + "}"
    return f"{t.__name__}(" + ", ".join(sorted(_canonical(v, memo) for v in value)) + ")"
