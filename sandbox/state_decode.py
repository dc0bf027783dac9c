"""Decoder half of :mod:`sandbox.state` (the format is documented there).

Every field is type-checked before use and every failure becomes a :class:`StateError`. The
decoder builds into a fresh importer and fresh objects only; :mod:`sandbox.state` swaps them
into the session once everything is built. Guest code runs at import only where an object
cannot exist without it: hashing instances of guest classes that define ``__hash__``/``__eq__``
(dict keys and set members), done last, under the session's limits, with no tool granted.
"""

from __future__ import annotations

import collections
import datetime
import decimal
import fractions
import functools
import io
import keyword
import operator
import random
import struct
import sys
import time
import types
import uuid
from collections.abc import Callable
from itertools import repeat
from typing import Any

import msgpack

from .errors import StateError
from .modules import module_get_attr
from .runtime import gate
from .runtime.classes import GUEST_FLAG, SUBCLASSABLE, finalizer_hook, is_guest_class
from .runtime.memory import rss_bytes
from .runtime.objects import UNBOUND, Cell, Code, Function
from .state_source import rebuild_code
from .state_types import (
    BIGINT,
    BYTEARRAY,
    CLASSMETHOD,
    COMPLEX,
    CONSTANTS,
    DATETIME,
    DECIMAL,
    DICT_DEFERRED,
    FRACTION,
    FROZENSET,
    HOSTMETHOD,
    HOSTVALUE,
    IMMUTABLE_LAYOUTS,
    INSTANCE,
    MAX_DEPTH,
    METHOD,
    NAMED,
    PROPERTY,
    RANGE,
    RECORDS,
    REF,
    SET,
    SLICE,
    STATICMETHOD,
    TUPLE,
    VIEW,
    MissingTool,
    exception_extras,
    is_builtin_exception,
    layout_of,
    safe_key,
    zoneinfo_type,
)
from .tools import BoundTool

#: Largest int (in bytes) and Fraction part accepted.
MAX_INT_BYTES = 8 * 1024 * 1024
MAX_FRACTION_BITS = 1 << 20
MAX_NAME_CHARS = 10_000
#: Class attributes that are part of a class's identity or layout, never restored by name.
CLASS_DENY = frozenset({"__dict__", "__weakref__", "__class__", "__bases__", "__mro__",
                        "__base__", "__name__", "__qualname__", "__module__", "__slots__",
                        GUEST_FLAG, "__basicsize__", "__itemsize__", "__flags__",
                        "__dictoffset__", "__weakrefoffset__", "__text_signature__",
                        "__subclasses__"})
#: Items inserted into a dict or set between two looks at the clock.
_CHUNK = 512
#: Most bytes of Python objects one byte of msgpack can become (measured worst case: a chain
#: of one-entry maps, 110 bytes per byte). A body this many times smaller than the memory
#: limit cannot outgrow it; a larger one is decoded with a check after every container.
AMPLIFY = 128
#: Items one list (or twice one dict's entries) may hold: ``max_memory_bytes // ITEM_BYTES``.
#: msgpack allocates a container's slots before its items, and a container's items are built
#: before its check runs, so one container alone must fit in the limit.
ITEM_BYTES = 128
#: Container items decoded between two memory samples (a body larger than ``AMPLIFY``
#: allows), and seconds between two samples elsewhere (codes, classes, entries, fills).
SAMPLE_ITEMS = 16_384
SAMPLE_S = 0.002
#: Deepest nesting of immutable values reached *through object-table references* (a tuple
#: of a tuple of ... each a shared entry). CPython hashes (and frees some) nested values
#: recursively in C with no depth check, so a chain of 150,000 crashes the host; export
#: bounds each inline path by MAX_DEPTH, which references can compose (legitimately, rarely).
MAX_REF_DEPTH = 10 * MAX_DEPTH
_FILL_ORDER = {"C": 0, "K": 1, "NT": 1, "F": 2, "I": 3, "L": 4, "BA": 4, "D": 5, "S": 5}

#: Most fields a saved namedtuple class may have (the blob is untrusted input).
_MAX_NAMEDTUPLE_FIELDS = 10_000


def corrupt(why: str) -> StateError:
    return StateError(f"corrupt state blob: {why}")


class _Ref:
    __slots__ = ("i",)

    def __init__(self, i: int) -> None:
        self.i = i


def _check(cond: object, why: str) -> None:
    if not cond:
        raise corrupt(why)


def _name(v: Any, what: str) -> str:
    _check(isinstance(v, str) and 0 < len(v) <= MAX_NAME_CHARS and "\x00" not in v,
           f"bad {what}")
    return v  # type: ignore[no-any-return]


def _identifier(v: Any, what: str) -> str:
    _check(isinstance(v, str) and v.isidentifier() and not keyword.iskeyword(v),
           f"{what} is not an identifier")
    return v  # type: ignore[no-any-return]


def _pairs(flat: Any, what: str) -> list[tuple[Any, Any]]:
    _check(isinstance(flat, list) and len(flat) % 2 == 0, f"bad {what}")
    it = iter(flat)
    return list(zip(it, it, strict=True))


def _int(v: Any, what: str) -> int:
    _check(type(v) is int, f"{what} is not an int")
    return v  # type: ignore[no-any-return]


class Restored:
    """Everything built from a blob, not yet in the session."""

    def __init__(self, importer: Any, globals_: dict[str, Any],
                 deferred: list[Callable[[], None]]) -> None:
        self.importer = importer
        self.globals = globals_
        self.deferred = deferred

    def run_deferred(self) -> None:
        """Fill the dicts and sets whose keys hash with guest code (globals in place)."""
        for fill in self.deferred:
            fill()


class Decoder:
    """Reads one version-1 body (see :mod:`sandbox.state`) for ``session``."""

    def __init__(self, session: Any, body: bytes, ctx: Any, importer: Any) -> None:
        self.session = session
        self.body = body
        self.ctx = ctx
        self.limits = session.sandbox.limits
        self.builtins = session.globals.builtins
        self.importer = importer
        self.objects: list[Any] = []
        self.ready: list[bool] = []
        self.kinds: list[str] = []
        self.codes: list[Code] = []
        self.depth = 0
        self.header = True
        self.deferred: list[Callable[[], None]] = []
        self.missing: dict[str, MissingTool] = {}
        self.modules: set[str] = set()
        self.deadline = time.monotonic() + self.limits.timeout_s
        # memory: the process's growth since the import began, sampled (see AMPLIFY)
        self.memory_bytes = self.limits.max_memory_bytes
        self.max_items = max(self.memory_bytes // ITEM_BYTES, 64)
        self.guarded = AMPLIFY * len(body) > self.memory_bytes
        self.items_since_sample = 0
        self.next_sample = 0.0
        self.rss_base = rss_bytes()
        # nesting through references: per table object, how deep an immutable entry nests
        # (0 for mutable objects, which CPython never hashes or frees recursively)
        self.levels: list[int] = []
        self.peak = 0  # deepest level reached while the current entry is decoded
        self.view = memoryview(body)
        n = len(body)
        self.limits_kw = dict(max_str_len=n, max_bin_len=n, max_array_len=min(n, self.max_items),
                              max_map_len=min(n, self.max_items // 2), max_ext_len=n)

    # --- reading ---------------------------------------------------------------------------------

    def run(self) -> Restored:
        up = msgpack.Unpacker(max_buffer_size=max(len(self.body), 1), **self.limits_kw)
        up.feed(self.body)
        meta = self._next(up, "header")
        _check(isinstance(meta, dict) and set(meta) == {"modules", "random", "entries"},
               "bad header")
        self._modules(meta["modules"])
        self._random(meta["random"])
        n_entries = _int(meta["entries"], "entry count")
        self._codes(self._next(up, "function table"))
        self._shells(self._next(up, "object table"))
        self.header = False
        _check(n_entries == len(self.objects), "entry count does not match the object table")
        stashed: list[tuple[int, bytes]] = []
        for _ in range(n_entries):
            record = self._next(up, "object entry")
            _check(isinstance(record, list) and len(record) == 2, "bad object entry")
            idx, payload = record
            _check(type(idx) is int and 0 <= idx < len(self.objects), "bad object index")
            _check(isinstance(payload, bytes), "bad object entry")
            if self.kinds[idx] == "X":
                _check(not self.ready[idx], f"object #{idx} defined twice")
                self.peak = 0
                self.objects[idx] = self.nested(payload)
                self.levels[idx] = self.peak - 1  # the entry's own wrapper is no level
                self.ready[idx] = True
            else:
                stashed.append((idx, payload))
        _check(all(self.ready[i] for i in range(len(self.objects)) if self.kinds[i] == "X"),
               "an object of the table is never defined")
        seen: set[int] = set()
        for idx, _ in stashed:
            _check(idx not in seen, f"object #{idx} defined twice")
            seen.add(idx)
        _check(len(seen) == sum(1 for k in self.kinds if k != "X"),
               "an object of the table is never filled")
        stashed.sort(key=lambda e: _FILL_ORDER[self.kinds[e[0]]])
        for idx, payload in stashed:
            self._fill(idx, self.nested(payload))
            self.tick()
        globals_ = self._next(up, "globals")
        _check(isinstance(globals_, dict), "globals are not a mapping")
        for name in globals_:
            _check(isinstance(name, str) and name.isidentifier(),
                   f"global name {name!r:.100} is not an identifier")
        try:
            up.skip()
        except msgpack.OutOfData:
            pass
        else:
            raise corrupt("trailing data after the last section")
        return Restored(self.importer, globals_, self.deferred)

    def _next(self, up: msgpack.Unpacker, what: str) -> Any:
        """The next section: its extent found by ``up`` (nothing built), then decoded."""
        start = up.tell()
        try:
            up.skip()
        except msgpack.OutOfData:
            raise corrupt(f"truncated ({what} missing)") from None
        except ValueError as exc:
            if "exceeds max_" in str(exc) and self.max_items < len(self.body):
                raise self._too_large() from None
            raise
        return self._unpack(self.view[start:up.tell()])

    def nested(self, data: bytes) -> Any:
        self.depth += 1
        if self.depth > MAX_DEPTH + 8:
            raise corrupt(f"values nested more than {MAX_DEPTH} levels deep")
        if self.depth > self.peak:
            self.peak = self.depth
        try:
            return self._unpack(data)
        finally:
            self.depth -= 1

    def _unpack(self, data: bytes | memoryview) -> Any:
        """The msgpack value in ``data``: every length capped by ``data``'s size and by the
        memory limit; in a large body, each container counted as it is completed."""
        n = len(data)
        items = min(n, self.max_items)
        hooks: dict[str, Any] = ({"list_hook": self._counted, "object_hook": self._counted}
                                 if self.guarded else {})
        try:
            return msgpack.unpackb(data, ext_hook=self.ext, strict_map_key=False, raw=False,
                                   unicode_errors="surrogatepass", max_str_len=n,
                                   max_bin_len=n, max_array_len=items,
                                   max_map_len=min(n, self.max_items // 2), max_ext_len=n,
                                   **hooks)
        except ValueError as exc:
            if items < n and "exceeds max_" in str(exc):
                raise self._too_large() from None
            raise

    def _too_large(self) -> StateError:
        return StateError(f"a list or dict in the state is too large to import within the "
                          f"memory limit (a list may hold {self.max_items:,} items, a dict "
                          f"{self.max_items // 2:,}: max_memory_bytes // {ITEM_BYTES})")

    def _counted(self, container: Any) -> Any:
        """msgpack's hook for every list and dict of a large body: sample the memory now and
        then (list items and dict entries are built before their container is complete)."""
        self.items_since_sample += len(container) + 1
        if self.items_since_sample > SAMPLE_ITEMS:
            self._sample()
        return container

    def _sample(self) -> None:
        """Refuse to go on once the process grew more than the memory limit since the import
        began."""
        self.items_since_sample = 0
        used = rss_bytes() - self.rss_base
        if used > self.memory_bytes:
            raise StateError(f"importing the state takes more memory than the limit allows "
                             f"({used:,} bytes so far; max_memory_bytes="
                             f"{self.memory_bytes:,})")

    def _charge(self, nbytes: int, what: str) -> None:
        """Refuse, before it is built, ``what`` of about ``nbytes`` bytes that would not fit in
        the memory limit with what the import holds already."""
        used = max(rss_bytes() - self.rss_base, 0)
        if used + nbytes > self.memory_bytes:
            raise StateError(f"importing the state would take more memory than the limit "
                             f"allows: {what} needs about {nbytes:,} bytes "
                             f"(max_memory_bytes={self.memory_bytes:,})")

    # --- header ----------------------------------------------------------------------------------

    def _modules(self, names: Any) -> None:
        _check(isinstance(names, list), "bad module list")
        for name in names:
            _name(name, "module name")
            try:
                self.importer.import_module(name)
            except ModuleNotFoundError:
                raise StateError(f"the state needs module {name!r}, which this sandbox does "
                                 "not provide") from None
            except Exception as exc:  # noqa: BLE001
                raise StateError(f"module {name!r} could not be imported: "
                                 f"{type(exc).__name__}: {exc}") from None
            self.modules.add(name)

    def _random(self, state: Any) -> None:
        _check(isinstance(state, list) and len(state) == 3, "bad random state")
        version, packed, gauss = state
        _check(type(version) is int and isinstance(packed, bytes) and len(packed) == 2500
               and (gauss is None or type(gauss) is float), "bad random state")
        internal = struct.unpack(">625I", packed)
        _check(internal[-1] <= 624, "bad random state")
        try:
            self.importer.env.random.setstate((version, tuple(internal), gauss))
        except (ValueError, TypeError) as exc:
            raise corrupt(f"bad random state ({exc})") from None

    def _codes(self, records: Any) -> None:
        _check(isinstance(records, list), "bad function table")
        for record in records:
            self.codes.append(rebuild_code(record, self.limits, self.ctx))
            self.tick()

    def _shells(self, shells: Any) -> None:
        _check(isinstance(shells, list), "bad object table")
        for shell in shells:
            self.tick()
            _check(isinstance(shell, list) and shell and isinstance(shell[0], str),
                   "bad object table entry")
            kind = shell[0]
            obj: Any = None
            if kind == "X":
                _check(len(shell) == 1, "bad object table entry")
            elif kind in ("L", "D", "S", "BA", "C"):
                _check(len(shell) == 1, "bad object table entry")
                obj = {"L": list, "D": dict, "S": set, "BA": bytearray, "C": Cell}[kind]()
            elif kind == "F":
                obj = self._function_shell(shell)
            elif kind == "K":
                obj = self._class_shell(shell)
            elif kind == "NT":
                obj = self._namedtuple_shell(shell)
            elif kind == "I":
                _check(len(shell) == 2, "bad object table entry")
                obj = self._new_instance(self._header_value(shell[1]))
                _check(obj is not None, "instance of a class with an immutable base in the "
                                        "object table")
            else:
                raise corrupt(f"unknown object kind {kind!r:.20}")
            self.objects.append(obj)
            self.kinds.append(kind)
            self.ready.append(kind != "X")
            self.levels.append(0)

    def _header_value(self, v: Any) -> Any:
        if isinstance(v, _Ref):
            _check(v.i < len(self.objects) and self.kinds[v.i] in ("K", "NT"),
                   "class reference out of order")
            return self.objects[v.i]
        return v

    def _function_shell(self, shell: list[Any]) -> Function:
        _check(len(shell) == 3, "bad function entry")
        _, code_idx, gname = shell
        _check(type(code_idx) is int and 0 <= code_idx < len(self.codes), "bad code index")
        if gname is None:
            g = self.session.globals
        else:
            _name(gname, "module name")
            found = [x for x in self.importer.source_globals if x.get("__name__") == gname]
            _check(bool(found), f"function of module {gname!r:.100} that is not imported")
            g = found[0]
        return Function(self.codes[code_idx], g, (), None, ())

    def _class_shell(self, shell: list[Any]) -> type:
        _check(len(shell) == 6, "bad class entry")
        _, name, qualname, module, bases, slots = shell
        _name(name, "class name")
        _name(qualname, "class qualname")
        _name(module, "class module")
        _check(isinstance(bases, list) and 0 < len(bases) <= 100, "bad class bases")
        resolved = tuple(self._header_value(b) for b in bases)
        for base in resolved:
            _check(isinstance(base, type) and (is_guest_class(base) or base in SUBCLASSABLE),
                   f"class {qualname!r:.100} has a base the sandbox does not allow")
        ns: dict[str, Any] = {"__module__": module, "__qualname__": qualname, GUEST_FLAG: True}
        if slots is not None:
            _check(isinstance(slots, list) and len(slots) <= 10_000, "bad __slots__")
            ns["__slots__"] = tuple(_identifier(s, "slot name") for s in slots)
        try:
            meta = types.prepare_class(name, resolved, {})[0]
            _check(meta is type, f"class {qualname!r:.100} needs a metaclass")
            return type(name, resolved, ns)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"class {qualname!r:.100} cannot be rebuilt "
                          f"({type(exc).__name__}: {exc})") from None

    def _namedtuple_shell(self, shell: list[Any]) -> type:
        _check(len(shell) == 5, "bad namedtuple entry")
        _, typename, fields, module, qualname = shell
        _identifier(typename, "namedtuple name")
        _name(module, "namedtuple module")
        _name(qualname, "namedtuple qualname")
        _check(isinstance(fields, list) and len(fields) < _MAX_NAMEDTUPLE_FIELDS,
               "bad namedtuple fields")
        for f in fields:
            _identifier(f, "namedtuple field")
            _check(not f.startswith("_"), "bad namedtuple field")
        # the importing session's namedtuple: guest code (every method of the class is a
        # guest function), run under the import's limits like the modules it imports
        namedtuple = self.importer.import_module("collections").namedtuple
        try:
            cls = namedtuple(typename, fields, module=module)
        except (ValueError, TypeError) as exc:
            raise corrupt(f"bad namedtuple ({exc})") from None
        cls.__qualname__ = qualname
        return cls

    # --- values --------------------------------------------------------------------------------

    def ext(self, code: int, data: bytes) -> Any:  # noqa: C901 - one switch on ext code
        if time.monotonic() > self.deadline:
            self.tick()
        if code == REF:
            i = msgpack.unpackb(data)
            _check(type(i) is int and 0 <= i, "bad reference")
            if self.header:
                return _Ref(i)
            _check(i < len(self.objects), "reference out of range")
            _check(self.ready[i], f"reference to object #{i} before it is defined")
            level = self.levels[i]
            if level:  # checked before msgpack or a constructor can hash the value
                reach = self.depth + level
                if reach > self.peak:
                    if reach > MAX_REF_DEPTH:
                        raise corrupt(f"values nested more than {MAX_REF_DEPTH} levels deep "
                                      "through shared references")
                    self.peak = reach
            return self.objects[i]
        if code == BIGINT:
            _check(0 < len(data) <= MAX_INT_BYTES, "bad big int")
            return int.from_bytes(data, "big", signed=True)
        if code == COMPLEX:
            _check(len(data) == 16, "bad complex")
            return complex(*struct.unpack(">dd", data))
        if code == DECIMAL:
            try:
                return decimal.Decimal(data.decode("ascii"))
            except (UnicodeDecodeError, decimal.InvalidOperation):
                raise corrupt("bad Decimal") from None
        if code == BYTEARRAY:
            return bytearray(data)
        if code == NAMED:
            return self._named(msgpack.unpackb(data, **self.limits_kw))
        v = self.nested(data)
        if code == TUPLE:
            _check(isinstance(v, list), "bad tuple")
            return tuple(v)
        if code == FROZENSET:
            _check(isinstance(v, list), "bad frozenset")
            return frozenset(self._members(v))
        if code == SET:
            _check(isinstance(v, list), "bad set")
            s: set[Any] = set()
            self._add_items(s, v)
            return s
        if code == DICT_DEFERRED:
            d: dict[Any, Any] = {}
            self._dict_items(d, dict, _pairs(v, "dict"))
            return d
        if code == INSTANCE:
            _check(isinstance(v, list) and len(v) == 4, "bad instance")
            obj = self._new_instance(v[0])
            if obj is None:
                return self._build_immutable(v[0], v[1:])
            self._fill_instance(obj, v[1:])
            return obj
        if code == DATETIME:
            return self._datetime(v)
        if code == FRACTION:
            _check(isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v)
                   and v[1] > 0 and max(abs(v[0]), v[1]).bit_length() <= MAX_FRACTION_BITS,
                   "bad Fraction")
            return fractions.Fraction(v[0], v[1])
        if code == RANGE:
            _check(isinstance(v, list) and len(v) == 3 and all(type(x) is int for x in v)
                   and v[2] != 0, "bad range")
            return range(*v)
        if code == SLICE:
            _check(isinstance(v, list) and len(v) == 3, "bad slice")
            return slice(*v)
        if code == METHOD:
            _check(isinstance(v, list) and len(v) == 2 and callable(v[0]), "bad bound method")
            return types.MethodType(v[0], v[1])
        if code in (CLASSMETHOD, STATICMETHOD):
            _check(isinstance(v, list) and len(v) == 1, "bad classmethod/staticmethod")
            return (classmethod if code == CLASSMETHOD else staticmethod)(v[0])
        if code == PROPERTY:
            _check(isinstance(v, list) and len(v) == 4
                   and all(f is None or callable(f) for f in v[:3])
                   and (v[3] is None or isinstance(v[3], str)), "bad property")
            return property(*v)
        if code == HOSTMETHOD:
            _check(isinstance(v, list) and len(v) == 2, "bad method")
            owner, name = v
            _name(name, "method name")
            _check(not is_guest_class(type(owner)), "bad method")
            try:
                method = gate.get_attr(owner, name)
            except AttributeError:
                raise StateError(f"method {name!r:.100} is not available in this "
                                 "sandbox") from None
            _check(callable(method), "bad method")
            return method
        if code == HOSTVALUE:
            return self._host_value(v)
        if code == RECORDS:
            _check(isinstance(v, list) and len(v) == 4, "bad record batch")
            keys, n, outer, flat = v
            _check(isinstance(keys, list) and keys and all(type(k) is str for k in keys)
                   and len(set(keys)) == len(keys) and type(n) is int and n >= 0
                   and isinstance(flat, list) and len(flat) == n * len(keys)
                   and (outer is None or (isinstance(outer, list) and len(outer) == n
                                          and all(type(k) in (str, int) for k in outer))),
                   "bad record batch")
            row_bytes = sys.getsizeof(dict.fromkeys(keys)) + 24  # + GC header, list slot
            self._charge(n * (row_bytes + (0 if outer is None else 48)), "a record batch")
            rows = map(dict, map(zip, repeat(keys), zip(*[iter(flat)] * len(keys), strict=True)))
            if outer is None:
                return list(rows)
            out = dict(zip(outer, rows, strict=True))
            _check(len(out) == n, "bad record batch")
            return out
        if code == VIEW:
            _check(isinstance(v, list) and len(v) == 2 and type(v[1]) is dict
                   and v[0] in ("keys", "values", "items"), "bad dict view")
            return getattr(dict, v[0])(v[1])
        raise corrupt(f"unknown ext type {code}")

    def _named(self, v: Any) -> Any:
        _check(isinstance(v, list) and v and all(isinstance(x, str) for x in v), "bad name")
        kind = v[0]
        if kind == "builtin" and len(v) == 2:
            if v[1] not in self.builtins:
                raise StateError(f"the state uses builtin {v[1]!r:.100}, which this sandbox "
                                 "does not have")
            return self.builtins[v[1]]
        if kind == "tool" and len(v) == 2:
            found = self.builtins.get(v[1])
            if isinstance(found, BoundTool):
                return found
            if v[1] not in self.missing:
                self.missing[_identifier(v[1], "tool name")] = MissingTool(v[1])
            return self.missing[v[1]]
        if kind == "const" and len(v) == 2 and v[1] in CONSTANTS:
            return CONSTANTS[v[1]]
        if kind == "module" and len(v) == 2:
            _check(v[1] in self.modules, f"module {v[1]!r:.100} is not in the module list")
            return self.importer.modules[v[1]]
        if kind == "modattr" and len(v) == 3:
            _check(v[1] in self.modules, f"module {v[1]!r:.100} is not in the module list")
            try:  # what guest code could read: the module's public names
                return module_get_attr(self.importer.modules[v[1]], v[2])
            except AttributeError:
                raise StateError(f"module {v[1]!r:.100} of this sandbox has no attribute "
                                 f"{v[2]!r:.100}") from None
        raise corrupt("bad name")

    def _datetime(self, v: Any) -> Any:
        _check(isinstance(v, list) and v and isinstance(v[0], str), "bad date/time")
        tag, args = v[0], v[1:]
        shapes = {"date": 3, "datetime": 9, "time": 6, "timedelta": 3, "timezone": 4}
        _check(len(args) == shapes.get(tag, -1), "bad date/time")
        try:
            if tag == "timezone":
                _check(all(type(x) is int for x in args[:3])
                       and (args[3] is None or isinstance(args[3], str)), "bad timezone")
                offset = datetime.timedelta(args[0], args[1], args[2])
                return (datetime.timezone(offset) if args[3] is None
                        else datetime.timezone(offset, args[3]))
            if tag == "timedelta":
                _check(all(type(x) is int for x in args), "bad timedelta")
                return datetime.timedelta(*args)
            tz = args[-2] if tag in ("datetime", "time") else None
            _check(tz is None or isinstance(tz, datetime.tzinfo), "bad tzinfo")
            ints = args[:-2] if tag in ("datetime", "time") else args
            _check(all(type(x) is int for x in ints), "bad date/time")
            if tag == "date":
                return datetime.date(*args)
            if tag == "time":
                return datetime.time(*ints, tzinfo=tz, fold=_int(args[-1], "fold"))  # type: ignore[misc]
            return datetime.datetime(*ints, tzinfo=tz, fold=_int(args[-1], "fold"))  # type: ignore[misc]
        except (ValueError, OverflowError, TypeError) as exc:
            raise corrupt(f"bad {tag} ({exc})") from None

    def _host_value(self, v: Any) -> Any:
        _check(isinstance(v, list) and v and isinstance(v[0], str), "bad host value")
        kind = v[0]
        if kind == "uuid":
            _check(len(v) == 2 and isinstance(v[1], bytes) and len(v[1]) == 16, "bad UUID")
            return uuid.UUID(bytes=v[1])
        if kind == "zoneinfo":
            zi = zoneinfo_type()
            _check(len(v) == 2 and isinstance(v[1], str) and zi is not None, "bad ZoneInfo")
            try:
                return zi(v[1])
            except Exception as exc:  # noqa: BLE001
                raise StateError(f"time zone {v[1]!r:.100} is not available: {exc}") from None
        if kind == "random":
            _check(len(v) == 5, "bad Random")
            cls = v[1]
            _check(isinstance(cls, type) and issubclass(cls, random.Random)
                   and not is_guest_class(cls), "bad Random")
            obj = random.Random.__new__(cls)
            random.Random.__init__(obj, 0)
            _check(isinstance(v[3], list) and len(v[3]) == 625
                   and all(type(x) is int and 0 <= x < 2 ** 32 for x in v[3]), "bad Random")
            try:
                random.Random.setstate(obj, (v[2], tuple(v[3]), v[4]))
            except (ValueError, TypeError):
                raise corrupt("bad Random state") from None
            return obj
        if kind in ("stringio", "bytesio"):
            _check(len(v) == 4, "bad stream")
            base = io.StringIO if kind == "stringio" else io.BytesIO
            cls, value, pos = v[1], v[2], v[3]
            _check(isinstance(cls, type) and issubclass(cls, base) and not is_guest_class(cls)
                   and type(pos) is int and pos >= 0, "bad stream")
            obj = cls()
            if value is None:
                base.close(obj)
                return obj
            _check(isinstance(value, str if kind == "stringio" else bytes), "bad stream")
            base.write(obj, value)
            base.seek(obj, pos)
            return obj
        if kind == "alias":
            _check(len(v) == 3 and isinstance(v[1], type) and isinstance(v[2], list)
                   and v[2], "bad generic alias")
            return types.GenericAlias(v[1], tuple(v[2]))
        if kind == "union":
            _check(len(v) == 2 and isinstance(v[1], list) and len(v[1]) >= 2
                   and all(isinstance(a, type) and type(a) is type for a in v[1]),
                   "bad union")
            try:
                return functools.reduce(operator.or_, v[1])
            except TypeError as exc:
                raise corrupt(f"bad union ({exc})") from None
        raise corrupt("unknown host value")

    # --- instances -------------------------------------------------------------------------------

    def _layout(self, cls: Any) -> tuple[str, type]:
        _check(isinstance(cls, type) and type(cls) is type, "instance of something that is "
                                                             "not a class")
        found = layout_of(cls)
        _check(found is not None, f"instances of {cls.__qualname__!r:.100} cannot be restored")
        return found  # type: ignore[return-value]

    def _new_instance(self, cls: Any) -> Any:
        """An empty instance (None for immutable layouts, built in one step)."""
        layout, solid = self._layout(cls)
        if layout in IMMUTABLE_LAYOUTS:
            return None
        try:
            return solid.__new__(cls)  # type: ignore[call-overload]
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"cannot create a {cls.__qualname__!r:.100} "
                          f"({type(exc).__name__}: {exc})") from None

    def _build_immutable(self, cls: Any, state: list[Any]) -> Any:
        layout, solid = self._layout(cls)
        dv, slots, base = state
        try:
            if layout in ("tuple", "frozenset"):
                _check(isinstance(base, list), "bad instance")
                obj = solid.__new__(cls, base if layout == "tuple" else self._members(base))
            elif layout == "scalar":
                _check(type(base) is solid, "bad instance value")
                obj = solid.__new__(cls, base)
            else:  # exception group
                _check(isinstance(base, list) and len(base) == 5 and isinstance(base[0], list),
                       "bad exception")
                obj = solid.__new__(cls, *base[0])
                self._exception_rest(obj, solid, base)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001
            raise corrupt(f"cannot create a {cls.__qualname__!r:.100} "
                          f"({type(exc).__name__}: {exc})") from None
        self._dict_and_slots(obj, cls, dv, slots)
        return obj

    def _fill_instance(self, obj: Any, state: Any) -> None:
        _check(isinstance(state, list) and len(state) == 3, "bad instance")
        cls = type(obj)
        layout, solid = self._layout(cls)
        dv, slots, base = state
        if layout == "list":
            _check(isinstance(base, list), "bad instance")
            list.extend(obj, base)
        elif layout in ("dict", "odict"):
            self._dict_items(obj, collections.OrderedDict if layout == "odict" else dict,
                             _pairs(base, "instance"))
        elif layout == "defaultdict":
            _check(isinstance(base, list) and len(base) == 2
                   and (base[1] is None or callable(base[1])), "bad defaultdict")
            collections.defaultdict.default_factory.__set__(obj, base[1])  # type: ignore
            self._dict_items(obj, dict, _pairs(base[0], "instance"))
        elif layout == "set":
            _check(isinstance(base, list), "bad instance")
            self._add_items(obj, base)
        elif layout == "deque":
            _check(isinstance(base, list) and len(base) == 2 and isinstance(base[0], list)
                   and (base[1] is None or (type(base[1]) is int and base[1] >= 0)),
                   "bad deque")
            collections.deque.__init__(obj, base[0], base[1])
        elif layout == "bytearray":
            _check(isinstance(base, bytes), "bad instance")
            bytearray.__setitem__(obj, slice(None), base)
        elif layout == "exception":
            _check(isinstance(base, list) and len(base) == 5 and isinstance(base[0], list),
                   "bad exception")
            try:
                if is_builtin_exception(solid):
                    solid.__init__(obj, *base[0])  # type: ignore[misc]
                BaseException.args.__set__(obj, tuple(base[0]))  # type: ignore[attr-defined]
            except Exception as exc:  # noqa: BLE001
                raise corrupt(f"bad exception arguments ({type(exc).__name__}: {exc})"
                              ) from None
            self._exception_rest(obj, solid, base)
        else:
            _check(base is None, "bad instance")
        self._dict_and_slots(obj, cls, dv, slots)

    def _exception_rest(self, obj: Any, solid: type, base: list[Any]) -> None:
        _, cause, context, suppress, extras = base
        _check(all(x is None or isinstance(x, BaseException) for x in (cause, context))
               and type(suppress) is bool and isinstance(extras, dict), "bad exception")
        BaseException.__cause__.__set__(obj, cause)  # type: ignore[union-attr]
        BaseException.__context__.__set__(obj, context)  # type: ignore[union-attr]
        BaseException.__suppress_context__.__set__(obj, suppress)  # type: ignore[attr-defined]
        allowed = exception_extras(solid)
        for attr, value in extras.items():
            _check(attr in allowed and (value is None or type(value) in (str, int)),
                   "bad exception attribute")
            object.__setattr__(obj, attr, value)

    def _dict_and_slots(self, obj: Any, cls: type, dv: Any, slots: Any) -> None:
        if dv is not None:
            _check(type(dv) is dict and all(isinstance(k, str) for k in dv),
                   "bad instance attributes")
            _check(not isinstance(obj, BaseException)
                   or not any(k.startswith("_sandbox") for k in dv),
                   "bad exception attributes")  # the sandbox's own bookkeeping
            try:
                object.__setattr__(obj, "__dict__", dv)
            except (AttributeError, TypeError):  # a read-only __dict__ (SimpleNamespace)
                try:
                    current = object.__getattribute__(obj, "__dict__")
                except AttributeError:
                    current = None
                if type(current) is not dict:
                    raise corrupt(f"{cls.__qualname__!r:.100} instances have no "
                                  "__dict__") from None
                current.clear()
                current.update(dv)
        if slots is not None:
            _check(isinstance(slots, list) and len(slots) % 3 == 0, "bad slots")
            for i in range(0, len(slots), 3):
                owner, name, value = slots[i:i + 3]
                _check(isinstance(owner, type) and owner in cls.__mro__
                       and is_guest_class(owner) and isinstance(name, str), "bad slot")
                desc = owner.__dict__.get(name)
                _check(type(desc) is types.MemberDescriptorType
                       and desc.__objclass__ is owner, "bad slot")
                desc.__set__(obj, value)

    def _dict_items(self, d: Any, kind: type, pairs: list[tuple[Any, Any]]) -> None:
        def fill() -> None:  # in chunks, the clock checked between (colliding hashes)
            for i in range(0, len(pairs), _CHUNK):
                chunk = pairs[i:i + _CHUNK]
                if kind is dict:
                    dict.update(d, chunk)
                else:
                    for k, v in chunk:
                        kind.__setitem__(d, k, v)  # type: ignore[index]
                self.tick()
        if all(safe_key(k) for k, _ in pairs):
            fill()
        else:
            self.deferred.append(fill)

    def _add_items(self, s: Any, items: list[Any]) -> None:
        def fill() -> None:
            for i in range(0, len(items), _CHUNK):
                set.update(s, items[i:i + _CHUNK])
                self.tick()
        if all(safe_key(x) for x in items):
            fill()
        else:
            self.deferred.append(fill)

    def _members(self, items: list[Any]) -> set[Any]:
        """A set of ``items`` built in chunks (for frozensets)."""
        s: set[Any] = set()
        for i in range(0, len(items), _CHUNK):
            s.update(items[i:i + _CHUNK])
            self.tick()
        return s

    def tick(self) -> None:
        """Refuse to keep decoding past the session's time limit (e.g. keys crafted to share
        one hash make every insertion slower than the last) or its memory limit (sampled
        every SAMPLE_S seconds)."""
        now = time.monotonic()
        if now > self.deadline:
            raise StateError(f"importing the state took longer than the session's time "
                             f"limit ({self.limits.timeout_s:g} s)")
        if now >= self.next_sample:
            self.next_sample = now + SAMPLE_S
            self._sample()

    # --- table fills -----------------------------------------------------------------------------

    def _fill(self, idx: int, content: Any) -> None:  # noqa: C901 - one switch on kind
        kind = self.kinds[idx]
        obj = self.objects[idx]
        if kind == "L":
            _check(isinstance(content, list), "bad list")
            obj.extend(content)
        elif kind == "D":
            self._dict_items(obj, dict, _pairs(content, "dict"))
        elif kind == "S":
            _check(isinstance(content, list), "bad set")
            self._add_items(obj, content)
        elif kind == "BA":
            _check(isinstance(content, bytes), "bad bytearray")
            obj[:] = content
        elif kind == "C":
            _check(isinstance(content, list) and len(content) <= 1, "bad cell")
            obj.value = content[0] if content else UNBOUND
        elif kind == "F":
            self._fill_function(obj, content)
        elif kind == "K":
            for name, value in _pairs(content, "class attributes"):
                self._set_class_attr(obj, name, value)
        elif kind == "NT":
            _check(isinstance(content, list) and len(content) == 2, "bad namedtuple")
            defaults, extras = content
            if defaults:
                fields = obj._fields
                _check(isinstance(defaults, list) and len(defaults) <= len(fields),
                       "bad namedtuple defaults")
                obj.__dict__["__new__"].__func__.__defaults__ = tuple(defaults)
                type.__setattr__(obj, "_field_defaults",
                                 dict(zip(fields[len(fields) - len(defaults):], defaults,
                                          strict=True)))
            for name, value in _pairs(extras, "namedtuple attributes"):
                self._set_class_attr(obj, name, value)
        elif kind == "I":
            self._fill_instance(obj, content)
        else:  # pragma: no cover - kinds are checked when the table is read
            raise corrupt("bad object kind")

    def _fill_function(self, fn: Function, content: Any) -> None:
        _check(isinstance(content, list) and len(content) == 4, "bad function")
        defaults, kwdefaults, closure, attrs = content
        _check(isinstance(defaults, list), "bad function defaults")
        _check(kwdefaults is None or (type(kwdefaults) is dict
                                      and all(isinstance(k, str) for k in kwdefaults)),
               "bad function keyword defaults")
        code = fn._code
        _check(isinstance(closure, list) and len(closure) == len(code.free_slots)
               and all(type(c) is Cell for c in closure), "bad function closure")
        _check(type(attrs) is dict and all(isinstance(k, str) for k in attrs)
               and "__name__" in attrs and "__qualname__" in attrs, "bad function attributes")
        fn._defaults = tuple(defaults)
        fn._kwdefaults = kwdefaults
        fn._closure = tuple(closure)
        fn.__dict__.clear()
        fn.__dict__.update(attrs)

    def _set_class_attr(self, cls: type, name: Any, value: Any) -> None:
        _check(isinstance(name, str) and name not in CLASS_DENY and "\x00" not in name,
               f"bad class attribute name {name!r:.100}")
        try:
            if name == "__del__":
                value = finalizer_hook(value)  # as create_class does
            type.__setattr__(cls, name, value)
        except (AttributeError, TypeError) as exc:
            raise corrupt(f"class attribute {name!r:.100} ({exc})") from None
