"""The public entry points: :class:`Sandbox` (frozen configuration) and :class:`Session`
(persistent guest globals, runs).

One run, top to bottom: compile (cached) -> bind inputs -> start a greenlet that executes the
program synchronously -> whenever the guest must wait for the host (an async tool, a tool in
a worker thread) the greenlet switches back here with a request, which is awaited on the
host's event loop (asyncio or trio, through anyio) under the run's deadline -> the outcome
becomes a :class:`RunResult`. Guest code never touches the event loop directly.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import itertools
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anyio
import greenlet

from . import hints
from .boundary import to_guest
from .compiler import Program, compile_program
from .display import display_chars
from .errors import (
    Interrupted,
    SandboxError,
    SandboxSyntaxError,
)
from .expose import Expose, prepare_objects
from .fs import Mount, VirtualFS, fs_config
from .fs.files import GUEST_OPEN
from .fs.view import SessionFiles
from .hostloop import inside_loop, run_off_loop
from .isolation.choose import choose
from .isolation.hosted import install_sandbox_class
from .limits import DEFAULT_LIMITS, Limits
from .modules import allowed_modules
from .modules import asynciomod as _asynciomod  # noqa: F401 - the loop's root task type
from .modules.builtin_table import session_builtins
from .modules.importer import Importer
from .observe import Observer, RunEvent, end_event, for_run, notify
from .outcome import host_memory_error, only_memory_errors, run_program
from .results import RunResult, RunStats, new_result, new_stats
from .runtime import gate, hostroom, hoststack, runners
from .runtime.awaiting import FAIR_SLICE_S
from .runtime.classes import has_finalizer
from .runtime.context import Output, RunContext, set_current
from .runtime.generators import Generator, kill_generators
from .runtime.loop import Loop, is_request, loop_of
from .runtime.objects import Globals, new_number_owner
from .runtime.weakrefs import WeakEntry as _Weak
from .runtime.weakrefs import has_guest_weakrefs
from .state.pause import Paused, load_paused, pending_from
from .state.replay import Journal, Replay
from .tools import (
    BoundTool,
    GuestToolError,
    Tool,
    never_awaited_warnings,
    normalise_tools,
)

_RUN_IDS = itertools.count(1)
#: The inputs and extra tools of a run given none (shared: read, never written).
_NONE: dict[str, Any] = {}
#: A run's live callbacks: (on_output, on_stderr).
_Live = tuple[Callable[[str], None] | None, Callable[[str], None] | None]
def _ctx_of(g: Globals) -> Any:
    return g.ctx  # the run in progress of the session whose globals ``g`` are





class Sandbox:
    """A reusable, immutable sandbox configuration: tools and limits.

    ``tools`` is a list of callables/:class:`Tool` objects or a mapping name -> callable."""

    __slots__ = ("_tools", "_objects", "_limits", "random_seed", "clock", "observer",
                 "isolation", "_pool", "_chosen", "mounts", "environ", "import_path",
                 "_fs_remote", "__weakref__")

    def __init__(self, tools: Iterable[Any] | Mapping[str, Any] | None = None,
                 limits: Limits | None = None, *, random_seed: int | None = None,
                 clock: Callable[[], float] | None = time.time,
                 observer: Observer | None = None, isolation: str | None = None,
                 pool: Mapping[str, int] | None = None,
                 objects: Mapping[str, Expose] | None = None,
                 mounts: Iterable[Mount] = (), environ: Mapping[str, str] | None = None,
                 import_path: Iterable[str] = (), _test_hooks: bool = False,
                 _fs_remote: Callable[[int], Any] | None = None) -> None:
        """``random_seed`` seeds each session's ``random`` module (None: a seed drawn from the
        host's own PRNG, never shown to the guest's OS). ``clock`` is the clock policy: a
        function returning epoch seconds (default: the real clock, ``time.time``), a function
        returning a fixed time, or None for no clock (``time.time()`` then raises).
        ``observer`` receives a RunEvent per run and a ToolEvent per tool call.
        ``isolation``: "inprocess" (sessions run in this process, behind the evaluator's gate)
        or "process" (each session in a confined worker process; see sandbox.isolation and
        :meth:`isolation_report`); None (the default): the ``SANDBOX_ISOLATION`` environment
        variable if set, else "process" where workers can start (Linux), else "inprocess"
        (:mod:`sandbox.isolation.choose`; the report says which and why). ``pool`` sizes the
        worker pool of process mode (``max_workers``, ``warm``, ``max_runs``,
        ``max_rss_bytes``, ``zygote``: 0 to spawn each worker rather than fork it).
        ``objects`` maps guest names to host objects behind allowlists
        (:class:`~sandbox.expose.Expose`; in process mode the objects stay here and the
        worker's proxies call them over the channel).
        ``mounts``: host directories shown to guest code (:class:`~sandbox.Mount`; with
        process isolation the host serves their I/O to the worker); ``environ``: what the
        guest's ``os.environ`` holds (str to str; empty by default, never the host's
        environment); ``import_path``: virtual directories where ``import name`` looks for
        the guest's own ``name.py`` (see :mod:`sandbox.fs`)."""
        isolation, self._chosen = choose(isolation)
        self.mounts, self.environ, self.import_path = fs_config(mounts, environ, import_path)
        self._fs_remote = _fs_remote  # a worker's way to its mounts (sandbox.fs.remote)
        self.isolation = isolation
        self._pool: Any = None
        self.observer = observer
        self.random_seed = random_seed
        self.clock = clock
        self._tools = normalise_tools(tools)
        self._objects = prepare_objects(objects, self._tools)
        self._limits = limits if limits is not None else DEFAULT_LIMITS
        if not isinstance(self._limits, Limits):
            raise TypeError("limits must be a sandbox.Limits")
        if isolation == "process":
            from .isolation.errors import IsolationUnavailable
            from .isolation.session import new_pool
            try:
                self._pool = new_pool(self, pool or {}, _test_hooks)
            except IsolationUnavailable as exc:
                if not self._chosen.startswith("the default"):
                    raise
                # the default, and no worker could start here: fall back, and say why
                self.isolation = "inprocess"
                self._chosen = f"the default; fell back: {exc.message}"

    @property
    def limits(self) -> Limits:
        return self._limits

    @property
    def tools(self) -> dict[str, Tool]:
        return dict(self._tools)

    def session(self, state: bytes | None = None, key: bytes | None = None) -> Session:
        """A new session with empty globals, or with the globals, modules and random state
        of ``state`` (a blob from :meth:`Session.export_state`; ``key`` verifies its
        signature). Raises :class:`~sandbox.errors.StateError` for a bad blob."""
        if self._pool is not None:  # isolation="process": same API, guest in a worker
            from .isolation.session import ProcessSession
            session: Any = ProcessSession(self, self._pool)
        else:
            session = Session(self)
        if state is not None:
            session.import_state(state, key=key)
        elif key is not None:
            raise TypeError("key= is only meaningful together with state=")
        return session

    def isolation_report(self) -> Any:
        """Which confinement layers are in force for this sandbox's runs, as found on this
        machine (a :class:`sandbox.isolation.IsolationReport`; process mode asks a worker)."""
        from .isolation.report import inprocess_report, process_report
        if self._pool is None:
            return inprocess_report(self._chosen, self._limits.max_recursion_depth)
        return process_report(self._pool.report(), self._chosen)

    def load_paused(self, blob: bytes, key: bytes | None = None) -> Paused:
        """A paused run from :meth:`Paused.dump`, ready to ``resume`` with this sandbox's
        tools (StateError for a bad, forged or foreign blob)."""
        return load_paused(self, blob, key)

    def describe_tools(self, *, rules: bool = True) -> str:
        """Python stubs of every tool and exposed object (signature as written, docstring)
        for a system prompt, followed (``rules=True``) by the sandbox's rules: the result, tool
        calls and their errors, the limits in force, the allowed modules
        (``sandbox.hints.rules_text``, at most ``RULES_WORDS`` words besides the module
        names). Deterministic."""
        parts = [tool.stub() for tool in self._tools.values()]
        parts += [spec.stub() for spec in self._objects.values()]
        text = "\n".join(parts)
        if rules:  # the rules a model needs, within a stated budget (sandbox.hints)
            text += "\n" + hints.rules_text(self._limits, allowed_modules())
        return text

    async def run(self, code: str, *, inputs: Mapping[str, Any] | None = None) -> RunResult:
        """Run ``code`` in a fresh session."""
        return await self.session().run(code, inputs=inputs)

    def run_sync(self, code: str, *, inputs: Mapping[str, Any] | None = None) -> RunResult:
        """Run ``code`` in a fresh session, without an event loop."""
        return self.session().run_sync(code, inputs=inputs)


class Session:
    """Guest globals that persist across runs (a notebook or REPL). Not thread-safe; one run
    at a time (a second concurrent run is refused)."""

    def __init__(self, sandbox: Sandbox) -> None:
        self.sandbox = sandbox
        self.globals = Globals()
        self.globals.ctx = None
        self.globals.has_finalizers = False  # set, so _snapshot's read never misses (a miss
        # builds an AttributeError: ~2k instructions of every run)
        self.globals["__name__"] = "__main__"
        self.globals["__doc__"] = None  # a program's docstring rebinds it (the compiler)
        builtins = session_builtins(self.globals)
        builtins["ToolError"] = GuestToolError
        for name, tool in sandbox._tools.items():
            builtins[name] = BoundTool(tool, self.globals)
        for name, spec in sandbox._objects.items():
            builtins[name] = spec.guest_value(self.globals)
        self.globals.builtins = builtins
        self._fs: VirtualFS | None = None  # made on first use: most runs touch no file ...
        if sandbox.mounts:  # ... but a mount's directory is opened now, so that a missing
            self._fs = self.fs  # one is the host's ValueError here, not inside a guest run
        builtins["open"] = GUEST_OPEN
        self.importer = Importer(self)
        self.importer.env.services["environ"] = dict(sandbox.environ)
        self.globals.importer = self.importer
        # context variables (e.g. the decimal context) of this session's guest code, so that
        # pooled runner greenlets never carry one session's settings into another
        self.contextvars = contextvars.Context()
        #: the mark of the objects this session numbered, and its own numbers of objects
        #: another session numbered first (objects.guest_number: numbers are per session)
        self.number_owner = new_number_owner()
        self.shared_numbers: dict[int, Any] = {}

    # Defaults read from the class until first set (fewer stores per new session).
    # Guest generators started in this session. A suspended one keeps its frames (and
    # through them the session's globals) alive in a way the cycle collector cannot see;
    # nothing the guest can reach refers back to this object, so dropping the session
    # runs its __del__, which kills them and lets the collector free the rest.
    # Made at the session's first generator (sandbox.runtime.generators._registry),
    # which also has it reaped when that run's thread exits.
    _generators: weakref.WeakSet[Any] | None = None
    _running = False
    runs = 0
    #: the last guest number given (ids, default reprs and hashes: objects.guest_number)
    guest_serial = 0
    last_stats: RunStats | None = None
    #: globals export_state skipped (replaced by each export, never mutated)
    last_export_report: dict[str, str] = {}  # noqa: RUF012

    def __del__(self) -> None:
        # (a ``__del__`` rather than a weakref.finalize: ~5k instructions less per session)
        try:
            if self._generators is not None:
                kill_generators(self._generators)
        except Exception:  # noqa: BLE001, S110 - at interpreter exit the modules may be gone
            pass

    async def run(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                  tools: Iterable[Any] | None = None,
                  on_output: Callable[[str], None] | None = None,
                  on_stderr: Callable[[str], None] | None = None) -> RunResult:
        """Run ``code`` in this session and return its :class:`RunResult`.

        ``inputs`` are host values (copied) bound as globals first. ``tools`` grants tools for
        this run only: names of the sandbox's tools (narrowing the set; others are refused
        when called) and/or extra callables or Tools (available for this run). ``on_output``
        receives printed output live, within the output limits: the head as it is printed,
        then (if output was cut) the truncation marker and the tail when the run ends; in
        all, exactly ``RunResult.output``; ``on_stderr`` receives what the guest writes to
        ``sys.stderr`` in the same way (exactly ``RunResult.stderr``). The output limits count
        both streams together. A CPU-bound guest gives the host's event loop a turn every
        ~15 ms of guest time, so other host tasks keep running."""
        run = self._begin(code, inputs, tools, (on_output, on_stderr), fair=True)
        if not run.done:
            await run.continue_async()
        return run.finish()

    def run_sync(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                 tools: Iterable[Any] | None = None,
                 on_output: Callable[[str], None] | None = None,
                 on_stderr: Callable[[str], None] | None = None) -> RunResult:
        """:meth:`run` for callers without an event loop. A run that never waits for the host
        needs no event loop at all; otherwise one is started (``anyio.run``) when the guest
        first waits. Inside a running loop (a Jupyter cell, an ``async def``) the run goes to
        the session's own thread and the caller blocks until it ends (see
        :mod:`sandbox.hostloop`); there ``await session.run(code)`` is the better call."""
        if inside_loop():
            return run_off_loop(self, functools.partial(self.run, code, inputs=inputs,
                                                        tools=tools), on_output, on_stderr)
        run = self._begin(code, inputs, tools, (on_output, on_stderr))
        if not run.done:
            _drive(run)
        return run.finish()

    @property
    def fs(self) -> VirtualFS:
        """This session's virtual file system (memory tree and mounts), made when first
        used: a mount's host directory is opened then, and its descriptor closes with the
        session."""
        fs = self._fs
        if fs is None:
            sandbox, limits = self.sandbox, self.sandbox.limits
            fs = self._fs = VirtualFS(sandbox.mounts, max_files=limits.max_files,
                                      max_path_chars=limits.max_path_chars,
                                      max_memory_bytes=limits.max_memory_bytes,
                                      ctx_of=functools.partial(_ctx_of, self.globals),
                                      clock=sandbox.clock, remote=sandbox._fs_remote)
            if sandbox.mounts:
                weakref.finalize(self, fs.close).atexit = False
        return fs

    @property
    def files(self) -> SessionFiles:
        """The host's view of this session's virtual file system: read what the guest wrote,
        place inputs (see :class:`sandbox.fs.view.SessionFiles`)."""
        return SessionFiles(self.fs)

    # --- state (see sandbox.state) ---------------------------------------------------------

    def export_state(self, key: bytes | None = None, *,
                     skip_unexportable: bool = False) -> bytes:
        """This session's globals, imported modules and random state as bytes (signed with
        HMAC-SHA256 when ``key`` is given). Raises StateError naming every global that
        cannot be saved, unless ``skip_unexportable`` (then see ``last_export_report``)."""
        from .state import export_state
        return export_state(self, key, skip_unexportable=skip_unexportable)

    def import_state(self, blob: bytes, key: bytes | None = None) -> None:
        """Replace this session's state with ``blob``'s; on any error raise StateError and
        leave the session unchanged."""
        from .state import import_state
        import_state(self, blob, key)

    async def start(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                    pause_on: Iterable[str] | None = None,
                    on_output: Callable[[str], None] | None = None,
                    on_stderr: Callable[[str], None] | None = None,
                    _replay: Replay | None = None) -> Paused | RunResult:
        """Like :meth:`run`, but a call to an external tool (``Tool(stub, external=True)``)
        or to a tool named in ``pause_on`` pauses the run: the result is then a
        :class:`Paused` whose pending calls the host answers with ``resume``."""
        run = self._begin_pausable(code, inputs, pause_on, (on_output, on_stderr), _replay,
                                   fair=True)
        if not run.done:
            await run.continue_async()
        return run.finish()

    def start_sync(self, code: str, *, inputs: Mapping[str, Any] | None = None,
                   pause_on: Iterable[str] | None = None,
                   on_output: Callable[[str], None] | None = None,
                   on_stderr: Callable[[str], None] | None = None,
                   _replay: Replay | None = None) -> Paused | RunResult:
        """:meth:`start` without an event loop (inside a running loop, as :meth:`run_sync`)."""
        if inside_loop():
            return run_off_loop(self, functools.partial(  # type: ignore[no-any-return]
                self.start, code, inputs=inputs, pause_on=pause_on, _replay=_replay),
                on_output, on_stderr)
        run = self._begin_pausable(code, inputs, pause_on, (on_output, on_stderr), _replay)
        if not run.done:
            _drive(run)
        return run.finish()

    def _begin_pausable(self, code: str, inputs: Mapping[str, Any] | None,
                        pause_on: Iterable[str] | None, live: _Live, replay: Replay | None,
                        fair: bool = False) -> _Run:
        if replay is None:
            start_state = None
            if self.runs or len(self.globals) > 1:
                from .state import export_state
                start_state = export_state(self, relay_sets=True)
            replay = Replay(Journal(), pause_on=frozenset(pause_on or ()))
            replay.start_state = start_state
            # kept even without a start state: a fresh session's generator is seeded anew
            replay.random_state = self.importer.env.random.getstate()
        elif replay.random_state is not None:  # resuming: as when the run began
            self.importer.env.random.setstate(replay.random_state)
        return self._begin(code, inputs, None, live, replay, fair)

    def _begin(self, code: str, inputs: Mapping[str, Any] | None, tools: Iterable[Any] | None,
               live: _Live, replay: Replay | None = None, fair: bool = False) -> _Run:
        """``live``: the run's (on_output, on_stderr) callbacks."""
        limits = self.sandbox._limits
        started = time.perf_counter()
        out = Output(limits.max_output_bytes, limits.max_output_lines, *live)
        ctx = RunContext(limits, out, self)
        if fair:  # an async run: step checkpoints give the host's event loop turns
            ctx.yield_at = time.monotonic() + FAIR_SLICE_S
        ctx.observer = self.sandbox.observer
        ctx.finalizers = deque()  # guest __del__ calls wait here for a safe point
        out.run = ctx
        if self._running:
            return _Run.failed(self, ctx, started, SandboxError(
                "this session is already running code (a tool called back into its own "
                "session, or two runs overlapped); use another session"))
        try:
            if not isinstance(code, str):
                raise SandboxSyntaxError(f"code must be a str, not {type(code).__name__}")
            program = compile_program(code, limits)
            # (no call for the common run without inputs or grants: _NONE is never mutated)
            bound = self._convert_inputs(inputs) if inputs else _NONE
            extra = self._grant(ctx, tools) if tools is not None else _NONE
        except SandboxError as exc:
            return _Run.failed(self, ctx, started, exc)
        ctx.replay = replay
        run = _Run(self, ctx, started, program, bound, extra)
        run.code = code
        if inputs:
            run.raw_inputs = dict(inputs)
        run.start()
        return run

    # --- internals ------------------------------------------------------------------------

    def _grant(self, ctx: RunContext, tools: Iterable[Any] | None) -> dict[str, BoundTool]:
        """Apply a per-run grant; return the extra tools to expose for this run."""
        if tools is None:
            return {}
        granted: set[str] = set()
        extra: dict[str, BoundTool] = {}
        for item in tools:
            if isinstance(item, str):
                spec = self.sandbox._objects.get(item)
                if spec is not None:  # an exposed object: all of its methods
                    granted.update(spec.tool_names)
                    continue
                if item not in self.sandbox._tools and not any(
                        item in s.tool_names for s in self.sandbox._objects.values()):
                    raise SandboxError(f"cannot grant unknown tool {item!r}")
                granted.add(item)
                continue
            tool = item if isinstance(item, Tool) else Tool(item)
            granted.add(tool.name)
            extra[tool.name] = BoundTool(tool, self.globals)
        ctx.granted = granted
        return extra

    def _convert_inputs(self, inputs: Mapping[str, Any] | None) -> dict[str, Any]:
        bound: dict[str, Any] = {}
        for name, value in (inputs or {}).items():
            if not isinstance(name, str) or not name.isidentifier():
                raise SandboxError(f"input name {name!r} is not a valid identifier")
            try:
                bound[name] = to_guest(value)
            except TypeError as exc:
                raise SandboxError(f"input {name!r}: {exc}") from None
        return bound

    def _result(self, ctx: RunContext, started: float, value: Any,
                error: SandboxError | None, exited: bool = False) -> RunResult:
        if ctx.unawaited:
            ctx.out.write_err(never_awaited_warnings(ctx))  # CPython's go to stderr too
        ctx.out.end_live()  # on_output gets the truncation marker and the tail, if any
        stats = new_stats(ctx.steps, time.perf_counter() - started, ctx.tool_calls,
                          ctx.peak_alloc_bytes, ctx.out.truncated)
        self.last_stats = stats
        return new_result(ctx.out.text(), value, error, stats, tuple(ctx.tool_log),
                          display_chars(ctx.limits.max_output_bytes), ctx.out.err_text(), exited)


class _Run:
    """One run in progress: a synchronous start, an optional asynchronous continuation (only
    when the guest waits for the host or for other tasks), and a finish that restores the
    session and builds the RunResult."""

    def __init__(self, session: Session, ctx: RunContext, started: float, program: Program | None,
                 inputs: dict[str, Any], extra: dict[str, BoundTool]) -> None:
        self.session = session
        self.ctx = ctx
        self.started = started
        self.program = program
        self.inputs = inputs
        self.extra = extra

    # Defaults read from the class until a run sets them (fewer stores per run; the empty
    # mappings are never mutated, only replaced).
    done = False
    outcome: Any = None
    error: SandboxError | None = None
    loop: Loop | None = None
    runner: Any = None
    snapshot: dict[str, Any] | None = None  # the bindings before the run, once taken
    saved_builtins: dict[str, Any] = {}  # noqa: RUF012
    run_id = 0
    code = ""
    raw_inputs: dict[str, Any] = {}  # noqa: RUF012
    outer_ctx: RunContext | None = None  # the run this one is nested in, if any
    root_done = False  # the root greenlet returned before the run needed a loop
    room: hostroom.Room | None = None  # host recursion room, held while it runs

    @classmethod
    def failed(cls, session: Session, ctx: RunContext, started: float,
               error: SandboxError) -> _Run:
        run = cls(session, ctx, started, None, {}, {})
        run.done = True
        run.error = error
        return run

    def start(self) -> None:
        """Bind inputs and grants, then run the program until it finishes or must wait."""
        session, ctx = self.session, self.ctx
        g = session.globals
        # first of all the run is this thread's current one (nested in the run of a tool
        # that called run_sync, if any), so that from the moment the session is marked
        # running a Ctrl-C records a breach on it instead of raising KeyboardInterrupt in the
        # middle of this bookkeeping (sandbox.interrupt), and every exit is a _teardown
        self.outer_ctx = set_current(ctx)
        driver = ctx.driver = greenlet.getcurrent()
        session._running = True
        try:
            self.run_id = next(_RUN_IDS)
            if ctx.observer is not None:
                ctx.observer = for_run(ctx.observer, self.run_id)  # tool events name their run
                notify(ctx.observer, RunEvent("start", self.run_id))
            if self.extra:
                self.saved_builtins = {name: g.builtins.get(name) for name in self.extra}
                g.builtins.update(self.extra)
            self.snapshot = ctx.snapshot = _snapshot(g)
            if self.inputs:
                g.update(self.inputs)
            g.ctx = ctx
            session.importer.set_ctx(ctx)
            # the host recursion limit is raised for the run only (sandbox.runtime.hostroom)
            # (host frames per guest call level, with margin: hoststack.frames_per_level)
            self.room = hostroom.acquire(ctx.max_depth * hoststack.frames_per_level() + 500)
            # the guest event loop is made when the run first needs it (loop_of): a request
            # the root greenlet hands back here, or guest asyncio code
            runner = self.runner = ctx.root_glet = runners.acquire(driver)
            runner.gr_context = session.contextvars
            out = self.outcome = runners.start(runner, run_program, self.program, g, ctx)
            if is_request(out):
                self.loop = loop_of(ctx)
                return
            self.root_done = True
            loop = self.loop = ctx.loop
            if loop is not None:
                loop.result = out
                loop.root_done = True
        except MemoryError:  # the host ran out of memory outside guest code (the loop)
            self._teardown(failed=True)
            self.outcome = ("abort", host_memory_error(ctx))
            return
        except BaseException:
            self._teardown(failed=True)
            self._note_ended_from_outside()
            raise
        self._teardown(failed=False)

    async def continue_async(self) -> None:
        """Serve the guest's waits on the host's event loop until the program finishes."""
        loop = self.loop
        assert loop is not None
        try:
            async with anyio.create_task_group() as tg:
                loop.tg = tg
                self.outcome = await loop.run(self.outcome)
                tg.cancel_scope.cancel()  # host calls the guest left running
        except BaseException as exc:
            self._teardown(failed=True)
            if not only_memory_errors(exc):
                self._note_ended_from_outside()
                raise
            self.outcome = ("abort", host_memory_error(self.ctx))  # never out of run_sync
            return
        self._teardown(failed=False)

    def _note_ended_from_outside(self) -> None:
        """A run the host ended from outside guest code (Ctrl-C while the loop waited, a
        cancelled await): its undone names get the interrupted-run hint, exactly as when the
        interrupt lands in guest code and the run ends as an Interrupted breach (where the
        signal lands is timing, so the hint must not depend on it)."""
        if self.program is not None:
            hints.note_run_end(self.session, self.code, Interrupted())

    def _teardown(self, failed: bool) -> None:
        session, ctx = self.session, self.ctx
        loop = ctx.loop  # (made in the run, or None)
        g = session.globals
        try:
            if loop is not None:
                loop.kill_all()
            if self.root_done or (loop is not None and loop.root_done):
                runners.release(self.runner)
            elif self.runner is not None and not self.runner.dead:
                self.runner.throw(greenlet.GreenletExit)  # unwind; no guest finally runs
        finally:
            g.ctx = None
            ctx.loop = ctx.root_glet = None
            ctx.session = None  # suspended generators keep their ctx: it must not hold us
            ctx.finalizers = None  # finalisers queued too late are dropped (objects freed)
            ctx.snapshot = None  # (suspended generators keep ctx: not the bindings)
            ctx.last_sync_result = None  # suspended generators keep ctx: not a tool result
            ctx.out.run = None
            if loop is not None:  # the root task refers back to the loop: without this the
                loop.current = loop.root_task = None  # run's objects wait for the collector
            # global caches must not keep guest classes alive (typing's only when reachable)
            gate.forget_guest_classes("typing" in session.importer.modules)
            if self.outer_ctx is None:  # exec'd dicts the guest dropped are not kept
                session.importer.forget_dropped_namespaces()
            self.done = True
            restore = failed or (self.outcome is not None
                                 and self.outcome[0] in ("abort", "pause"))
            if restore and self.snapshot is not None:
                g.clear()
                g.update(_restored(self.snapshot))  # a breach leaves the bindings as they were
            for name, previous in self.saved_builtins.items():
                if previous is None:
                    g.builtins.pop(name, None)
                else:
                    g.builtins[name] = previous
            session._running = False
            session.runs += 1
            if self.room is not None:
                hostroom.release(self.room)
                self.room = None
            # last: until here a Ctrl-C is a breach of this (ending) run, never a
            # KeyboardInterrupt raised in the middle of this block (sandbox.interrupt)
            ctx.driver = None
            set_current(self.outer_ctx)  # the run this one was nested in goes on

    def finish(self) -> Any:
        """The RunResult, or a Paused run (observers are told the run ended)."""
        if self.error is not None:  # it never started: its end event has run_id 0
            result = self.session._result(self.ctx, self.started, None, self.error)
            notify(self.ctx.observer, end_event(0, result))
        else:
            kind, payload = self.outcome
            replay = self.ctx.replay
            if kind == "pause":
                assert replay is not None
                self.ctx.out.end_live()
                notify(self.ctx.observer, end_event(self.run_id, None))
                return Paused(sandbox=self.session.sandbox, code=self.code,
                              start_state=replay.start_state, inputs=self.raw_inputs,
                              journal=replay.new, calls=pending_from(replay),
                              output=self.ctx.out.text(), pause_on=replay.pause_on,
                              random_state=replay.random_state, stderr=self.ctx.out.err_text())
            if kind == "ok":
                result = self.session._result(self.ctx, self.started, payload, None)
            elif kind == "exit":  # sys.exit(): payload is None (status 0) or a GuestExit
                result = self.session._result(self.ctx, self.started, None, payload, True)
            else:
                result = self.session._result(self.ctx, self.started, None, payload)
            if self.program is not None and (result.error is not None or getattr(
                    self.session, "_unbound_by_error", None)):  # (else note_run_end does nothing)
                hints.note_run_end(self.session, self.code, result.error)
            if self.ctx.observer is not None:
                notify(self.ctx.observer, end_event(self.run_id, result))
            if replay is not None and (replay.resumed_output or replay.resumed_stderr):
                result = dataclasses.replace(result, resumed_at=len(replay.resumed_output),
                                             stderr_resumed_at=len(replay.resumed_stderr))
        return result


def _snapshot(g: Globals) -> dict[str, Any]:
    """The bindings to restore if the run breaches a limit. Instances with a guest
    ``__del__`` are held weakly: rebinding or deleting one in the run finalises it there, as
    CPython would; if the run then breaches, a binding whose object is gone stays unbound.
    Generators too (a collected suspended one is closed: ``Generator.__del__``), and objects
    guest code weakly references (``weakref``: a ``del`` frees them in the run; one weakly
    referenced during the run is made weak then, ``HeldBindings.hold_weakly``)."""
    snapshot = dict(g)
    if getattr(g, "has_finalizers", False):
        for name, value in snapshot.items():
            t = type(value)
            if t is Generator or has_finalizer(t) or has_guest_weakrefs(value):
                try:
                    snapshot[name] = _Weak(weakref.ref(value))
                except TypeError:  # no __weakref__ slot: held (finalised after the run)
                    pass
    return snapshot


def _restored(snapshot: dict[str, Any]) -> dict[str, Any]:
    if not any(type(v) is _Weak for v in snapshot.values()):
        return snapshot
    restored = {}
    for name, value in snapshot.items():
        if type(value) is _Weak:
            value = value.ref()
            if value is None:
                continue
        restored[name] = value
    return restored


def _drive(run: _Run) -> None:
    """Serve ``run``'s waits on a new event loop. An exception that reaches here before the
    run's own handlers are in place (Ctrl-C while the loop starts) still ends the run as a
    failure: the session is released and its globals are restored."""
    try:
        anyio.run(run.continue_async)
    except BaseException:
        if not run.done:
            run._teardown(failed=True)
            run._note_ended_from_outside()
        raise


# a worker process serves its session with this class (the isolation room is below api)
install_sandbox_class(Sandbox)
