"""Running a stored session: load its record, run the code, save with optimistic concurrency.

:class:`SessionRunner` is the engine behind the Celery tasks (it does not import Celery, so
any task queue can drive it). One run, top to bottom:

1. If the store holds a checkpoint for this run id, the run was started before (a worker
   died, or the broker redelivered the task): continue from the checkpoint (step 4).
2. Load the session record (version ``v``; none: a new session at version 0). If its recent
   runs name this run id, the run already committed: return what it returned.
3. Start the code in a session made from the record's state (``Session.start_sync``, so
   in process or in a worker process, as the Sandbox is configured), pausing at every call
   to a tool of the registry (the sandbox's non-external tools) and at external tools.
4. At a pause, each pending registry call is made *by the runner* as a durable step: save
   the checkpoint naming the call as in flight (compare-and-set: if another delivery of the
   same run saved first, this one stops), call the tool, save its answer, then resume the
   run by replay (recorded outcomes are fed back; no answered tool is called again).
   Pending external calls end the task: the record says paused, and the caller gets the
   calls as data and a pause token; :meth:`SessionRunner.resume` continues it with the
   caller's answers, on any worker.
5. When the run ends, save the session's new state expecting version ``v``: a writer that
   saved first makes this a conflict (``status: "conflict"``; the stored state is the
   winner's, this run's effects on the globals are dropped, nothing stored is lost).

Exactly once: an answered call is stored before the run goes on, so it is replayed, never
repeated. The one call in flight when a worker dies (started, answer not saved) is made
again by the worker that takes over, with the same :func:`current_call` key and
``attempt`` + 1: a tool with side effects makes that retry a no-op by keying its effect on
``current_call().key``. Cost: a run with tool calls is replayed from its start after each
call (like any resume; see README "Pausing a run"); a run without tool calls costs one
load and one save.
"""

from __future__ import annotations

import builtins
import contextvars
import functools
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from ...api import Sandbox
from ...boundary import to_host
from ...errors import SandboxError, StateError
from ...results import RunResult
from ...state.pause import Paused
from ...tool_errors import builtin_base, rebuild
from .records import field as record_field
from .records import pack, unpack
from .store import Store, StoreError, VersionConflict

#: How many recent run ids a session record keeps to recognise a redelivered run.
RECENT_RUNS = 64


class DuplicateDelivery(Exception):
    """Raised by :class:`SessionRunner` when another delivery of the same run id owns the run
    (its checkpoint moved under this one): this delivery stops without a result."""


@dataclass(frozen=True)
class CallInfo:
    """The tool call a runner is making (see :func:`current_call`). ``key`` is stable
    across retries of the same call; ``attempt`` counts them from 1."""

    run_id: str
    session_id: str
    call_id: int
    tool: str
    attempt: int
    worker: str

    @property
    def key(self) -> str:
        return f"{self.run_id}/{self.call_id}"


_CURRENT_CALL: contextvars.ContextVar[CallInfo | None] = contextvars.ContextVar(
    "sandbox_celery_call", default=None)


def current_call() -> CallInfo | None:
    """Inside a registry tool called by a runner: which call this is; else None."""
    return _CURRENT_CALL.get()


@dataclass
class _Run:
    """A run in progress and its checkpoint record (``record_version`` 0: none stored)."""

    run_id: str
    session_id: str
    base_version: int
    record_version: int = 0
    checkpoint: bytes = b""
    answers: dict[int, list[Any]] = field(default_factory=dict)
    inflight: int | None = None
    attempts: dict[int, int] = field(default_factory=dict)
    session: Any = None
    recent: list[str] | None = None  # the session record's recent runs, when loaded
    load_s: float = 0.0  # reading and checking the session's record (examples/scale_out)


class SessionRunner:
    """Runs code in sessions kept in ``store``, signed with ``key`` (required: see
    :mod:`sandbox.contrib.celery.records`). The registry is ``sandbox``'s tools that are not
    external; configure every worker with the same Sandbox."""

    def __init__(self, sandbox: Sandbox, store: Store, key: bytes) -> None:
        if not isinstance(key, bytes) or not key:
            raise TypeError("key must be non-empty bytes (sessions in a store are signed)")
        self.sandbox = sandbox
        self.store = store
        self.key = key
        self.registry = {name: tool for name, tool in sandbox.tools.items()
                         if not tool.external}

    # --- entry points ----------------------------------------------------------------------

    def run(self, run_id: str, session_id: str, code: str,
            inputs: Mapping[str, Any] | None = None, worker: str = "") -> dict[str, Any]:
        """Run ``code`` in session ``session_id`` (see the module docstring) and return the
        outcome as plain data: ``status`` ("done", "paused", "conflict" or "refused"),
        ``output``, ``stderr`` (what the guest wrote to ``sys.stderr``), ``value`` (repr),
        ``value_data`` (the value as JSON data, when it is such), ``error``, ``version`` (of
        the session after the run), ``worker``; a done run also has ``unsaved`` (globals
        that could not be saved, by name, with the reason) and ``store_s`` (seconds spent
        loading and saving the session); a paused run has ``pending`` and ``token``. Raises
        DuplicateDelivery (see there)."""
        started = time.perf_counter()
        problem = _payload_problem(run_id, session_id, inputs)
        if problem is not None:
            return _refused(str(run_id), str(session_id), worker, StoreError(problem))
        stored = self.store.load(_run_key(run_id))
        if stored is not None:
            try:
                return self._continue(run_id, session_id, stored, worker)
            except StoreError as exc:
                return _refused(run_id, session_id, worker, exc)
        try:
            version, record = self._load_session(session_id)
        except StoreError as exc:
            return _refused(run_id, session_id, worker, exc)
        if record is not None and run_id in record["recent"]:
            return _already_committed(run_id, session_id, version, record, worker)
        run = _Run(run_id, session_id, version)
        run.recent = [] if record is None else list(record["recent"])
        session = self.sandbox.session()
        if record is not None:
            try:
                session.import_state(record["state"], key=self.key)
            except StateError as exc:
                return _refused(run_id, session_id, worker, StoreError(
                    f"session {session_id!r}: refused the stored state: {exc.message}"))
        run.session = session
        run.load_s = time.perf_counter() - started
        progress = session.start_sync(code, inputs=inputs, pause_on=self.registry)
        return self._drive(run, progress, worker)

    def resume(self, token: str, results: Mapping[Any, Any] | None = None,
               errors: Mapping[Any, Any] | None = None, worker: str = "") -> dict[str, Any]:
        """Answer a paused run's external calls and continue it. ``token`` is the paused
        outcome's; ``results`` maps call ids to values, ``errors`` call ids to ``[type name,
        message]`` (a builtin exception type; others become RuntimeError). A token that was
        already answered gives ``status: "conflict"``."""
        run_id, _, version_text = str(token).rpartition("@")
        stored = self.store.load(_run_key(run_id))
        if not run_id or not version_text.isdigit() or stored is None:
            raise StoreError(f"no paused run has token {token!r}")
        data = self._run_record(run_id, stored[1])
        run = self._run_from(run_id, stored[0], data)
        if data["status"] != "paused" or stored[0] != int(version_text):
            error = VersionConflict(_run_key(run_id), int(version_text), stored[0])
            return _conflict(run, worker, error, "this pause was already answered")
        progress = self.sandbox.load_paused(run.checkpoint, key=self.key)
        pending = {c.call_id for c in progress.calls}
        answers: dict[int, list[Any]] = {}
        for call_id, value in (results or {}).items():
            try:  # checked before it is stored: a stored answer must replay
                answers[_call_id(call_id, pending)] = [True, to_host(value)]
            except TypeError as exc:
                raise StoreError(f"the value for call {call_id!r} cannot be passed to the "
                                 f"guest: {exc}") from None
        for call_id, error in (errors or {}).items():
            if type(error) not in (list, tuple) or len(error) != 2:
                raise StoreError(f"the error for call {call_id!r} must be [type name, message]")
            answers[_call_id(call_id, pending)] = [False, [str(error[0]), [str(error[1])]]]
        run.answers.update(answers)
        self._save_run(run, "running", worker)
        return self._drive(run, self._replay(run, progress), worker)

    # --- the loop ---------------------------------------------------------------------------

    def _continue(self, run_id: str, session_id: str, stored: tuple[int, bytes],
                  worker: str) -> dict[str, Any]:
        """A run id the store has a checkpoint for: another delivery of a started run (of
        ``session_id``: a run id reused for another session is refused, not continued, and
        its result is not handed out)."""
        data = self._run_record(run_id, stored[1])
        if data.get("session_id") != session_id:
            raise StoreError(f"run {run_id!r} is a run of another session, not of "
                             f"{session_id!r:.100} (run ids must be unique)")
        if data["status"] == "done":
            return dict(record_field(data, "result", dict))
        run = self._run_from(run_id, stored[0], data)
        progress = self.sandbox.load_paused(run.checkpoint, key=self.key)
        if data["status"] == "paused":
            return self._paused(run, progress, worker, saved=True)
        return self._drive(run, progress, worker, fresh=False)

    def _drive(self, run: _Run, progress: Paused | RunResult, worker: str,
               fresh: bool = True) -> dict[str, Any]:
        """Serve pauses until the run ends or waits for the caller. ``fresh``: ``progress``
        is a new pause (not yet the run's checkpoint)."""
        while isinstance(progress, Paused):
            if fresh:  # its journal holds every earlier answer
                run.checkpoint = progress.dump(key=self.key)
                run.answers = {}
            todo = [c for c in progress.calls
                    if c.tool in self.registry and c.call_id not in run.answers]
            if not todo and not run.answers:
                return self._paused(run, progress, worker, saved=False)
            for call in todo:
                self._call(run, call, worker)
            progress = self._replay(run, progress)
            fresh = True
        return self._commit(run, progress, worker)

    def _call(self, run: _Run, call: Any, worker: str) -> None:
        """Make one registry call as a durable step: claim it, call it, save its answer."""
        attempt = run.attempts.get(call.call_id, 0) + 1
        run.attempts[call.call_id] = attempt
        run.inflight = call.call_id
        self._save_run(run, "running", worker)
        info = CallInfo(run.run_id, run.session_id, call.call_id, call.tool, attempt, worker)
        answer = _call_tool(self.registry[call.tool], call.args, call.kwargs, info)
        run.answers[call.call_id] = answer
        run.inflight = None
        self._save_run(run, "running", worker)

    def _replay(self, run: _Run, progress: Paused) -> Paused | RunResult:
        """Resume ``progress`` with the answers so far, in a fresh session of its start."""
        results, errors = {}, {}
        for call_id, (ok, value) in run.answers.items():
            if ok:
                results[call_id] = value
            else:
                errors[call_id] = _rebuilt_error(value)
        start = progress.start_state
        run.session = self.sandbox.session(state=start) if start is not None \
            else self.sandbox.session()
        return progress.resume_sync(results=results, errors=errors, session=run.session)

    def _paused(self, run: _Run, progress: Paused, worker: str, saved: bool) -> dict[str, Any]:
        if not saved:
            self._save_run(run, "paused", worker)
        pending = [{"call_id": c.call_id, "tool": c.tool, "args": _json(list(c.args)),
                    "kwargs": _json(dict(c.kwargs))} for c in progress.calls]
        return {"status": "paused", "run_id": run.run_id, "session_id": run.session_id,
                "worker": worker, "output": progress.output, "stderr": progress.stderr,
                "pending": pending,
                "token": f"{run.run_id}@{run.record_version}", "version": run.base_version,
                "error": None}

    def _commit(self, run: _Run, result: RunResult, worker: str) -> dict[str, Any]:
        data = result.to_dict()
        data.pop("ok")
        data.update(status="done", run_id=run.run_id, session_id=run.session_id,
                    worker=worker, value_data=_value_data(result.value))
        data["stats"]["isolation"] = list(data["stats"]["isolation"])
        data = _json(data)
        started = time.perf_counter()
        try:
            state = run.session.export_state(key=self.key, skip_unexportable=True)
        except SandboxError as exc:
            return _refused(run.run_id, run.session_id, worker, StoreError(
                f"session {run.session_id!r}: its state cannot be saved: {exc.message}"))
        data["unsaved"] = dict(getattr(run.session, "last_export_report", None) or {})
        recent = run.recent
        if recent is None:  # a run continued from its checkpoint: read the session's
            try:
                recent = (self._load_session(run.session_id)[1] or {}).get("recent", [])
            except StoreError:
                recent = []  # the save below fails unless the version still matches
        recent = [*(r for r in recent if r != run.run_id), run.run_id][-RECENT_RUNS:]
        envelope = {"session_id": run.session_id, "state": state, "recent": recent,
                    "last_run": run.run_id, "last_result": None}
        try:
            data["version"] = run.base_version + 1
            envelope["last_result"] = data
            self.store.save(run.session_id, pack("session", envelope, self.key),
                            run.base_version)
            data = {**data, "store_s": {"load": run.load_s,
                                        "save": time.perf_counter() - started}}
        except VersionConflict as exc:
            version, current = self._load_session(run.session_id)
            if current is not None and run.run_id in current["recent"]:
                return _already_committed(run.run_id, run.session_id, version, current,
                                          worker)
            data = _conflict(run, worker, exc, "")
        if run.record_version:
            try:
                self._save_run(run, "done", worker, data)
            except DuplicateDelivery:
                pass  # the other delivery records its own outcome
        return data

    # --- records ----------------------------------------------------------------------------

    def _load_session(self, session_id: str) -> tuple[int, dict[str, Any] | None]:
        stored = self.store.load(session_id)
        if stored is None:
            return 0, None
        data = unpack("session", stored[1], self.key, f"session {session_id!r}")
        record_field(data, "state", bytes)
        if data.get("session_id") != session_id:  # a signed record copied to another id
            raise StoreError(f"session {session_id!r}: the stored record belongs to another "
                             f"session")
        if not all(type(r) is str for r in record_field(data, "recent", list)):
            raise StoreError(f"session {session_id!r}: malformed record")
        return stored[0], data

    def _run_record(self, run_id: str, blob: bytes) -> dict[str, Any]:
        data = unpack("run", blob, self.key, f"run {run_id!r}")
        if data.get("status") not in ("running", "paused", "done"):
            raise StoreError(f"run {run_id!r}: malformed record")
        if data.get("run_id") != run_id:  # a signed record copied to another id
            raise StoreError(f"run {run_id!r}: the stored record belongs to another run")
        return data

    def _run_from(self, run_id: str, version: int, data: dict[str, Any]) -> _Run:
        answers = record_field(data, "answers", dict)
        attempts = record_field(data, "attempts", dict)
        inflight = record_field(data, "inflight", int, type(None))
        return _Run(run_id, record_field(data, "session_id", str),
                    record_field(data, "base_version", int), version,
                    record_field(data, "checkpoint", bytes),
                    {int(k): list(v) for k, v in answers.items()},
                    inflight,
                    {int(k): int(v) for k, v in attempts.items()})

    def _save_run(self, run: _Run, status: str, worker: str,
                  result: dict[str, Any] | None = None) -> None:
        inflight = run.inflight
        data = {"run_id": run.run_id, "session_id": run.session_id,
                "base_version": run.base_version,
                "status": status, "checkpoint": run.checkpoint, "answers": run.answers,
                "inflight": inflight, "attempts": run.attempts, "owner": worker,
                "result": result}
        try:
            run.record_version = self.store.save(_run_key(run.run_id),
                                                 pack("run", data, self.key),
                                                 run.record_version)
        except VersionConflict:
            raise DuplicateDelivery(f"run {run.run_id!r} is owned by another delivery") \
                from None


def _run_key(run_id: str) -> str:
    return f"{_RUN_PREFIX}{run_id}"


_RUN_PREFIX = "run:"


def _payload_problem(run_id: Any, session_id: Any, inputs: Any) -> str | None:
    """Why a run's ids or inputs cannot be used (None: they can; a task's payload is
    whatever the broker delivered). Run checkpoints and sessions share
    the store's key space, so a session id in the run namespace is refused: a session named
    ``run:<id>`` would take run ``<id>``'s checkpoint key (and be taken by it)."""
    for what, value in (("run id", run_id), ("session id", session_id)):
        if type(value) is not str or not value:
            return f"a {what} must be a non-empty str, not {type(value).__name__} {value!r:.100}"
    if inputs is not None and not isinstance(inputs, Mapping):
        return f"inputs must be a mapping of names to values, not {type(inputs).__name__}"
    if session_id.startswith(_RUN_PREFIX):
        return (f"session id {session_id!r:.100} is refused: ids starting with "
                f"{_RUN_PREFIX!r} are the store's keys of run checkpoints")
    return None


def _call_id(raw: Any, pending: set[int]) -> int:
    try:
        call_id = int(raw)
    except (TypeError, ValueError):
        raise StoreError(f"call id {raw!r} is not an integer") from None
    if call_id not in pending:
        raise StoreError(f"no pending call has id {call_id}")
    return call_id


def _call_tool(tool: Any, args: Any, kwargs: Any, info: CallInfo) -> list[Any]:
    """``[True, value]`` or ``[False, [builtin type name, [args as text]]]``."""
    token = _CURRENT_CALL.set(info)
    try:
        if tool.is_async:
            value = anyio.run(functools.partial(tool.fn, *args, **kwargs))
        else:
            value = tool.fn(*args, **kwargs)
        return [True, to_host(value)]  # plain data only, as across any tool boundary
    except Exception as exc:  # noqa: BLE001 - a tool's failure goes to the guest as data
        return [False, [builtin_base(type(exc)).__name__, [str(a) for a in exc.args]]]
    finally:
        _CURRENT_CALL.reset(token)


def _rebuilt_error(description: Any) -> BaseException:
    """The exception a stored ``[type name, args]`` answer stands for: a builtin Exception
    class (``RuntimeError`` for another name); whatever the args, it is made (a class whose
    constructor refuses them gives way to its builtin base), so a stored answer always
    replays."""
    name, args = description
    cls = getattr(builtins, str(name), None)
    if not (isinstance(cls, type) and issubclass(cls, Exception)):
        name = "RuntimeError"
    return rebuild(name, args)


def _value_data(value: Any) -> Any:
    try:
        return json.loads(json.dumps(to_host(value)))
    except (TypeError, ValueError):
        return None


def _json(value: Any) -> Any:
    """``value`` with tuples as lists and anything else JSON cannot carry as its repr."""
    return json.loads(json.dumps(value, default=repr))


def _refused(run_id: str, session_id: str, worker: str, exc: StoreError) -> dict[str, Any]:
    return {"status": "refused", "run_id": run_id, "session_id": session_id,
            "worker": worker, "output": "", "stderr": "", "version": None,
            "error": {"type": type(exc).__name__, "message": str(exc)}}


def _conflict(run: _Run, worker: str, exc: VersionConflict, note: str) -> dict[str, Any]:
    return {"status": "conflict", "run_id": run.run_id, "session_id": run.session_id,
            "worker": worker, "output": "", "stderr": "", "version": exc.actual,
            "error": {"type": "VersionConflict", "message": note or str(exc),
                      "expected": exc.expected, "actual": exc.actual}}


def _already_committed(run_id: str, session_id: str, version: int, record: dict[str, Any],
                       worker: str) -> dict[str, Any]:
    last = record.get("last_result")
    if record.get("last_run") == run_id and type(last) is dict:
        return dict(last)
    return {"status": "done", "run_id": run_id, "session_id": session_id, "worker": worker,
            "output": "", "stderr": "", "version": version, "error": None,
            "note": "this run had already committed; its result was superseded"}
