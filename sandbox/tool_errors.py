"""How a tool's exception reaches guest code: as the builtin exception CPython code catches.

A program written against real functions catches what those functions raise
(``except LookupError:``, ``except ConnectionError:``), so a tool's exception is re-raised in
the guest as an instance of a *builtin* exception type:

- the type is the first builtin exception class in the host class's MRO (a ``KeyError`` stays
  a ``KeyError``; a host ``HTTPError(OSError)`` becomes an ``OSError``). Exception groups are
  skipped (their arguments are exceptions, which do not cross), so they arrive as
  ``Exception``;
- ``args`` are copied by the boundary rules (:mod:`sandbox.boundary`); an argument that is not
  plain data arrives as its ``str``; so do the attributes that are not in ``args``
  (``filename``/``filename2`` of OSError, ``name`` of NameError, AttributeError and
  ImportError); the host's string notes are kept;
- its traceback starts with a frame ``File "<tool>", line 1, in name`` standing for the
  tool's own (host) frames, so a traceback says which tool failed, while ``str``, ``repr``,
  ``args``, ``__notes__`` and the last line of ``traceback.format_exc()`` read as CPython's;
- no host class, frame, traceback or chained exception crosses.

A failure is first reduced to a :data:`Failure` description (plain data: type name, args,
notes, ``name`` attribute), which is also what a paused run's journal records; the guest
exception is rebuilt from it (:func:`guest_exception`), live or in a replay. The guest
exception carries the tool's name (and, live, the host exception) in ``_sandbox_*``
attributes that guest code cannot read or set, so that an uncaught one reaches the host as
``sandbox.ToolError`` with the host exception as ``__cause__``.
"""

from __future__ import annotations

import builtins
from typing import Any

from .boundary import to_guest
from .runtime.tracing import mark_tool

#: (builtin type name, args, notes, {attribute: value} for the attributes of _EXTRAS)
Failure = tuple[str, tuple[Any, ...], tuple[str, ...], dict[str, Any]]

_SKIPPED = (BaseExceptionGroup,)
TOOL_ATTR = "_sandbox_tool"
CAUSE_ATTR = "_sandbox_host_cause"
#: Attributes a builtin exception keeps outside ``args``, by the class that defines them (the
#: ``path`` of ImportError is left out: it is a host path).
_EXTRAS: tuple[tuple[type[BaseException], tuple[str, ...]], ...] = (
    (OSError, ("filename", "filename2")), (NameError, ("name",)),
    (AttributeError, ("name",)), (ImportError, ("name",)))


def builtin_base(cls: type) -> type[BaseException]:
    """The first builtin exception class in ``cls``'s MRO (``Exception`` if there is none)."""
    for base in cls.__mro__:
        if _is_builtin_exception(base):
            return base  # type: ignore[no-any-return]
    return Exception


def _is_builtin_exception(cls: Any) -> bool:
    return (isinstance(cls, type) and issubclass(cls, BaseException)
            and cls.__module__ == "builtins" and getattr(builtins, cls.__name__, None) is cls
            and not issubclass(cls, _SKIPPED))  # type: ignore[arg-type]


def describe(exc: BaseException, ctx: Any = None) -> Failure:
    """Reduce a host exception to plain data (see the module docstring)."""
    base = builtin_base(type(exc))
    args = tuple(_plain(a, ctx) for a in BaseException.args.__get__(exc))  # type: ignore
    notes = getattr(exc, "__notes__", None)
    kept = tuple(n for n in notes if type(n) is str) if isinstance(notes, list) else ()
    extras = {attr: _plain(getattr(exc, attr), ctx) for attr in _extra_names(base)
              if getattr(exc, attr, None) is not None}
    return base.__name__, args, kept, extras


def _extra_names(cls: type) -> tuple[str, ...]:
    return next((names for owner, names in _EXTRAS if issubclass(cls, owner)), ())


def _plain(value: Any, ctx: Any) -> Any:
    try:
        return to_guest(value, ctx)
    except TypeError:
        return _text(value)


def _text(value: Any) -> str:
    try:
        text = str(value)
    except Exception:  # noqa: BLE001 - a host __str__ that fails: say so, as CPython does
        return f"<unprintable {type(value).__name__} object>"
    return text if type(text) is str else str.__str__(text)


def is_failure(value: Any) -> bool:
    """Whether ``value`` has the shape of a :data:`Failure` (a journal entry may be forged)."""
    return (type(value) in (tuple, list) and len(value) == 4 and type(value[0]) is str
            and type(value[1]) in (tuple, list) and type(value[2]) in (tuple, list)
            and all(type(n) is str for n in value[2])
            and type(value[3]) is dict and all(type(k) is str for k in value[3]))


def guest_exception(failure: Failure, tool_name: str,
                    host_exc: BaseException | None = None) -> BaseException:
    """The guest exception for a failure of tool ``tool_name``."""
    type_name, args, notes, extras = failure
    found: Any = getattr(builtins, type_name, None)
    cls: type[BaseException] = found if _is_builtin_exception(found) else Exception
    err = _construct(cls, tuple(args))
    allowed = _extra_names(type(err))
    for attr, value in extras.items():
        if attr in allowed:
            setattr(err, attr, value)
    for note in notes:
        err.add_note(note)
    mark_tool(err, tool_name)
    setattr(err, TOOL_ATTR, tool_name)
    if host_exc is not None:
        setattr(err, CAUSE_ATTR, host_exc)
    return err


def rebuild(type_name: Any, args: Any) -> BaseException:
    """The builtin exception named ``type_name`` (``Exception`` for a name that is not one)
    made from ``args``; a class whose constructor refuses them gives way to its next builtin
    base, so this never raises (an answer recorded for a paused run must always replay)."""
    found: Any = getattr(builtins, str(type_name), None)
    return _construct(found if _is_builtin_exception(found) else Exception, tuple(args))


def _construct(cls: type[BaseException], args: tuple[Any, ...]) -> BaseException:
    """``cls(*args)``; a class whose constructor refuses the copied args (UnicodeDecodeError
    with an argument that became a str...) gives way to its next builtin base."""
    for base in cls.__mro__:
        if _is_builtin_exception(base):
            try:
                return base(*args)  # type: ignore[no-any-return]
            except Exception:  # noqa: BLE001, S112 - the next base takes any args
                continue
    return Exception(*args)


def tool_of(exc: BaseException) -> str | None:
    """The tool whose failure ``exc`` is, or None (host side only)."""
    d = getattr(exc, "__dict__", None)
    name = d.get(TOOL_ATTR) if isinstance(d, dict) else None
    return name if type(name) is str else None


def host_exception(exc: BaseException) -> BaseException | None:
    """The host exception behind a live tool failure (host side only)."""
    d = getattr(exc, "__dict__", None)
    cause = d.get(CAUSE_ATTR) if isinstance(d, dict) else None
    return cause if isinstance(cause, BaseException) else None
