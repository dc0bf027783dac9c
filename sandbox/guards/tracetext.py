"""The host's text of a guest exception: its traceback in CPython 3.11's exact format
(carets included), rendered once at the boundary from the positions
:mod:`sandbox.runtime.tracing` recorded, and its type and message as the host reports them.

Everything is bounded: a message, a note or a type name is sized before ``str()`` builds it
(the guest's exception arguments and notes may be nested containers) and cut to
:data:`MESSAGE_CHARS`, a whole traceback to :data:`TRACEBACK_CHARS`, a chain to
:data:`CHAIN_LINKS` exceptions.
"""

from __future__ import annotations

import collections.abc as _abc
import traceback as _tb
from typing import Any

import greenlet

from ..errors import Abort, Interrupted, LimitExceeded, SandboxError
from ..parse import FILENAME
from ..runtime.context import current_ctx
from ..runtime.reprs import guest_text
from ..runtime.tracing import entries_of, strip
from . import suggestions
from .sizing import SCALARS, check_text

#: Longest exception message, note text or type name the host renders (head and tail are
#: kept around a marker): guest code cannot make the host build a traceback far larger than
#: what it holds itself (``e.__notes__ = [big] * 10_000`` aliases one string 10,000 times).
MESSAGE_CHARS = 100_000
#: Longest rendered traceback (a chain of many exceptions), cut the same way.
TRACEBACK_CHARS = 1_000_000


def render(exc: BaseException, source_lines: list[str], message: str | None = None,
           limit: int | None = None, chain: bool = True, suggest: bool = False) -> str:
    """CPython 3.11's ``traceback.format_exception`` text for a guest exception, chain
    included (``chain=False``: the exception alone), exception groups in CPython's nested
    layout, with frames from the recorded guest positions only (``limit``: as
    ``traceback``'s, for each exception of the chain). ``suggest``: each ``NameError`` and
    ``AttributeError`` line ends in the ``Did you mean`` clause the interpreter prints for an
    uncaught error (:mod:`sandbox.guards.suggestions`)."""
    out = _Layout(source_lines, limit, chain, suggest)
    out.chain(exc, message)
    return _cut("".join(out.parts), TRACEBACK_CHARS)


#: Most chained exceptions (``__cause__``/``__context__`` links) one chain renders.
CHAIN_LINKS = 1_000
#: CPython's ``max_group_width`` and ``max_group_depth``: members shown per group, nesting.
GROUP_WIDTH, GROUP_DEPTH = 15, 10
#: Most exception-group members one traceback renders: a group may hold one member many
#: times, so nesting alone does not bound the walk (15 aliases, 10 deep: 15**10 members).
GROUP_MEMBERS = 1_000
_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"
_GROUP_HEADER = "Exception Group Traceback (most recent call last):\n"


class _Layout:
    """One rendering: the text so far, the group nesting it is at (each level indents by two
    columns behind a ``|`` margin, as CPython's ``TracebackException.format`` does), the
    exceptions already shown and the member budget left."""

    def __init__(self, lines: list[str], limit: int | None, chain: bool,
                 suggest: bool) -> None:
        self.lines, self.limit, self.chained, self.suggest = lines, limit, chain, suggest
        self.parts: list[str] = []
        self.depth = 0
        self.need_close = False
        self.seen: set[int] = set()
        self.members_left = GROUP_MEMBERS

    def emit(self, text: str, margin: str = "|") -> None:
        if self.depth:
            prefix = "  " * self.depth + margin + " "
            text = "".join(prefix + line for line in text.splitlines(keepends=True))
        self.parts.append(text)

    def chain(self, exc: BaseException, message: str | None = None) -> None:
        """``exc`` after the exceptions it follows (oldest first), walked iteratively: a
        chain can be longer than the host's recursion limit."""
        links: list[tuple[BaseException, str]] = []  # (exception, how it follows the next)
        current: BaseException | None = exc
        while current is not None and len(links) < CHAIN_LINKS:
            self.seen.add(id(current))
            cause, context = current.__cause__, current.__context__
            if not self.chained:
                links.append((current, ""))
                current = None
            elif cause is not None and id(cause) not in self.seen:
                links.append((current, _CAUSE))
                current = cause
            elif (context is not None and not current.__suppress_context__
                  and id(context) not in self.seen):
                links.append((current, _CONTEXT))
                current = context
            else:
                links.append((current, ""))
                current = None
        if current is not None:
            self.emit(f"... [earlier exceptions of the chain cut after {CHAIN_LINKS}] ...\n\n")
        for index in range(len(links) - 1, -1, -1):
            link = links[index][0]
            self.one(link, message if link is exc else None)
            if index:
                self.emit(links[index - 1][1])

    def one(self, exc: BaseException, message: str | None) -> None:
        """One exception: its frames and line; a group's members follow, each in a numbered
        box (recursion bounded by :data:`GROUP_DEPTH`)."""
        frames = frames_text(exc, self.lines, self.limit)
        if not isinstance(exc, BaseExceptionGroup):
            self.emit(frames + exception_line(exc, message, self.suggest))
            return
        if self.depth > GROUP_DEPTH:
            self.emit(f"... (max_group_depth is {GROUP_DEPTH})\n")
            return
        top = self.depth == 0
        if top:
            self.depth = 1
        if frames:
            self.emit(_GROUP_HEADER, "+" if top else "|")
            self.emit(frames.split("\n", 1)[1])
        self.emit(exception_line(exc, message, self.suggest))
        members = exc.exceptions
        shown = min(len(members), GROUP_WIDTH + 1)
        self.need_close = False
        for i in range(shown):
            last = i == shown - 1
            if last:  # a nested group's own last box may close this one's instead
                self.need_close = True
            title = str(i + 1) if i < GROUP_WIDTH else "..."
            self.parts.append("  " * self.depth + ("+-" if i == 0 else "  ")
                              + f"+---------------- {title} ----------------\n")
            self.depth += 1
            if i >= GROUP_WIDTH:
                more = len(members) - GROUP_WIDTH
                self.emit(f"and {more} more exception{'s' if more > 1 else ''}\n")
            elif self.members_left <= 0:
                self.emit(f"... [exception group members cut after {GROUP_MEMBERS}] ...\n")
            else:
                self.members_left -= 1
                self.chain(members[i])
            if last and self.need_close:
                self.parts.append("  " * self.depth + "+" + "-" * 36 + "\n")
                self.need_close = False
            self.depth -= 1
        if top:
            self.depth = 0


def frames_text(exc: BaseException, lines: list[str], limit: int | None = None) -> str:
    """The ``Traceback (most recent call last):`` block of ``exc``'s recorded guest frames
    (CPython folds a frame repeated more than three times into ``[Previous line repeated N
    more times]``); empty when it passed through no guest frame. ``limit``: the first
    ``limit`` frames (the last ``-limit`` when negative), as ``traceback``'s."""
    frames = summaries(reversed(entries_of(exc)), lines)
    if limit is not None:
        frames = frames[:limit] if limit >= 0 else frames[limit:]
    if not frames:
        return ""
    return "Traceback (most recent call last):\n" + "".join(
        _tb.StackSummary.from_list(frames).format())


def summaries(entries: Any, lines: list[str], cls: Any = None) -> list[Any]:
    """``traceback.FrameSummary`` objects (``cls``, a subclass, if given) of recorded frame
    entries ``(frame, name, pos)``, outermost first; ``frame`` may also be a guest-source
    module's ``(file name, lines)``, or None for the program's."""
    frames = []
    for frame, name, (lineno, end_lineno, col, end_col) in entries:
        if frame is None:
            filename, frame_lines = FILENAME, lines
        elif type(frame) is tuple:
            filename, frame_lines = frame
        else:
            filename, frame_lines = frame_source(frame, lines)
        # linecache lines end in "\n" and traceback.py counts it when placing carets
        line = (frame_lines[lineno - 1] if 0 < lineno <= len(frame_lines) else "") + "\n"
        frames.append((cls or _tb.FrameSummary)(
            filename, lineno, name, lookup_line=False, line=line, end_lineno=end_lineno,
            colno=col, end_colno=end_col))
    return frames


def breach_error(error: SandboxError, signal: BaseException, lines: list[str]) -> SandboxError:
    """``error`` (the run's breach), located in the guest source by the frames ``signal``
    (the exception that unwound the run: the Abort, a host RecursionError or MemoryError, or
    a guest exception that wrapped the signal) passed through; ``signal`` is then stripped
    of its frame references."""
    entries = entries_of(signal)
    if entries and isinstance(error, (LimitExceeded, Interrupted)):
        # the line named is the program's innermost one: a breach inside a guest-source
        # module (threading, dataclasses...) names the program's line that called into it
        # (the traceback still shows the module's frames)
        own = next((e for e in entries if not _in_guest_module(e[0])), entries[0])
        error.locate(own[2][0], _cut(frames_text(signal, lines), TRACEBACK_CHARS))
    strip(signal)
    return error


def _in_guest_module(frame: object) -> bool:
    """Whether a recorded frame entry's code is a guest-source module's, not the program's."""
    return type(frame) is tuple or (type(frame) is list and bool(frame) and
                                    type(getattr(frame[0], "source_file", None)) is tuple)


def frame_source(frame: object, lines: list[str]) -> tuple[str, list[str]]:
    """(file name, lines) a frame's code comes from: the program's, or a guest-source
    module's (``dataclasses``...: ``<sandbox dataclasses>`` and that module's own lines)."""
    if type(frame) is list and frame:
        source = getattr(frame[0], "source_file", None)
        if type(source) is tuple:
            return source
    return FILENAME, lines


def exception_line(exc: BaseException, message: str | None = None,
                   suggest: bool = False) -> str:
    """``Type: message`` as CPython's ``traceback.format_exception_only`` prints it, notes
    included, built here so that nothing is unbounded: the message (``message`` if already
    computed), each note and the notes together are cut to :data:`MESSAGE_CHARS` (head and
    tail, marked), and exception-group members are not walked (CPython's
    ``TracebackException`` visits every member, 2**n of them for aliased nesting)."""
    t = type(exc)
    stype = _cut(_safe_text(t.__qualname__, "type"))
    smod = t.__module__
    if smod not in ("__main__", "builtins"):
        stype = _cut(_safe_text(smod, "module")) + "." + stype
    if isinstance(exc, SyntaxError):
        te: Any = object.__new__(_tb.TracebackException)  # its formatter, without the walk
        te.filename, lineno = exc.filename, exc.lineno
        te.lineno = None if lineno is None else _safe_text(lineno, "lineno")
        te.text, te.offset, te.end_offset, te.msg = (
            exc.text, exc.offset, exc.end_offset, exc.msg)
        try:
            text = _cut("".join(te._format_syntax_error(stype)))
        except (Abort, greenlet.GreenletExit):
            raise
        except BaseException:  # noqa: BLE001 - guest attributes of the wrong type
            text = f"{stype}: <exception str() failed>\n"
    else:
        value = message_of(exc) if message is None else message
        if suggest and isinstance(exc, (NameError, AttributeError)):
            value += _suggestion(exc)
        text = f"{stype}: {value}\n" if value else f"{stype}\n"
    return text + _notes(exc)


def _suggestion(exc: BaseException) -> str:
    """The ``Did you mean`` clause; none if the guest's ``__dir__`` (or a name's text) fails
    (CPython prints the error without it then too); a limit breach still ends the run."""
    try:
        return suggestions.clause(exc)
    except (Abort, greenlet.GreenletExit):
        raise
    except Exception:  # noqa: BLE001 - a failing guest __dir__
        return ""


def _notes(exc: BaseException) -> str:
    try:
        notes = exc.__dict__.get("__notes__") if hasattr(exc, "__dict__") else None
    except AttributeError:
        notes = None
    if notes is None:
        return ""
    if not isinstance(notes, _abc.Sequence):
        return _cut(_safe_text(notes, "__notes__", repr))
    parts: list[str] = []
    budget = MESSAGE_CHARS
    for count, note in enumerate(notes):
        if budget <= 0:
            parts.append(f"... [{len(notes) - count} more notes cut] ...\n")
            break
        text = _cut(_safe_text(note, "note"), budget)
        budget -= len(text)
        parts.extend(line + "\n" for line in text.split("\n"))
    return "".join(parts)


def message_of(exc: BaseException) -> str:
    """``str(exc)`` for the host (a failing guest ``__str__`` gives CPython's placeholder),
    cut to :data:`MESSAGE_CHARS`."""
    return _cut(_safe_text(exc, "exception"))


def text_of(value: object) -> str:
    """``str(value)`` for the host, as :func:`message_of` makes it (sized first; a failing
    guest ``__str__`` gives CPython's placeholder), not cut."""
    return _safe_text(value, "object")


def _safe_text(value: object, what: str, func: Any = str) -> str:
    """``func(value)`` as an exact str, or CPython's ``<what str() failed>`` placeholder. A
    limit breach still ends the run; anything else a guest method raises (SystemExit and
    KeyboardInterrupt included) stays inside the sandbox."""
    try:
        if type(value) not in SCALARS:  # an exception's args, a note: sized before str()
            check_text(current_ctx(), value, f"{func.__name__}()", str_mode=func is str)
        text = func(value)
        if not isinstance(text, str):
            raise TypeError
        return guest_text(text if type(text) is str else str.__str__(text), value)
    except (Abort, greenlet.GreenletExit):
        raise
    except BaseException:  # noqa: BLE001 - any guest failure renders as the placeholder
        return f"<{what} {func.__name__}() failed>"


def _cut(text: str, limit: int = 0) -> str:
    """``text`` with its middle replaced by a marker when longer than ``limit`` (default
    :data:`MESSAGE_CHARS`)."""
    limit = limit or MESSAGE_CHARS
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}... [{len(text) - 2 * half} characters cut] ...{text[-half:]}"


def describe(exc: BaseException, message: str | None = None) -> tuple[str, str]:
    """(type name, message) of a guest exception, as the host reports them."""
    return (_cut(_safe_text(type(exc).__qualname__, "type")),
            message_of(exc) if message is None else message)
