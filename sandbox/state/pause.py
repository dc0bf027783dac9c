"""Pausing a run at a tool call the host answers itself, and resuming it anywhere.

``session.start(code)`` runs like ``session.run(code)`` until the program finishes (a
:class:`~sandbox.RunResult`) or every task that can still make progress waits for an
*external* call (``Tool(stub, external=True)``, or a tool named in ``pause_on``): then it
returns :class:`Paused`. ``Paused.dump()`` gives bytes (the session state format: same magic,
versioning and optional HMAC); ``Sandbox.load_paused(blob).resume(value=...)`` continues it,
in this process or another, hours later.

Cost model (deterministic replay): a paused blob holds the session's state from *before* the
run, the program text, the outcome of every tool call and clock reading made so far, the
pending calls and the output (stdout and stderr) so far. Resuming re-executes the program
from the start, feeding recorded outcomes (no host function is called twice), so resume time
is the time the run had taken up to the pause minus the time its tools took, and the blob
grows with the number and size of tool results. Divergence (another program, changed
iteration order of string sets after a different PYTHONHASHSEED, a different start state) is
detected at the first differing call or output and reported as a StateError; a run never
silently differs.

Guest time stands still while the host answers: the run pauses as soon as no task can go on
without the host, even if a guest timer (``asyncio.wait_for(call, timeout=5)``,
``asyncio.timeout``, a sibling's ``sleep``) is still to come, and on resume the answers
arrive before that timer, as from a tool that answered at once. A host that wants the guest
to see a timeout resumes the call with ``error=TimeoutError()``.
"""

from __future__ import annotations

import hashlib
import random
import struct
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import StateError
from ..results import RunResult
from ..tool_errors import describe
from ..tools import ToolFailure
from .replay import HASH_PROBE, CallRecord, Journal, PendingCall, Replay

if TYPE_CHECKING:
    from ..api import Sandbox, Session

_MARK = "__sandbox_paused_run__"
PAUSED_FORMAT = 1


@dataclass
class Paused:
    """A run waiting for the host to answer one or more external tool calls.

    ``calls`` are the pending calls (``call_id``, ``tool``, ``args``, ``kwargs``); ``call`` is
    the first; ``output`` is what the run printed before pausing, ``stderr`` what it wrote
    to ``sys.stderr``."""

    sandbox: Sandbox
    code: str
    start_state: bytes | None
    inputs: dict[str, Any]
    journal: Journal
    calls: list[PendingCall]
    output: str
    pause_on: frozenset[str]
    hash_probe: int = field(default_factory=lambda: hash(HASH_PROBE))
    #: the session's random generator when the run began: restored before the replay, so
    #: ``random``, ``uuid.uuid4`` and ``random.Random()`` give the values they gave
    random_state: tuple[Any, ...] | None = None
    stderr: str = ""

    @property
    def call(self) -> PendingCall:
        """The first pending call."""
        return self.calls[0]

    def dump(self, key: bytes | None = None) -> bytes:
        """The paused run as bytes (optionally HMAC-signed with ``key``)."""
        # a scratch session of an in-process sandbox of the same class writes the blob (the
        # class comes from the paused run, so this room never imports sandbox.api); a codec
        # device, never a worker
        scratch = type(self.sandbox)(isolation="inprocess").session()
        scratch.globals[_MARK] = {
            "format": PAUSED_FORMAT,
            "code": self.code,
            "code_sha256": hashlib.sha256(self.code.encode()).hexdigest(),
            "start_state": self.start_state,
            "inputs": dict(self.inputs),
            "calls": [(r.call_id, r.tool, r.fingerprint, r.ok, r.value, r.waited)
                      for r in self.journal.calls],
            "batches": [list(b) for b in self.journal.batches],
            "clock": list(self.journal.clock),
            "pending": [(c.call_id, c.tool, tuple(c.args), dict(c.kwargs)) for c in self.calls],
            "output": self.output,
            "stderr": self.stderr,
            "pause_on": sorted(self.pause_on),
            "hash_probe": self.hash_probe,
            "random": pack_random(self.random_state),
        }
        return scratch.export_state(key=key)  # type: ignore[attr-defined,no-any-return]

    async def resume(self, value: Any = None, *, error: BaseException | None = None,
                     results: Mapping[int, Any] | None = None,
                     errors: Mapping[int, BaseException] | None = None,
                     session: Session | None = None) -> Paused | RunResult:
        """Continue the run. ``value``/``error`` answer the first pending call (or every one
        when there is just one); ``results``/``errors`` answer calls by id (several at once,
        or some now and some later). Unanswered calls pause the run again."""
        run_session, replay = self._prepare(value, error, results, errors, session)
        return await run_session.start(self.code, inputs=self.inputs, pause_on=self.pause_on,
                                       _replay=replay)

    def resume_sync(self, value: Any = None, *, error: BaseException | None = None,
                    results: Mapping[int, Any] | None = None,
                    errors: Mapping[int, BaseException] | None = None,
                    session: Session | None = None) -> Paused | RunResult:
        """:meth:`resume` without an event loop."""
        run_session, replay = self._prepare(value, error, results, errors, session)
        return run_session.start_sync(self.code, inputs=self.inputs, pause_on=self.pause_on,
                                      _replay=replay)

    def _prepare(self, value: Any, error: BaseException | None,
                 results: Mapping[int, Any] | None, errors: Mapping[int, BaseException] | None,
                 session: Session | None) -> tuple[Session, Replay]:
        from ..boundary import to_host

        pending = {c.call_id: c for c in self.calls}
        provided: dict[int, tuple[bool, Any]] = {}
        if results is None and errors is None:
            provided[self.call.call_id] = _answer(self.call, value, error)
        for call_id, result in (results or {}).items():
            if call_id not in pending:
                raise StateError(f"no pending call has id {call_id!r}")
            provided[call_id] = _answer(pending[call_id], result, None)
        for call_id, exc in (errors or {}).items():
            if call_id not in pending:
                raise StateError(f"no pending call has id {call_id!r}")
            provided[call_id] = _answer(pending[call_id], None, exc)
        for call_id, (ok, answer) in provided.items():
            if ok:
                try:
                    provided[call_id] = (True, to_host(answer))
                except TypeError as exc:
                    raise StateError(f"the value for call {call_id} cannot be passed to the "
                                     f"guest: {exc}") from None
        if session is None:
            session = (self.sandbox.session(state=self.start_state)  # type: ignore[call-arg]
                       if self.start_state is not None else self.sandbox.session())
        replay = Replay(self.journal, pause_on=self.pause_on, provided=provided,
                        expected_output=self.output, expected_stderr=self.stderr,
                        hash_changed=self.hash_probe != hash(HASH_PROBE))
        replay.start_state = self.start_state
        replay.random_state = self.random_state
        return session, replay


def _answer(call: PendingCall, value: Any, error: BaseException | None) -> tuple[bool, Any]:
    if error is not None:
        if not isinstance(error, BaseException):
            raise StateError("error= must be an exception instance")
        # the failure as data (what the journal keeps) with the host's exception beside it,
        # so that an uncaught one reaches the host as a ToolError caused by it, as in a run
        return False, ToolFailure(describe(error), error)
    return True, value


def load_paused(sandbox: Sandbox, blob: bytes, key: bytes | None = None) -> Paused:
    """Decode a blob written by :meth:`Paused.dump` (StateError if it is not one)."""
    from . import import_state

    if not isinstance(blob, (bytes, bytearray)):
        raise StateError(f"a paused run must be bytes, not {type(blob).__name__}")
    # read under the loading sandbox's limits (no tools), as plain data only: no function,
    # class or instance can come to exist, so no guest code can run while it is checked
    scratch = type(sandbox)(limits=sandbox.limits, isolation="inprocess").session()
    import_state(scratch, bytes(blob), key, plain_only=True)
    data = scratch.globals.get(_MARK)
    if type(data) is not dict or data.get("format") != PAUSED_FORMAT:
        raise StateError("this blob is not a paused run (or a paused run of another format "
                         "version)")
    # Every field is checked by exact type and every value copied as plain data (the blob may
    # be forged: a guest object in it would run guest code here, outside any run), and any
    # failure is a StateError.
    try:
        code = _typed(data, "code", str)
        if hashlib.sha256(code.encode()).hexdigest() != _typed(data, "code_sha256", str):
            raise StateError("the paused run's program text does not match its digest")
        start_state = data.get("start_state")
        if start_state is not None and type(start_state) is not bytes:
            raise StateError("paused run: start_state must be bytes")
        journal = Journal(
            calls=[CallRecord(_int(i), _str(t), _str(fp), _bool(ok), _plain(v), _bool(w))
                   for i, t, fp, ok, v, w in _rows(data, "calls", 6)],
            batches=[[_int(i) for i in _seq(b)] for b in _typed(data, "batches", list)],
            clock=[_float(x) for x in _typed(data, "clock", list)])
        pending = [PendingCall(_int(i), _str(t), tuple(_plain(x) for x in _seq(a)),
                               {_str(name): _plain(x) for name, x in _typed_value(k, dict)
                                .items()})
                   for i, t, a, k in _rows(data, "pending", 4)]
        if not pending:
            raise StateError("paused run has no pending call")
        inputs = {_str(name): _plain(x) for name, x in _typed(data, "inputs", dict).items()}
        return Paused(sandbox=sandbox, code=code, start_state=start_state,
                      inputs=inputs, journal=journal,
                      calls=pending, output=_typed(data, "output", str),
                      pause_on=frozenset(_str(x) for x in _typed(data, "pause_on", list)),
                      hash_probe=_int(data.get("hash_probe")),
                      random_state=unpack_random(data.get("random")),
                      stderr=_stderr(data))
    except StateError:
        raise
    except Exception as exc:  # noqa: BLE001 - a forged blob: every failure is a StateError
        raise StateError(f"malformed paused run: {type(exc).__name__}: {exc}") from None


def pack_random(state: tuple[Any, ...] | None) -> list[Any] | None:
    """A ``random.Random`` state as plain data (:func:`unpack_random` reads it back)."""
    if state is None:
        return None
    version, internal, gauss = state
    return [version, struct.pack(">625I", *internal), gauss]


def unpack_random(value: Any) -> tuple[Any, ...] | None:
    """The generator state of a paused run (absent in runs paused before it was kept)."""
    if value is None:
        return None
    if not (type(value) is list and len(value) == 3 and type(value[0]) is int
            and type(value[1]) is bytes and len(value[1]) == 2500
            and (value[2] is None or type(value[2]) is float)):
        raise StateError("paused run: bad random state")
    internal = struct.unpack(">625I", value[1])
    if internal[-1] > 624:
        raise StateError("paused run: bad random state")
    state = (value[0], internal, value[2])
    try:
        random.Random().setstate(state)
    except (ValueError, TypeError):
        raise StateError("paused run: bad random state") from None
    return state


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if type(value) is not kind:
        raise StateError(f"paused run: field {key!r} must be {kind.__name__}")
    return value


def _stderr(data: dict[str, Any]) -> str:
    """The paused run's stderr so far (absent in runs paused before it was kept apart)."""
    return _typed(data, "stderr", str) if "stderr" in data else ""


def _typed_value(value: Any, kind: type) -> Any:
    if type(value) is not kind:
        raise StateError(f"paused run: expected a {kind.__name__}")
    return value


def _seq(value: Any) -> list[Any] | tuple[Any, ...]:
    if type(value) not in (list, tuple):
        raise StateError("paused run: expected a list")
    return value  # type: ignore[no-any-return]


def _rows(data: dict[str, Any], key: str, width: int) -> list[Any]:
    rows = _typed(data, key, list)
    for row in rows:
        if type(row) not in (list, tuple) or len(row) != width:
            raise StateError(f"paused run: malformed entry in {key!r}")
    return rows  # type: ignore[no-any-return]


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise StateError("paused run: expected a bool")
    return value  # type: ignore[no-any-return]


def _float(value: Any) -> float:
    if type(value) not in (int, float):
        raise StateError("paused run: expected a number")
    return float(value)  # OverflowError for a huge int: a StateError above


def _plain(value: Any) -> Any:
    """A copy of ``value`` if it is plain data (what crosses the tool boundary)."""
    from ..boundary import to_host
    try:
        return to_host(value)
    except TypeError as exc:
        raise StateError(f"paused run: {exc}") from None


def _int(value: Any) -> int:
    if type(value) is not int:
        raise StateError("paused run: expected an integer")
    return value


def _str(value: Any) -> str:
    if type(value) is not str:
        raise StateError("paused run: expected a string")
    return value


def pending_from(replay: Replay) -> list[PendingCall]:
    """The pending calls of a paused run, by id."""
    return [replay.pending[i] for i in sorted(replay.pending)]
