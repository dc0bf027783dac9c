"""What both halves of :mod:`sandbox.state` share: ext type codes, limits, instance layouts
(how the host part of an instance is saved), the stand-in for missing tools and the index of
objects saved by name (builtins, tools, modules and their attributes)."""

from __future__ import annotations

import collections
import datetime
import decimal
import enum as _enum
import fractions
import types
import typing
import uuid
import weakref
from collections.abc import Callable
from typing import Any

import msgpack

from ..runtime.classes import (
    GUEST_FLAG,
    SANDBOX_ABCS,
    STAND_IN_SOURCES,
    is_guest_class,
    is_stand_in,
)
from ..runtime.objects import Function
from ..tools import BoundTool

# --- ext type codes -------------------------------------------------------------------------------

TUPLE, SET, FROZENSET, BIGINT, COMPLEX, DATETIME, DECIMAL, FRACTION, REF, BYTEARRAY = range(1, 11)
NAMED, INSTANCE, DICT_DEFERRED, METHOD, CLASSMETHOD, STATICMETHOD, PROPERTY = range(11, 18)
RANGE, SLICE, HOSTMETHOD, HOSTVALUE, VIEW, RECORDS, ENUM, ENUMMEMBER = range(18, 26)
COLUMNS = 26  # a record batch column by column (format version 6: sandbox.state.records)
#: Fewest same-shaped dicts written as one record batch (keys once, then the values).
MIN_BATCH = 8

#: Deepest nesting of containers accepted on export and import.
MAX_DEPTH = 200
#: Values msgpack encodes natively (ints beyond 64 bits are sent to ``default``).
NATIVE_ATOMS = frozenset({type(None), bool, int, float, str, bytes})
#: Key types whose hashing runs no guest code (dicts with other keys are filled last).
SAFE_KEYS = frozenset({type(None), bool, int, float, str, bytes, complex, decimal.Decimal,
                       fractions.Fraction, datetime.date, datetime.datetime, datetime.time,
                       datetime.timedelta, datetime.timezone, range, uuid.UUID})


#: What :mod:`.decode` passes to make a :class:`MissingTool` (guest code has no way to it).
MISSING_TOOL_TOKEN = object()


class MissingTool:
    """Stand-in for a tool the exporting sandbox had and the importing one does not: calling
    it raises ToolError naming the tool."""

    __slots__ = ("__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, name: str, *, _token: object = None) -> None:
        if _token is not MISSING_TOOL_TOKEN or type(name) is not str:
            raise TypeError("cannot create 'function' instances")  # only an import can
        self.__name__ = self.__qualname__ = name

    def __repr__(self) -> str:
        return f"<function {self.__name__} (tool not available)>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from ..tools import GuestToolError
        raise GuestToolError(f"tool '{self.__name__}' is not available in this sandbox (the "
                             "session state was saved by a sandbox that had it)",
                             self.__name__)


MissingTool.__name__ = MissingTool.__qualname__ = "function"
MissingTool.__module__ = "builtins"


def int_bytes(n: int) -> bytes:
    """The payload of a ``BIGINT`` ext value: ``n`` in big-endian two's complement."""
    return n.to_bytes((n.bit_length() + 8) // 8, "big", signed=True)


def packb(obj: Any, default: Any) -> bytes:
    """``obj`` as msgpack, the way every part of a blob is written (exact types only, bytes
    as bin, lone surrogates kept; ``default`` lowers what msgpack does not know)."""
    try:  # msgpack's fast path for str (no error handler: one UTF-8 view per str, no copy)
        return msgpack.packb(obj, default=default, strict_types=True, use_bin_type=True)
    except UnicodeEncodeError:
        # A lone surrogate somewhere: the same bytes again, with the handler that keeps it.
        # Calling ``default`` twice is harmless: what it put in the object table the first
        # time it finds there the second (a reference), so the output is the same.
        return msgpack.packb(obj, default=default, strict_types=True, use_bin_type=True,
                             unicode_errors="surrogatepass")


# --- layouts: how an instance's host part is saved ------------------------------------------

def _layout_table() -> dict[type, str]:
    from ..modules.datamods import SimpleNamespace
    table: dict[type, str] = {
        object: "object", types.SimpleNamespace: "object", SimpleNamespace: "object",
        collections.ChainMap: "object", datetime.tzinfo: "object",
        list: "list", dict: "dict", collections.Counter: "dict",
        collections.OrderedDict: "odict", collections.defaultdict: "defaultdict",
        collections.deque: "deque", set: "set", bytearray: "bytearray",
        frozenset: "frozenset", tuple: "tuple",
        str: "scalar", bytes: "scalar", int: "scalar", float: "scalar", complex: "scalar",
    }
    table.update(dict.fromkeys(VALUE_BASES, "value"))
    return table


def _fields(cls: type, *names: str) -> Callable[[Any], tuple[Any, ...]]:
    """The reader of ``names`` through ``cls``'s own descriptors (a guest subclass's property
    of the same name is never what runs)."""
    descriptors = [next(vars(k)[name] for k in cls.__mro__ if name in vars(k)) for name in names]
    return lambda o: tuple(d.__get__(o, cls) for d in descriptors)


_DATE = _fields(datetime.date, "year", "month", "day")
_TIME = ("hour", "minute", "second", "microsecond", "tzinfo")
_DATETIME = _fields(datetime.datetime, "year", "month", "day", *_TIME)
_CLOCK = _fields(datetime.time, *_TIME)
_FOLD = {datetime.datetime: vars(datetime.datetime)["fold"],
         datetime.time: vars(datetime.time)["fold"]}
_DECIMAL_STR = decimal.Decimal.__str__
_FRACTION = _fields(fractions.Fraction, "_numerator", "_denominator")


def _plain_datetime(o: Any) -> Any:
    return datetime.datetime(*_DATETIME(o), fold=_FOLD[datetime.datetime].__get__(o))


def _plain_time(o: Any) -> Any:
    return datetime.time(*_CLOCK(o), fold=_FOLD[datetime.time].__get__(o))


#: Host value classes a guest class may derive from and whose instances a state saves ("value"
#: layout): ``VALUE_BASES[solid](o)`` is the plain ``solid`` value of instance ``o``, read
#: with ``solid``'s own descriptors; :func:`value_args` turns a plain value back into
#: ``solid.__new__``'s arguments (no guest code runs either way).
VALUE_BASES: dict[type, Callable[[Any], Any]] = {
    datetime.date: lambda o: datetime.date(*_DATE(o)),
    datetime.datetime: _plain_datetime,
    datetime.time: _plain_time,
    datetime.timedelta: lambda o: datetime.timedelta(
        *_fields(datetime.timedelta, "days", "seconds", "microseconds")(o)),
    decimal.Decimal: lambda o: decimal.Decimal(_DECIMAL_STR(o)),
    fractions.Fraction: lambda o: fractions.Fraction(*_FRACTION(o)),
}


def value_args(solid: type, plain: Any) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """``solid.__new__``'s (args, kwargs) that rebuild ``plain`` (an exact ``solid``) as an
    instance of a subclass."""
    if solid is datetime.date:
        return _DATE(plain), {}
    if solid is datetime.datetime:
        return _DATETIME(plain), {"fold": plain.fold}
    if solid is datetime.time:
        return _CLOCK(plain), {"fold": plain.fold}
    if solid is datetime.timedelta:
        return (plain.days, plain.seconds, plain.microseconds), {}
    if solid is decimal.Decimal:
        return (plain,), {}
    return _FRACTION(plain), {}  # Fraction


_LAYOUTS: dict[type, str] = {}
#: Layouts whose instances cannot exist before their contents (built, never pre-created).
IMMUTABLE_LAYOUTS = frozenset({"frozenset", "tuple", "scalar", "group", "value"})


def _stateless_mixin(klass: type) -> bool:
    """Host bases that add no instance state (``__slots__ = ()``): ``Generic``, typing's and
    the sandbox's ``Protocol``, each session's ``abc.ABC``."""
    if not _PROTOCOLS:
        from ..modules.typingmods import _PROTOCOL
        _PROTOCOLS.update({typing.Generic, typing.Protocol, _PROTOCOL})
    return klass in _PROTOCOLS or klass in SANDBOX_ABCS


_PROTOCOLS: set[type] = set()


def layout_of(cls: type) -> tuple[str, type] | None:
    """(layout, solid host base) of instances of ``cls``, or None if unsupported."""
    if not _LAYOUTS:
        _LAYOUTS.update(_layout_table())
    for klass in cls.__mro__:
        if is_guest_class(klass) or _stateless_mixin(klass):
            continue
        found = _LAYOUTS.get(klass)
        if found is not None:
            return found, klass
        if issubclass(klass, BaseExceptionGroup):
            return "group", klass
        if issubclass(klass, BaseException):
            return "exception", klass
        return None
    return None  # pragma: no cover - every MRO ends in object


def is_builtin_exception(klass: type) -> bool:
    import builtins
    return klass.__module__ == "builtins" and getattr(builtins, klass.__name__, None) is klass


#: C-level exception fields that are not part of ``args``, restored by name.
EXCEPTION_EXTRAS: dict[type, tuple[str, ...]] = {
    AttributeError: ("name",), NameError: ("name",), ImportError: ("name", "path"),
    OSError: ("errno", "strerror", "filename", "filename2"),
}


def exception_extras(solid: type) -> tuple[str, ...]:
    out: tuple[str, ...] = ()
    for klass, names in EXCEPTION_EXTRAS.items():
        if issubclass(solid, klass):
            out += names
    return out


def is_namedtuple_class(cls: type) -> bool:
    """A class made by ``collections.namedtuple`` (the guest one: its ``__new__`` is a guest
    function of the session's guest-source ``collections`` part)."""
    d = cls.__dict__
    new = d.get("__new__")
    if not (cls.__bases__ == (tuple,) and type(d.get("_fields")) is tuple
            and type(new) is staticmethod):
        return False
    fn = new.__func__
    if type(fn) is types.FunctionType:  # made by the host's namedtuple (state import)
        return True
    source = getattr(getattr(fn, "_globals", None), "source_file", None) \
        if type(fn) is Function else None
    return source is not None and source[0] == "<sandbox collections>"


_NT_STANDARD: list[frozenset[str]] = []


def namedtuple_standard_names() -> frozenset[str]:
    """Names every namedtuple class defines (besides its fields), and the guest flag."""
    if not _NT_STANDARD:
        _NT_STANDARD.append(frozenset(vars(collections.namedtuple("X", "a"))) - {"a"}
                            | {GUEST_FLAG, "__qualname__"})
    return _NT_STANDARD[0]


def dict_descriptor_ok(cls: type) -> bool:
    """No guest class in the MRO shadows ``__dict__`` (reading it would run guest code)."""
    for klass in cls.__mro__:
        if is_guest_class(klass):
            v = klass.__dict__.get("__dict__")
            if v is not None and type(v) is not types.GetSetDescriptorType:
                return False
    return True


def instance_dict(o: Any) -> dict[str, Any] | None:
    try:
        d = object.__getattribute__(o, "__dict__")
    except AttributeError:
        return None
    return d if type(d) is dict else None


def slot_descriptors(cls: type) -> list[tuple[type, str, Any]]:
    """(owner, name, member descriptor) of every slot defined by a guest class in the MRO."""
    out = []
    for klass in cls.__mro__:
        if not is_guest_class(klass):
            continue
        for name, v in klass.__dict__.items():
            if type(v) is types.MemberDescriptorType and v.__objclass__ is klass:
                out.append((klass, name, v))
    return out


#: Host classes whose ``__hash__`` and ``__eq__`` a guest subclass may inherit and still be
#: hashed by host code (``object``: by identity; the others: by value).
_HOST_HASH_BASES = frozenset({object, tuple, frozenset, str, bytes, int, float, complex})


def _defining(mro: tuple[type, ...], name: str) -> type | None:
    for klass in mro:
        if name in klass.__dict__:  # the class's own namespace: no descriptor runs
            if is_stand_in(klass, name, klass.__dict__[name]):  # the sandbox's object.__hash__
                continue  # (or a copy of what it hides): read on
            return klass
    return None  # pragma: no cover - object defines both


def host_hashed(t: type) -> str | None:
    """How instances of ``t`` hash when no guest code may run: ``"atom"`` (host code, by
    value or identity), ``"members"`` (a tuple or frozenset subclass: host code if its
    members are safe too), ``"enum"`` (a member of an enum class that keeps ``Enum``'s
    hash and identity equality: host code if the member's name is a str) or None (hashing
    or comparing them may run guest code). Read from the classes' own ``__dict__``, never
    through attribute lookup."""
    meta = type(t)
    if meta is not type and not _host_enum_meta(meta):
        return None
    mro = type.__dict__["__mro__"].__get__(t)
    hash_from = _defining(mro, "__hash__")
    eq_from = _defining(mro, "__eq__")
    if hash_from is _enum.Enum and eq_from is object:
        # Enum.__hash__ is hash(self._name_), equality is identity: host code as long as
        # reading _name_ is (object's __getattribute__, no class defines _name_) and the
        # member's own _name_ is host-hashed (checked per member: see safe_key)
        if _defining(mro, "__getattribute__") is object \
                and not any("_name_" in klass.__dict__ for klass in mro):
            return "enum"
        return None
    if hash_from is None or eq_from is None or hash_from is not eq_from \
            or hash_from not in _HOST_HASH_BASES:
        return None
    return "members" if hash_from is tuple or hash_from is frozenset else "atom"


def _host_enum_meta(meta: type) -> bool:
    """Whether ``meta`` is CPython's EnumType or a host subclass of it (the sandbox's)."""
    mro = type.__dict__["__mro__"].__get__(meta)
    return _enum.EnumType in mro and not any(map(is_guest_class, mro))


def safe_key(k: Any, complete: Callable[[type], bool] | None = None) -> bool:
    """Whether hashing ``k`` and comparing it with other safe keys runs host code only (so
    it may be put in a dict or set without guest code; other keys wait for the guarded
    step of an import). Exact host types with host ``__hash__``/``__eq__``, aware datetimes
    only with a host ``timezone``, classes (hashed by identity), instances of classes that
    inherit both methods from ``object`` or a host value type, and tuples and frozensets of
    safe keys (walked without recursion). ``complete(cls)``: whether a class's namespace is
    final (the decoder fills classes after creating them)."""
    stack = [k]
    pop, extend = stack.pop, stack.extend
    while stack:
        o = pop()
        t = type(o)
        if t in SAFE_KEYS or t is type:
            if (t is datetime.datetime or t is datetime.time) and o.tzinfo is not None \
                    and type(o.tzinfo) is not datetime.timezone:
                return False  # hashing calls the tzinfo's utcoffset()
            continue
        if t is tuple or t is frozenset:
            extend(o)
            continue
        if complete is not None and not all(map(complete, t.__mro__)):
            return False
        how = host_hashed(t)
        if how is None:
            return False
        if how == "members":
            extend(tuple.__iter__(o) if issubclass(t, tuple) else frozenset.__iter__(o))
        elif how == "enum":
            own = instance_dict(o)
            if own is None or type(own.get("_name_")) not in (str, type(None)):
                return False
    return True


# --- named objects: builtins, tools, modules and their attributes ---------------------------------

#: Objects every session can reach without a name in its builtins (``int | None``).
CONSTANTS: dict[str, Any] = {"NoneType": type(None)}


#: importer -> (fingerprint, index): the last index built for a session's importer. An
#: importer is replaced, never emptied (an import swaps in a new one), and only grows.
_NAMED_CACHE: weakref.WeakKeyDictionary[Any, tuple[tuple[Any, ...], dict[int, list[str]]]] = (
    weakref.WeakKeyDictionary())


def named_index(session: Any) -> dict[int, list[str]]:
    """id -> [kind, names...] for objects exported by name (read-only: it is cached). Guest
    code cannot assign or delete module attributes, so a module's attributes are what its
    builder made and the index changes only when the builtins (a tool granted or taken away
    by the host) or the list of imported modules do: it is rebuilt then, and kept otherwise
    (building it walked every imported module's namespace on every export)."""
    builtins = session.globals.builtins
    modules = session.importer.modules
    fingerprint = (id(builtins), tuple(builtins), tuple(map(id, builtins.values())),
                   tuple(map(id, modules.values())), len(session.importer.source_globals))
    cached = _NAMED_CACHE.get(session.importer)
    if cached is not None and cached[0] == fingerprint:
        return cached[1]
    index = _build_named_index(session)  # (source_globals grows with modules: in the key)
    _NAMED_CACHE[session.importer] = (fingerprint, index)
    return index


def _build_named_index(session: Any) -> dict[int, list[str]]:
    index: dict[int, list[str]] = {}
    for name, v in session.globals.builtins.items():
        if type(v) in NATIVE_ATOMS:
            continue
        if isinstance(v, (BoundTool, MissingTool)):
            index[id(v)] = ["tool", name]
        else:
            index.setdefault(id(v), ["builtin", name])
    for name, v in CONSTANTS.items():
        index.setdefault(id(v), ["const", name])
    modules = session.importer.modules
    for mname, module in modules.items():
        index.setdefault(id(module), ["module", mname])
    for mname, module in modules.items():
        for attr, v in module.__dict__.items():
            if type(v) in NATIVE_ATOMS or attr.startswith("_"):  # guests read public names
                continue
            index.setdefault(id(v), ["modattr", mname, attr])
    _index_type_overrides(session, index)
    for real, (mname, attr) in STAND_IN_SOURCES.items():  # class D(datetime.date)'s base
        if mname in modules:
            index.setdefault(id(real), ["standsfor", mname, attr])
    for g in session.importer.source_globals:  # what guest-source modules' own code holds
        mname = g.get("__name__")
        if type(mname) is not str:
            continue  # pragma: no cover - the importer names every namespace
        for attr, v in g.items():
            if type(v) not in NATIVE_ATOMS:
                index.setdefault(id(v), ["srcglobal", mname, attr])
    return index


def _index_type_overrides(session: Any, index: dict[int, list[str]]) -> None:
    """What guest code reads as ``T.name`` where the gate hands out its own object for a
    builtin type ``T`` (``object.__setattr__``: a dataclass's frozen methods close over it),
    when that object is the same on every read: saved as ``["typeattr", T, name]`` and read
    again through the gate."""
    from ..runtime import gate
    builtins = session.globals.builtins
    for (t, name), make in list(gate.TYPE_OVERRIDES.items()):
        tname = getattr(t, "__name__", None)
        if type(tname) is not str or builtins.get(tname) is not t:
            continue
        try:
            v = make(t)
            if make(t) is not v or type(v) in NATIVE_ATOMS:
                continue
        except Exception:  # noqa: BLE001 - an override that needs more than the type
            continue
        index.setdefault(id(v), ["typeattr", tname, name])


_BMT: list[Any] = []


def bound_method_type() -> Any:
    """timemods' bound-method stand-in (datetime methods), if that wrapper exists."""
    if not _BMT:
        try:
            from ..modules.timemods import BoundMethod
        except ImportError:  # pragma: no cover
            BoundMethod = None  # type: ignore[misc, assignment]  # noqa: N806
        _BMT.append(BoundMethod)
    return _BMT[0]


_ZI: list[Any] = []


def zoneinfo_type() -> Any:
    if not _ZI:
        try:
            from ..modules.calmods import ZoneInfo
        except ImportError:  # pragma: no cover
            ZoneInfo = None  # type: ignore[misc, assignment]  # noqa: N806
        _ZI.append(ZoneInfo)
    return _ZI[0]
