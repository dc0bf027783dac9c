"""Errors the host sees, and the private signals that end a run.

Three kinds of failure are kept apart by type (see DESIGN.md §3):

1. a guest exception that nobody caught -> :class:`GuestError` (the guest could have caught it);
2. a limit breach or policy abort -> :class:`LimitExceeded` (guest ``except``/``finally`` never
   run for it: inside the evaluator it travels as :class:`Abort`, a ``BaseException`` that the
   compiled ``try`` statement re-raises untouched);
3. a bug in the sandbox itself -> :class:`SandboxInternalError`, never disguised as a guest error.

Every host-facing error carries ``message`` (one line) and ``traceback`` (the full text a user
or a model should see, ending in a newline).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any


class SandboxError(Exception):
    """Base class of every error a run reports to the host (``RunResult.error``)."""

    def __init__(self, message: str, traceback: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.traceback = (traceback if traceback is not None
                          else f"{type(self).__name__}: {message}\n")

    def __str__(self) -> str:
        return self.message

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython display hook
        printer.text(self.traceback.rstrip("\n"))

    def _repr_html_(self) -> str:  # Jupyter display hook
        return f"<pre>{html.escape(self.traceback)}</pre>"


class SandboxSyntaxError(SandboxError):
    """Raised when guest source cannot be parsed or compiled: CPython's SyntaxError (same text and
    position), source over the size cap, nesting over the depth cap, or an unsupported construct
    (every unsupported construct of the program is listed at once)."""

    def __init__(self, message: str, traceback: str | None = None, *, lineno: int | None = None,
                 offset: int | None = None) -> None:
        super().__init__(message, traceback)
        self.lineno = lineno
        self.offset = offset


class GuestError(SandboxError):
    """Reported when guest code raises an exception that it does not catch.

    ``type_name`` and ``message`` are the exception's type and ``str()``; ``traceback`` is the
    CPython 3.11-format traceback into the guest source (no host frames or paths)."""

    def __init__(self, type_name: str, message: str, traceback: str) -> None:
        super().__init__(message, traceback)
        self.type_name = type_name


class GuestExit(GuestError):
    """Reported when guest code ended the run with a failing exit status: an uncaught
    ``SystemExit`` (``sys.exit(code)``, ``exit(code)``, ``quit(code)``, ``raise
    SystemExit(code)``) whose status is not 0.

    ``exit_code`` is the status CPython's interpreter would exit with: an int code itself
    (``sys.exit(3)`` -> 3), 1 for any other code (``sys.exit("bye")``: the text was written
    to the run's stderr, as CPython writes it). ``type_name`` is ``'SystemExit'`` (or the
    guest subclass's name), ``message`` ``str()`` of the exception and ``traceback`` where
    the program exited, for the host (CPython prints no traceback for it: the guest's
    stderr has none). A status of 0 (``sys.exit()``, ``sys.exit(0)``, ``sys.exit(None)``) is
    no error: the run succeeds with ``RunResult.exited`` set."""

    def __init__(self, type_name: str, message: str, traceback: str, exit_code: int) -> None:
        super().__init__(type_name, message, traceback)
        self.exit_code = exit_code


class LimitExceeded(SandboxError):
    """Reported when a run breaches one of its :class:`~sandbox.Limits`.

    ``limit`` is the name of the ``Limits`` field, ``used`` how much the run used (or asked for)
    and ``allowed`` the configured bound (data for the host; the message states them in words,
    e.g. ``time limit exceeded: 3 s elapsed (limit 3 s) while running line 4``). ``lineno``
    is the guest line that was running (None when no guest code was), and ``traceback`` then
    leads into the guest source as a guest exception's does."""

    def __init__(self, limit: str, used: float, allowed: float, detail: str = "") -> None:
        message = breach_message(limit, used, allowed, detail)
        super().__init__(message, f"LimitExceeded: {message}\n")
        self.limit = limit
        self.used = used
        self.allowed = allowed
        self.lineno: int | None = None

    def locate(self, lineno: int, frames: str) -> None:
        """Say where the run was: the guest line running at the breach, and the traceback
        ``frames`` (CPython's ``Traceback (most recent call last):`` block) leading to it."""
        if self.lineno is not None:
            return  # located once, by the innermost report
        self.lineno = lineno
        self.message = f"{self.message} while running line {lineno}"
        self.args = (self.message,)
        self.traceback = f"{frames}LimitExceeded: {self.message}\n"


class Interrupted(SandboxError):
    """Reported when the host interrupted a run (Ctrl-C in the REPL, see
    :func:`sandbox.interrupt.interrupt_guest`): like a breach, guest code cannot catch it and
    the run's assignments are undone. ``traceback`` leads into the guest source and ends in
    ``KeyboardInterrupt`` as CPython's does."""

    def __init__(self) -> None:
        super().__init__("KeyboardInterrupt: the run was interrupted", "KeyboardInterrupt\n")
        self.lineno: int | None = None

    def locate(self, lineno: int, frames: str) -> None:
        """Where the run was when it was interrupted (as :meth:`LimitExceeded.locate`)."""
        if self.lineno is None:
            self.lineno = lineno
            self.traceback = f"{frames}KeyboardInterrupt\n"


class ToolError(SandboxError):
    """Reported when a host tool raised and the guest did not catch it. ``tool_name`` names the
    tool; the host exception is chained as ``__cause__`` for the host only."""

    def __init__(self, tool_name: str, message: str, traceback: str | None = None) -> None:
        super().__init__(message, traceback)
        self.tool_name = tool_name


class StateError(SandboxError):
    """Raised when a state blob cannot be exported or imported (corrupt, forged, wrong version,
    unsupported value)."""


class SandboxInternalError(SandboxError):
    """Reported when the sandbox itself failed (a bug). Never raised by guest code."""


_LIMIT_WORDS = {
    "max_steps": "step limit exceeded",
    "timeout_s": "time limit exceeded",
    "max_memory_bytes": "memory limit exceeded",
    "max_recursion_depth": "maximum recursion depth exceeded",
    "max_output_bytes": "output limit exceeded",
    "max_tool_calls": "tool call limit exceeded",
    "max_source_bytes": "source is too large",
    "max_nesting_depth": "source is nested too deeply",
}


#: The note of a recursion breach that the host's stack ended (a RecursionError of the host),
#: where the guest's own count of nested calls was not what ran out: chains of resumed
#: generators and coroutines, and guest code called by library code, count host frames too.
HOST_STACK_NOTE = ("the host's stack ran out first (generators, coroutines and library "
                   "callbacks use more of it); use a loop with an explicit stack")


def breach_message(limit: str, used: float, allowed: float, detail: str = "") -> str:
    """The one-line text of a breach: what was exceeded, by how much, against which bound.

    ``detail`` is the caller's note: it may repeat the limit's words (they are said once),
    name the operation (``sequence repetition``), or state its own bound when that is not the
    ``Limits`` field (``re: pattern longer than 10000 characters``: any digit in it)."""
    words = _LIMIT_WORDS.get(limit, limit)
    note = detail[len(words):].lstrip(": ") if detail.startswith(words) else detail
    if note.startswith("(") and note.endswith(")"):
        note = note[1:-1]
    if note and any(c.isdigit() for c in note) and "(the run holds" not in note:
        return f"{words}: {note}"  # the note states its own bound
    if limit == "max_steps":
        return f"{words}: {_count(used)} steps (limit {_count(allowed)})"
    if limit == "timeout_s":
        text = f"{words}: {_fmt(used)} s elapsed (limit {_fmt(allowed)} s)"
        return f"{text} {note}" if note else text
    if limit == "max_memory_bytes":
        bound = f"(limit {_size(allowed)})"
        if not note:
            return f"{words}: {_size(used)} needed {bound}"
        if note.startswith("the run holds"):
            return f"{words}: the run holds {_size(used)} {bound}"
        if "(the run holds" in note:
            what = note[:note.index("(the run holds")].rstrip()
            return f"{words}: {what} would bring the run to {_size(used)} {bound}"
        if not used:
            return f"{words}: {note} {bound}"
        return f"{words}: {note} needs {_size(used)} {bound}"
    if limit == "max_recursion_depth":
        if note == HOST_STACK_NOTE:
            return f"{words} (limit {_count(allowed)} nested calls): {note}"
        if note:
            return f"{words}: {note} at depth {_count(used)} (limit {_count(allowed)})"
        return f"{words}: {_count(used)} nested calls (limit {_count(allowed)})"
    if limit == "max_tool_calls":
        return f"{words}: call {_count(used)} of a run (limit {_count(allowed)} calls)"
    text = f"{words}: {_count(used)} (limit {_count(allowed)})"
    return f"{text}; {note}" if note else text


def _fmt(value: float) -> str:
    if isinstance(value, float) and not value.is_integer():
        return f"{value:.3g}"
    return str(int(value))


def _count(value: float) -> str:
    return f"{int(value):,}" if float(value).is_integer() else _fmt(value)


def _size(nbytes: float) -> str:
    """Bytes in the unit a reader takes in at a glance (KiB/MiB/GiB, 3 significant digits)."""
    value = float(nbytes)
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{int(value):,} bytes" if unit == "bytes" else f"{value:.3g} {unit}"
        value /= 1024
    raise AssertionError("unreachable")


class Abort(BaseException):  # noqa: N818 - a signal, not an error
    """Private signal that ends a run from deep inside the evaluator.

    Derives from BaseException and is re-raised untouched by every compiled ``try``, so guest
    ``except``/``finally`` never observe it. ``error`` is the host-facing error to report."""

    def __init__(self, error: SandboxError) -> None:
        if not isinstance(error, SandboxError):
            raise TypeError("cannot create 'Abort' instances")
        super().__init__(error.message)
        self.error = error
        breach_hook(self)


def _no_run(abort: Abort) -> None:
    """The breach hook before :mod:`sandbox.runtime.context` is imported: nothing to stop."""


#: Called with every new :class:`Abort`; :mod:`sandbox.runtime.context` installs
#: ``record_breach`` (the run executing in this thread remembers its first breach).
breach_hook: Callable[[Abort], None] = _no_run


def abort_limit(limit: str, used: float, allowed: float, detail: str = "") -> Abort:
    """Build the Abort signal for a limit breach (callers ``raise`` it)."""
    return Abort(LimitExceeded(limit, used, allowed, detail))
