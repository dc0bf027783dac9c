"""Guest ``traceback``: the text CPython's ``traceback`` gives for an exception, built from the
guest frames the sandbox records (the same rendering as an uncaught error's, file ``<sandbox>``,
no host frame or path). ``format_exc``/``print_exc`` read the exception being handled; only
one that passed through guest frames counts (a host exception the sandbox itself is handling
never shows), as CPython's ``NoneType: None`` otherwise. Left out on purpose: the frame and
summary objects (``extract_tb``, ``format_tb``, ``walk_tb``, ``TracebackException``...); the
refusal points to ``format_exception``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..guards import tracetext
from ..guards.costmodel import costs
from ..runtime import tracing
from ..runtime.builtins import make_builtin
from ..runtime.context import current_ctx
from . import ModuleEnv, register, withhold

_NO_VALUE: Any = object()


def _exception(exc: Any, value: Any) -> BaseException | None:
    """The exception the 3.10+ signatures name: ``exc`` itself, or ``value`` when given."""
    chosen = exc if value is _NO_VALUE else value
    if chosen is None or isinstance(chosen, BaseException):
        return chosen
    raise TypeError(f"Exception expected for value, {type(chosen).__name__} found")


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _text(exc: BaseException | None, chain: Any) -> str:
    if exc is None:
        return "NoneType: None\n"
    lines = current_ctx().program_lines
    if not chain:
        return tracetext.frames_text(exc, lines) + tracetext.exception_line(exc)
    return tracetext.render(exc, lines)


def handled_exception() -> BaseException | None:
    """The exception guest code is handling, if it passed through guest frames."""
    exc = sys.exception()
    if exc is None or not tracing.entries_of(exc):
        return None
    return exc


def format_exception_only(exc: Any, /, value: Any = _NO_VALUE) -> list[str]:
    """Format the exception part of a traceback."""
    chosen = _exception(exc, value)
    return _lines(tracetext.exception_line(chosen)) if chosen is not None else ["NoneType: None\n"]


def format_exception(exc: Any, /, value: Any = _NO_VALUE, tb: Any = _NO_VALUE,
                     limit: Any = None, chain: Any = True) -> list[str]:
    """Format a stack trace and the exception information."""
    return _lines(_text(_exception(exc, value), chain))


def format_exc(limit: Any = None, chain: Any = True) -> str:
    """Like print_exc() but return a string."""
    return _text(handled_exception(), chain)


def _write(text: str, file: Any) -> None:
    if file is None:
        from .sysmod import _STDERR
        file = _STDERR
    current_ctx().session.globals.builtins["print"](text, end="", file=file)


def print_exception(exc: Any, /, value: Any = _NO_VALUE, tb: Any = _NO_VALUE,
                    limit: Any = None, file: Any = None, chain: Any = True) -> None:
    """Print exception up to 'limit' stack trace entries from 'tb' to 'file'."""
    _write(_text(_exception(exc, value), chain), file)


def print_exc(limit: Any = None, file: Any = None, chain: Any = True) -> None:
    """Shorthand for 'print_exception(sys.exception(), limit, file, chain)'."""
    _write(_text(handled_exception(), chain), file)


_MEMBERS: dict[str, Callable[..., Any]] = {"format_exception_only": format_exception_only,
                                      "format_exception": format_exception,
                                      "format_exc": format_exc,
                                      "print_exception": print_exception,
                                      "print_exc": print_exc}


# frame objects and summaries of host-run frames are not provided: the text is
withhold("traceback", dict.fromkeys(
    ["extract_tb", "extract_stack", "format_tb", "format_stack", "print_tb", "print_stack",
     "walk_tb", "walk_stack", "TracebackException", "StackSummary", "FrameSummary"],
    "frame objects are not provided; use traceback.format_exception(e): the frames as "
    "text"))


@register("traceback", doc="Tracebacks of guest exceptions as CPython formats them (guest "
                           "frames only).", costs=costs(
    # the rendering is capped (tracetext.TRACEBACK_CHARS, CHAIN_LINKS); printing goes through
    # the guest's print and the output limit
    wrapped=tuple(_MEMBERS)))
def build_traceback(env: ModuleEnv) -> dict[str, Any]:
    return {name: make_builtin(name, fn, fn.__doc__) for name, fn in _MEMBERS.items()}
