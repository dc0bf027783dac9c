"""IPython / Jupyter integration: ``%load_ext sandbox`` and the ``%%sandbox`` cell magic.

Needs the ``notebook`` extra (IPython); the core package never imports this module itself.

Magics (registered by :func:`load_ipython_extension`)::

    %%sandbox [--session NAME] [--tools NAME] [--limits NAME] [--inputs NAME] [--out NAME]
    %sandbox_export PATH [--session NAME] [--skip-unexportable]
    %sandbox_import PATH [--session NAME] [--tools NAME] [--limits NAME]
    %sandbox_sessions
    %sandbox_tools [--session NAME] [--tools NAME] [--rules]
    %sandbox_reset [--session NAME] [--all]
    %sandbox_isolation [inprocess|process|default]

* Sessions belong to the IPython shell (one notebook) and are kept by name (``default``
  unless ``--session`` says otherwise); guest globals persist across cells.
* ``--tools``/``--limits``/``--inputs`` name objects of the notebook's own namespace: a list
  (or mapping name -> callable) of tools, a :class:`~sandbox.Limits`, a dict of inputs.
  A session is created by the first magic that names it, from its ``--tools`` and
  ``--limits`` (defaults: no tools, ``Limits()``). A later cell that names *different* tools
  or limits (other objects, or unequal limits) recreates the session, which resets its
  globals; a note on stderr says so. Omitting the options keeps the session as it is.
* ``--out NAME`` binds the cell's :class:`~sandbox.RunResult` in the notebook namespace.
* Sessions are made with the sandbox's default isolation (``SANDBOX_ISOLATION``, else a
  worker process on Linux); ``%sandbox_isolation MODE`` chooses it for the sessions made
  after it, and without an argument prints the isolation report of the default session's
  sandbox. The magics behave alike in both modes; in process mode a guest value's ``repr``
  is computed in the worker, and an interrupt ends the worker's run (the next cell gets a
  worker restored from the state after the last cell that did not breach a limit).
* Guest output is written to the cell's stdout live, within the output limits: the head of
  the output as it comes, then (if the output was cut) the truncation marker and the tail
  when the run ends, which is what ``RunResult.output`` holds. What the guest writes to
  ``sys.stderr`` (warnings, logging, ``traceback.print_exc()``) goes to the cell's stderr
  the same way (``RunResult.stderr``), so Jupyter shows it as it shows a Python cell's
  stderr; the output limits count both streams together. The value of a final
  expression is the cell's result, and the guest's ``_`` is bound to it as the REPL's and
  IPython's display hooks do (a builtin, so a guest's own global ``_`` shadows it). Plain
  data (numbers, strings, bytes, lists, dicts, ...) is returned as is, so IPython's display
  machinery formats it; any other guest value is
  shown as its ``repr``, computed inside the session under its limits. A value too large,
  too shared or too deep for either is shown as the bounded text of
  :func:`sandbox.display.render_bounded` (head and tail, within the output limit). A failed
  run shows only the sandbox's CPython-format traceback and marks the cell as failed.

Event loop: Jupyter's kernel runs cells inside an already-running asyncio loop, and a cell
magic is synchronous, so every ``%%sandbox`` run happens in the session's worker thread (one
thread per session, so that a generator suspended in one cell goes on in the next) on an
event loop of its own (``anyio.run``); async tools are awaited on that private loop, sync
tools in its worker threads. The notebook's thread only relays output, so the cell shows it
as it comes. Interrupting the kernel ends the run (at the next tool wait, or within a few
thousand guest steps) and leaves the session's globals as they were before the cell. To run
a session on the notebook's own loop instead, ``await`` it in an ordinary Python cell::

    from sandbox.notebook import get_session
    result = await get_session("default").run("x + 1")

(``session.run_sync`` refuses to run inside a running loop and says to use ``await``.)
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from IPython.core.error import UsageError
from IPython.core.magic import Magics, cell_magic, line_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring

from .api import Sandbox, Session
from .display import cut_text, render_bounded
from .errors import GuestError, LimitExceeded, SandboxError
from .hostloop import Abandoned, run_in_session_thread
from .isolation.remote import RemoteValue
from .limits import Limits
from .results import RunResult

__all__ = ["SandboxCellError", "SandboxInterrupted", "SandboxMagics", "get_session",
           "load_ipython_extension"]

DEFAULT_SESSION = "default"

#: Characters of a cell result shown as text (a value too large for IPython's own printer).
_DISPLAY_MAX_CHARS = 100_000

#: Guest global that holds a value while its repr is computed in the session.
_REPR_SLOT = "_sandbox_notebook_repr_value"


def load_ipython_extension(ip: Any) -> None:
    """Register the sandbox magics on an IPython shell (``%load_ext sandbox``)."""
    ip.register_magics(SandboxMagics(ip))


def get_session(name: str = DEFAULT_SESSION, *, shell: Any = None) -> Any:
    """The notebook's session ``name`` (created as a ``%%sandbox`` cell without options would
    create it), for Python cells that ``await session.run(...)`` on the notebook's own loop."""
    if shell is None:
        from IPython import get_ipython
        shell = get_ipython()
    magics = shell.magics_manager.registry.get("SandboxMagics") if shell is not None else None
    if magics is None:
        raise RuntimeError("the sandbox extension is not loaded: run '%load_ext sandbox' first")
    return magics.entry(name, None, None).session


class SandboxCellError(Exception):
    """Raised by a ``%%sandbox`` cell whose run failed. IPython shows only
    ``_render_traceback_()``: the sandbox's own CPython-format traceback; the exception's
    text (a front end's one-line summary) is the error's line, ``KeyError: 'no user 9'``,
    never a note that follows it in the traceback."""

    def __init__(self, error: SandboxError) -> None:
        self.error = error
        super().__init__(f"{error.type_name}: {error}" if isinstance(error, GuestError)
                         else str(error))

    def _render_traceback_(self) -> list[str]:
        return self.error.traceback.rstrip("\n").split("\n")


class SandboxInterrupted(KeyboardInterrupt):
    """Raised when the kernel is interrupted during a ``%%sandbox`` run."""

    def _render_traceback_(self) -> list[str]:
        return [f"KeyboardInterrupt: {self}"]


class _Entry:
    """One named session and the tools/limits it was made from (a :class:`~sandbox.Session`,
    or a process-mode session with the same API)."""

    __slots__ = ("sandbox", "session", "tools", "tools_key", "limits")

    def __init__(self, tools: Any, limits: Limits, isolation: str | None = None) -> None:
        try:
            self.sandbox = Sandbox(tools=tools, limits=limits, isolation=isolation)
        except (TypeError, ValueError) as exc:
            raise UsageError(f"--tools: {exc}") from None
        self.session = self.sandbox.session()
        self.tools = tools
        self.tools_key = _tools_key(tools)
        self.limits = limits


def _tools_key(tools: Any) -> tuple[tuple[Any, Any], ...]:
    if tools is None:
        return ()
    if isinstance(tools, Mapping):
        return tuple(tools.items())
    return tuple((None, tool) for tool in tools)


def _same_tools(a: tuple[tuple[Any, Any], ...], b: tuple[tuple[Any, Any], ...]) -> bool:
    if len(a) != len(b):
        return False
    return all(name_a == name_b and tool_a is tool_b
               for (name_a, tool_a), (name_b, tool_b) in zip(a, b, strict=True))


class _Repr:
    """A cell result shown as a repr text computed in the sandbox."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text)


def run_in_worker(session: Any, code: str, inputs: Mapping[str, Any] | None = None,
                  write: Callable[[str], None] | None = None,
                  write_err: Callable[[str], None] | None = None) -> RunResult:
    """Run ``code`` in ``session`` on a private event loop in the session's worker thread
    (the same thread for every run of the session: see :mod:`sandbox.hostloop`); ``write``
    receives output live and ``write_err`` the guest's stderr, in the calling thread. Raises
    :class:`SandboxInterrupted` on KeyboardInterrupt (after the run has ended and the session
    is usable again)."""
    try:
        payload, interrupted = run_in_session_thread(
            session, functools.partial(session.run, code, inputs=inputs),
            write, write_err)
    except Abandoned as exc:
        raise SandboxInterrupted(str(exc)) from None
    if payload is None or (interrupted and isinstance(payload.error, LimitExceeded)
                           and payload.error.limit == "timeout_s"):  # cancel()'s deadline
        raise SandboxInterrupted("the sandbox run was interrupted; the session's globals are "
                                 "as they were before the cell") from None
    return payload  # type: ignore[no-any-return]  # the run ended on its own


def _bind_display_value(session: Any, result: RunResult) -> None:
    """Bind the guest's ``_`` to the cell's value, as a display hook does, so the next cell
    can use it (``_ + 1``). In process isolation the value lives in the worker."""
    if isinstance(session, Session):
        session.globals.builtins["_"] = result.value
    else:
        session.bind_display_value()


def _count(n: int, noun: str) -> str:
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def _write_stdout(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def _write_stderr(text: str) -> None:
    """The guest's stderr goes to the notebook's (Jupyter shows it as a cell's stderr)."""
    sys.stderr.write(text)
    sys.stderr.flush()


@magics_class
class SandboxMagics(Magics):
    """The ``%%sandbox`` magics; holds this shell's sessions by name."""

    def __init__(self, shell: Any) -> None:
        super().__init__(shell)
        self.sessions: dict[str, _Entry] = {}
        self.isolation: str | None = None  # of new sessions (None: the sandbox's default)

    # --- helpers --------------------------------------------------------------------------

    @property
    def _user_ns(self) -> dict[str, Any]:
        assert self.shell is not None
        return self.shell.user_ns  # type: ignore[no-any-return]

    def _lookup(self, name: str, option: str) -> Any:
        try:
            return self._user_ns[name]
        except KeyError:
            raise UsageError(f"{option}: no variable named {name!r} in the notebook") from None

    def _tools(self, name: str | None) -> Any:
        if name is None:
            return None
        tools = self._lookup(name, "--tools")
        if callable(tools):
            return [tools]
        if isinstance(tools, (list, tuple, Mapping)):
            return tools
        raise UsageError(f"--tools: {name!r} must be a list of tools or a dict name -> tool, "
                         f"not {type(tools).__name__}")

    def _limits(self, name: str | None) -> Limits | None:
        if name is None:
            return None
        limits = self._lookup(name, "--limits")
        if not isinstance(limits, Limits):
            raise UsageError(f"--limits: {name!r} must be a sandbox.Limits, "
                             f"not {type(limits).__name__}")
        return limits

    def entry(self, name: str, tools_name: str | None, limits_name: str | None) -> _Entry:
        """The session ``name``: created if new, recreated if other tools/limits are named."""
        tools = self._tools(tools_name)
        limits = self._limits(limits_name)
        entry = self.sessions.get(name)
        if entry is not None:
            tools_changed = tools is not None and not _same_tools(entry.tools_key,
                                                                  _tools_key(tools))
            limits_changed = limits is not None and limits != entry.limits
            if not (tools_changed or limits_changed):
                return entry
            what = " and ".join(word for word, changed in (("tools", tools_changed),
                                                           ("limits", limits_changed)) if changed)
            print(f"sandbox: session {name!r} recreated with new {what}; its globals were "
                  "reset", file=sys.stderr)
            if tools is None:
                tools = entry.tools
            if limits is None:
                limits = entry.limits
        entry = _Entry(tools, limits if limits is not None else Limits(), self.isolation)
        self.sessions[name] = entry
        return entry

    def _existing(self, name: str) -> _Entry:
        entry = self.sessions.get(name)
        if entry is None:
            raise UsageError(f"no sandbox session named {name!r}")
        return entry

    def _display_value(self, session: Any, result: RunResult) -> Any:
        """The cell's result: plain data that the bounded walk saw whole is handed to IPython
        (its printer repeats that walk); a value cut by a bound (too large, too shared, too
        deep) is shown as the walk's text; one with guest objects in it as the repr the
        session computes for it, else as the walk's text."""
        value = result.value
        if value is None:
            return None
        if isinstance(value, RemoteValue):  # a guest object, left in the worker
            text, output, stderr = session.value_repr()
            if output:
                _write_stdout(output)
            if stderr:
                _write_stderr(stderr)
            return _Repr(cut_text(text, _DISPLAY_MAX_CHARS) if text is not None
                         else value.text)
        # bounded like the cell's output: head and tail kept, what was left out counted
        bound = min(_DISPLAY_MAX_CHARS, session.sandbox.limits.max_output_bytes)
        shown = render_bounded(value, max_chars=bound)
        if shown.complete and shown.exact and shown.plain:
            return value
        if shown.complete and not shown.exact:
            text = self._guest_repr(session, value)
            if text is not None:
                return _Repr(cut_text(text, _DISPLAY_MAX_CHARS))
        return _Repr(shown.text)

    def _guest_repr(self, session: Any, value: Any) -> str | None:
        """``repr(value)`` computed by the session itself (a guest ``__repr__`` needs a run)."""
        runs, last_stats = session.runs, session.last_stats
        session.globals[_REPR_SLOT] = value
        try:
            result = run_in_worker(session, f"repr({_REPR_SLOT})", write=_write_stdout,
                                   write_err=_write_stderr)
        finally:
            session.globals.pop(_REPR_SLOT, None)
            session.runs, session.last_stats = runs, last_stats
        return result.value if result.ok and type(result.value) is str else None

    # --- magics ---------------------------------------------------------------------------

    @magic_arguments()
    @argument("--session", default=DEFAULT_SESSION, help="session name (default: 'default')")
    @argument("--tools", default=None, help="notebook variable: a list of tools")
    @argument("--limits", default=None, help="notebook variable: a sandbox.Limits")
    @argument("--inputs", default=None, help="notebook variable: a dict of inputs")
    @argument("--out", default=None, help="notebook variable to bind the RunResult to")
    @cell_magic
    def sandbox(self, line: str, cell: str) -> Any:
        """Run the cell as guest code in a sandbox session (see ``sandbox.notebook``)."""
        args = parse_argstring(self.sandbox, line)
        if args.out is not None and not args.out.isidentifier():
            raise UsageError(f"--out: {args.out!r} is not a valid variable name")
        inputs = None
        if args.inputs is not None:
            inputs = self._lookup(args.inputs, "--inputs")
            if not isinstance(inputs, Mapping):
                raise UsageError(f"--inputs: {args.inputs!r} must be a dict, "
                                 f"not {type(inputs).__name__}")
        session = self.entry(args.session, args.tools, args.limits).session
        result = run_in_worker(session, cell, inputs, write=_write_stdout,
                               write_err=_write_stderr)
        if args.out is not None:
            self._user_ns[args.out] = result
        if result.error is not None:
            raise SandboxCellError(result.error) from None
        if result.value is not None:
            _bind_display_value(session, result)
        return self._display_value(session, result)

    @magic_arguments()
    @argument("path", help="file to write the session's state blob to")
    @argument("--session", default=DEFAULT_SESSION, help="session name (default: 'default')")
    @argument("--skip-unexportable", action="store_true",
              help="leave out globals that cannot be saved (listed) instead of failing")
    @line_magic
    def sandbox_export(self, line: str) -> None:
        """Write a session's state (``session.export_state()``) to a file; with
        ``--skip-unexportable``, ``export_state(skip_unexportable=True)``, naming what was
        left out."""
        args = parse_argstring(self.sandbox_export, line)
        session = self._existing(args.session).session
        export = getattr(session, "export_state", None)
        if export is None:
            raise UsageError("this version of sandbox cannot export session state")
        try:
            blob = export(skip_unexportable=True) if args.skip_unexportable else export()
        except SandboxError as exc:
            raise SandboxCellError(exc) from None
        path = Path(args.path).expanduser()
        path.write_bytes(blob)
        print(f"sandbox: exported session {args.session!r} ({len(blob):,} bytes) to {path}")
        for name, why in getattr(session, "last_export_report", {}).items():
            print(f"sandbox: left out {name!r}: it holds {why}")

    @magic_arguments()
    @argument("path", help="file holding a state blob written by %%sandbox_export")
    @argument("--session", default=DEFAULT_SESSION, help="session name (default: 'default')")
    @argument("--tools", default=None, help="notebook variable: a list of tools")
    @argument("--limits", default=None, help="notebook variable: a sandbox.Limits")
    @line_magic
    def sandbox_import(self, line: str) -> None:
        """Load a state blob (``session.import_state(blob)``) into a session, replacing its
        globals; the session is created (from ``--tools``/``--limits``) if needed. Tools in
        the blob are re-bound by name to the session's tools."""
        args = parse_argstring(self.sandbox_import, line)
        path = Path(args.path).expanduser()
        try:
            blob = path.read_bytes()
        except OSError as exc:
            raise UsageError(f"cannot read {str(path)!r}: {exc.strerror}") from None
        session = self.entry(args.session, args.tools, args.limits).session
        load = getattr(session, "import_state", None)
        if load is None:
            raise UsageError("this version of sandbox cannot import session state")
        try:
            load(blob)
        except SandboxError as exc:
            raise SandboxCellError(exc) from None
        print(f"sandbox: imported {path} ({len(blob):,} bytes) into session {args.session!r}")

    @line_magic
    def sandbox_sessions(self, line: str = "") -> None:
        """List this notebook's sandbox sessions with their tools and last run's stats."""
        if not self.sessions:
            print("no sandbox sessions yet")
            return
        rows = [("session", "runs", "tools", "last run")]
        for name, entry in self.sessions.items():
            stats = entry.session.last_stats
            last = "-" if stats is None else (
                f"{_count(stats.steps, 'step')}, {stats.elapsed_s:.4f} s, "
                f"{_count(stats.tool_calls, 'tool call')}, peak {stats.peak_memory_bytes:,} B")
            tools = ", ".join(entry.sandbox.tools) or "-"
            rows.append((name, str(entry.session.runs), tools, last))
        widths = [max(len(row[i]) for row in rows) for i in range(3)]
        for row in rows:
            cells = (cell.ljust(width) for cell, width in zip(row[:3], widths, strict=True))
            print("  ".join(cells) + "  " + row[3])

    @magic_arguments()
    @argument("--session", default=DEFAULT_SESSION, help="session name (default: 'default')")
    @argument("--tools", default=None, help="notebook variable: a list of tools to describe")
    @argument("--rules", action="store_true", help="also print the sandbox's rules")
    @line_magic
    def sandbox_tools(self, line: str = "") -> None:
        """Print the tool stubs a model would be shown (``Sandbox.describe_tools``)."""
        args = parse_argstring(self.sandbox_tools, line)
        if args.tools is not None:
            try:
                sandbox = Sandbox(tools=self._tools(args.tools))
            except (TypeError, ValueError) as exc:
                raise UsageError(f"--tools: {exc}") from None
        else:
            entry = self.sessions.get(args.session)
            sandbox = entry.sandbox if entry is not None else Sandbox()
        text = sandbox.describe_tools(rules=args.rules)
        print(text.rstrip("\n") if text.strip() else "(no tools)")

    @magic_arguments()
    @argument("--session", default=DEFAULT_SESSION, help="session name (default: 'default')")
    @argument("--all", action="store_true", help="forget every session")
    @line_magic
    def sandbox_reset(self, line: str = "") -> None:
        """Forget a session (or all of them); the next use starts it afresh."""
        args = parse_argstring(self.sandbox_reset, line)
        if args.all:
            self.sessions.clear()
        else:
            self.sessions.pop(args.session, None)

    @line_magic
    def sandbox_isolation(self, line: str = "") -> None:
        """``%sandbox_isolation MODE`` (``inprocess``, ``process`` or ``default``): the
        isolation of the sessions made from now on (existing ones keep theirs). Without an
        argument: the isolation report of the default session's sandbox."""
        mode = line.strip()
        if not mode:
            entry = self.sessions.get(DEFAULT_SESSION)
            sandbox = entry.sandbox if entry is not None else Sandbox(isolation=self.isolation)
            print(sandbox.isolation_report())
            return
        if mode not in ("inprocess", "process", "default"):
            raise UsageError(f"%sandbox_isolation: {mode!r} is not 'inprocess', 'process' or "
                             "'default'")
        self.isolation = None if mode == "default" else mode
        print(f"sandbox: new sessions run with isolation {mode!r}")
