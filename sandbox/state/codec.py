"""Encoder half of :mod:`sandbox.state` (the format is documented there; what both halves
share is in :mod:`sandbox.state.kinds`).

Export never runs guest code: instance state is read with the host types' own descriptors and
methods (``object.__getattribute__``, ``dict.items``, member descriptors...), never through
attribute lookup that a guest class could override.
"""

from __future__ import annotations

import datetime
import decimal
import fractions
import gc
import struct
import types
from itertools import chain
from typing import Any

import msgpack

from ..errors import StateError
from ..guards.dunders import SlotCheck
from ..runtime.builtins import BoundCheck, MethodCheck
from ..runtime.classes import (
    GUEST_FLAG,
    guest_view,
    is_guest_class,
    is_stand_in,
    is_stand_in_member,
    saved_value,
)
from ..runtime.objects import UNBOUND, Cell, Code, Function
from ..tools import BoundTool
from .abcs import abc_problem, abstract_names, explicit_metaclass, is_abc_class, metaclass_made
from .enums import (
    encode_enum,
    encode_member,
    enum_children,
    enum_problem,
    is_enum_class,
    is_enum_member,
)
from .guard import inert_callable
from .hostvalues import (
    DT_CLASSES,
    encode_datetime,
    encode_host_value,
    host_value_children,
    host_value_kind,
)
from .instances import InstanceEncoding
from .kinds import (
    BIGINT,
    BYTEARRAY,
    CLASSMETHOD,
    COLUMNS,
    COMPLEX,
    DATETIME,
    DECIMAL,
    DICT_DEFERRED,
    ENUM,
    ENUMMEMBER,
    FRACTION,
    FROZENSET,
    HOSTMETHOD,
    HOSTVALUE,
    MAX_DEPTH,
    METHOD,
    MIN_BATCH,
    NAMED,
    NATIVE_ATOMS,
    PROPERTY,
    RANGE,
    RECORDS,
    REF,
    SAFE_KEYS,
    SET,
    SLICE,
    STATICMETHOD,
    TUPLE,
    VIEW,
    MissingTool,
    bound_method_type,
    dict_descriptor_ok,
    int_bytes,
    is_namedtuple_class,
    layout_of,
    named_index,
    namedtuple_standard_names,
    packb,
    safe_key,
)
from .plainscan import PlainScan
from .problems import describe_problem, self_cycle, slots_ok
from .relay import RELAY_HASH_BUDGET, _hash_work
from .remade import KINDS as REMADE_KINDS
from .source import LineIndex, code_record
from .typeddicts import (
    encode_typeddict,
    is_typeddict_class,
    typeddict_children,
    typeddict_problem,
)
from .typing_aliases import nested_ok

_DICT_ONLY = {dict}
_STR_ONLY = {str}
#: Host values that keep their identity when shared (the mutable ones: two names of one
#: StringIO or Random stay one object; and those a cache or context makes once)
_SHARED_HOST_KINDS = frozenset({"partial", "lru_cache", "decimal_context", "stringio", "template",
                                "bytesio", "random", "urlresult", "typevar", "traceback",
                                *REMADE_KINDS})
_BATCH_KEYS = frozenset({str, int})


_DICT_VIEWS = {type({}.keys()): "keys", type({}.values()): "values", type({}.items()): "items"}



# --- encoder -------------------------------------------------------------------------------------

class _Restart(Exception):
    """A cycle runs back into a tuple (or another immutable) through objects written inline:
    they become table entries and encoding starts again."""


def _ext_packb(obj: Any) -> bytes:
    return msgpack.packb(obj, use_bin_type=True, unicode_errors="surrogatepass")



class Encoder(InstanceEncoding, PlainScan):
    """Writes the objects reachable from a session's globals (see :mod:`sandbox.state`)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.g = session.globals
        self.importer = session.importer
        self.named = named_index(session)
        self.source_globals = {id(g): g.get("__name__") for g in self.importer.source_globals}
        self.line_indexes: dict[int, LineIndex] = {}
        self.code_records: dict[int, list[Any] | None] = {}
        self.problems: dict[str, str] = {}
        self.forced: set[int] = set()
        self.slot_cache: dict[type, list[tuple[type, str, Any]]] = {}
        self.relay_sets = False  # see _set_items
        self.relay_budget = RELAY_HASH_BUDGET  # objects the relayed sets may have hashed
        self.hash_sizes: dict[int, int | None] = {}  # see _hash_work

    # --- pass 1: sharing, cycles, what cannot be saved ---------------------------------------

    def scan(self, roots: list[tuple[str, Any]]) -> None:
        """Count references (``shared``), find dicts whose keys run guest hashing (``unsafe``),
        roots a lowering pass must rebuild (``dirty``) and unexportable values (``problems``)."""
        seen: dict[int, int] = {}
        shared: set[int] = set()
        unsafe: set[int] = set()
        dirty: set[int] = set()
        named = self.named
        children = self._children
        bad: dict[int, Any] = {}
        self.scanned: dict[int, tuple[Any, int]] = {}  # (objects not dicts or lists, by id)
        self.batches: dict[int, bytes] = {}  # root index -> packed COLUMNS payload
        for ri, (_, value) in enumerate(roots):
            if self._plain_batch(ri, value, seen) or self._plain(ri, value, seen):
                continue
            stack = [value]
            pop, extend = stack.pop, stack.extend
            while stack:
                o = pop()
                t = type(o)
                if t in NATIVE_ATOMS:
                    continue
                i = id(o)
                first = seen.get(i)
                if first is not None:
                    shared.add(i)
                    dirty.add(ri)
                    dirty.add(first)
                    continue
                seen[i] = ri
                if i in named:
                    if t is dict or t is list:
                        dirty.add(ri)
                    continue
                if t is dict:
                    if not set(map(type, o)) <= NATIVE_ATOMS:
                        if not all(safe_key(k) for k in o):
                            unsafe.add(i)
                            dirty.add(ri)
                        extend(o)
                    vals = o.values()
                    if not set(map(type, vals)) <= NATIVE_ATOMS:
                        extend(vals)
                elif t is list:
                    if not set(map(type, o)) <= NATIVE_ATOMS:
                        extend(o)
                else:
                    self.scanned[i] = (o, ri)
                    if t is bytearray:  # msgpack would write it as bytes
                        dirty.add(ri)
                    kids = children(o)
                    if kids is None:
                        bad[i] = o
                    elif kids:
                        extend(kids)
        self.shared, self.unsafe, self.dirty = shared, unsafe, dirty
        if bad:
            self._blame(roots, bad)

    def _blame(self, roots: list[tuple[str, Any]], bad: dict[int, Any]) -> None:
        """Name every root from which an unexportable object is reachable."""
        for name, value in roots:
            seen: set[int] = set()
            stack = [value]
            while stack:
                o = stack.pop()
                if type(o) in NATIVE_ATOMS or id(o) in seen:
                    continue
                seen.add(id(o))
                if id(o) in bad:
                    self.problems[name] = describe_problem(o, self.g, self.source_globals,
                                                           self.named)
                    break
                if id(o) in self.named:
                    continue
                if type(o) is dict:
                    stack.extend(o)
                    stack.extend(o.values())
                elif type(o) is list:
                    stack.extend(o)
                else:
                    stack.extend(self._children(o) or ())

    def _children(self, o: Any) -> list[Any] | None:  # noqa: C901 - one switch on kind
        """What ``o`` refers to (for pass 1), or None if ``o`` cannot be saved."""
        t = type(o)
        if t is tuple or t is set:
            return list(o)
        if t is frozenset:  # rebuilt by hashing its members: never guest code at import
            return list(o) if all(safe_key(x) for x in o) else None
        if t is int or t in SAFE_KEYS or t is bytearray:
            return [] if t is not datetime.datetime and t is not datetime.time else [o.tzinfo]
        if t is Function:
            if self._code_record(o._code) is None:
                return None
            if o._globals is not self.g and id(o._globals) not in self.source_globals:
                return None
            kids = list(o._defaults) + list(o._closure) + list(o.__dict__.values())
            if o._kwdefaults:
                kids += list(o._kwdefaults.values())
            return kids
        if t is Cell:
            return [] if o.value is UNBOUND else [o.value]
        if is_enum_class(o):  # always a table entry: one class however often it is met
            if enum_problem(o, self.named) is not None:
                return None
            self.forced.add(id(o))
            return enum_children(o)
        if is_enum_member(o):
            return [t]
        if is_typeddict_class(o):
            return None if typeddict_problem(o) else typeddict_children(o)
        abc = t is not type and is_abc_class(o)
        if t is type or abc:
            if (not is_guest_class(o) or not dict_descriptor_ok(o)
                    or not slots_ok(o.__dict__.get("__slots__", ()))):
                return None
            if abc:
                if abc_problem(o, self.named) is not None:
                    return None
                meta = explicit_metaclass(o)
                return list(o.__bases__) + [v for _, v in self._class_items(o)] + (
                    [] if meta is None else [meta])
            if is_namedtuple_class(o):
                return list(o.__dict__["_field_defaults"].values()) + [
                    v for k, v in o.__dict__.items() if k not in namedtuple_standard_names()
                    and k not in o.__dict__["_fields"]]
            if any(not is_guest_class(b) and id(b) not in self.named for b in o.__bases__):
                return None
            return list(o.__bases__) + [v for _, v in self._class_items(o)]
        if t is types.MethodType:
            return [o.__func__, o.__self__]
        if t is classmethod or t is staticmethod:  # (they copy what they wrap's attributes)
            return [o.__func__] if inert_callable(o.__func__) else None
        if t is property:
            funcs = [o.fget, o.fset, o.fdel]
            return [*funcs, o.__doc__] if all(map(inert_callable, funcs)) else None
        if t is slice:
            return [o.start, o.stop, o.step]
        if t in _DICT_VIEWS:
            d = gc.get_referents(o)
            return d if len(d) == 1 and type(d[0]) is dict else None
        if t is decimal.Decimal or t is fractions.Fraction or t is complex:
            return []
        if issubclass(t, (types.BuiltinMethodType, types.MethodWrapperType)):
            owner = o.__self__
            if (issubclass(type(owner), types.ModuleType) or is_guest_class(type(owner))
                    or is_guest_class(owner)):
                return None  # (a guest class's attributes may be guest descriptors)
            return [owner]
        if t is BoundCheck:  # a size-checked builtin method: saved as (object, name)
            return [o._obj]
        if t is SlotCheck:  # a size-checked operator dunder of a type: saved as (type, name)
            return [o._owner]
        if t is MethodCheck:  # a size-checked method of a type: saved as (type, name)
            return [o._owner]
        if t in (types.MethodDescriptorType, types.WrapperDescriptorType,
                 types.ClassMethodDescriptorType):
            return [o.__objclass__]
        host = host_value_kind(o)
        if host == "mappingproxy":  # (its one referent is the mapping it shows)
            d = gc.get_referents(o)
            return d if len(d) == 1 and type(d[0]) is dict else None
        if host is not None:
            if host == "lru_cache" and type(object.__getattribute__(o, "__dict__").get(
                    "__wrapped__")) is not Function:
                return None  # (only a guest function's wrapper: rebuilt around it)
            return host_value_children(o, host)
        if t is bound_method_type():
            return [o._obj]
        if t is MissingTool or t is BoundTool:
            return []
        if t is types.GenericAlias:  # (what the import accepts: typing_aliases.nested_ok)
            args = o.__args__
            return [o.__origin__, *args] if all(map(nested_ok, args)) else None
        if t is types.UnionType:
            return list(o.__args__)
        return self._instance_children(o)

    def _class_items(self, cls: type) -> list[tuple[str, Any]]:
        abc = type(cls) is not type and is_abc_class(cls)
        out: list[tuple[str, Any]] = [("__abstractmethods__", abstract_names(cls))] if abc else []
        for k, v in cls.__dict__.items():
            if k in (GUEST_FLAG, "__module__", "__qualname__", "__slots__"):
                continue
            if abc and metaclass_made(k, v):
                continue
            if k in ("__dict__", "__weakref__") and type(v) is types.GetSetDescriptorType:
                continue
            if type(v) is types.MemberDescriptorType and v.__objclass__ is cls:
                continue
            if is_stand_in(cls, k, v) or is_stand_in_member(v):  # re-derived when rebuilt
                continue
            out.append((k, guest_view(v) if k == "__del__" else saved_value(v)))
        return out

    def _code_record(self, code: Code) -> list[Any] | None:
        key = id(code)
        if key not in self.code_records:
            self.code_records[key] = code_record(code, self.line_indexes)
        return self.code_records[key]

    # --- pass 2: write -------------------------------------------------------------------------

    def encode(self, roots: list[tuple[str, Any]]) -> tuple[list[Any], list[Any]]:
        """Lowered root values and the header parts; restarts when a cycle through an
        immutable value needs more table entries."""
        for _ in range(1000):
            try:
                return self._encode_once(roots)
            except _Restart:
                continue
        raise StateError("cannot export: too many cycles through tuples")  # pragma: no cover

    def _encode_once(self, roots: list[tuple[str, Any]]) -> tuple[list[Any], list[Any]]:
        self.index: dict[int, int] = {}
        self.shells: list[list[Any]] = []
        self.entries: list[bytes] = []
        self.pending: list[tuple[int, Any, str]] = []
        self.codes: list[list[Any]] = []
        self.code_index: dict[int, int] = {}
        self.stack: list[int] = []
        self.in_progress: set[int] = set()
        self.depth = 0
        self.entry_ids = self.shared | self.forced
        out = []
        for ri, (name, value) in enumerate(roots):
            self.where = f"global {name!r}"
            if ri in self.dirty:
                out.append(self.lower(value))
            elif ri in self.batches:  # packed by the scan (PlainScan._plain_batch)
                out.append(msgpack.ExtType(COLUMNS, self.batches[ri]))
            else:
                out.append(self._batched(value, 2))
        packed = [packb(v, self.default) for v in out]
        self.where = "an object the globals share"
        while self.pending:
            idx, obj, kind = self.pending.pop()
            self.entries.append(packb([idx, packb(self._content(obj, kind), self.default)],
                                      self.default))
        return packed, [self.codes, self.shells]

    def _batched(self, o: Any, levels: int) -> Any:
        """``o`` (a value whose dicts and lists are not shared) with dicts and lists of many
        same-shaped dicts (records) written as record batches, looking ``levels`` levels
        down."""
        t = type(o)
        if t is not dict and t is not list:
            return o
        values = o.values() if t is dict else o
        if (len(values) >= MIN_BATCH and set(map(type, values)) == _DICT_ONLY
                and (t is list or set(map(type, o)) <= _BATCH_KEYS)):
            shapes = set(map(tuple, map(dict.keys, values)))
            if len(shapes) == 1:
                keys = shapes.pop()
                if keys and set(map(type, keys)) == _STR_ONLY:
                    flat = list(chain.from_iterable(map(dict.values, values)))
                    return msgpack.ExtType(RECORDS, packb(
                        [list(keys), len(values), list(o) if t is dict else None, flat],
                        self.default))
        if levels <= 1:
            return o
        if t is dict:
            return {k: self._batched(v, levels - 1) for k, v in o.items()}
        return [self._batched(v, levels - 1) for v in o]

    def _enter(self, o: Any) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise StateError(f"cannot export: values are nested more than {MAX_DEPTH} levels "
                             "deep")
        self.stack.append(id(o))

    def _leave(self) -> None:
        self.depth -= 1
        self.stack.pop()

    def lower(self, o: Any) -> Any:
        """``o`` ready for msgpack: dicts and lists that are shared or need special handling
        become ext values; anything else msgpack does not know goes to :meth:`default`."""
        t = type(o)
        if t in NATIVE_ATOMS:
            return o
        if t is not dict and t is not list:
            return self.default(o)
        i = id(o)
        known = self._known(i)
        if known is not None:
            return known
        if i in self.entry_ids:
            return self._new_mutable(o, "L" if t is list else "D", [])
        self._enter(o)
        try:
            if t is list:
                return [self.lower(x) for x in o]
            if i in self.unsafe:
                return msgpack.ExtType(DICT_DEFERRED, packb(self._flat_items(o), self.default))
            return {k: self.lower(v) for k, v in o.items()}
        finally:
            self._leave()

    def _known(self, i: int) -> msgpack.ExtType | None:
        """The object of id ``i`` as a name (exported by name) or as a reference to the
        object table (already written), or None if it is neither yet."""
        named = self.named.get(i)
        if named is not None:
            return msgpack.ExtType(NAMED, _ext_packb(named))
        idx = self.index.get(i)
        if idx is not None:
            return msgpack.ExtType(REF, _ext_packb(idx))
        return None

    def _flat_items(self, d: dict[Any, Any]) -> list[Any]:
        return [x for k, v in d.items() for x in (self.lower(k), self.lower(v))]

    def _new_mutable(self, o: Any, kind: str, args: list[Any]) -> msgpack.ExtType:
        idx = len(self.shells)
        self.index[id(o)] = idx
        self.shells.append([kind, *args])
        self.pending.append((idx, o, kind))
        return msgpack.ExtType(REF, _ext_packb(idx))

    def _immutable(self, o: Any, build: Any) -> msgpack.ExtType:
        """Inline encoding of ``o`` (``build()``), or a table entry if ``o`` is shared."""
        i = id(o)
        if i not in self.entry_ids:
            self._enter(o)
            try:
                return build()  # type: ignore[no-any-return]
            finally:
                self._leave()
        if i in self.in_progress:  # a cycle came back through inline mutable objects
            at = self.stack.index(i)
            between = self.stack[at + 1:]
            if self.forced.issuperset(between):  # only values made in one piece: no way out
                raise StateError(self_cycle(o, self.where))
            self.forced.update(between)
            raise _Restart
        self.in_progress.add(i)
        self._enter(o)
        try:
            ext = build()
        finally:
            self._leave()
            self.in_progress.discard(i)
        idx = self.index.get(i)
        if idx is None:
            idx = len(self.shells)
            self.index[i] = idx
            self.shells.append(["X"])
            self.entries.append(packb([idx, packb(ext, None)], None))
        return msgpack.ExtType(REF, _ext_packb(idx))

    def _mutable(self, o: Any, kind: str, args: Any, inline: Any) -> msgpack.ExtType:
        if id(o) in self.entry_ids:
            return self._new_mutable(o, kind, args() if callable(args) else args)
        self._enter(o)
        try:
            return inline()  # type: ignore[no-any-return]
        finally:
            self._leave()

    def default(self, o: Any) -> msgpack.ExtType:  # noqa: C901 - one switch on type
        """msgpack's hook for every value it does not encode natively."""
        t = type(o)
        if t is int:
            return msgpack.ExtType(BIGINT, int_bytes(o))
        i = id(o)
        known = self._known(i)
        if known is not None:
            return known
        if t is dict or t is list:
            return self.lower(o)  # type: ignore[no-any-return]
        lower = self.lower
        if t is tuple:
            return self._immutable(o, lambda: msgpack.ExtType(
                TUPLE, packb([lower(x) for x in o], self.default)))
        if t is frozenset:
            return self._immutable(o, lambda: msgpack.ExtType(
                FROZENSET, packb([lower(x) for x in o], self.default)))
        if t is set:
            return self._mutable(o, "S", [], lambda: msgpack.ExtType(
                SET, packb(self._set_items(o), self.default)))
        if t is bytearray:
            return self._mutable(o, "BA", [], lambda: msgpack.ExtType(BYTEARRAY, bytes(o)))
        if t is complex:
            return msgpack.ExtType(COMPLEX, struct.pack(">dd", o.real, o.imag))
        if t in DT_CLASSES:
            return msgpack.ExtType(DATETIME, packb(encode_datetime(o, self.lower), self.default))
        if t is decimal.Decimal:
            return msgpack.ExtType(DECIMAL, str(o).encode())
        if t is fractions.Fraction:
            return msgpack.ExtType(FRACTION, packb([o.numerator, o.denominator], self.default))
        if t is range:
            return msgpack.ExtType(RANGE, packb([o.start, o.stop, o.step], self.default))
        if t is slice:
            return self._immutable(o, lambda: msgpack.ExtType(SLICE, packb(
                [lower(o.start), lower(o.stop), lower(o.step)], self.default)))
        if t is Function:
            code = self._code(o._code)
            gname = None if o._globals is self.g else self.source_globals[id(o._globals)]
            return self._new_mutable(o, "F", [code, gname])
        if t is Cell:
            return self._new_mutable(o, "C", [])
        if t is type or is_abc_class(o):
            return self._class(o)
        if is_enum_class(o):
            return self._immutable(o, lambda: msgpack.ExtType(ENUM, packb(
                encode_enum(o, lower), self.default)))
        if is_enum_member(o):
            return msgpack.ExtType(ENUMMEMBER, packb(encode_member(o, lower), self.default))
        if is_typeddict_class(o):
            return self._immutable(o, lambda: msgpack.ExtType(HOSTVALUE, packb(
                encode_typeddict(o, lower), self.default)))
        if t is types.MethodType:
            return self._immutable(o, lambda: msgpack.ExtType(METHOD, packb(
                [lower(o.__func__), lower(o.__self__)], self.default)))
        if t is classmethod or t is staticmethod:
            code_ = CLASSMETHOD if t is classmethod else STATICMETHOD
            return self._immutable(o, lambda: msgpack.ExtType(code_, packb(
                [lower(o.__func__)], self.default)))
        if t is property:
            return self._immutable(o, lambda: msgpack.ExtType(PROPERTY, packb(
                [lower(o.fget), lower(o.fset), lower(o.fdel), lower(o.__doc__)],
                self.default)))
        if t in _DICT_VIEWS:
            d = gc.get_referents(o)[0]
            return self._immutable(o, lambda: msgpack.ExtType(VIEW, packb(
                [_DICT_VIEWS[t], lower(d)], self.default)))
        if issubclass(t, (types.BuiltinMethodType, types.MethodWrapperType)):
            return self._immutable(o, lambda: msgpack.ExtType(HOSTMETHOD, packb(
                [lower(o.__self__), o.__name__], self.default)))
        if t is BoundCheck:
            return self._immutable(o, lambda: msgpack.ExtType(HOSTMETHOD, packb(
                [lower(o._obj), o.__name__], self.default)))
        if t is SlotCheck or t is MethodCheck:
            return msgpack.ExtType(HOSTMETHOD, packb([lower(o._owner), o.__name__],
                                                     self.default))
        if t in (types.MethodDescriptorType, types.WrapperDescriptorType,
                 types.ClassMethodDescriptorType):
            return msgpack.ExtType(HOSTMETHOD, packb([lower(o.__objclass__), o.__name__],
                                                     self.default))
        if t is bound_method_type():
            return self._immutable(o, lambda: msgpack.ExtType(HOSTMETHOD, packb(
                [lower(o._obj), o.__name__], self.default)))
        host = host_value_kind(o)
        if host == "mappingproxy":
            mapping = gc.get_referents(o)[0]
            return self._immutable(o, lambda: msgpack.ExtType(HOSTVALUE, packb(
                ["mappingproxy", lower(mapping)], self.default)))
        if host in _SHARED_HOST_KINDS:  # identity kept (shared)
            return self._immutable(o, lambda: msgpack.ExtType(HOSTVALUE, packb(
                encode_host_value(o, host, lower), self.default)))
        if host is not None:
            return msgpack.ExtType(HOSTVALUE, packb(encode_host_value(o, host, self.lower),
                                                    self.default))
        if t is types.GenericAlias:  # list[int] in annotations
            return self._immutable(o, lambda: msgpack.ExtType(HOSTVALUE, packb(
                ["alias", lower(o.__origin__), [lower(a) for a in o.__args__]], self.default)))
        if t is types.UnionType:  # int | None
            return self._immutable(o, lambda: msgpack.ExtType(HOSTVALUE, packb(
                ["union", [lower(a) for a in o.__args__]], self.default)))
        if t is MissingTool or t is BoundTool:  # a tool granted for one run, or missing
            name = o.__name__ if t is MissingTool else o._tool.name
            return msgpack.ExtType(NAMED, _ext_packb(["tool", name]))
        return self._instance(o)

    def _code(self, code: Code) -> int:
        i = self.code_index.get(id(code))
        if i is None:
            record = self._code_record(code)
            if record is None:  # pragma: no cover - refused by the scan
                raise StateError(f"cannot export function {code.qualname!r}: unknown source")
            i = self.code_index[id(code)] = len(self.codes)
            self.codes.append(record)
        return i

    def _class(self, cls: type) -> msgpack.ExtType:
        if not is_guest_class(cls):  # pragma: no cover - refused by the scan
            raise StateError(f"cannot export class {cls.__qualname__!r}")
        if is_namedtuple_class(cls):
            fields = list(cls.__dict__["_fields"])
            return self._new_mutable(cls, "NT", [cls.__name__, fields, cls.__module__,
                                                 cls.__qualname__])
        bases = [self.lower(b) for b in cls.__bases__]
        slots = cls.__dict__.get("__slots__")
        if slots is not None:
            slots = [slots] if type(slots) is str else list(slots)  # checked by the scan
        shell = [cls.__name__, cls.__qualname__, str(cls.__dict__.get("__module__", "__main__")),
                 bases, slots]
        meta = explicit_metaclass(cls) if type(cls) is not type else None
        if meta is not None:  # (metaclass=abc.ABCMeta: a named object, see abcs.abc_problem)
            shell.append(self.lower(meta))
        return self._new_mutable(cls, "K", shell)

    def _set_items(self, o: Any) -> list[Any]:
        """A set's members, lowered in its iteration order. With ``relay_sets`` (the start
        state of a pausable run) the live set is then laid out again as the import will lay
        it out (emptied, then its members added in that order): a set's order depends on its
        table's history (removals, collisions), which an import cannot repeat, and the run
        recorded before a pause must iterate its sets as the replay after the import will.
        Only members that host code hashes (str, int, bytes...) are re-added: hashing the
        others would run guest code; and only as long as the export's hashing stays within
        :data:`RELAY_HASH_BUDGET` (this runs outside any run's limits: round 9)."""
        lower = self.lower
        items = [lower(x) for x in o]
        if self.relay_sets and len(o) > 1 and self._may_relay(o):
            members = list(o)  # the order just saved: lowering changes no set
            set.clear(o)
            set.update(o, members)
        return items

    def _may_relay(self, o: Any) -> bool:
        """Whether set ``o`` is laid out again (see :meth:`_set_items`), charged to the
        export's :attr:`relay_budget`."""
        work = _hash_work(o, self.hash_sizes)
        if work is None or work > self.relay_budget:
            return False
        self.relay_budget -= work
        return True

    def _content(self, o: Any, kind: str) -> Any:
        """Content of a table entry whose object is created before it is filled."""
        lower = self.lower
        self._enter(o)
        try:
            if kind == "L":
                return [lower(x) for x in o]
            if kind == "D":
                return self._flat_items(o)
            if kind == "S":
                return self._set_items(o)
            if kind == "BA":
                return bytes(o)
            if kind == "C":
                return [] if o.value is UNBOUND else [lower(o.value)]
            if kind == "F":
                kw = o._kwdefaults
                return [[lower(x) for x in o._defaults],
                        None if kw is None else {k: lower(v) for k, v in kw.items()},
                        [lower(c) for c in o._closure],
                        {k: lower(v) for k, v in o.__dict__.items()}]
            if kind == "K":
                return [x for k, v in self._class_items(o) for x in (k, lower(v))]
            if kind == "NT":
                d = o.__dict__
                defaults = [lower(v) for v in d["_field_defaults"].values()]
                extras = [x for k, v in d.items() if k not in namedtuple_standard_names()
                          and k not in d["_fields"] for x in (k, lower(v))]
                return [defaults, extras]
            if kind == "I":
                t = type(o)
                layout, solid = layout_of(t)  # type: ignore[misc]
                return self._instance_state(o, t, layout, solid)
            raise AssertionError(kind)  # pragma: no cover
        finally:
            self._leave()
