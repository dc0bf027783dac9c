"""The host-value family of :mod:`sandbox.state`, both halves: the ``datetime`` family
(ext type DATETIME) and the host values of ext type HOSTVALUE (UUID, ZoneInfo,
``random.Random``, ``io.StringIO``/``BytesIO`` by value, ``list[int]``, ``int | None``).

Encoding reads each value with its host type's own accessors; ``lower`` lowers the values
inside it (a tzinfo, a class) for msgpack. Decoding type-checks every field and raises
:class:`StateError` on anything else."""

from __future__ import annotations

import datetime
import decimal
import enum
import functools
import io
import operator
import random
import types
import typing
import uuid
from collections.abc import Callable
from typing import Any

from ..errors import StateError
from ..modules.textmods import SESSION_TEMPLATE_BASE
from ..modules.urlmods import URL_RESULT_TYPES
from ..runtime.classes import is_guest_class
from ..runtime.classview import unview
from ..runtime.tracing import GuestTraceback, remade_traceback
from . import remade, typing_aliases
from .abcs import plain_class
from .checks import check, corrupt, int_field
from .kinds import zoneinfo_type

DT_CLASSES = {datetime.datetime: "datetime", datetime.date: "date", datetime.time: "time",
              datetime.timedelta: "timedelta", datetime.timezone: "timezone"}

#: Arguments of ``list[...]`` built from a blob: classes and other aliases (GenericAlias
#: reads ``__parameters__`` of anything else).
_ALIAS_ARGS = frozenset({type, types.GenericAlias, types.UnionType, type(None), typing.TypeVar,
                        type(...)}  # (tuple[int, ...])
                       | typing_aliases.TYPES)  # (host classes: list[Optional[int]])


# --- encoding ------------------------------------------------------------------------------------

#: The signals of a decimal context's flags and traps (host ``decimal`` classes).
DECIMAL_SIGNALS = {s.__name__: s for s in decimal.Context().flags}


@functools.cache  # (imported at first use: that module imports this one)
def _decimal_context_type() -> Any:
    from ..modules.mathmods_decimal import Context
    return Context


@functools.cache
def _re_pattern_type() -> Any:
    from ..modules.textmods_re import Pattern
    return Pattern


@functools.cache
def _single_dispatch_type() -> Any:
    from ..modules.dispatch import SingleDispatch
    return SingleDispatch


def _dispatch_registry(o: Any) -> list[tuple[Any, Any]]:
    """A singledispatch function's registry as the guest sees it (``registry``: an abstract
    base class as the proxy the guest registered)."""
    proxies = o._proxies
    return [(proxies.get(cls, cls), fn) for cls, fn in o._registry.items()]


_LRU_WRAPPER = type(functools.lru_cache(None)(len))
#: The names of urllib.parse's result tuples, which the importing session makes again.
URL_RESULT_NAMES = frozenset(t.__name__ for t in URL_RESULT_TYPES)


def host_value_kind(o: Any) -> str | None:
    """The host value kind of ``o`` (it depends on ``type(o)`` alone), or None."""
    t = type(o)
    if is_guest_class(t):  # (every kind is an exact host type, or a host class's subclass
        return None        # that is not a guest class)
    if t is uuid.UUID:
        return "uuid"
    if t is GuestTraceback:
        return "traceback"
    if t in URL_RESULT_TYPES:
        return "urlresult"
    found = remade.kind_of(o)  # (csv writers, DictWriters, asyncio primitives)
    if found is not None:
        return found
    if len(t.__mro__) > 1 and t.__mro__[1] is SESSION_TEMPLATE_BASE and not is_guest_class(t):
        return "template"  # (a session's string.Template; a guest subclass is saved as one)
    if t is functools.partial:
        return "partial"
    if t is functools.cached_property:
        return "cached_property"
    if t is enum.property:
        return "enum_property"
    if t is _single_dispatch_type():
        return "singledispatch"
    if t in typing_aliases.TYPES:
        return "typing"
    if t is typing.TypeVar:
        return "typevar"
    if t is _LRU_WRAPPER:
        return "lru_cache"
    if t is _re_pattern_type():
        return "pattern"
    if t is _decimal_context_type():
        return "decimal_context"
    if t is types.MappingProxyType:
        return "mappingproxy"
    if issubclass(t, random.Random) and not is_guest_class(t):
        return "random"
    if issubclass(t, io.StringIO) and not is_guest_class(t):
        return "stringio"
    if issubclass(t, io.BytesIO) and not is_guest_class(t):
        return "bytesio"
    zi = zoneinfo_type()
    if zi is not None and t is zi:
        return "zoneinfo"
    return None


def encode_datetime(o: Any, lower: Callable[[Any], Any]) -> list[Any]:
    t = type(o)
    if t is datetime.datetime:
        return ["datetime", o.year, o.month, o.day, o.hour, o.minute, o.second,
                o.microsecond, lower(o.tzinfo), o.fold]
    if t is datetime.date:
        return ["date", o.year, o.month, o.day]
    if t is datetime.time:
        return ["time", o.hour, o.minute, o.second, o.microsecond, lower(o.tzinfo),
                o.fold]
    if t is datetime.timedelta:
        return ["timedelta", o.days, o.seconds, o.microseconds]
    offset = o.utcoffset(None)
    name = o.tzname(None)
    default_name = datetime.timezone(offset).tzname(None)
    return ["timezone", offset.days, offset.seconds, offset.microseconds,
            None if name == default_name else name]


def host_value_children(o: Any, kind: str) -> list[Any] | None:
    """What a host value of ``kind`` refers to (for the encoder's first pass); None if it
    cannot be saved."""
    if kind in remade.KINDS:
        return remade.children(o, kind)
    if kind == "typing":
        return typing_aliases.children(o)
    if kind == "typevar":
        return typing_aliases.typevar_children(o)
    if kind == "partial":
        d = object.__getattribute__(o, "__dict__")
        return [o.func, *o.args, *o.keywords.values(), *d.values()]
    if kind == "cached_property":  # (its lock is made again)
        return [o.func, o.__doc__]
    if kind == "enum_property":
        return [o.fget, o.fset, o.fdel, o.__doc__]
    if kind == "singledispatch":
        return [o.__wrapped__, *(x for pair in _dispatch_registry(o) for x in pair)]
    if kind == "lru_cache":  # (cache_parameters: the host's own closure, made again)
        return [v for k, v in object.__getattribute__(o, "__dict__").items()
                if k != "cache_parameters"]
    if kind in ("pattern", "decimal_context", "urlresult", "template"):
        return []
    if kind == "traceback":  # (plain fields; the chain is saved with it, see below)
        return [tb._where for tb in _chain(o)]
    return [type(o)]


def encode_host_value(o: Any, kind: str, lower: Callable[[Any], Any]) -> list[Any]:
    t = type(o)
    if kind in remade.KINDS:
        return remade.encode(o, kind, lower)
    if kind == "typing":
        return typing_aliases.encode(o, lower)
    if kind == "typevar":
        return typing_aliases.encode_typevar(o, lower)
    if kind == "partial":  # attributes by host descriptors (a guest func's are not read)
        d = object.__getattribute__(o, "__dict__")
        return ["partial", lower(o.func), [lower(a) for a in o.args],
                {k: lower(v) for k, v in o.keywords.items()},
                {k: lower(v) for k, v in d.items()}]
    if kind == "cached_property":  # its function, the name it was set to and its doc
        return ["cached_property", lower(o.func), o.attrname, lower(o.__doc__)]
    if kind == "enum_property":  # its functions and a doc of its own (None: fget's); the
        # name and class name are set again by the class statement that rebuilds the enum
        return ["enum_property", lower(o.fget), lower(o.fset), lower(o.fdel),
                None if o.overwrite_doc else lower(o.__doc__)]
    if kind == "singledispatch":  # its function and registry, registered again at import
        return ["singledispatch", lower(o.__wrapped__),
                [[lower(cls), lower(fn)] for cls, fn in _dispatch_registry(o)]]
    if kind == "lru_cache":  # the wrapper, not its cache (rebuilt empty at import)
        params = o.cache_parameters()
        d = object.__getattribute__(o, "__dict__")
        return ["lru_cache", lower(d["__wrapped__"]), params["maxsize"], params["typed"],
                {k: lower(v) for k, v in d.items() if k != "cache_parameters"}]
    if kind == "pattern":  # recompiled from its text and flags
        return ["pattern", o._p.pattern, o._p.flags]
    if kind == "decimal_context":  # remade by the importing session's decimal.Context
        get = functools.partial(decimal.Context.__getattribute__, o)  # (the exact type)
        return ["decimal_context", *map(get, ("prec", "rounding", "Emin", "Emax", "capitals",
                                              "clamp")),
                [s.__name__ for s, on in get("flags").items() if on],
                [s.__name__ for s, on in get("traps").items() if on]]
    if kind == "uuid":
        return ["uuid", o.bytes]
    if kind == "traceback":  # each link's line and where (file, function, span), in one
        # list: a chain as long as the recursion limit would nest past the depth bound
        return ["traceback", [[tb.tb_lineno, lower(tb._where)] for tb in _chain(o)]]
    if kind == "urlresult":  # remade by the importing session's urllib.parse
        return ["urlresult", t.__name__, list(tuple.__iter__(o))]
    if kind == "template":  # remade by the importing session's string.Template
        return ["template", o.template]
    if kind == "zoneinfo":
        return ["zoneinfo", o.key]
    tref = lower(t)
    if kind == "random":
        version, internal, gauss = random.Random.getstate(o)
        return ["random", tref, version, list(internal), gauss]
    base = io.StringIO if kind == "stringio" else io.BytesIO
    if o.closed:
        return [kind, tref, None, 0]
    return [kind, tref, base.getvalue(o), base.tell(o)]


# --- decoding ------------------------------------------------------------------------------------

def decimal_context_args(v: Any) -> list[Any]:
    """The arguments of ``decimal.Context(...)`` saved in ``v`` (a ``decimal_context``)."""
    check(len(v) == 9 and all(type(x) is int for x in (v[1], v[3], v[4], v[5], v[6]))
          and type(v[2]) is str and all(type(names) is list and len(names) <= 20
                                        and set(names) <= DECIMAL_SIGNALS.keys()
                                        for names in v[7:]), "bad decimal.Context")
    return [*v[1:7], *([DECIMAL_SIGNALS[n] for n in names] for names in v[7:])]


def decode_datetime(v: Any) -> Any:
    check(type(v) is list and v and type(v[0]) is str, "bad date/time")
    tag, args = v[0], v[1:]
    shapes = {"date": 3, "datetime": 9, "time": 6, "timedelta": 3, "timezone": 4}
    check(len(args) == shapes.get(tag, -1), "bad date/time")
    try:
        if tag == "timezone":
            check(all(type(x) is int for x in args[:3])
                  and (args[3] is None or type(args[3]) is str), "bad timezone")
            offset = datetime.timedelta(args[0], args[1], args[2])
            return (datetime.timezone(offset) if args[3] is None
                    else datetime.timezone(offset, args[3]))
        if tag == "timedelta":
            check(all(type(x) is int for x in args), "bad timedelta")
            return datetime.timedelta(*args)
        tz = args[-2] if tag in ("datetime", "time") else None
        check(tz is None or issubclass(type(tz), datetime.tzinfo), "bad tzinfo")
        ints = args[:-2] if tag in ("datetime", "time") else args
        check(all(type(x) is int for x in ints), "bad date/time")
        if tag == "date":
            return datetime.date(*args)
        if tag == "time":
            return datetime.time(*ints, tzinfo=tz, fold=int_field(args[-1], "fold"))  # type: ignore[misc]
        return datetime.datetime(*ints, tzinfo=tz, fold=int_field(args[-1], "fold"))  # type: ignore[misc]
    except (ValueError, OverflowError, TypeError) as exc:
        raise corrupt(f"bad {tag} ({exc})") from None

#: Host value kinds the importing session's own module makes again (:func:`remake`).
REMADE_BY_MODULES = frozenset({"urlresult", "template"}) | remade.KINDS


def remake(v: Any, call: Callable[..., Any]) -> Any:
    """The saved value ``v`` (of a kind in :data:`REMADE_BY_MODULES`) made again by
    ``call(module, member, *args, **kwargs)``, the importing session's module member."""
    if v[0] in remade.KINDS:
        return remade.remake(v, call)
    return call(*module_call_of(v))


def module_call_of(v: Any) -> tuple[Any, ...]:
    """(module, member, *args): the call of the importing session's module that makes the
    saved value ``v`` (of a kind in :data:`REMADE_BY_MODULES`) again, its fields checked."""
    if v[0] == "urlresult":
        check(len(v) == 3 and v[1] in URL_RESULT_NAMES and type(v[2]) is list
              and len(v[2]) <= 6 and all(type(f) in (str, bytes) for f in v[2]),
              "bad urllib.parse result")
        return ("urllib.parse", v[1], *v[2])
    check(len(v) == 2 and type(v[1]) is str, "bad string.Template")
    return ("string", "Template", v[1])


def _chain(tb: GuestTraceback) -> list[GuestTraceback]:
    """``tb`` and the tracebacks after it (``tb_next``), outermost first. A traceback is saved
    with its whole chain: the links after the first are made again, so one that another
    name also holds is a copy after the import (only the first keeps its identity)."""
    links = []
    current: GuestTraceback | None = tb
    while current is not None:
        links.append(current)
        current = current.tb_next
    return links


def _traceback_where(where: Any) -> bool:
    """Whether ``where`` is what a traceback object's ``_where`` holds: None, or (source,
    function name, (line, end line, column, end column)), the source None (the program's
    own lines) or a guest module's (file name, lines)."""
    if where is None:
        return True
    if type(where) is not tuple or len(where) != 3:
        return False
    source, name, pos = where
    return ((source is None or (type(source) is tuple and len(source) == 2
                                and type(source[0]) is str and type(source[1]) is list
                                and all(type(line) is str for line in source[1])))
            and type(name) is str and type(pos) is tuple and len(pos) == 4
            and all(type(x) is int for x in pos))


def decode_host_value(v: Any) -> Any:
    check(type(v) is list and v and type(v[0]) is str, "bad host value")
    kind = v[0]
    if kind == "uuid":
        check(len(v) == 2 and type(v[1]) is bytes and len(v[1]) == 16, "bad UUID")
        return uuid.UUID(bytes=v[1])
    if kind == "traceback":
        check(len(v) == 2 and type(v[1]) is list and v[1] and all(
            type(link) is list and len(link) == 2 and type(link[0]) is int
            and _traceback_where(link[1]) for link in v[1]), "bad traceback")
        tb = None
        for lineno, where in reversed(v[1]):
            tb = remade_traceback(lineno, tb, where)
        return tb
    if kind == "zoneinfo":
        zi = zoneinfo_type()
        check(len(v) == 2 and type(v[1]) is str and zi is not None, "bad ZoneInfo")
        try:
            return zi(v[1])
        except Exception as exc:  # noqa: BLE001
            raise StateError(f"time zone {v[1]!r:.100} is not available: {exc}") from None
    if kind == "random":
        check(len(v) == 5, "bad Random")
        cls = v[1]
        check(type(cls) is type and not is_guest_class(cls) and issubclass(cls, random.Random),
              "bad Random")
        obj = random.Random.__new__(cls)
        random.Random.__init__(obj, 0)
        check(type(v[3]) is list and len(v[3]) == 625
              and all(type(x) is int and 0 <= x < 2 ** 32 for x in v[3]), "bad Random")
        try:
            random.Random.setstate(obj, (v[2], tuple(v[3]), v[4]))
        except (ValueError, TypeError):
            raise corrupt("bad Random state") from None
        return obj
    if kind in ("stringio", "bytesio"):
        check(len(v) == 4, "bad stream")
        base = io.StringIO if kind == "stringio" else io.BytesIO
        cls, value, pos = v[1], v[2], v[3]
        check(type(cls) is type and not is_guest_class(cls) and issubclass(cls, base)
              and type(pos) is int and pos >= 0, "bad stream")
        obj = cls()
        if value is None:
            base.close(obj)
            return obj
        check(type(value) is (str if kind == "stringio" else bytes), "bad stream")
        base.write(obj, value)
        base.seek(obj, pos)
        return obj
    if kind == "mappingproxy":  # a read-only view of a dict (a dataclass field's metadata)
        check(len(v) == 2 and type(v[1]) is dict, "bad mappingproxy")
        return types.MappingProxyType(v[1])
    if kind == "typing":
        return typing_aliases.decode(v)
    if kind == "typevar":
        return typing_aliases.decode_typevar(v)
    if kind == "alias":
        # the origin: a builtin or guest class, or a guest ABC (collections.abc.Mapping[str,
        # int], whose class comes back by name as the session's own)
        # (``type[X]``: the name ``type`` is the guest's type builtin, read back as the class)
        origin: Any = unview(v[1]) if len(v) == 3 else None
        args: list[Any] = list(map(unview, v[2])) if len(v) == 3 and type(v[2]) is list else []
        check(isinstance(origin, type)
              and (type(origin) is type or is_guest_class(origin)) and args
              and all((type(a) in _ALIAS_ARGS or plain_class(a))
                      and typing_aliases.nested_ok(a) for a in args),
              "bad generic alias")
        return types.GenericAlias(origin, tuple(args))
    if kind == "union":
        args = list(map(unview, v[1])) if len(v) == 2 and type(v[1]) is list else []
        # (what ``X | Y`` accepts: classes and None, and list[int] & co., whose ``|`` is
        # the host GenericAlias's)
        check(len(args) >= 2 and all(plain_class(a) or (
            type(a) is types.GenericAlias and typing_aliases.nested_ok(a)) for a in args),
              "bad union")
        try:
            return functools.reduce(operator.or_, args)
        except TypeError as exc:
            raise corrupt(f"bad union ({exc})") from None
    raise corrupt("unknown host value")
