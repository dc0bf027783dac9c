"""How a run's program ends: the body of the run's greenlet, and the classification of its
end into an outcome that :mod:`sandbox.api` turns into a :class:`~sandbox.RunResult`:
``("ok", value)``, ``("error", SandboxError)``, ``("exit", None | GuestExit)`` for an
uncaught ``SystemExit``, ``("abort", LimitExceeded)``.

The outcome is data: an uncaught guest exception becomes a :class:`GuestError` (or a
:class:`ToolError` when a tool's failure reached the top), a breach the limit's
:class:`LimitExceeded`, a sandbox bug a :class:`SandboxInternalError`.
"""

from __future__ import annotations

import time
from typing import Any

import greenlet

from . import hints
from .compiler import Program
from .errors import (
    HOST_STACK_NOTE,
    Abort,
    GuestError,
    GuestExit,
    LimitExceeded,
    SandboxError,
    SandboxInternalError,
    ToolError,
)
from .guards import tracetext
from .runtime import tracing
from .runtime.context import RunContext, is_host_memory_error
from .runtime.objects import Globals
from .tool_errors import tool_of
from .tools import GuestToolError, host_cause


def run_program(program: Program, g: Globals, ctx: RunContext) -> tuple[str, Any]:
    """Body of the run's greenlet: execute and classify the outcome (never raises, except
    GreenletExit when the host tears the run down)."""
    frame = [g, ctx, None, None]
    ctx.program_lines = program.lines
    try:
        value = program.run(frame)
        ctx.run_finalizers()  # those queued since the last safe point, inside the run
    except Abort as abort:
        return "abort", tracetext.breach_error((ctx.breach or abort).error, abort, program.lines)
    except RecursionError as exc:
        return "abort", tracetext.breach_error(LimitExceeded(
            "max_recursion_depth", ctx.depth, ctx.max_depth, HOST_STACK_NOTE),
            exc, program.lines)
    except MemoryError as exc:
        if is_host_memory_error(ctx, exc):
            return "abort", tracetext.breach_error(host_memory_error(ctx), exc, program.lines)
        return uncaught(exc, program, ctx)  # guest code's own ``raise MemoryError``
    except greenlet.GreenletExit:
        raise
    except SandboxInternalError as exc:
        return "error", exc
    except BaseException as exc:  # an uncaught guest exception: report it as data
        return uncaught(exc, program, ctx)
    if ctx.breach is not None:  # the guest swallowed a breach through CPython code
        return "abort", ctx.breach.error
    return unless_overrun(ctx, ("ok", value))


def unless_overrun(ctx: RunContext, outcome: tuple[str, Any]) -> tuple[str, Any]:
    """``outcome``, or the time-limit breach if the run ended after its deadline. The clock
    is read every 2,000 steps, so a host call (a slow plain tool, a long C call) that crosses
    the deadline in a run's last steps would otherwise end as a success or a guest error,
    while the same call a few steps earlier is a breach: the limit holds however the
    program ends. Internal errors are reported as they are (a sandbox bug is not hidden)."""
    if outcome[0] == "error" and isinstance(outcome[1], SandboxInternalError):
        return outcome
    elapsed = time.monotonic() - ctx.started
    if elapsed <= ctx.limits.timeout_s:
        return outcome
    return "abort", LimitExceeded("timeout_s", round(elapsed, 3), ctx.limits.timeout_s,
                                  "when the run ended")


def only_memory_errors(exc: BaseException) -> bool:
    """Whether ``exc`` is a MemoryError, or an exception group of nothing but them (what the
    host's task group raises when the host ran out of memory serving the run)."""
    if isinstance(exc, MemoryError):
        return True
    if isinstance(exc, BaseExceptionGroup):
        return all(only_memory_errors(e) for e in exc.exceptions)
    return False


def host_memory_error(ctx: RunContext) -> LimitExceeded:
    """The run's result when the host ran out of memory during it."""
    if ctx.breach is not None:
        return ctx.breach.error  # type: ignore[return-value]
    return LimitExceeded("max_memory_bytes", 0, ctx.limits.max_memory_bytes,
                         "the host ran out of memory")


def uncaught(exc: BaseException, program: Program, ctx: RunContext) -> tuple[str, Any]:
    """The outcome of an uncaught guest exception (reported as data)."""
    if ctx.breach is not None:  # a breach CPython wrapped in a guest exception
        return "abort", tracetext.breach_error(ctx.breach.error, exc, program.lines)
    try:
        ctx.run_finalizers()
        if isinstance(exc, SystemExit) and tool_of(exc) is None \
                and not isinstance(exc, GuestToolError):
            return unless_overrun(ctx, ("exit", exit_error(exc, program, ctx)))
        return unless_overrun(ctx, ("error", guest_error(exc, program, ctx.session)))
    except Abort as abort:  # a guest __str__ that breached a limit while rendering
        return "abort", (ctx.breach or abort).error
    except MemoryError:
        return "abort", host_memory_error(ctx)
    except Exception as bug:  # noqa: BLE001 - rendering must never crash the host
        return "error", SandboxInternalError(f"could not render a guest error: {bug!r}")


#: CPython reads an int exit code as a C long (-1 when it does not fit) and hands it to
#: ``exit()`` as a C int.
_LONG_MIN, _LONG_MAX = -(2 ** 63), 2 ** 63 - 1


def exit_status(exc: SystemExit) -> tuple[int, str | None]:
    """(status, text for stderr) of an uncaught ``SystemExit``, as CPython's
    ``_Py_HandleSystemExit`` finds them: a ``code`` of None is 0; an int is that int (as C's
    int, -1 outside a C long); anything else is written to stderr as its ``str()`` and a
    newline, and is 1. Reading ``code`` may run guest code (a subclass's property): if it
    fails, the exception itself is what is written, as CPython does."""
    try:
        code: Any = exc.code
    except (Abort, greenlet.GreenletExit):
        raise
    except BaseException:  # noqa: BLE001 - a failing guest property: CPython prints exc
        code = exc
    if code is None:
        return 0, None
    if issubclass(type(code), int):  # the real type, as PyLong_Check (not a __class__ lie)
        value = int.__int__(code)  # an int subclass's value, without its own methods
        if not _LONG_MIN <= value <= _LONG_MAX:
            return -1, None
        return (value + 2 ** 31) % 2 ** 32 - 2 ** 31, None  # (int) of the C long
    return 1, tracetext.text_of(code) + "\n"


def exit_error(exc: SystemExit, program: Program, ctx: RunContext) -> GuestExit | None:
    """The error of a run that ended with an uncaught ``SystemExit``: None for status 0 (a
    successful end), else a :class:`GuestExit` with its status. The text of a code that is
    no int goes to the run's stderr first (CPython writes it to ``sys.stderr``)."""
    status, text = exit_status(exc)
    if text is not None:
        ctx.out.write_err(text)
    if status == 0:
        tracing.strip(exc)  # (as guest_error does: the run's frames are not kept alive)
        return None
    error = guest_error(exc, program, ctx.session)
    assert isinstance(error, GuestError)
    return GuestExit(error.type_name, error.message, error.traceback, status)


def guest_error(exc: BaseException, program: Program, session: Any = None) -> SandboxError:
    message = tracetext.message_of(exc)  # the guest's __str__ runs once
    clause = hints.name_error_clause(session, exc)
    if clause:  # a name an earlier failed run never bound (for the host's text only)
        message = f"{message} ({clause})"
    text = tracetext.render(exc, program.lines, message, suggest=True)
    type_name, message = tracetext.describe(exc, message)
    tracing.strip(exc)
    tool = tool_of(exc) or (exc.tool_name if isinstance(exc, GuestToolError) else None)
    if tool is not None:  # a tool's failure the guest did not catch
        if not isinstance(exc, GuestToolError):
            message = f"tool '{tool}' failed: {type_name}: {message}"
        error = ToolError(tool, message, text)
        cause = host_cause(exc)
        if cause is not None:
            error.__cause__ = cause
        return error
    return GuestError(type_name, message, text)
