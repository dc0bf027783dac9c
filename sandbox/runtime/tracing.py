"""Guest tracebacks: positions recorded as an exception leaves each guest frame (the host
renders them once, at the boundary: :mod:`sandbox.guards.tracetext`), and the traceback
object guest code sees.

Compiled nodes that can raise call :func:`mark` from an ``except`` clause (free in 3.11 until
something raises). The innermost node of each frame wins; the list on the exception is
innermost-first. Nothing here is reachable from guest code (the attribute name starts with
an underscore, which the access gate refuses on every non-guest object).
"""

from __future__ import annotations

from typing import Any

#: A node position: (lineno, end_lineno, col_offset, end_col_offset) as in the ast.
Pos = tuple[int, int, int, int]

_ATTR = "_sandbox_tb"


def mark(exc: BaseException, frame: object, name: str, pos: Pos) -> None:
    """Record that ``exc`` passed through ``frame`` (code name ``name``) at ``pos``, unless an
    inner node of the same frame already did."""
    try:
        entries = exc.__dict__[_ATTR]
    except KeyError:
        exc.__dict__[_ATTR] = [(frame, name, pos)]
        return
    except AttributeError:  # an exception object without a __dict__
        return
    if entries[-1][0] is not frame:
        entries.append((frame, name, pos))


def mark_again(exc: BaseException, frame: object, name: str, pos: Pos) -> None:
    """Record a new entry even in the same frame (``raise exc`` of an already raised one)."""
    entries = exc.__dict__.setdefault(_ATTR, [])
    entries.append((frame, name, pos))


#: The file name of the frame a tool's failure starts from (a tool's own frames are host
#: frames, which never cross: this one stands for them, named after the tool).
TOOL_FILE = "<tool>"


def mark_tool(exc: BaseException, tool_name: str) -> None:
    """Start ``exc``'s recorded frames with one for tool ``tool_name``, so a traceback says
    which tool raised it as CPython's says which function did (the last line stays CPython's
    ``Type: message``)."""
    exc.__dict__[_ATTR] = [((TOOL_FILE, []), tool_name, (1, 1, 0, 0))]


def skip_frame(exc: BaseException, frame: object) -> None:
    """Record nothing for ``frame`` when ``exc`` leaves it (a placeholder entry, which
    :func:`entries_of` leaves out): the frames further out are recorded as usual."""
    exc.__dict__[_ATTR] = [(frame, None, None)]


def entries_of(exc: BaseException) -> list[tuple[object, str, Pos]]:
    """The recorded frames of ``exc``, innermost first."""
    if not hasattr(exc, "__dict__"):
        return []
    return [entry for entry in exc.__dict__.get(_ATTR, ()) if entry[1] is not None]


def share_group_frames(derived: BaseException | None, original: BaseException) -> None:
    """Give the groups ``original.split()`` derived the frames their originals passed
    through (CPython's ``split`` copies each derived group's ``__traceback__`` from the group it
    came from, so an ``except*`` handler's exception shows where the group was raised)."""
    pending = [(derived, original)]
    while pending:  # nesting is bounded by the guest's own construction of the group
        new, old = pending.pop()
        if new is None or new is old or not isinstance(new, BaseExceptionGroup) \
                or not isinstance(old, BaseExceptionGroup):
            continue
        entries = old.__dict__.get(_ATTR)
        if entries is not None and _ATTR not in new.__dict__:
            new.__dict__[_ATTR] = list(entries)
        old_groups = [m for m in old.exceptions if isinstance(m, BaseExceptionGroup)]
        for member in new.exceptions:
            if isinstance(member, BaseExceptionGroup) and old_groups:
                leaf = _first_leaf(member)  # the original subgroup that holds it
                for candidate in old_groups:
                    if _holds(candidate, leaf):
                        pending.append((member, candidate))
                        break


def _first_leaf(group: BaseException) -> BaseException:
    while isinstance(group, BaseExceptionGroup) and group.exceptions:
        group = group.exceptions[0]
    return group


def _holds(group: BaseException, leaf: BaseException) -> bool:
    stack = [group]
    while stack:
        current = stack.pop()
        if current is leaf:
            return True
        if isinstance(current, BaseExceptionGroup):
            stack.extend(current.exceptions)
    return False


def strip(exc: BaseException) -> None:
    """Drop frame references (and host tracebacks) from ``exc`` and its chain once rendered."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if hasattr(current, "__dict__"):
            current.__dict__.pop(_ATTR, None)
        current.__traceback__ = None
        current = current.__cause__ or current.__context__



class GuestTraceback:
    """What guest code sees as ``exc.__traceback__``: line numbers of the guest frames the
    exception passed through, never host frames."""

    __slots__ = ("tb_lineno", "tb_next", "_where")
    __sandbox_attrs__ = frozenset({"tb_lineno", "tb_next"})

    def __init__(self, lineno: int, nxt: GuestTraceback | None, *, _token: object = None,
                 where: Any = None) -> None:
        if _token is not _TB_TOKEN:
            raise TypeError("cannot create 'traceback' instances")
        self.tb_lineno = lineno
        self.tb_next = nxt
        #: (source, function name, position) for traceback.extract_tb: ``source`` is a
        #: guest-source module's (file name, lines), or None for the program's own lines
        self._where = where


GuestTraceback.__name__ = GuestTraceback.__qualname__ = "traceback"
GuestTraceback.__module__ = "builtins"
_TB_TOKEN = object()


def remade_traceback(lineno: int, nxt: GuestTraceback | None, where: Any) -> GuestTraceback:
    """A traceback object made again from its saved fields (a state import; the caller has
    checked them)."""
    return GuestTraceback(lineno, nxt, _token=_TB_TOKEN, where=where)


def guest_traceback(exc: BaseException) -> GuestTraceback | None:
    """A guest view of ``exc``'s traceback (None if it was never raised)."""
    if exc.__traceback__ is None and not entries_of(exc):
        return None
    tb = None
    for frame, name, pos in entries_of(exc):  # innermost first: build the chain outward
        source = getattr(frame[0], "source_file", None) if type(frame) is list and frame \
            else frame if type(frame) is tuple else None
        tb = GuestTraceback(pos[0], tb, _token=_TB_TOKEN,
                            where=(source if type(source) is tuple else None, name, pos))
    return tb or GuestTraceback(0, None, _token=_TB_TOKEN)
