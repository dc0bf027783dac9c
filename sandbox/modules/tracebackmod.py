"""Guest ``traceback``: the text CPython's ``traceback`` gives for an exception, built from the
guest frames the sandbox records (the same rendering as an uncaught error's, file ``<sandbox>``,
no host frame or path). ``format_exc``/``print_exc`` read the exception being handled; only
one that passed through guest frames counts (a host exception the sandbox itself is handling
never shows), as CPython's ``NoneType: None`` otherwise.

``extract_tb``/``format_tb``/``print_tb``/``format_list`` and ``TracebackException`` work
on the guest traceback (``e.__traceback__``): summaries of the guest frames, whose source
lines are the guest's own (a ``FrameSummary`` here never looks a line up in a file: the
sandbox's subclass always carries its line, and a list given to ``format_list`` is copied
into such summaries first, carets dropped for lines over :data:`_CARET_LINE` characters, as
CPython would parse them). Left out on purpose: the frame objects (``walk_tb``,
``extract_stack``, ``format_stack``...); the refusal points to ``format_exception``.
"""

from __future__ import annotations

import sys
import traceback as _tb
from collections.abc import Callable
from typing import Any

from ..guards import tracetext
from ..guards.costmodel import costs
from ..runtime import gate, tracing
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


def _limit(limit: Any) -> int | None:
    if limit is None:
        return None
    if not isinstance(limit, int):
        raise TypeError(f"'{type(limit).__name__}' object cannot be interpreted as an integer")
    return int(limit)


def _text(exc: BaseException | None, chain: Any, limit: Any = None) -> str:
    if exc is None:
        return "NoneType: None\n"
    lines = current_ctx().program_lines
    n = _limit(limit)
    return tracetext.render(exc, lines, limit=n, chain=bool(chain))


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
    return _lines(_text(_exception(exc, value), chain, limit))


def format_exc(limit: Any = None, chain: Any = True) -> str:
    """Like print_exc() but return a string."""
    return _text(handled_exception(), chain, limit)


def _write(text: str, file: Any) -> None:
    if file is None:
        from .sysmod import _STDERR
        file = _STDERR
    current_ctx().session.globals.builtins["print"](text, end="", file=file)


def print_exception(exc: Any, /, value: Any = _NO_VALUE, tb: Any = _NO_VALUE,
                    limit: Any = None, file: Any = None, chain: Any = True) -> None:
    """Print exception up to 'limit' stack trace entries from 'tb' to 'file'."""
    _write(_text(_exception(exc, value), chain, limit), file)


def print_exc(limit: Any = None, file: Any = None, chain: Any = True) -> None:
    """Shorthand for 'print_exception(sys.exception(), limit, file, chain)'."""
    _write(_text(handled_exception(), chain, limit), file)


# --- summaries of guest frames ----------------------------------------------------------------

#: Source lines longer than this get no carets in a summary a guest built (CPython parses the
#: line's segment to place them).
_CARET_LINE = 4096


class FrameSummary(_tb.FrameSummary):
    """A guest frame's summary (``traceback.FrameSummary``): its line is always the text
    given (never looked up in a file)."""

    __slots__ = ()
    __sandbox_attrs__ = frozenset({"filename", "lineno", "end_lineno", "colno", "end_colno",
                                   "name", "line", "locals"})

    def __init__(self, filename: Any, lineno: Any, name: Any, *, lookup_line: Any = True,
                 locals: Any = None, line: Any = None, end_lineno: Any = None,  # noqa: A002
                 colno: Any = None, end_colno: Any = None) -> None:
        for what, value in (("filename", filename), ("name", name)):
            if type(value) is not str:
                raise TypeError(f"FrameSummary {what} must be a str, not "
                                f"{type(value).__name__}")
        for value in (lineno, end_lineno, colno, end_colno):
            if value is not None and type(value) is not int:
                raise TypeError("FrameSummary line and column numbers must be int or None")
        if line is not None and type(line) is not str:
            raise TypeError(f"FrameSummary line must be a str, not {type(line).__name__}")
        if locals is not None:
            raise TypeError("FrameSummary locals are not available in the sandbox")
        line = "" if line is None else line  # (no file to look it up in: CPython finds none)
        if len(line) > _CARET_LINE:
            colno = end_colno = None
        super().__init__(filename, lineno, name, lookup_line=False, line=line,
                         end_lineno=end_lineno, colno=colno, end_colno=end_colno)


FrameSummary.__module__ = "traceback"


class StackSummary(list):  # type: ignore[type-arg]
    """A list of FrameSummary objects (``traceback.StackSummary``)."""

    __sandbox_attrs__ = frozenset(n for n in dir(list) if not n.startswith("_")) | {"format"}

    @classmethod
    def from_list(cls, a_list: Any) -> StackSummary:
        result = cls()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            elif isinstance(frame, _tb.FrameSummary):
                raise TypeError("FrameSummary objects come from the sandbox's traceback")
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format(self) -> list[str]:
        """The formatted frames (what traceback.format_list returns)."""
        real = _tb.StackSummary()
        real.extend(StackSummary.from_list(self))  # each item checked again: a list is mutable
        return real.format()


StackSummary.__module__ = "traceback"


def _walk(tb: Any, limit: Any) -> StackSummary:
    if tb is not None and not isinstance(tb, tracing.GuestTraceback):
        raise AttributeError(f"'{type(tb).__name__}' object has no attribute 'tb_frame'")
    entries = []
    while tb is not None:
        if tb._where is not None:
            entries.append(tb._where)
        tb = tb.tb_next
    frames = tracetext.summaries(entries, current_ctx().program_lines, FrameSummary)
    n = _limit(limit)
    if n is not None:
        frames = frames[:n] if n >= 0 else frames[n:]
    return StackSummary(frames)


def extract_tb(tb: Any, limit: Any = None) -> StackSummary:
    """Return a StackSummary object representing a list of pre-processed entries from
    traceback."""
    return _walk(tb, limit)


def format_tb(tb: Any, limit: Any = None) -> list[str]:
    """A shorthand for 'format_list(extract_tb(tb, limit))'."""
    return _walk(tb, limit).format()


def print_tb(tb: Any, limit: Any = None, file: Any = None) -> None:
    """Print up to 'limit' stack trace entries from the traceback 'tb'."""
    _write("".join(_walk(tb, limit).format()), file)


def format_list(extracted_list: Any) -> list[str]:
    """Format a list of FrameSummary objects or (filename, lineno, name, line) tuples for
    printing."""
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list: Any, file: Any = None) -> None:
    """Print the list of tuples as returned by extract_tb() or extract_stack() as a
    formatted stack trace to the given file."""
    _write("".join(format_list(extracted_list)), file)


class TracebackException:
    """An exception ready for rendering (``traceback.TracebackException``, over the guest
    frames the exception passed through)."""

    __slots__ = ("_exc", "_limit", "exc_type", "stack", "__cause__", "__context__",
                 "__suppress_context__", "__notes__")
    __sandbox_attrs__ = frozenset({"exc_type", "stack", "__cause__", "__context__",
                                   "__suppress_context__", "__notes__", "format",
                                   "format_exception_only", "print", "from_exception"})

    def __init__(self, exc_type: Any, exc_value: Any, exc_traceback: Any, *, limit: Any = None,
                 lookup_lines: Any = True, capture_locals: Any = False, compact: Any = False,
                 max_group_width: Any = 15, max_group_depth: Any = 10) -> None:
        # (no ``_seen`` parameter as CPython's has: guest code would pass its own set and be
        # handed the host id() of every exception in the chain, round 8)
        self._build(exc_type, exc_value, limit, capture_locals, set())

    def _build(self, exc_type: Any, exc_value: Any, limit: Any, capture_locals: Any,
               seen: set[int]) -> None:
        """Fill this summary; ``seen``: the host ids of the chain's exceptions summarised so
        far (the sandbox's own set, never guest code's)."""
        if not isinstance(exc_value, BaseException):
            raise TypeError("TracebackException needs an exception instance in the sandbox")
        if capture_locals:
            raise TypeError("capture_locals is not available in the sandbox")
        seen.add(id(exc_value))
        self._exc = exc_value
        self._limit = _limit(limit)
        self.exc_type = exc_type
        self.stack = _walk(tracing.guest_traceback(exc_value), limit)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__suppress_context__ = exc_value.__suppress_context__

        def link(other: Any) -> Any:
            if other is None or id(other) in seen or len(seen) > tracetext.CHAIN_LINKS:
                return None
            linked = object.__new__(TracebackException)
            linked._build(type(other), other, limit, False, seen)
            return linked
        self.__cause__ = link(exc_value.__cause__)
        self.__context__ = link(exc_value.__context__)

    @classmethod
    def from_exception(cls, exc: Any, *args: Any, **kwargs: Any) -> TracebackException:
        """Create a TracebackException from an exception."""
        return cls(type(exc), exc, None, *args, **kwargs)

    def format(self, *, chain: Any = True) -> list[str]:
        """Format the exception (the text traceback.format_exception gives)."""
        return _lines(_text(self._exc, chain, self._limit))

    def format_exception_only(self) -> list[str]:
        """Format the exception part of the traceback."""
        return _lines(tracetext.exception_line(self._exc))

    def print(self, *, file: Any = None, chain: Any = True) -> None:
        """Print the result of self.format(chain=chain) to 'file'."""
        _write(_text(self._exc, chain, self._limit), file)

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, TracebackException):
            return (self.exc_type is other.exc_type and str(self) == str(other)
                    and list(self.stack) == list(other.stack))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return tracetext.message_of(self._exc)


TracebackException.__module__ = "traceback"


StackSummary.__sandbox_attrs__ |= {"from_list"}
for _cls in (FrameSummary, StackSummary, TracebackException):
    gate.ALLOWED_ATTRS[_cls] = _cls.__sandbox_attrs__
    for _member in vars(_cls).values():  # their methods read as traceback's
        _fn = getattr(_member, "__func__", _member)
        if callable(_fn) and hasattr(_fn, "__module__"):
            _fn.__module__ = "traceback"
# class-level reads: TracebackException.from_exception, StackSummary.from_list
gate.GUEST_VISIBLE_TYPES.update({StackSummary, TracebackException})


_MEMBERS: dict[str, Callable[..., Any]] = {"format_exception_only": format_exception_only,
                                      "format_exception": format_exception,
                                      "format_exc": format_exc,
                                      "print_exception": print_exception,
                                      "print_exc": print_exc,
                                      "extract_tb": extract_tb, "format_tb": format_tb,
                                      "print_tb": print_tb, "format_list": format_list,
                                      "print_list": print_list}


# frame objects of host-run frames are not provided: the text is
withhold("traceback", dict.fromkeys(
    ["extract_stack", "format_stack", "print_stack", "walk_tb", "walk_stack"],
    "frame objects are not provided; use traceback.format_exception(e): the frames as "
    "text"))


@register("traceback", doc="Tracebacks of guest exceptions as CPython formats them (guest "
                           "frames only).", costs=costs(
    # the rendering is capped (tracetext.TRACEBACK_CHARS, CHAIN_LINKS); printing goes through
    # the guest's print and the output limit
    wrapped=tuple(_MEMBERS),
    # classes: their methods format what the sandbox summarised (bounded as above); a
    # FrameSummary holds the text it is given
    constant=("TracebackException", "StackSummary", "FrameSummary")))
def build_traceback(env: ModuleEnv) -> dict[str, Any]:
    return {**{name: make_builtin(name, fn, fn.__doc__) for name, fn in _MEMBERS.items()},
            "TracebackException": TracebackException, "StackSummary": StackSummary,
            "FrameSummary": FrameSummary}
