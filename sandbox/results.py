"""What a run returns: :class:`RunResult` (failures are data) and :class:`RunStats`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from html import escape
from typing import Any

from .display import MAX_CHARS, render_bounded
from .errors import GuestError, GuestExit, SandboxError, SandboxSyntaxError, ToolError
from .observe import ToolCallRecord


@dataclass(frozen=True, slots=True)
class RunStats:
    """Resource use of one run.

    ``steps``: loop iterations, guest calls and comprehension items charged; ``elapsed_s``:
    wall-clock seconds; ``tool_calls``: host tool calls made; ``peak_memory_bytes``: the
    largest single allocation the run asked for among the size-checked operations;
    ``output_truncated``: whether output (stdout or stderr: the limits count both) was cut
    to fit the output limits; ``isolation``:
    the confinement layers in force for the run (``"gate"`` alone in process; with
    ``isolation="process"`` also the OS layers the worker verified, see
    :meth:`Sandbox.isolation_report`)."""

    steps: int = 0
    elapsed_s: float = 0.0
    tool_calls: int = 0
    peak_memory_bytes: int = 0
    output_truncated: bool = False
    isolation: tuple[str, ...] = ("gate",)


@dataclass(frozen=True, slots=True)
class RunResult:
    """The outcome of one run: captured ``output`` (what the guest wrote to stdout:
    ``print``, ``sys.stdout``), the ``value`` of a final expression statement (else None),
    ``error`` (None or a SandboxError), ``stats``, the record of every tool call
    (``tool_calls``: name, outcome "ok"/"error"/"refused", duration), and ``stderr``: what
    the guest wrote to ``sys.stderr`` (``print(..., file=sys.stderr)``, ``warnings``,
    ``logging``'s default handler, ``traceback.print_exc()``), kept apart as CPython keeps
    the two streams. ``max_output_bytes``/``max_output_lines`` bound both streams together.
    An uncaught exception's traceback is ``error.traceback``, not part of ``stderr``.
    ``exited``: the program ended itself with an uncaught ``SystemExit`` (``sys.exit()``,
    ``exit()``, ``quit()``, ``raise SystemExit``); with status 0 that is a success (``ok``,
    no error), else ``error`` is a :class:`~sandbox.errors.GuestExit`. ``exit_code`` is the
    status CPython would exit with."""

    output: str
    value: Any
    error: SandboxError | None
    stats: RunStats
    tool_calls: tuple[ToolCallRecord, ...] = ()
    stderr: str = ""
    resumed_at: int = 0  # for a resumed run: where the output of the pause ended
    stderr_resumed_at: int = 0  # for a resumed run: where the stderr of the pause ended
    exited: bool = False  # the program ended with an uncaught SystemExit
    #: characters the value's text may take (the run's ``max_output_bytes``, at most
    #: ``sandbox.display.MAX_CHARS``); see :func:`sandbox.display.render_bounded`
    value_chars: int = field(default=MAX_CHARS, repr=False, compare=False)

    @property
    def new_output(self) -> str:
        """Output printed since the pause this run resumed from (all output otherwise)."""
        return self.output[self.resumed_at:]

    @property
    def new_stderr(self) -> str:
        """Stderr written since the pause this run resumed from (all of it otherwise)."""
        return self.stderr[self.stderr_resumed_at:]

    @property
    def ok(self) -> bool:
        """True when the run finished without an error."""
        return self.error is None

    @property
    def exit_code(self) -> int | None:
        """The status CPython's interpreter would exit with for this program: 0 when it ran
        to its end or exited with status 0, the ``SystemExit`` status (``sys.exit(3)`` -> 3; a
        code that is no int -> 1), 1 for an uncaught exception, a tool's failure or a syntax
        error. None when the sandbox ended the run (a limit, an interruption, a sandbox or
        worker failure): no CPython program exits that way. An OS keeps the low 8 bits of it
        (``sys.exit(256)`` is 0 to a shell); this is the status before that."""
        error = self.error
        if error is None:
            return 0
        if isinstance(error, GuestExit):
            return error.exit_code
        if isinstance(error, (GuestError, ToolError, SandboxSyntaxError)):
            return 1
        return None

    def check(self) -> RunResult:
        """Return self, or raise ``error`` if the run failed."""
        if self.error is not None:
            raise self.error
        return self

    def __repr__(self) -> str:  # the dataclass's own would repr the value without bounds
        return (f"RunResult(output={self.output!r}, value={self.value_text()}, "
                f"error={self.error!r}, stats={self.stats!r}, tool_calls={self.tool_calls!r}, "
                f"stderr={self.stderr!r}, resumed_at={self.resumed_at!r}, "
                f"stderr_resumed_at={self.stderr_resumed_at!r}"
                f"{', exited=True' if self.exited else ''})")

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable summary: the value as its ``repr``, bounded like output (at
        most ``value_chars``: the run's ``max_output_bytes``, and at most
        ``sandbox.display.MAX_CHARS``; a value too long keeps its head and tail and says how
        many items or characters were left out; objects whose ``repr`` would run guest code
        appear as ``<TypeName object>``)."""
        error = None
        if self.error is not None:
            error = {"type": type(self.error).__name__, "message": self.error.message,
                     "traceback": self.error.traceback}
            for attr in ("type_name", "limit", "used", "allowed", "tool_name", "exit_code"):
                if hasattr(self.error, attr):
                    error[attr] = getattr(self.error, attr)
        return {"ok": self.ok, "output": self.output, "stderr": self.stderr,
                "value": None if self.value is None else self.value_text(),
                "error": error, "exit_code": self.exit_code, "exited": self.exited,
                "stats": asdict(self.stats),
                "tool_calls": [asdict(record) for record in self.tool_calls]}

    def value_text(self) -> str:
        """The value's text for display: bounded like output, and no guest code runs (see
        :func:`sandbox.display.render_bounded`)."""
        return render_bounded(self.value, self.value_chars).text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython display hook
        status = "ok" if self.ok else type(self.error).__name__
        printer.text(f"RunResult({status}, value={self.value_text()}, "
                     f"steps={self.stats.steps}, elapsed={self.stats.elapsed_s:.4f}s)")

    def _repr_html_(self) -> str:  # Jupyter display hook: output, stderr, value, error, stats
        status = "ok" if self.ok else escape(type(self.error).__name__)
        parts = [f"<div><strong>RunResult</strong> ({status})"]
        if self.output:
            parts.append(f"<pre>{escape(self.output)}</pre>")
        if self.stderr:  # shaded as Jupyter shades a cell's stderr
            parts.append(f'<pre style="background-color: #fdd">{escape(self.stderr)}</pre>')
        if self.value is not None:
            parts.append(f"<div>value: <code>{escape(self.value_text())}</code></div>")
        if self.error is not None:
            parts.append(f"<pre>{escape(self.error.traceback)}</pre>")
        s = self.stats
        parts.append(f"<small>{s.steps:,} steps, {s.elapsed_s:.4f} s, {s.tool_calls} tool calls,"
                     f" peak {s.peak_memory_bytes:,} B"
                     f"{', output truncated' if s.output_truncated else ''}</small></div>")
        return "\n".join(parts)


# --- fast construction (the end of every run) --------------------------------------------------
# A frozen dataclass's __init__ parses keywords and sets each field through
# object.__setattr__; the slots' own descriptors set them for about half the instructions
# (~10k of a ~160k warm run). The field lists are checked here so that a new field cannot be
# left unset by these constructors.

_STATS_FIELDS = ("steps", "elapsed_s", "tool_calls", "peak_memory_bytes", "output_truncated",
                 "isolation")
_RESULT_FIELDS = ("output", "value", "error", "stats", "tool_calls", "stderr", "resumed_at",
                  "stderr_resumed_at", "exited", "value_chars")
if tuple(f.name for f in fields(RunStats)) != _STATS_FIELDS or \
        tuple(f.name for f in fields(RunResult)) != _RESULT_FIELDS:
    raise ImportError("new_stats/new_result do not set every field of RunStats/RunResult")
_S = tuple(RunStats.__dict__[name].__set__ for name in _STATS_FIELDS)
_R = tuple(RunResult.__dict__[name].__set__ for name in _RESULT_FIELDS)
_new = object.__new__


def new_stats(steps: int, elapsed_s: float, tool_calls: int, peak_memory_bytes: int,
              output_truncated: bool) -> RunStats:
    """``RunStats(...)`` of an in-process run (``isolation=("gate",)``), built directly."""
    s = _new(RunStats)
    _S[0](s, steps)
    _S[1](s, elapsed_s)
    _S[2](s, tool_calls)
    _S[3](s, peak_memory_bytes)
    _S[4](s, output_truncated)
    _S[5](s, ("gate",))
    return s


def new_result(output: str, value: Any, error: SandboxError | None, stats: RunStats,
               tool_calls: tuple[ToolCallRecord, ...], value_chars: int,
               stderr: str = "", exited: bool = False) -> RunResult:
    """``RunResult(...)`` with ``resumed_at=stderr_resumed_at=0``, built directly."""
    r = _new(RunResult)
    _R[0](r, output)
    _R[1](r, value)
    _R[2](r, error)
    _R[3](r, stats)
    _R[4](r, tool_calls)
    _R[5](r, stderr)
    _R[6](r, 0)
    _R[7](r, 0)
    _R[8](r, exited)
    _R[9](r, value_chars)
    return r
