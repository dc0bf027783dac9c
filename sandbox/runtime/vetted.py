"""The vetted host types: every kind of host object guest code may hold, with the reason it
is safe to hand out. This is policy, checked by the reachability census
(``tests/security/test_census.py``): a reachable object that is neither guest-owned nor
vetted here fails CI, so a new module member, wrapper or attribute enters the guest's reach
only by adding (and justifying) its type here.

Tables and rules:

* :data:`PLAIN_DATA`: builtin data types (a guest makes its own; shared instances are
  checked by the census's two-session write check);
* :data:`VETTED_TYPES`: host types whose instances (and class objects) the guest may hold; a
  module wrapper's private copy of a vetted stdlib class (registered with the gate: the
  ``urllib.parse`` result types) is vetted by its name, and its functions by identity in
  its MRO; :data:`VETTED_PRIVATE` the same, by name, for private copies that have no host
  counterpart to vet (none since ``dataclasses`` runs as guest code);
* :data:`VETTED_CLASSES`: host classes the guest may hold as objects only (bases it may
  subclass, builtin exception classes), plus the classes registered in
  ``classes.SUBCLASSABLE`` or marked subclassable per session, and the sandbox's own
  metaclasses whose ``__new__`` asks ``classes.built_by_create_class`` (never the real
  ``type``, ``super`` or a real metaclass: each builds what the checks refuse);
* the sandbox's stand-ins for ``object``'s slots (:func:`sandbox_slots`), by identity, bound
  to a vetted object; ``ABCMeta.register`` only bound to a guest class with no shared ABC
  above it (:func:`_own_registry`);
* bound C methods are vetted only with a vetted or guest-owned ``__self__``, and never when
  they write to a host object (:data:`MUTATING_SLOTS`): ``super(T, host).__setattr__``;
* a host Python function is vetted only as a method of a vetted class (found by module and
  qualified name, or by identity in the MRO of the vetted object it is bound to), never one
  placed in a guest class (what ``dataclasses``/``namedtuple`` generate), never unbound when
  it is a mutator (``ChainMap.__init__`` takes any ``self``), never a registry writer
  (:data:`REGISTRY_WRITERS`);
* classes the sandbox defines for guest use declare their guest surface themselves
  (``__sandbox_attrs__`` in their own namespace, or sandbox code registered in
  ``gate.ALLOWED_ATTRS``): they are vetted as a family (:func:`sandbox_own`), and so are the
  sandbox's per-session subclasses of vetted classes; their members are walked like
  everything else.

Nothing here is imported by the gate or the evaluator: it is a description, not a mechanism.
"""

from __future__ import annotations

import _collections_abc
import abc
import array
import builtins as _b
import calendar
import collections
import contextlib
import csv
import dataclasses
import datetime
import decimal
import difflib
import enum
import fractions
import functools
import hashlib
import hmac
import itertools
import numbers
import operator
import os
import re
import statistics
import string
import sys
import time
import types
import typing
import urllib.parse
import uuid
import zoneinfo
from collections.abc import Callable
from typing import Any

from .classes import LateChecked as _LateChecked
from .globalsview import ModuleNamespace
from .heldslots import HeldDataSlot as _HeldDataSlot
from .heldslots import HeldSlot as _HeldSlot

#: Builtin data: values without behaviour beyond CPython's own methods on them.
PLAIN_DATA: frozenset[type] = frozenset({
    int, bool, float, complex, str, bytes, bytearray, type(None), type(...),
    type(NotImplemented), list, tuple, dict, set, frozenset, range, slice})

#: Slot methods that write to their object: never vetted bound to a host object (a guest
#: object's own are guest-owned).
MUTATING_SLOTS = frozenset({"__setattr__", "__delattr__", "__init__", "__setstate__",
                            "__set__", "__delete__", "__set_name__",
                            "__setitem__", "__delitem__"})

#: Methods that write to registries shared by every session (an ABC's subclass caches):
#: never vetted, whatever they are bound to.
REGISTRY_WRITERS = frozenset({"register", "_abc_registry_clear", "_abc_caches_clear"})

_d: dict[Any, Any] = {"a": 1}
_od: Any = collections.OrderedDict(a=1)
_dq: Any = collections.deque()


_ABC_DATA: type = type(vars(abc.ABC)["_abc_impl"])
_TUPLE_FIELD: type = type(vars(collections.namedtuple("_T", "a"))["a"])


def _it(obj: Any) -> type:
    return type(iter(obj))


#: type -> why its instances may reach guest code.
VETTED_TYPES: dict[type, str] = {
    # --- the evaluator's own objects and views of guest data ---------------------------------
    super: "instances only (views the guest's super builds): attribute reads go through "
           "gate._super_attr; the real super class is never vetted (it builds any view)",
    object: "a bare object() has no state and no attributes",
    _LateChecked: "a builtin a guest class holds for CPython to call (classes.LateChecked): "
                  "calling it is calling the builtin with its call site's checks; no "
                  "attribute is allowed and guest code cannot make one",
    _HeldSlot: "a guest class's dunder whose descriptor the guest controls "
               "(heldslots.HeldSlot): vars(cls), the gate and exports show the guest's value; "
               "no attribute is allowed and guest code cannot make one",
    _HeldDataSlot: "heldslots.HeldSlot of a data descriptor: the same",
    property: "the gate exposes fget/fset/fdel (guest functions) and getter/setter/deleter",
    classmethod: "the gate exposes __func__ (what it wraps) and nothing else",
    staticmethod: "the gate exposes __func__ (what it wraps) and nothing else",
    types.MappingProxyType: "a read-only mapping; its items are walked like any value",
    ModuleNamespace: "what globals() answers: a dict of the module's names whose changes "
                     "are made in the module too; the gate allows dict's public names only "
                     "(its _module slot is never readable)",
    types.SimpleNamespace: "plain attribute bag made by guest code (types.SimpleNamespace)",
    **dict.fromkeys([type(_d.keys()), type(_d.values()), type(_d.items()),
                     type(_od.keys()), type(_od.values()), type(_od.items())],
                    "dict views: read-only windows on a guest dict"),
    **dict.fromkeys([_it([]), _it(()), _it({}), _it(_d.values()), _it(_d.items()), _it(set()),
                     _it(""), _it("\u0100"), _it(b""), _it(bytearray()), _it(range(1)),
                     _it(range(1 << 70)), type(reversed([])), type(reversed(_d)),
                     type(reversed(_d.values())), type(reversed(_d.items())),
                     type(reversed(range(1))), _it(_od), type(reversed(_od)),
                     type(iter(_od.values())), type(iter(_od.items())), _it(_dq),
                     type(reversed(_dq)), type(iter(int, 1))],
                    "iterator over guest data: next/len-hint only, no frames"),
    **dict.fromkeys([enumerate, zip, map, filter, reversed],
                    "builtin iterator adapter: calls only what the guest passed"),
    # --- C callables -------------------------------------------------------------------------
    types.BuiltinFunctionType: "C function or method: gate exposes __name__/__qualname__/__doc__"
                               " (bound ones are checked by their __self__)",
    types.MethodWrapperType: "slot method bound to an object (checked by its __self__ and "
                             "name)",
    types.WrapperDescriptorType: "unbound slot of a builtin type: checks its self argument's "
                                 "type",
    types.MethodDescriptorType: "unbound method of a builtin type: checks its self argument",
    types.ClassMethodDescriptorType: "classmethod of a builtin type (dict.fromkeys)",
    # --- module-made values --------------------------------------------------------------------
    re.Pattern: "compiled pattern: gate allows the matching methods (regex engine is bounded)",
    re.Match: "match object: gate allows group accessors",
    re.RegexFlag: "flag constant (an IntFlag member): name/value only",
    datetime.date: "value type: gate allows its public non-clock methods",
    datetime.datetime: "value type: clock methods refused, the rest is arithmetic",
    datetime.time: "value type",
    datetime.timedelta: "value type",
    datetime.timezone: "fixed-offset tzinfo value",
    zoneinfo.ZoneInfo: "tz database entry: key/utcoffset/dst/tzname/fromutc",
    decimal.Decimal: "value type with a bounded context (mathmods_decimal)",
    decimal.Context: "per-session decimal context (setters are its own)",
    fractions.Fraction: "value type (costs checked by mathmods)",
    collections.Counter: "dict subclass made by guest code",
    collections.deque: "container made by guest code",
    collections.OrderedDict: "dict subclass made by guest code",
    collections.defaultdict: "dict subclass made by guest code",
    collections.ChainMap: "mapping over guest mappings",
    **dict.fromkeys([itertools.count, itertools.cycle, itertools.repeat, itertools.chain,
                     itertools.islice, itertools.groupby, itertools.product,
                     itertools.permutations, itertools.combinations,
                     itertools.combinations_with_replacement, itertools.accumulate,
                     itertools.pairwise, itertools.zip_longest, itertools.starmap,
                     itertools.takewhile, itertools.dropwhile, itertools.filterfalse,
                     itertools.compress, type(itertools.tee([])[0]),
                     type(next(itertools.groupby([0]))[1])],
                    "itertools iterator over guest values (sizes checked by funcmods)"),
    **dict.fromkeys([operator.itemgetter, operator.attrgetter, operator.methodcaller],
                    "operator callable: attribute access it does goes through the gate"),
    functools.partial: "partial of a guest-reachable callable: func/args/keywords",
    type(functools.lru_cache(None)(len)): "lru_cache wrapper: cache_info/cache_clear/metadata",
    type(functools.lru_cache(None)(len).cache_info()): "CacheInfo named tuple of ints",
    array.array: "typed array of numbers (sizes checked by codecmods)",
    memoryview: "view of guest bytes/bytearray (guards.memviews: the constructor refuses other "
                "exporters, obj answers guest data only, tobytes/tolist/hex are sized first)",
    type(iter(memoryview(b""))): "iterator over a guest memoryview",
    type(hashlib.sha256()): "hash object: update/digest/copy",
    hmac.HMAC: "HMAC object: update/digest/copy",
    uuid.UUID: "value type",
    time.struct_time: "named tuple of ints",
    **dict.fromkeys([type(sys.float_info), type(sys.int_info), type(sys.version_info)],
                    "sys facts: a static structseq of numbers and strings (no instances can "
                    "be made, no field written; the gate allows the fields, count, index)"),
    **dict.fromkeys([urllib.parse.ParseResult, urllib.parse.SplitResult,
                     urllib.parse.DefragResult, urllib.parse.ParseResultBytes,
                     urllib.parse.SplitResultBytes, urllib.parse.DefragResultBytes],
                    "URL parts: a named tuple of str/bytes (urlmods vets its private copy's "
                    "classes by these names: fields, hostname/port/username/password, "
                    "geturl, encode/decode, _replace, _asdict)"),
    difflib.Match: "named tuple of ints",
    calendar.Calendar: "calendar arithmetic; no locale or clock",
    type(csv.reader([])): "csv reader over guest lines",
    csv.DictReader: "csv reader over guest lines",
    csv.Dialect: "dialect description: data fields only",
    string.Template: "template string: substitution through the gate",
    statistics.NormalDist: "value type (point counts bounded by mathmods)",
    **dict.fromkeys([contextlib.suppress, contextlib.nullcontext, contextlib.ExitStack,
                     contextlib.closing], "contextlib helper over guest values"),
    types.GenericAlias: "list[int]-style alias: __origin__/__args__ are guest-visible types",
    typing.TypeVar: "type variable: name and bounds only",
    typing.ParamSpec: "parameter specification variable: name, bounds, args/kwargs markers",
    typing.TypeVarTuple: "variadic type variable: its name; unpacking gives Unpack[Ts]",
    type(typing.Unpack[typing.TypeVarTuple("Ts")]):
        "typing alias: the gate allows __origin__/__args__-style metadata",
    **dict.fromkeys([typing.ParamSpecArgs, typing.ParamSpecKwargs],
                    "P.args/P.kwargs marker: its ParamSpec only"),
    type(typing.Concatenate[int, typing.ParamSpec("P")]):
        "typing alias: the gate allows __origin__/__args__-style metadata",
    **dict.fromkeys([type(typing.List[int]), type(typing.Union[int, str]),  # noqa: UP006,UP007
                     type(typing.Callable[[int], str]), type(typing.Literal[1])],
                    "typing alias: the gate allows __origin__/__args__-style metadata"),
    **dict.fromkeys([_collections_abc.KeysView, _collections_abc.ItemsView,
                     _collections_abc.ValuesView], "Mapping view over a guest mapping"),
    types.GeneratorType: "host generator of a vetted type's iteration (enum Flag members): "
                         "send/throw/close only, no frame",
    type(decimal.Decimal(1).as_tuple()): "named tuple of a sign, digits and an exponent",
    type(iter(array.array("b"))): "iterator over a guest array",
    uuid.SafeUUID: "enum constant (name/value)",
    enum.FlagBoundary: "enum constant (name/value) of Flag classes",
    type(csv.reader([]).dialect): "dialect description: data fields only",
    **dict.fromkeys([type(typing.Any), type(typing.ClassVar), type(typing.Literal),
                     type(typing.Tuple), type(typing.Callable),  # noqa: UP006
                     type(typing.AbstractSet), type(typing.Unpack[typing.TypeVarTuple("Ts")])],
                    "typing special form: subscripting builds aliases of guest-visible types"),
    type(decimal.Context().flags): "a decimal context's own flags/traps mapping",
    enum.auto: "enum.auto() placeholder (its value only)",
    **dict.fromkeys([enum.member, enum.nonmember],
                    "enum.member()/nonmember() marker in a class body (no attributes)"),
    enum.EnumCheck: "enum constant (name/value) of enum.verify",
    **dict.fromkeys([calendar._localized_day, calendar._localized_month],
                    "calendar name sequence (English names, no locale)"),
    functools.cached_property: "descriptor over a guest function",
    enum.property: "enum's member-attribute descriptor over guest functions (the gate allows "
                   "getter/setter/deleter, which make another over guest functions)",
    difflib.Differ: "text differ over guest strings (costs checked by textmods)",
    type(hashlib.blake2b()): "hash object: update/digest/copy",
    type(hashlib.blake2s()): "hash object: update/digest/copy",
    dataclasses._FIELD_BASE: "dataclasses' field-kind markers (Field._field_type), shared "  # type: ignore[attr-defined]
                             "sentinels the guest dataclasses use: nothing readable or "
                             "writable through the gate",
    _ABC_DATA: "a guest ABC's own registry state (C._abc_impl), opaque: no attribute is "
               "readable and no reachable callable takes it",
    _TUPLE_FIELD: "named tuple field (reads item i of a tuple, of any tuple; the gate allows "
                  "no attribute)",
}

#: Types of the sandbox's private copies of stdlib modules (loaded from the stdlib source but
#: never put in sys.modules, so not the host's classes), by module and qualified name.
VETTED_PRIVATE: dict[str, str] = {}

#: classes the guest may hold as objects (not instances), and why.
VETTED_CLASSES: dict[type, str] = {
    **{t: "builtin exception class (SUBCLASSABLE, raised and caught by guest code)"
       for t in vars(_b).values() if isinstance(t, type) and issubclass(t, BaseException)},
    **dict.fromkeys([type(...), type(NotImplemented)], "class of a builtin constant"),
    **dict.fromkeys([int, bool, float, complex, str, bytes, bytearray, list, tuple, dict, set,
                     frozenset, range, slice, type(None), object, memoryview],
                    "builtin data type (the "
                    "gate's GUEST_VISIBLE_TYPES; slot dunders only through TYPE_OVERRIDES)"),
    types.MethodType: "class of bound methods (instances are judged by function and self)",
    ModuleNamespace: "type(globals()): called, it makes a dict writing to no module; the gate "
                     "allows its class metadata only",
    types.FunctionType: "class of host functions (an instance is not vetted)",
    **dict.fromkeys([types.GetSetDescriptorType, types.MemberDescriptorType],
                    "class of field descriptors (instances are judged by __objclass__)"),
    **dict.fromkeys([csv.excel, csv.excel_tab, csv.unix_dialect],
                    "csv dialect class: data fields only (csv.Dialect's)"),
    typing.Any: "typing.Any marker class",
    **{getattr(numbers, n): "numeric ABC (Fraction and Decimal derive from it)"
       for n in ("Number", "Complex", "Real", "Rational", "Integral")},
    contextlib._BaseExitStack: "contextlib base of the sandbox's ExitStack",
    contextlib.AbstractContextManager: "contextlib ABC (the sandbox's helpers derive from it)",
    typing.Annotated: "typing.Annotated marker class (subscripting builds an alias)",  # type: ignore[dict-item]
    abc.ABC: "guest classes derive from it (ABCMeta metaclass, allowed)",
    typing.Generic: "guest classes derive from it (typing's own machinery)",
    **dict.fromkeys([enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag, enum.StrEnum,
                     enum.ReprEnum], "enum base class guest enums derive from"),
    **dict.fromkeys([enum.FlagBoundary, enum.EnumCheck],
                    "class of enum constants: its members by name, iteration and lookups "
                    "(a value's text sized first, enum_extras)"),
    enum.property: "enum.property: called with guest functions it makes a descriptor",
    **{t: "collections.abc class (an ABC guest classes derive from)"
       for t in vars(_collections_abc).values() if isinstance(t, type)
       and type(t) is abc.ABCMeta},
}


_DESCRIPTORS = (types.GetSetDescriptorType, types.MemberDescriptorType)


def _writable_by_guest(owner: Any) -> bool:
    """Whether a guest may write to ``owner`` with a bound slot method: its own data, its own
    objects, or a field descriptor of a guest class or of a builtin data type (whose fields
    CPython keeps read-only)."""
    if type(owner) in PLAIN_DATA or _guest(owner):
        return True
    if type(owner) in _DESCRIPTORS:
        return _guest(owner.__objclass__) or owner.__objclass__ in PLAIN_DATA
    return False


def _bound_self_ok(method: Any, judge: Callable[[Any], bool]) -> bool:
    owner = method.__self__
    if owner is None or isinstance(owner, types.ModuleType):
        return True  # a plain C function (len.__self__ is the builtins module, unreachable)
    if method.__name__ in MUTATING_SLOTS:
        return judge(owner) and _writable_by_guest(owner)
    return judge(owner)


def _sandbox_method_ok(method: Any, judge: Callable[[Any], bool]) -> bool:
    """A method of a sandbox-defined or vetted class bound to a vetted object
    (``print.__repr__``, ``Fraction(1, 3).limit_denominator``)."""
    func = method.__func__
    if func is types.GenericAlias:
        return True  # __class_getitem__ = classmethod(GenericAlias): builds list[int]-likes
    owner = method.__self__
    if type(func) is not types.FunctionType or not judge(owner) or \
            func.__name__ in REGISTRY_WRITERS or (
            func.__name__ in MUTATING_SLOTS and not _writable_by_guest(owner)):
        return False
    if func.__code__.co_filename.startswith(_SANDBOX_DIR) or vetted_owner(func) is not None:
        return True
    return _held_by_vetted(func, owner if isinstance(owner, type) else type(owner))


def _holds(klass: type, func: Any) -> bool:
    for value in klass.__dict__.values():
        if value is func or getattr(value, "__func__", None) is func or (
                type(value) is property and func in (value.fget, value.fset, value.fdel)):
            return True
    return False


def _held_by_vetted(func: Any, cls: type) -> bool:
    """Whether ``func`` comes from a host class in the MRO of ``cls``'s first host (non-guest)
    class, and that class is vetted: a vetted type's own method (Fraction's operator
    closures, ``RegexFlag.__repr__ = global_flag_repr``), never one placed in a guest class."""
    host = next((k for k in cls.__mro__ if not _guest(k)), object)
    if host is object or _class_reason(host) is None:
        return False
    return any(_holds(k, func) for k in host.__mro__[:-1]) and not any(
        _holds(k, func) for k in cls.__mro__ if _guest(k))


def vetted_owner(func: Any) -> type | None:
    """The vetted class that defines host function ``func`` (found by its module and qualified
    name, so an ``exec``-made function placed in a guest class has none), or None."""
    module = sys.modules.get(getattr(func, "__module__", None) or "")
    parts = getattr(func, "__qualname__", "").split(".")
    if module is None or len(parts) < 2:
        return _registered_holder(func)  # a private copy's (namedtuple's eval-made __new__)
    owner: Any = module
    for part in parts[:-1]:  # up to the class (a closure's qualname goes on past it)
        following = getattr(owner, part, None)
        if isinstance(owner, type) and not isinstance(following, type):
            break
        owner = following
    if not isinstance(owner, type) or _guest(owner) or _class_reason(owner) is None:
        return _registered_holder(func)
    return owner if _holds(owner, func) else _registered_holder(func)


def _registered_holder(func: Any) -> type | None:
    """The vetted host class registered with the gate whose MRO holds ``func`` by identity
    (the classes of a module wrapper's private copy of a stdlib module, whose qualified names
    lead nowhere in ``sys.modules``: ``urllib.parse.ParseResult._replace``), or None."""
    from . import gate
    for cls in (*gate.ALLOWED_ATTRS, *gate.GUEST_VISIBLE_TYPES):
        if isinstance(cls, type) and not _guest(cls) and cls not in PLAIN_DATA and \
                any(_holds(k, func) for k in cls.__mro__[:-1]) and \
                _class_reason(cls) is not None:
            return cls
    return None


def _guarded_metaclass(cls: type) -> bool:
    """Whether metaclass ``cls`` is the sandbox's and its own ``__new__`` asks
    ``classes.built_by_create_class`` (so a direct call never builds a class past the checks;
    the real ``abc.ABCMeta``, ``enum.EnumType``... build any class and are never vetted)."""
    new = cls.__dict__.get("__new__")
    code = _code_of(new)
    return code is not None and code.co_filename.startswith(_SANDBOX_DIR) and \
        "built_by_create_class" in code.co_names


def _own_registry(cls: Any) -> str | None:
    """Why ``ABCMeta.register`` bound to ``cls`` may be reachable: ``cls`` is a guest class
    and no ABC above it is shared by sessions or the host (``classes.shared_abc_above``; each
    session's ``abc.ABC`` is its own, ``modules/session_abc.py``), so a registration changes
    only this session's answers -- the rule the gate applies (``gate._check_registry``)."""
    from .classes import is_guest_class, shared_abc_above
    if is_guest_class(cls) and shared_abc_above(cls.__mro__) is None:
        return "registers with a guest class whose ABCs are its own session's"
    return None


def sandbox_slots() -> tuple[Any, ...]:
    """The sandbox's stand-ins for ``object``'s slots, which guest code gets bound to its own
    objects (``obj.__setattr__`` where a host base defines it, ``super().__repr__``...), by
    identity: the gate's ``object.__setattr__``/``__delattr__``/``__getattribute__`` apply the
    gate's rules to whatever object they are given (``gate._gated_bypass``), and the sandbox's
    ``object.__repr__`` (``classes.REPR_HOOK`` as guest code sees it) shows a guest address,
    never a host one, nor does its ``object.__hash__`` (``classes.HASH_HOOK``) hash by one;
    its ``defaultdict.__missing__`` (``classes.MISSING_HOOK``) is CPython's algorithm with
    the factory's call checked (``runtime/factories.py``). No other builtin is vetted by this
    rule."""
    from . import gate
    from .classes import HASH_HOOK, MISSING_HOOK, REPR_HOOK, guest_view
    return (*(gate.TYPE_OVERRIDES[(object, name)](object)
              for name in ("__setattr__", "__delattr__", "__getattribute__", "__new__")),
            guest_view(REPR_HOOK), guest_view(HASH_HOOK), guest_view(MISSING_HOOK))


def _guest(obj: Any) -> bool:
    from .classes import is_guest_class
    return is_guest_class(obj) or is_guest_class(type(obj))


_SANDBOX_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _code_of(value: Any) -> Any:
    for candidate in (value, getattr(value, "__func__", None),
                      getattr(type(value).__dict__.get("__call__"), "__func__", None)):
        code = getattr(candidate, "__code__", None)
        if isinstance(code, types.CodeType):
            return code
    return None


def _sandbox_code(klass: type) -> bool:
    """Whether ``klass``'s own namespace holds a function (or sandbox builtin) written in the
    sandbox package, or its metaclass is sandbox code (a per-session class)."""
    for value in klass.__dict__.values():
        code = _code_of(value)
        if code is not None and code.co_filename.startswith(_SANDBOX_DIR):
            return True
    meta = type(klass)
    return meta is not type and isinstance(meta, type) and _sandbox_code(meta)


def sandbox_own(t: type) -> bool:
    """Whether ``t`` is a class the sandbox itself defines for guest code: it (or a base the
    sandbox defines) declares its guest surface (``__sandbox_attrs__``) in its own namespace,
    or it is sandbox code registered with the gate. The gate reads nothing else on its
    instances, and the census walks what it allows."""
    from . import gate
    for klass in t.__mro__[:-1]:
        if "__sandbox_attrs__" in klass.__dict__:
            return True
        if klass in gate.ALLOWED_ATTRS and any(_sandbox_code(k) for k in t.__mro__[:-1]):
            return True
    return False


def vetted_reason(obj: Any, judge: Callable[[Any], bool]) -> str | None:
    """Why host object ``obj`` may be reachable (None: not vetted). ``judge`` decides for the
    objects a bound method carries (the census passes its own classification)."""
    t = type(obj)
    if isinstance(obj, type):
        return _class_reason(obj)
    if t is types.FunctionType:
        owner = vetted_owner(obj)
        return None if owner is None or obj.__name__ in MUTATING_SLOTS else (
            f"method of vetted class {owner.__qualname__} (calls what the guest passes)")
    if t is types.MethodType:
        if obj.__func__ is abc.ABCMeta.register:
            return _own_registry(obj.__self__)
        if any(obj.__func__ is slot for slot in sandbox_slots()):
            return "the sandbox's own object slot (gate rules / no host address) bound to a " \
                "vetted object" if judge(obj.__self__) else None
        return "sandbox method bound to a vetted object" if _sandbox_method_ok(obj, judge) \
            else None
    if t in _DESCRIPTORS:
        owner = obj.__objclass__
        return "field descriptor of a vetted class" if (
            _guest(owner) or _class_reason(owner) is not None) else None
    reason = _class_reason(t, instances=True)
    if reason is not None and t in (types.BuiltinFunctionType, types.MethodWrapperType):
        return reason if _bound_self_ok(obj, judge) else None
    return reason


def _class_reason(cls: type, *, instances: bool = False) -> str | None:
    """Why class ``cls`` (or, with ``instances``, an instance of it) may be reachable."""
    from . import gate
    from .classes import ALLOWED_METACLASSES, may_subclass
    from .guestsuper import GuestSuper
    if not instances and cls in _NEVER_AS_CLASSES:
        return None
    if not instances and cls is GuestSuper:
        return "the guest's super: builds views only of guest classes over guest objects"
    name = f"{cls.__module__}.{cls.__qualname__}"
    reason = VETTED_TYPES.get(cls) or VETTED_PRIVATE.get(name)
    if reason is None and (cls in gate.ALLOWED_ATTRS or cls in gate.GUEST_VISIBLE_TYPES):
        # a module wrapper's own copy of a vetted stdlib class (registered with the gate)
        reason = _VETTED_NAMES.get(name)
    if reason is None and issubclass(cls, BaseException):
        reason = "exception: the gate allows args/notes/chaining (traceback as guest frames)"
    if reason is None and sandbox_own(cls):
        reason = "sandbox-defined class for guest use (its surface is registered with the gate)"
    if reason is None and len(cls.__mro__) > 2 and _sandbox_code(cls) and \
            _class_reason(cls.__mro__[1], instances=instances) is not None:
        reason = "the sandbox's (per-session) subclass of a vetted class"
    if reason is None and not instances:
        reason = VETTED_CLASSES.get(cls)
        if reason is None and may_subclass(cls):  # SUBCLASSABLE, or marked per session
            reason = "host base class a module wrapper lets guest classes derive from"
        if reason is None and cls in ALLOWED_METACLASSES and _guarded_metaclass(cls):
            reason = "the sandbox's metaclass: builds a class only for classes.create_class " \
                "(classes.built_by_create_class), routes or refuses other calls"
    return reason


#: Classes never vetted as objects (their instances may be): calling ``type`` builds a class
#: outside classes.create_class, calling ``super`` builds a view of any object (the guest's
#: ``type`` and ``super`` are the sandbox's: builtins.type_, guestsuper.GuestSuper).
_NEVER_AS_CLASSES = frozenset({type, super})

_VETTED_NAMES = {f"{t.__module__}.{t.__qualname__}": reason for t, reason in VETTED_TYPES.items()}

# ``type`` itself is never vetted: the guest's ``type`` is a wrapper (classes.create_class
# checks bases and metaclasses); the real one reaching the guest is a finding.
assert type not in VETTED_TYPES and type not in VETTED_CLASSES
