"""The host side of a process-isolated session: the same API as :class:`sandbox.Session`,
backed by a worker process (see :mod:`sandbox.isolation.worker`).

A run sends the code, the copied inputs and the grant; while the worker runs the guest, the
host serves its tool calls (each tool runs here, in the host; only names this run may use are
served, whatever the worker asks), forwards live output to ``on_output`` (and stderr to
``on_stderr``) and waits for the
result, at most ``timeout_s`` plus :data:`GRACE_S`: a worker that dies, breaks the protocol or
overruns is killed and the run ends with :class:`WorkerCrashed`; the next run gets a fresh
worker restored from the last checkpoint. Tools run where they would in process
(README, "Tools"): a plain ``def`` the guest calls with nothing else waiting, and a
``cheap=True`` one, inline in the serving loop; gathered plain calls and blocking ones in a
worker thread, async ones on the host's event loop (asyncio or trio), concurrently (a
``run_sync`` starts a loop for the rest of the run when the first such call comes).
"""

from __future__ import annotations

import errno
import functools
import itertools
import time
import weakref
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anyio

from ..boundary import to_guest
from ..errors import LimitExceeded, SandboxError, SandboxSyntaxError
from ..fs.remote import MountServer, worker_mounts
from ..hostloop import inside_loop, run_off_loop
from ..interrupt import remote_run
from ..observe import RunEvent, ToolEvent, notify
from ..results import RunResult, RunStats
from ..runtime.loop import resumed
from ..tool_errors import describe
from ..tools import Tool
from .channel import ChannelBroken
from .errors import WorkerCrashed
from .objects import Instances, object_specs, object_tools, serve_attribute
from .pool import WorkerHandle, WorkerPool
from .remote import (
    MalformedMessage,
    rebuild_error,
    rebuild_result,
    replay_spec,
    run_tool,
    tool_spec,
)
from .workerchecks import _answers_inline, _check_call, _check_paused, check_result

#: Seconds past a run's ``timeout_s`` after which the host kills a worker that has not
#: answered (the worker enforces the timeout itself; this is the backstop).
GRACE_S = 5.0
#: Characters of live output (stdout and stderr together) a worker may stream past
#: ``max_output_bytes`` (the truncation markers between the head and the tail).
_MARKER_SLACK = 4096
#: Seconds an export, import or probe may take.
SERVICE_TIMEOUT_S = 60.0

#: The worker's requests the host answers at once whenever they come: mount I/O and
#: exposed objects' attribute reads.
_SIDE = ("fs", "attr")

_RUN_IDS = itertools.count(1)
#: A run's live callbacks: (on_output, on_stderr).
_Live = tuple[Callable[[str], None] | None, Callable[[str], None] | None]
_CALL_IDS = itertools.count(1)


class _Slot:
    """The worker a session holds (kept apart so the session's finaliser can free it)."""

    __slots__ = ("worker", "pool")

    def __init__(self, pool: WorkerPool) -> None:
        self.worker: WorkerHandle | None = None
        self.pool = pool

    def release(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            self.pool.give_back(worker)


class _RunPlan:
    """One run's prepared request and the host tools it may call."""

    __slots__ = ("message", "tools", "calls", "names", "causes", "output", "stderr",
                 "streamed", "on_output", "on_stderr", "observer")

    def __init__(self, message: dict[str, Any], tools: dict[str, Tool], live: _Live,
                 observer: Any) -> None:
        self.message = message
        self.tools = tools
        self.calls = 0
        self.names: list[str] = []  # of every call the worker asked the host to make
        self.causes: dict[int, BaseException] = {}
        self.output: list[str] = []
        self.stderr: list[str] = []
        self.streamed = 0  # characters of live output (both streams) the worker sent
        self.on_output, self.on_stderr = live
        self.observer = observer


class ProcessSession:
    """A session whose guest runs in a worker process (``Sandbox(isolation="process")``).

    Differences from the in-process :class:`~sandbox.Session`, by necessity: ``globals`` are
    in the worker (read them with ``export_state`` or return them as the run's value); a
    final value that is not plain data arrives as a :class:`~sandbox.isolation.RemoteValue`
    (its ``repr``)."""

    def __init__(self, sandbox: Any, pool: WorkerPool) -> None:
        self.sandbox = sandbox
        self._pool = pool
        self._slot = _Slot(pool)
        self._checkpoint: tuple[bytes, bytes | None] | None = None
        self._lost: tuple[str, ...] = ()
        self._expect_checkpoint = False
        self._running = False
        self._last_used = time.monotonic()
        self.runs = 0
        self.last_stats: RunStats | None = None
        self.last_export_report: dict[str, str] = {}
        pool.sessions.add(self)
        weakref.finalize(self, self._slot.release).atexit = True
        # the mounts' directories, opened here: the worker reaches them only through us
        self._mounts = MountServer(sandbox.mounts) if sandbox.mounts else None
        if self._mounts is not None:
            weakref.finalize(self, self._mounts.close).atexit = False
        self._instances = Instances(sandbox._objects)  # what exposed constructors made

    @property
    def globals(self) -> Any:
        raise SandboxError("with isolation='process' the session's globals live in the worker "
                           "process: use export_state(), or end the code with an expression "
                           "to get its value")

    @property
    def files(self) -> Any:
        """As :attr:`sandbox.Session.files`: each operation is a request to the worker, where
        the memory files live (:mod:`sandbox.isolation.files`); not during a run."""
        from ..fs.view import SessionFiles
        from .files import WorkerFiles
        return SessionFiles(WorkerFiles(self._files_request))

    def _files_request(self, message: dict[str, Any]) -> dict[str, Any]:
        if self._running:  # the worker is busy with the run and reads no request meanwhile
            raise SandboxError("with isolation='process' session.files cannot be used while "
                               "the session runs code (e.g. from a tool); use it between "
                               "runs, or pass the data to the tool as arguments")
        reply = self._request(message)
        if reply.get("ck") is True:  # a write: its checkpoint follows
            self._expect_checkpoint = True
        return reply

    # --- runs ----------------------------------------------------------------------------

    async def run(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                  tools: Iterable[Any] | None = None,
                  on_output: Callable[[str], None] | None = None,
                  on_stderr: Callable[[str], None] | None = None) -> RunResult:
        """As :meth:`sandbox.Session.run`, in the worker."""
        started = time.perf_counter()
        plan = self._plan(code, inputs, tools, (on_output, on_stderr))
        if isinstance(plan, SandboxError):
            return self._failed(plan, started)
        return await self._execute_async(plan, started)  # type: ignore[no-any-return]

    def run_sync(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                 tools: Iterable[Any] | None = None,
                 on_output: Callable[[str], None] | None = None,
                 on_stderr: Callable[[str], None] | None = None) -> RunResult:
        """As :meth:`sandbox.Session.run_sync`, in the worker (an event loop is started only
        when the run may call async tools)."""
        if inside_loop():
            return run_off_loop(self, functools.partial(  # type: ignore[no-any-return]
                self.run, code, inputs=inputs, tools=tools), on_output, on_stderr)
        started = time.perf_counter()
        plan = self._plan(code, inputs, tools, (on_output, on_stderr))
        if isinstance(plan, SandboxError):
            return self._failed(plan, started)
        return self._execute_sync(plan, started)  # type: ignore[no-any-return]

    async def start(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                    pause_on: Iterable[str] | None = None,
                    on_output: Callable[[str], None] | None = None,
                    on_stderr: Callable[[str], None] | None = None,
                    _replay: Any = None) -> Any:
        """As :meth:`sandbox.Session.start`: external tools (and ``pause_on`` names) pause
        the run in the worker; the :class:`~sandbox.state.pause.Paused` comes back as its blob and
        is loaded (and checked, like any blob) here; resuming runs in a fresh worker."""
        started = time.perf_counter()
        plan = self._plan(code, inputs, None, (on_output, on_stderr), (pause_on, _replay))
        if isinstance(plan, SandboxError):
            return self._failed(plan, started)
        return await self._execute_async(plan, started)

    def start_sync(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                   pause_on: Iterable[str] | None = None,
                   on_output: Callable[[str], None] | None = None,
                   on_stderr: Callable[[str], None] | None = None,
                   _replay: Any = None) -> Any:
        """:meth:`start` without an event loop (inside a running loop, as :meth:`run_sync`)."""
        if inside_loop():
            return run_off_loop(self, functools.partial(
                self.start, code, inputs=inputs, pause_on=pause_on, _replay=_replay),
                on_output, on_stderr)
        started = time.perf_counter()
        plan = self._plan(code, inputs, None, (on_output, on_stderr), (pause_on, _replay))
        if isinstance(plan, SandboxError):
            return self._failed(plan, started)
        return self._execute_sync(plan, started)

    async def _execute_async(self, plan: _RunPlan, started: float) -> Any:
        with remote_run(self._interrupt_worker):  # a Ctrl-C is forwarded to the worker
            self._running = True
            run_id = self._notify_start(plan)
            try:
                try:
                    worker = await self._worker_async()
                    worker.chan.send(plan.message)
                    message = await self._serve_async(worker, plan)
                except ChannelBroken as broken:
                    return self._crashed(plan, started, str(broken), run_id)
                except BaseException:  # cancelled mid-run: the worker's state is unknown
                    self._abandon()
                    raise
                return self._finish(plan, message, started, run_id)
            finally:
                self._running = False

    def _execute_sync(self, plan: _RunPlan, started: float) -> Any:
        if any(tool.is_async for tool in plan.tools.values()):
            return anyio.run(self._execute_async, plan, started)
        with remote_run(self._interrupt_worker):  # a Ctrl-C is forwarded to the worker
            self._running = True
            run_id = self._notify_start(plan)
            try:
                try:
                    worker = self._worker_sync()
                    worker.chan.send(plan.message)
                    message = self._serve_sync(worker, plan)
                except ChannelBroken as broken:
                    return self._crashed(plan, started, str(broken), run_id)
                except BaseException:  # interrupted mid-run (a second Ctrl-C, a tool's exit)
                    self._abandon()
                    raise
                return self._finish(plan, message, started, run_id)
            finally:
                self._running = False

    def _interrupt_worker(self) -> bool:
        """A Ctrl-C during a run (:func:`sandbox.interrupt.remote_run`, called in the signal
        handler): the worker stops the run as a breach, and its result comes back as any
        other; False when there is no worker to ask (the caller raises KeyboardInterrupt)."""
        worker = self._slot.worker
        return self._running and worker is not None and worker.interrupt()

    def _plan(self, code: Any, inputs: Mapping[str, Any] | None, tools: Iterable[Any] | None,
              live: _Live, start: tuple[Any, Any] | None = None) -> _RunPlan | SandboxError:
        if self._running:
            return SandboxError("this session is already running code (a tool called back "
                                "into its own session, or two runs overlapped); use another "
                                "session")
        if not isinstance(code, str):
            return SandboxSyntaxError(f"code must be a str, not {type(code).__name__}")
        bound: dict[str, Any] = {}
        for name, value in (inputs or {}).items():
            if not isinstance(name, str) or not name.isidentifier():
                return SandboxError(f"input name {name!r} is not a valid identifier")
            try:
                bound[name] = to_guest(value)
            except TypeError as exc:
                return SandboxError(f"input {name!r}: {exc}")
        objects = self.sandbox._objects
        own = {**self.sandbox._tools, **object_tools(objects)}
        grant: list[Any] | None = None
        run_tools: dict[str, Tool] = dict(own)
        if tools is not None:
            grant, run_tools = [], {}
            for item in tools:
                if isinstance(item, str):
                    if item in objects:  # an exposed object: all of its methods
                        grant.append(item)
                        run_tools.update({t.name: t for t in objects[item].tools.values()})
                        if objects[item].constructor_tool is not None:
                            run_tools[item] = own[item]
                        continue
                    if item not in own:
                        return SandboxError(f"cannot grant unknown tool {item!r}")
                    grant.append(item)
                    run_tools[item] = own[item]
                    continue
                tool = item if isinstance(item, Tool) else Tool(item)
                grant.append(tool_spec(tool))
                run_tools[tool.name] = tool
        clock = self.sandbox.clock
        reading = None if clock is None or clock is time.time else float(clock())
        message = {"t": "run", "code": code, "inputs": bound, "grant": grant,
                   "stream": live[0] is not None, "stream_err": live[1] is not None,
                   "clock": reading}
        if start is not None:  # a pausable run: its pause names and, resuming, its replay
            pause_on, replay = start
            message["t"] = "start"
            message["pause_on"] = sorted(pause_on or ())
            message["replay"] = replay_spec(replay)
        return _RunPlan(message, run_tools, live, self.sandbox.observer)

    # --- serving a run ----------------------------------------------------------------------

    def _deadline(self) -> float:
        return time.monotonic() + self.sandbox.limits.timeout_s + GRACE_S

    def _serve_sync(self, worker: WorkerHandle, plan: _RunPlan) -> dict[str, Any]:
        deadline = self._deadline()
        while True:
            frame = worker.chan.recv(deadline)
            kind = frame["t"]
            if kind == "result" or kind == "paused" or kind == "failed":
                return frame
            if kind == "out" or kind == "err":
                self._output(plan, frame)
            elif kind == "call":
                if not _answers_inline(plan, frame):  # a gathered or blocking call: serve
                    # the rest of the run on an event loop, concurrently
                    return anyio.run(self._serve_async, worker, plan, frame, deadline)
                self._reply(worker, *self._call_sync(plan, frame))
            elif kind in _SIDE:
                self._fs_reply(worker, frame)
            else:
                raise ChannelBroken(f"unexpected {kind!r} message during a run")

    async def _serve_async(self, worker: WorkerHandle, plan: _RunPlan,
                           first: dict[str, Any] | None = None,
                           deadline: float | None = None) -> dict[str, Any]:
        """Serve the run on the host's event loop: calls answered inline
        (:func:`_answers_inline`) in order, the others as concurrent host tasks; ``first``
        and ``deadline``: a frame already read and the run's backstop (a sync serving loop
        handing over)."""
        if deadline is None:
            deadline = self._deadline()
        outcome: list[Any] = []
        async with anyio.create_task_group() as tg:
            try:
                while True:
                    if first is not None:
                        frame, first = first, None
                    else:
                        frame = await worker.chan.recv_async(deadline)
                    kind = frame["t"]
                    if kind == "result" or kind == "paused" or kind == "failed":
                        outcome.append(frame)
                        break
                    if kind == "out" or kind == "err":
                        self._output(plan, frame)
                    elif kind in _SIDE:  # mount I/O, attribute reads: at once, in order
                        self._fs_reply(worker, frame)
                    elif kind == "call":
                        _check_call(frame)  # here: a bad frame ends the run, not a task
                        if _answers_inline(plan, frame):
                            self._reply(worker, *self._call_sync(plan, frame))
                        else:
                            tg.start_soon(self._call_async, worker, plan, frame)
                    else:
                        raise ChannelBroken(f"unexpected {kind!r} message during a run")
            except ChannelBroken as broken:
                outcome.append(broken)
            tg.cancel_scope.cancel()  # tool calls the run left running
        if isinstance(outcome[0], ChannelBroken):
            raise outcome[0]
        return outcome[0]  # type: ignore[no-any-return]

    def _output(self, plan: _RunPlan, frame: dict[str, Any]) -> None:
        """Live output (``out``) or stderr (``err``) from the worker, bounded here: a worker
        streams at most the output limit over both streams (the head as written, then the
        truncation markers and the tail; a character is at least a byte), so a worker that
        sends more is lying, and its text would otherwise pile up in the host without bound
        (round 5: 1 GB in 3 s)."""
        text = frame.get("text")
        err = frame["t"] == "err"
        live = plan.on_stderr if err else plan.on_output
        if type(text) is str and live is not None:
            plan.streamed += len(text)
            if plan.streamed > self.sandbox.limits.max_output_bytes + _MARKER_SLACK:
                raise ChannelBroken("the worker streamed more output than max_output_bytes")
            (plan.stderr if err else plan.output).append(text)
            live(text)

    def _begin_call(self, plan: _RunPlan, frame: dict[str, Any]
                    ) -> tuple[Tool | None, dict[str, Any] | None, int]:
        _check_call(frame)
        call_id = next(_CALL_IDS)
        tool = plan.tools.get(str(frame.get("name")))
        plan.calls += 1
        plan.names.append(str(frame.get("name")))
        if tool is None or tool.external:
            return None, _failure("PermissionError", f"tool {frame.get('name')!r} is not "
                                  "granted for this run"), call_id
        if plan.calls > self.sandbox.limits.max_tool_calls:
            return None, _failure("PermissionError", "tool call limit exceeded"), call_id
        tool = self._instances.method(tool, frame)  # an exposed class's: its instance's
        if tool is None:
            return None, _failure("PermissionError", f"no such exposed object for "
                                  f"{frame.get('name')!r}"), call_id
        if plan.observer is not None:
            values = tool.observe_values
            notify(plan.observer, ToolEvent("start", tool.name, call_id,
                                            args=tuple(frame["args"]) if values else None,
                                            kwargs=dict(frame["kwargs"]) if values else None))
        return tool, None, call_id

    def _end_call(self, plan: _RunPlan, tool: Tool, call_id: int, frame: dict[str, Any],
                  started: float, value: Any, exc: BaseException | None) -> dict[str, Any]:
        if plan.observer is not None:
            notify(plan.observer, ToolEvent(
                "end", tool.name, call_id, "ok" if exc is None else "error",
                time.perf_counter() - started, None if exc is None else type(exc).__name__,
                result=value if tool.observe_values and exc is None else None))
        if exc is not None:
            plan.causes[frame["id"]] = exc
            return {"ok": False, "failure": list(describe(exc))}  # as in-process: plain data
        if tool.result_maker is not None:  # an exposed constructor: the worker gets a handle
            return {"ok": True, "value": self._instances.add(tool, value)}
        try:
            return {"ok": True, "value": to_guest(value)}
        except TypeError:
            return {"ok": False, "unconvertible": True, "type": type(value).__name__}

    def _call_sync(self, plan: _RunPlan, frame: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        tool, refusal, call_id = self._begin_call(plan, frame)
        if tool is None:
            return frame["id"], refusal  # type: ignore[return-value]
        started = time.perf_counter()
        try:
            value, exc = tool.fn(*frame["args"], **frame["kwargs"]), None
        except Exception as error:  # noqa: BLE001 - a tool's failure goes to the guest
            value, exc = None, error
        return frame["id"], self._end_call(plan, tool, call_id, frame, started, value, exc)

    async def _call_async(self, worker: WorkerHandle, plan: _RunPlan,
                          frame: dict[str, Any]) -> None:
        """A call that may wait, as a host task of its own (concurrent with the others).
        Its first step runs at once: a tool that finishes in it (an ``async def`` that never
        suspends, a refusal) is answered by its reply alone, one that waits gets a ``wait``
        frame first and its reply when it is done. The worker's stub waits for that first
        answer (:meth:`sandbox.isolation.worker._Server._call`), so its own first step ends
        as the tool's did, and the worker's guest loop orders its tasks as the in-process
        loop does, whatever the channel's timing (issue 16: a TaskGroup sibling's failure
        cancelled a task whose tool had finished but whose reply had not arrived yet)."""
        tool, refusal, call_id = self._begin_call(plan, frame)
        if tool is None:
            self._reply(worker, frame["id"], refusal)  # type: ignore[arg-type]
            return
        started = time.perf_counter()
        body = run_tool(tool, frame["args"], frame["kwargs"])
        try:
            step = body.send(None)
        except StopIteration as done:
            value, exc = done.value
        else:
            try:
                worker.chan.send({"t": "wait", "id": frame["id"]})
            except ChannelBroken:
                pass  # the worker is gone: the run's own receive reports it
            value, exc = await resumed(body, step)
        self._reply(worker, frame["id"],
                    self._end_call(plan, tool, call_id, frame, started, value, exc))

    def _fs_reply(self, worker: WorkerHandle, frame: dict[str, Any]) -> None:
        """Serve one mount request (sandbox.fs.remote) or exposed object's attribute read
        (sandbox.isolation.objects) of the worker."""
        if frame["t"] == "attr":
            reply, kind = serve_attribute(self._instances, frame), "attrreply"
        else:
            reply = (self._mounts.serve(frame) if self._mounts is not None
                     else {"ok": False, "errno": errno.EACCES})
            kind = "fsreply"
        try:
            worker.chan.send({"t": kind, "id": frame.get("id"), **reply})
        except ChannelBroken:
            pass  # the worker is gone: the run's own receive reports it

    def _reply(self, worker: WorkerHandle, call_id: int, reply: dict[str, Any]) -> None:
        reply["t"], reply["id"] = "reply", call_id
        try:
            worker.chan.send(reply)
        except TypeError as exc:  # a value the channel cannot carry
            worker.chan.send({"t": "reply", "id": call_id, **_failure("TypeError", str(exc))})
        except ChannelBroken:
            pass  # the worker is gone: the run's own receive reports it

    # --- outcomes ----------------------------------------------------------------------------

    def _layers(self) -> tuple[str, ...]:
        """The layers in force for this session's runs: its worker's own findings."""
        worker = self._slot.worker
        return worker.layers if worker is not None else ("gate",)

    def _notify_start(self, plan: _RunPlan) -> int:
        run_id = next(_RUN_IDS)
        notify(plan.observer, RunEvent("start", run_id))
        return run_id

    def _finish(self, plan: _RunPlan, message: dict[str, Any], started: float,
                run_id: int) -> RunResult:
        worker = self._slot.worker
        assert worker is not None
        if message["t"] == "paused":
            return self._paused(plan, message, started, run_id)
        if message["t"] == "failed":  # a start refused before it ran (its state, not saved)
            error = rebuild_error(message["error"])
            notify(plan.observer, RunEvent("end", run_id, None, type(error).__name__))
            raise error
        try:
            result = rebuild_result(message, time.perf_counter() - started, self._layers(),
                                    plan.causes)
            known = {*self.sandbox._tools, *object_tools(self.sandbox._objects)}
            check_result(plan, result, self.sandbox.limits, _MARKER_SLACK, known)
        except MalformedMessage as exc:
            return self._crashed(plan, started, str(exc), run_id)
        worker.runs += 1
        self._expect_checkpoint = (not isinstance(result.error, LimitExceeded)
                                   and message.get("ck", True) is not False)
        pool = self._pool
        if worker.runs >= pool.max_runs or (pool.max_rss_bytes
                                            and worker.rss_bytes() > pool.max_rss_bytes):
            self._recycle()
        return self._done(plan, result, run_id)

    def _paused(self, plan: _RunPlan, message: dict[str, Any], started: float,
                run_id: int) -> Any:
        """A run that paused: the worker's Paused blob, loaded and checked like any blob
        (the worker is not trusted). The session's state is as before the run."""
        from ..errors import StateError
        from ..state.pause import load_paused
        worker = self._slot.worker
        assert worker is not None
        worker.runs += 1
        self._expect_checkpoint = False
        try:
            paused = load_paused(self.sandbox, message.get("blob"))  # type: ignore[arg-type]
            _check_paused(paused, plan)
        except StateError as exc:
            return self._crashed(plan, started, f"a malformed paused run ({exc})", run_id)
        self.runs += 1
        self._last_used = time.monotonic()
        return paused

    def _done(self, plan: _RunPlan, result: RunResult, run_id: int) -> RunResult:
        self.runs += 1
        self.last_stats = result.stats
        self._last_used = time.monotonic()
        notify(plan.observer, RunEvent("end", run_id, result.stats,
                                       type(result.error).__name__ if result.error else None))
        return result

    def _crashed(self, plan: _RunPlan, started: float, what: str, run_id: int) -> RunResult:
        worker = self._slot.worker
        layers = self._layers()
        sig = code = None
        if worker is not None:
            sig, code = worker.died_by()
            self._slot.release()
        self._expect_checkpoint = False
        error = WorkerCrashed(what, sig, code, self._checkpoint is not None, self._lost)
        stats = RunStats(elapsed_s=time.perf_counter() - started, isolation=layers)
        return self._done(plan, RunResult(output="".join(plan.output), value=None,
                                          error=error, stats=stats,
                                          stderr="".join(plan.stderr)), run_id)

    def _abandon(self) -> None:
        """Drop the worker of a run the host gave up on (it may still be running the guest,
        and its next frames would belong to that run): the next run gets a fresh worker,
        restored from the last checkpoint."""
        self._expect_checkpoint = False
        self._slot.release()

    def _failed(self, error: SandboxError, started: float) -> RunResult:
        stats = RunStats(elapsed_s=time.perf_counter() - started)
        self.last_stats = stats
        return RunResult(output="", value=None, error=error, stats=stats)

    # --- the worker, checkpoints, state -----------------------------------------------------

    def _worker_sync(self) -> WorkerHandle:
        worker = self._slot.worker
        if worker is None:
            worker = self._slot.worker = self._pool.take()
            self._pool.note_report(worker.wait_ready())
            self._restore(worker)
        else:
            self._drain_checkpoint(worker)
        return worker

    async def _worker_async(self) -> WorkerHandle:
        """:meth:`_worker_sync` that awaits the worker on the event loop."""
        worker = self._slot.worker
        if worker is None:
            worker = self._slot.worker = self._pool.take()
            self._pool.note_report(await worker.wait_ready_async())
            if self._checkpoint is not None:
                blob, key = self._checkpoint
                worker.chan.send({"t": "import", "blob": blob, "key": key})
                reply = await worker.chan.recv_async(time.monotonic() + SERVICE_TIMEOUT_S)
                while reply["t"] in _SIDE:  # re-imported guest modules may read mounts
                    self._fs_reply(worker, reply)
                    reply = await worker.chan.recv_async(time.monotonic() + SERVICE_TIMEOUT_S)
                if _checked_reply(reply)["t"] != "imported":
                    raise rebuild_error(reply["error"])
        elif self._expect_checkpoint:
            self._expect_checkpoint = False
            self._take_checkpoint(
                await worker.chan.recv_async(time.monotonic() + SERVICE_TIMEOUT_S))
        return worker

    def _restore(self, worker: WorkerHandle) -> None:
        if self._checkpoint is None:
            return
        blob, key = self._checkpoint
        reply = self._service(worker, {"t": "import", "blob": blob, "key": key})
        if reply["t"] != "imported":
            raise rebuild_error(reply["error"])

    def _drain_checkpoint(self, worker: WorkerHandle) -> None:
        """Read the checkpoint the worker sent after the last run (if one is due)."""
        if not self._expect_checkpoint:
            return
        self._expect_checkpoint = False
        self._take_checkpoint(worker.chan.recv(time.monotonic() + SERVICE_TIMEOUT_S))

    def _take_checkpoint(self, frame: dict[str, Any]) -> None:
        if frame["t"] != "checkpoint":
            raise ChannelBroken(f"expected a checkpoint, got {frame['t']!r}")
        blob, skipped = frame.get("blob"), frame.get("skipped")
        if blob is not None:
            if type(blob) is not bytes or type(skipped) is not list:
                raise ChannelBroken("a malformed checkpoint from the worker")
            self._checkpoint = (blob, None)
            self._lost = tuple(str(name) for name in skipped)

    def _service(self, worker: WorkerHandle, message: dict[str, Any]) -> dict[str, Any]:
        worker.chan.send(message)
        while True:
            reply = worker.chan.recv(time.monotonic() + SERVICE_TIMEOUT_S)
            if reply["t"] not in _SIDE:
                return _checked_reply(reply)
            self._fs_reply(worker, reply)  # an import re-running a module that reads a mount

    def _request(self, message: dict[str, Any]) -> dict[str, Any]:
        """An export/import/probe exchange; a broken worker is replaced (SandboxError)."""
        try:
            return self._service(self._worker_sync(), message)
        except ChannelBroken as broken:
            worker = self._slot.worker
            sig = code = None
            if worker is not None:
                sig, code = worker.died_by()
                self._slot.release()
            raise WorkerCrashed(str(broken), sig, code, self._checkpoint is not None,
                                self._lost) from None

    def export_state(self, key: bytes | None = None, *,
                     skip_unexportable: bool = False) -> bytes:
        """As :meth:`sandbox.Session.export_state` (the state is read in the worker)."""
        reply = self._request({"t": "export", "key": key, "skip": skip_unexportable})
        if reply["t"] != "state":
            raise rebuild_error(reply["error"])
        self.last_export_report = dict(reply.get("report") or {})
        return reply["blob"]  # type: ignore[no-any-return]

    def import_state(self, blob: bytes, key: bytes | None = None) -> None:
        """As :meth:`sandbox.Session.import_state`; the blob becomes the checkpoint too."""
        if not isinstance(blob, (bytes, bytearray)):
            from ..errors import StateError
            raise StateError(f"a state blob must be bytes, not {type(blob).__name__}")
        reply = self._request({"t": "import", "blob": bytes(blob), "key": key})
        if reply["t"] != "imported":
            raise rebuild_error(reply["error"])
        self._checkpoint = (bytes(blob), key)
        self._lost = ()

    def bind_display_value(self) -> None:
        """Bind the guest's ``_`` to the last run's value, in the worker (the REPL's display
        hook; in-process the REPL sets ``session.globals.builtins["_"]`` itself)."""
        reply = self._request({"t": "display"})
        if reply["t"] != "displayed":
            raise rebuild_error(reply["error"])

    def value_repr(self) -> tuple[str | None, str, str]:
        """The last run's value's ``repr`` as the session computes it (a guest ``__repr__``
        runs in the worker, under the limits), the output that printed and the stderr it
        wrote: (None, output, stderr) if it failed. For a
        :class:`~sandbox.isolation.RemoteValue`, whose own text is the bounded rendering
        that runs no guest code."""
        reply = self._request({"t": "repr"})
        if reply["t"] != "repr":
            raise rebuild_error(reply["error"])
        text, output, stderr = reply.get("text"), reply.get("output"), reply.get("stderr")
        return ((text if type(text) is str else None), (output if type(output) is str else ""),
                (stderr if type(stderr) is str else ""))

    def _probe(self, source: str) -> dict[str, Any]:
        """Test hook: run host ``source`` in the confined worker (see the worker)."""
        return self._request({"t": "probe", "source": source})

    # --- pool services -----------------------------------------------------------------------

    def _complete_checkpoint(self) -> bool:
        worker = self._slot.worker
        if worker is not None and self._expect_checkpoint:
            try:
                self._drain_checkpoint(worker)
            except ChannelBroken:
                return False
        return self._checkpoint is not None and not self._lost or (
            self._checkpoint is None and self.runs == 0)

    def _recycle(self) -> None:
        if self._complete_checkpoint():
            self._slot.release()

    def _parkable(self) -> bool:
        return (not self._running and self._slot.worker is not None
                and self._complete_checkpoint())

    def _park(self) -> None:
        """Free this idle session's worker; its state stays as the checkpoint blob."""
        self._slot.release()


#: The fields (and their types) of each reply kind of an export/import/probe exchange; a
#: ``failed`` reply's error is checked by rebuilding it.
_REPLY_FIELDS: dict[str, tuple[tuple[str, tuple[type, ...]], ...]] = {
    "state": (("blob", (bytes,)), ("report", (dict, type(None)))),
    "repr": (("text", (str, type(None))), ("output", (str, type(None))),
             ("stderr", (str, type(None)))),
    "imported": (), "displayed": (), "probed": (), "failed": (("error", (dict,)),),
    "filed": (("ok", (bool,)),),  # its fields are read by isolation/files.py's WorkerFiles
}


def _checked_reply(reply: dict[str, Any]) -> dict[str, Any]:
    """``reply`` if it has the protocol's shape, so the host reads its fields without
    failing; otherwise the worker is broken (ChannelBroken). Round 5: a ``state`` reply
    without a blob, a report that was not a dict or a ``failed`` reply without an error
    raised KeyError or TypeError out of ``export_state``, instead of WorkerCrashed."""
    fields = _REPLY_FIELDS.get(reply["t"])
    if fields is None or not all(type(reply.get(name)) in types for name, types in fields):
        raise ChannelBroken(f"a malformed {str(reply['t'])[:40]!r} reply from the worker")
    if reply["t"] == "failed":
        try:
            rebuild_error(reply["error"])
        except MalformedMessage as exc:
            raise ChannelBroken(str(exc)) from None
    return reply


def _failure(type_name: str, message: str) -> dict[str, Any]:
    """A refusal by the host, in the shape of a described tool failure."""
    return {"ok": False, "failure": [type_name, [message], [], {}]}


def new_pool(sandbox: Any, options: Mapping[str, int], test_hooks: bool) -> WorkerPool:
    """The worker pool of a process-mode Sandbox (warm workers are spawned at once; the
    pool is closed when the Sandbox is collected or the host exits)."""
    import dataclasses
    unknown = set(options) - {"max_workers", "warm", "max_runs", "max_rss_bytes", "zygote"}
    if unknown:
        raise ValueError(f"unknown pool options: {', '.join(sorted(unknown))}")
    clock = sandbox.clock
    init = {"t": "init", "limits": dataclasses.asdict(sandbox.limits),
            "tools": [tool_spec(tool) for tool in sandbox._tools.values()],
            "random_seed": sandbox.random_seed,
            "environ": dict(sandbox.environ), "import_path": list(sandbox.import_path),
            "mounts": worker_mounts(sandbox.mounts),
            "objects": object_specs(sandbox._objects),
            "clock": None if clock is None else "real" if clock is time.time else "host"}
    pool = WorkerPool(init, test_hooks=test_hooks, **options)
    weakref.finalize(sandbox, pool.close)
    pool.prewarm()
    return pool
