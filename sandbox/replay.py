"""Deterministic replay: the run-time half of pausing a run and resuming it elsewhere.

A paused run is not frozen in memory: it is *re-executed* from its start state, feeding every
tool call the result recorded the first time (the host function is never called again, so
side effects never repeat). The :class:`Journal` records, in order, every completed tool
call (id, tool, a canonical fingerprint of the arguments, outcome) and every clock reading;
:class:`Replay` is attached to a run's context and intercepts tool calls:

- while the journal has entries, the call must match the next entry (same id, tool and
  arguments) and gets its recorded outcome; otherwise the run diverged and is aborted with
  a StateError naming the likely cause;
- a call whose id the host resumed gets the host's value (after checking that the output so
  far is exactly what it was when the run paused);
- a call to an external tool (``Tool(..., external=True)`` or a name in ``pause_on``) parks
  the calling task; when no task can make progress the loop pauses the run;
- any other call runs for real and is recorded.
"""

from __future__ import annotations

import datetime
import decimal
import fractions
from dataclasses import dataclass, field
from typing import Any

import greenlet

from .errors import Abort, StateError
from .runtime.loop import park_with_token

#: A fixed string whose hash differs between processes with different PYTHONHASHSEED.
HASH_PROBE = "sandbox replay hash probe"


@dataclass
class CallRecord:
    """One completed tool call: ``ok`` with its result value, or the failure message."""

    call_id: int
    tool: str
    fingerprint: str
    ok: bool
    value: Any


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
    """Everything a replay needs to reproduce a run up to its pause."""

    calls: list[CallRecord] = field(default_factory=list)
    clock: list[float] = field(default_factory=list)


class Replay:
    """Attached to a RunContext as ``ctx.replay`` (see the module docstring)."""

    def __init__(self, journal: Journal, *, pause_on: frozenset[str] = frozenset(),
                 provided: dict[int, tuple[bool, Any]] | None = None,
                 expected_output: str | None = None, hash_changed: bool = False) -> None:
        self.old = journal
        self.new = Journal()
        self.pause_on = pause_on
        self.provided = dict(provided or {})
        self.expected_output = expected_output
        self.hash_changed = hash_changed
        self.position = 0
        self.clock_position = 0
        self.next_id = 1
        self.pending: dict[int, PendingCall] = {}
        self.parked: dict[int, tuple[greenlet.greenlet, object]] = {}
        self.start_state: bytes | None = None  # the session before the run (for dumps)
        self.resumed_output = expected_output or ""

    # --- tool calls ---------------------------------------------------------------------

    def call(self, ctx: Any, tool: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
             live: Any) -> tuple[bool, Any]:
        """The outcome of a tool call: (True, value) or (False, failure message)."""
        call_id = self.next_id
        self.next_id += 1
        fp = fingerprint(args, kwargs)
        if self.position < len(self.old.calls):
            entry = self.old.calls[self.position]
            self.position += 1
            if entry.call_id != call_id or entry.tool != tool.name or entry.fingerprint != fp:
                raise self._diverged(
                    f"call #{call_id} is {tool.name}{fp}, but the recorded run called "
                    f"{entry.tool}{entry.fingerprint} at this point")
            self.new.calls.append(entry)
            return entry.ok, entry.value
        if call_id in self.provided:
            self._check_output(ctx)
            ok, value = self.provided.pop(call_id)
            self.new.calls.append(CallRecord(call_id, tool.name, fp, ok, value))
            return ok, value
        if getattr(tool, "external", False) or tool.name in self.pause_on:
            self._check_output(ctx)
            self.pending[call_id] = PendingCall(call_id, tool.name, args, kwargs)
            token = object()
            self.parked[call_id] = (greenlet.getcurrent(), token)
            park_with_token(ctx, token)  # never woken: the run pauses when it is idle
            raise AssertionError("a parked external call was resumed")  # pragma: no cover
        ok, value = live()
        recorded = value if ok else getattr(value, "message", value)  # failures: text only
        self.new.calls.append(CallRecord(call_id, tool.name, fp, ok, recorded))
        return ok, value

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
        expected = self.expected_output
        if expected is None:
            return
        self.expected_output = None  # checked once, where the original run paused
        if ctx.out.text() != expected:
            raise self._diverged("the output before the pause point differs from the "
                                 "recorded run's output")

    def _diverged(self, what: str) -> Abort:
        cause = (" The likely cause: CPython's string hashing differs between processes "
                 "(PYTHONHASHSEED), so iteration over sets (or dicts built from sets) of "
                 "strings changed order." if self.hash_changed else
                 " The program, its start state or a tool's recorded behaviour changed.")
        return Abort(StateError(f"replay diverged: {what}.{cause}"))


def fingerprint(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """A canonical text of call arguments (sets sorted, so it does not depend on hashing)."""
    parts = [_canonical(a) for a in args]
    parts += [f"{k}={_canonical(v)}" for k, v in sorted(kwargs.items())]
    return "(" + ", ".join(parts) + ")"


def _canonical(value: Any) -> str:
    t = type(value)
    if t in (list, tuple):
        inner = ", ".join(_canonical(v) for v in value)
        return f"[{inner}]" if t is list else f"({inner})"
    if t is dict:
        items = sorted((_canonical(k), _canonical(v)) for k, v in value.items())
        return "{" + ", ".join(f"{k}: {v}" for k, v in items) + "}"
    if t in (set, frozenset):
        return f"{t.__name__}(" + ", ".join(sorted(_canonical(v) for v in value)) + ")"
    if t in (str, bytes, int, float, bool, complex, type(None), bytearray, datetime.date,
             datetime.datetime, datetime.time, datetime.timedelta, datetime.timezone,
             decimal.Decimal, fractions.Fraction):
        return repr(value)
    return f"<{t.__name__}>"
