"""Host objects of the guest's modules that a state saves by their fields and that the
importing session's own module makes again: ``csv.writer`` objects, ``csv.DictWriter`` and
the asyncio primitives (ext type HOSTVALUE, see :mod:`sandbox.state.hostvalues`; the asyncio
ones are in :mod:`sandbox.state.aio`).

- a csv writer: the file it writes to (only the session's own ``io.StringIO``: another
  file's ``write`` would be looked up, maybe in guest code, to make the writer again) and
  its dialect parameters, read from ``writer.dialect``; remade by ``csv.writer(f, **params)``.
- a DictWriter: ``fieldnames``, ``restval``, ``extrasaction`` (whatever the guest set them
  to) and its writer (the same object as any other name of that writer); remade by
  ``csv.DictWriter`` over the writer's file, its fields and writer then put back.
- a ``contextlib.contextmanager``/``asynccontextmanager`` function: its guest generator
  function and the attributes the decorator copied (or the guest set); remade by that
  decorator of the importing session's ``contextlib``.
- a ``contextlib.ExitStack`` with no callback left (one that a ``with`` block closed): made
  again empty; one still holding callbacks is refused (they are bound methods of live
  context managers and generators).
- a ``textwrap.TextWrapper``: its options (whatever values the guest set them to); remade
  by ``textwrap.TextWrapper()``, its options then put back.
- a ``statistics.NormalDist``: its mean and standard deviation (two floats); remade by
  ``statistics.NormalDist(mu, sigma)``.
- an ``itertools.count``: its next value and step (exact ints or floats, read from the
  host iterator's ``__reduce__``); remade by ``itertools.count(start, step)``. One counting
  other numbers (a Fraction, a Decimal) is refused.
- an asyncio primitive (Semaphore, Event, Lock, Condition, Queue, Barrier...): what of it is
  meaningful between runs; one with waiting tasks is refused (see :mod:`sandbox.state.aio`).

Reading uses the host classes' own slots and ``__dict__``; making again calls the session's
module (host code) with checked fields, so an import runs no guest code."""

from __future__ import annotations

import io
import itertools
import statistics
from collections.abc import Callable
from typing import Any

from ..modules.funcmods import counted_output_class, host_iterator
from ..modules.iomods import CSV_DIALECT_FIELDS, CSV_DICTWRITER_BASE, CSV_WRITER_TYPE
from ..modules.sourcemods import GUEST_CALLABLE_TYPE, MADE_BY, ExitStack
from ..modules.textwrapper import OPTION_NAMES as _WRAPPER_OPTIONS
from ..modules.textwrapper import TextWrapper
from ..runtime.classes import is_guest_class
from ..runtime.objects import Function
from . import aio
from .checks import check

KINDS = frozenset({"csvwriter", "dictwriter", "contextmanager", "exitstack", "textwrapper",
                   "normaldist", "count"}) | aio.KINDS
#: The decorators of ``contextlib`` whose functions are saved as their guest function.
_DECORATORS = frozenset({"contextmanager", "asynccontextmanager"})
#: What of a decorated function's ``__dict__`` is not an attribute to save.
_DECORATED_OWN = frozenset({"_impl", MADE_BY, "__wrapped__"})
#: The type each dialect parameter has in ``writer.dialect`` (None: also None).
_DIALECT_TYPES = {"delimiter": str, "quotechar": (str, None), "escapechar": (str, None),
                  "doublequote": bool, "skipinitialspace": bool, "lineterminator": str,
                  "quoting": int, "strict": bool}
_DICTWRITER_SLOTS = ("fieldnames", "restval", "extrasaction", "_writer")


def kind_of(o: Any) -> str | None:
    """The kind of ``o`` among :data:`KINDS`, or None."""
    t = type(o)
    if t is CSV_WRITER_TYPE:
        return "csvwriter"
    if t is GUEST_CALLABLE_TYPE:
        return "contextmanager" if MADE_BY in object.__getattribute__(o, "__dict__") else None
    if t is ExitStack:
        return "exitstack"
    if t is TextWrapper:
        return "textwrapper"
    if t is statistics.NormalDist:
        return "normaldist"
    if t is counted_output_class("count"):
        return "count"
    found = aio.KIND_OF.get(t)
    if found is not None:
        return found
    if len(t.__mro__) > 1 and t.__mro__[1] is CSV_DICTWRITER_BASE and not is_guest_class(t):
        return "dictwriter"  # (a session's DictWriter class)
    return None


def _slot(o: Any, name: str) -> Any:
    """A slot of ``o`` read with the host class's member descriptor (AttributeError if
    unset)."""
    owner = CSV_WRITER_TYPE if name == "_f" else CSV_DICTWRITER_BASE
    return owner.__dict__[name].__get__(o, owner)


def _stringio(f: Any) -> bool:
    return isinstance(f, io.StringIO) and not is_guest_class(type(f))


def children(o: Any, kind: str) -> list[Any] | None:
    """What ``o`` refers to (for the encoder's first pass), or None if it cannot be saved
    (:func:`problem` says why)."""
    try:
        if kind == "csvwriter":
            f = _slot(o, "_f")
            return [f] if _stringio(f) else None
        if kind == "dictwriter":
            fields = [_slot(o, name) for name in _DICTWRITER_SLOTS]
            return fields if type(fields[-1]) is CSV_WRITER_TYPE else None
        if kind == "contextmanager":
            d = object.__getattribute__(o, "__dict__")
            return [d["__wrapped__"], *_decorated_attrs(d).values()]
        if kind == "exitstack":
            return [] if not object.__getattribute__(o, "_exit_callbacks") else None
        if kind == "textwrapper":
            options = _wrapper_options(o)
            return list(options.values()) if options is not None else None
        if kind == "normaldist":
            return []
        if kind == "count":
            return [] if _count_fields(o) is not None else None
    except AttributeError:  # an unset slot: an object __init__ did not finish
        return None
    return aio.children(o, kind)


def encode(o: Any, kind: str, lower: Callable[[Any], Any]) -> list[Any]:
    if kind == "csvwriter":
        dialect = object.__getattribute__(o, "_w").dialect  # a host _csv.Dialect
        return ["csvwriter", lower(_slot(o, "_f")),
                *[getattr(dialect, name) for name in CSV_DIALECT_FIELDS]]
    if kind == "dictwriter":
        return ["dictwriter", *[lower(_slot(o, name)) for name in _DICTWRITER_SLOTS]]
    if kind == "contextmanager":
        d = object.__getattribute__(o, "__dict__")
        return ["contextmanager", d[MADE_BY], lower(d["__wrapped__"]),
                {k: lower(v) for k, v in _decorated_attrs(d).items()}]
    if kind == "exitstack":
        return ["exitstack"]
    if kind == "textwrapper":
        options = _wrapper_options(o)
        assert options is not None  # (children() refused it otherwise)
        return ["textwrapper", {k: lower(v) for k, v in options.items()}]
    if kind == "normaldist":  # (the host's own slots: floats, as __init__ made them)
        return ["normaldist", *(statistics.NormalDist.__dict__[name].__get__(o)
                                for name in ("_mu", "_sigma"))]
    if kind == "count":
        return ["count", *_count_fields(o)]  # type: ignore[misc]  # (checked by children)
    return aio.encode(o, kind, lower)


_COUNT_TYPES = (int, float)


def _count_fields(o: Any) -> list[Any] | None:
    """An ``itertools.count``'s next value and step (None: not exact ints or floats)."""
    it = host_iterator(o)
    reduced = type(it).__reduce__(it) if type(it) is itertools.count else None
    if type(reduced) is not tuple or len(reduced) != 2 or type(reduced[1]) is not tuple:
        return None
    fields = [*reduced[1], 1][:2]
    return fields if all(type(x) in _COUNT_TYPES for x in fields) else None


def _wrapper_options(o: Any) -> dict[str, Any] | None:
    """A TextWrapper's options, read from its ``__dict__`` (None: one missing an option,
    which the guest deleted; the guest can set no other attribute)."""
    d = object.__getattribute__(o, "__dict__")
    return dict(d) if set(d) == _WRAPPER_OPTIONS else None


def _decorated_attrs(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k not in _DECORATED_OWN}


def _is(value: Any, want: Any) -> bool:
    kinds = want if type(want) is tuple else (want,)
    return any(value is None if k is None else type(value) is k for k in kinds)


def remake(v: list[Any], call: Callable[..., Any]) -> Any:
    """The object saved in ``v`` (of a kind in :data:`KINDS`), its fields checked, made by
    ``call(module, name, *args, **kwargs)``: the importing session's module member."""
    kind = v[0]
    if kind == "csvwriter":
        check(len(v) == 2 + len(CSV_DIALECT_FIELDS) and _stringio(v[1])
              and all(_is(x, _DIALECT_TYPES[name])
                      for name, x in zip(CSV_DIALECT_FIELDS, v[2:], strict=True)),
              "bad csv writer")
        return call("csv", "writer", v[1], **dict(zip(CSV_DIALECT_FIELDS, v[2:], strict=True)))
    if kind == "dictwriter":
        check(len(v) == 5 and type(v[4]) is CSV_WRITER_TYPE, "bad csv.DictWriter")
        obj = call("csv", "DictWriter", _slot(v[4], "_f"), v[1], v[2])
        for name, value in zip(_DICTWRITER_SLOTS, v[1:], strict=True):
            CSV_DICTWRITER_BASE.__dict__[name].__set__(obj, value)  # (the saved writer)
        return obj
    if kind == "contextmanager":
        check(len(v) == 4 and v[1] in _DECORATORS and type(v[2]) is Function
              and type(v[3]) is dict and all(type(k) is str and k not in _DECORATED_OWN
                                             for k in v[3]), "bad contextmanager function")
        obj = call("contextlib", v[1], v[2])
        object.__getattribute__(obj, "__dict__").update(v[3])
        return obj
    if kind == "exitstack":
        check(len(v) == 1, "bad ExitStack")
        return call("contextlib", "ExitStack")
    if kind == "textwrapper":
        check(len(v) == 2 and type(v[1]) is dict and set(v[1]) == _WRAPPER_OPTIONS,
              "bad textwrap.TextWrapper")
        obj = call("textwrap", "TextWrapper")
        object.__getattribute__(obj, "__dict__").update(v[1])  # (each option is read as a
        return obj  # plain value when the wrapper is used, as the guest's own settings are)
    if kind == "normaldist":
        check(len(v) == 3 and all(type(x) is float for x in v[1:]) and not v[2] < 0.0,
              "bad statistics.NormalDist")
        return call("statistics", "NormalDist", v[1], v[2])
    if kind == "count":
        check(len(v) == 3 and all(type(x) in _COUNT_TYPES for x in v[1:]), "bad itertools.count")
        return call("itertools", "count", v[1], v[2])
    return aio.remake(v, call)


def problem(o: Any) -> str | None:
    """Why ``o`` (of a kind in :data:`KINDS`) cannot be saved, with what to keep instead."""
    kind = kind_of(o)
    if kind == "csvwriter":
        try:
            f = _slot(o, "_f")
        except AttributeError:
            f = None
        return (f"a csv.writer over a {type(f).__name__} (only a writer over an io.StringIO "
                "can be saved: keep the rows or the StringIO, and make the writer again "
                "after the import)")
    if kind == "dictwriter":
        return ("a csv.DictWriter that is not initialised (keep its fieldnames and make it "
                "again after the import)")
    if kind == "count":
        return ("an itertools.count of numbers other than ints and floats (keep its next "
                "value and step, and make it again after the import)")
    if kind == "exitstack":
        return ("a contextlib.ExitStack that still holds callbacks (its context managers "
                "are open: close it first, or keep what it manages and make the stack again "
                "after the import)")
    return aio.problem(o)
