"""Decoder half of :mod:`sandbox.state` (the format is documented there).

Every field is type-checked before use and every failure becomes a :class:`StateError`. The
decoder builds into a fresh importer and fresh objects only; :mod:`sandbox.state` swaps them
into the session once everything is built. Guest code runs at import only where an object
cannot exist without it: hashing instances of guest classes that define ``__hash__``/``__eq__``
(dict keys and set members), done last, under the session's limits, with no tool granted.
"""

from __future__ import annotations

import contextlib
import decimal
import fractions
import functools
import struct
import sys
import time
import types
from collections.abc import Callable
from operator import countOf
from typing import Any

import msgpack

from ..errors import StateError
from ..fs.export import load_record
from ..modules import module_get_attr
from ..modules.dispatch import is_dispatch_class
from ..runtime import gate
from ..runtime.classes import (
    GUEST_FLAG,
    STAND_IN_SOURCES,
    STAND_INS,
    ensure_default_repr,
    finalizer_hook,
    host_called,
    is_guest_class,
    mark_stand_in_member,
)
from ..runtime.memory import rss_bytes
from ..runtime.objects import UNBOUND, Cell, Code, Function
from ..tools import BoundTool
from .abcs import set_abstract_names
from .checks import (
    check,
    corrupt,
    identifier_field,
    int_field,
    name_field,
    pairs_field,
)
from .enums import decode_enum, decode_member
from .guard import inert_callable
from .hostvalues import (
    REMADE_BY_MODULES,
    decimal_context_args,
    decode_datetime,
    decode_host_value,
    remake,
)
from .instances import InstanceDecoding
from .kinds import (
    BIGINT,
    BYTEARRAY,
    CLASSMETHOD,
    COLUMNS,
    COMPLEX,
    CONSTANTS,
    DATETIME,
    DECIMAL,
    DICT_DEFERRED,
    ENUM,
    ENUMMEMBER,
    FRACTION,
    FROZENSET,
    HOSTMETHOD,
    HOSTVALUE,
    INSTANCE,
    MAX_DEPTH,
    METHOD,
    MISSING_TOOL_TOKEN,
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
    safe_key,
)
from .numbers import read_numbers
from .records import rows_from_columns, rows_from_flat, unpack_columns
from .shells import Ref, ShellBuilding
from .source import rebuild_code
from .typeddicts import decode_typeddict
from .unpack import AMPLIFY, ITEM_BYTES

#: Largest int (in bytes) and Fraction part accepted.
MAX_INT_BYTES = 8 * 1024 * 1024
MAX_FRACTION_BITS = 1 << 20
#: Class attributes that are part of a class's identity or layout, never restored by name.
CLASS_DENY = frozenset({"__abstractmethods__", "__dict__", "__weakref__", "__class__",
                        "__bases__", "__mro__",
                        "__base__", "__name__", "__qualname__", "__module__", "__slots__",
                        GUEST_FLAG, "__basicsize__", "__itemsize__", "__flags__",
                        "__dictoffset__", "__weakrefoffset__", "__text_signature__",
                        "__subclasses__"})
#: What a classmethod or staticmethod copies from the function it wraps (CPython 3.10+).
_WRAPPER_COPIES = ("__module__", "__name__", "__qualname__", "__doc__", "__annotations__")
#: Items inserted into a dict or set between two looks at the clock.
_CHUNK = 512
#: Seconds between two memory samples outside msgpack (codes, classes, entries, fills).
SAMPLE_S = 0.002
#: Deepest nesting of immutable values reached *through object-table references* (a tuple
#: of a tuple of ... each a shared entry). CPython hashes (and frees some) nested values
#: recursively in C with no depth check, so a chain of 150,000 crashes the host; export
#: bounds each inline path by MAX_DEPTH, which references can compose (legitimately, rarely).
MAX_REF_DEPTH = 10 * MAX_DEPTH
#: Key types of a record batch's outer dict.
_OUTER_KEYS = frozenset({str, int})
#: What a paused run's record may hold (plain data: what crosses the tool boundary).
_PLAIN_EXTS = frozenset({TUPLE, SET, FROZENSET, BIGINT, COMPLEX, DATETIME, DECIMAL, FRACTION,
                         REF, BYTEARRAY, DICT_DEFERRED, RECORDS, COLUMNS, RANGE})
_FILL_ORDER = {"C": 0, "K": 1, "NT": 1, "F": 2, "I": 3, "L": 4, "BA": 4, "D": 5, "S": 5}


class Restored:
    """Everything built from a blob, not yet in the session."""

    def __init__(self, importer: Any, globals_: dict[str, Any],
                 deferred: list[Callable[[], None]]) -> None:
        self.importer = importer
        self.globals = globals_
        self.deferred = deferred



class Decoder(InstanceDecoding, ShellBuilding):
    """Reads one version-1 body (see :mod:`sandbox.state`) for ``session``."""

    def __init__(self, session: Any, body: bytes, ctx: Any, importer: Any, *,
                 guest: Any = None, plain_only: bool = False) -> None:
        self.session = session
        #: context manager for the phases that may run guest code (modules' bodies)
        self.guest = guest if guest is not None else contextlib.nullcontext()
        #: only plain data (no function, class, instance, module or named object): what a
        #: paused run's record holds, read without any guest object coming to exist
        self.plain_only = plain_only
        #: ids of the dicts and sets whose items wait for the guarded step, and of the classes
        #: created but not filled yet (their hashing is not final)
        self.unfilled: set[int] = set()
        self.open_classes: set[int] = set()
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
        self._frame = None
        self.header = True
        self.deferred: list[Callable[[], None]] = []
        self.wrappers: list[Any] = []  # classmethods/staticmethods of guest functions
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
        check(self._str_dict(meta)
              and set(meta) - {"files", "numbers"} == {"modules", "random", "entries"},
              "bad header")
        if "files" in meta:  # the memory files, before the modules (some are read from them)
            check(not self.plain_only, "a paused run's record holds files")
            load_record(self.session.fs, meta["files"], check)
        self._modules(meta["modules"])
        self._random(meta["random"])
        n_entries = int_field(meta["entries"], "entry count")
        self.guest_serial, self.numbers = read_numbers(meta.get("numbers"), n_entries)
        self._codes(self._next(up, "function table"))
        self._shells(self._next(up, "object table"))
        self.header = False
        check(n_entries == len(self.objects), "entry count does not match the object table")
        stashed: list[tuple[int, bytes]] = []
        for _ in range(n_entries):
            record = self._next(up, "object entry")
            check(type(record) is list and len(record) == 2, "bad object entry")
            idx, payload = record
            check(type(idx) is int and 0 <= idx < len(self.objects), "bad object index")
            check(type(payload) is bytes, "bad object entry")
            if self.kinds[idx] == "X":
                check(not self.ready[idx], f"object #{idx} defined twice")
                self.peak = 0
                self.objects[idx] = self.nested(payload)
                self.levels[idx] = self.peak - 1  # the entry's own wrapper is no level
                self.ready[idx] = True
            else:
                stashed.append((idx, payload))
        check(all(self.ready[i] for i in range(len(self.objects)) if self.kinds[i] == "X"),
              "an object of the table is never defined")
        seen: set[int] = set()
        for idx, _ in stashed:
            check(idx not in seen, f"object #{idx} defined twice")
            seen.add(idx)
        check(len(seen) == sum(1 for k in self.kinds if k != "X"),
              "an object of the table is never filled")
        stashed.sort(key=lambda e: _FILL_ORDER[self.kinds[e[0]]])
        for idx, payload in stashed:
            self._fill(idx, self.nested(payload))
            self.tick()
        for wrapper in self.wrappers:  # what the wrapper copied when it was made, in CPython
            own, wrapped = wrapper.__dict__, wrapper.__func__.__dict__
            for name in _WRAPPER_COPIES:
                if name in wrapped and name not in own:
                    own[name] = wrapped[name]
        for idx, kind in enumerate(self.kinds):
            if kind == "K":  # once every class has its own attributes (bases' included)
                self._stand_in_members(self.objects[idx])
                ensure_default_repr(self.objects[idx])
        globals_ = self._next(up, "globals")
        check(self._str_dict(globals_), "globals are not a mapping of names")
        for name in globals_:
            check(type(name) is str and name.isidentifier(),
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
        return self.nested(self.view[start:up.tell()], 0)

    def _safe(self, key: Any) -> bool:
        return safe_key(key, self._complete)

    def _complete(self, cls: type) -> bool:
        return id(cls) not in self.open_classes

    def _str_dict(self, d: Any) -> bool:
        """An exact dict, complete now, with exact str keys (attributes, keyword defaults)."""
        return type(d) is dict and id(d) not in self.unfilled and all(
            type(k) is str for k in d)

    # --- header ----------------------------------------------------------------------------------

    def _modules(self, names: Any) -> None:
        check(type(names) is list, "bad module list")
        check(not self.plain_only or not names, "a paused run's record holds modules")
        for name in names:
            name_field(name, "module name")
            try:
                with self.guest:  # a module written in guest source runs its body
                    self.importer.import_module(name)
            except ModuleNotFoundError:
                raise StateError(f"the state needs module {name!r}, which this sandbox does "
                                 "not provide") from None
            except Exception as exc:  # noqa: BLE001
                raise StateError(f"module {name!r} could not be imported: "
                                 f"{type(exc).__name__}: {exc}") from None
            self.modules.add(name)

    def _random(self, state: Any) -> None:
        check(type(state) is list and len(state) == 3, "bad random state")
        version, packed, gauss = state
        check(type(version) is int and type(packed) is bytes and len(packed) == 2500
              and (gauss is None or type(gauss) is float), "bad random state")
        internal = struct.unpack(">625I", packed)
        check(internal[-1] <= 624, "bad random state")
        try:
            self.importer.env.random.setstate((version, tuple(internal), gauss))
        except (ValueError, TypeError) as exc:
            raise corrupt(f"bad random state ({exc})") from None

    def _codes(self, records: Any) -> None:
        check(type(records) is list, "bad function table")
        check(not self.plain_only or not records, "a paused run's record holds functions")
        for record in records:
            self.codes.append(rebuild_code(record, self.limits, self.ctx))
            self.tick()

    # --- values --------------------------------------------------------------------------------

    def ext(self, code: int, data: bytes) -> Any:  # noqa: C901 - one switch on ext code
        if time.monotonic() > self.deadline:
            self.tick()
        if self.plain_only and code not in _PLAIN_EXTS:
            raise corrupt("a paused run's record holds values that are not plain data")
        if code == REF:
            i = msgpack.unpackb(data)
            check(type(i) is int and 0 <= i, "bad reference")
            if self.header:
                return Ref(i)
            check(i < len(self.objects), "reference out of range")
            check(self.ready[i], f"reference to object #{i} before it is defined")
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
            check(0 < len(data) <= MAX_INT_BYTES, "bad big int")
            return int.from_bytes(data, "big", signed=True)
        if code == COMPLEX:
            check(len(data) == 16, "bad complex")
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
        return self.pending(code, data)  # its payload: decoded by nested(), then build()

    def build(self, code: int, v: Any) -> Any:  # noqa: C901 - one switch on ext code
        """The value of an ext whose msgpack payload decoded to ``v``."""
        if code == TUPLE:
            check(type(v) is list, "bad tuple")
            return tuple(v)
        if code == FROZENSET:
            check(type(v) is list, "bad frozenset")
            return frozenset(self._members(v))
        if code == SET:
            check(type(v) is list, "bad set")
            s: set[Any] = set()
            self._add_items(s, v)
            return s
        if code == DICT_DEFERRED:
            d: dict[Any, Any] = {}
            self._dict_items(d, dict, pairs_field(v, "dict"))
            return d
        if code == INSTANCE:
            check(type(v) is list and len(v) == 4, "bad instance")
            obj = self._new_instance(v[0])
            if obj is None:
                return self._build_immutable(v[0], v[1:])
            self._fill_instance(obj, v[1:])
            return obj
        if code == DATETIME:
            return decode_datetime(v)
        if code == FRACTION:
            check(type(v) is list and len(v) == 2 and all(type(x) is int for x in v)
                  and v[1] > 0 and max(abs(v[0]), v[1]).bit_length() <= MAX_FRACTION_BITS,
                  "bad Fraction")
            return fractions.Fraction(v[0], v[1])
        if code == RANGE:
            check(type(v) is list and len(v) == 3 and all(type(x) is int for x in v)
                  and v[2] != 0, "bad range")
            return range(*v)
        if code == SLICE:
            check(type(v) is list and len(v) == 3, "bad slice")
            return slice(*v)
        if code == METHOD:
            check(type(v) is list and len(v) == 2 and callable(v[0]), "bad bound method")
            return types.MethodType(v[0], v[1])
        if code in (CLASSMETHOD, STATICMETHOD):
            check(type(v) is list and len(v) == 1, "bad classmethod/staticmethod")
            check(inert_callable(v[0]), "a classmethod/staticmethod of a value that is not "
                                         "a function cannot be restored")
            wrapper: Any = (classmethod if code == CLASSMETHOD else staticmethod)(v[0])
            if type(v[0]) is Function:  # its attributes are filled later: copied then
                self.wrappers.append(wrapper)
            return wrapper
        if code == PROPERTY:
            check(type(v) is list and len(v) == 4
                  and all(f is None or callable(f) for f in v[:3])
                  and (v[3] is None or type(v[3]) is str), "bad property")
            check(all(map(inert_callable, v[:3])), "a property of values that are not "
                                                    "functions cannot be restored")
            return property(*v)
        if code == HOSTMETHOD:
            check(type(v) is list and len(v) == 2, "bad method")
            owner, name = v
            name_field(name, "method name")
            check(not is_guest_class(type(owner))  # guest descriptors would run
                  and not is_guest_class(owner), "bad method")
            try:
                method = gate.get_attr(owner, name)
            except AttributeError:
                raise StateError(f"method {name!r:.100} is not available in this "
                                 "sandbox") from None
            check(callable(method), "bad method")
            return method
        if code == HOSTVALUE:
            return self._host_value(v)
        if code == ENUM:
            return decode_enum(self, v)
        if code == ENUMMEMBER:
            return decode_member(v)
        if code == RECORDS or code == COLUMNS:
            check(type(v) is list and len(v) == 4, "bad record batch")
            keys, n, outer, values = v
            check(type(keys) is list and keys and all(type(k) is str for k in keys)
                  and len(set(keys)) == len(keys) and type(n) is int and n >= 0
                  and (outer is None or (type(outer) is list and len(outer) == n
                                          and (countOf(map(type, outer), str) == n
                                               or set(map(type, outer)) <= _OUTER_KEYS))),
                  "bad record batch")
            if code == RECORDS:
                check(type(values) is list and len(values) == n * len(keys), "bad record batch")
            else:
                check(type(values) is list and len(values) == len(keys), "bad record batch")
            row_bytes = sys.getsizeof(dict.fromkeys(keys)) + 24  # + GC header, list slot
            self._charge(n * (row_bytes + (0 if outer is None else 48)), "a record batch")
            if code == RECORDS:
                rows = rows_from_flat(keys, n, values)
            else:
                columns = unpack_columns(values, n, len(keys))
                check(columns is not None, "bad record batch")
                rows = rows_from_columns(keys, n, columns)  # type: ignore[arg-type]
            if outer is None:
                return rows
            out = dict(zip(outer, rows, strict=True))
            check(len(out) == n, "bad record batch")
            return out
        if code == VIEW:
            check(type(v) is list and len(v) == 2 and type(v[1]) is dict
                  and v[0] in ("keys", "values", "items"), "bad dict view")
            return getattr(dict, v[0])(v[1])
        raise corrupt(f"unknown ext type {code}")

    def _host_value(self, v: Any) -> Any:
        """A host value; those rebuilt with a module of the importing session (a pattern
        by ``re.compile``, a cache by ``functools.lru_cache``: host code, under the import's
        run context, as when a module is imported) or around guest objects here."""
        check(type(v) is list and v and type(v[0]) is str, "bad host value")
        kind = v[0]
        if kind == "partial":
            check(len(v) == 5 and callable(v[1]) and type(v[2]) is list
                  and self._str_dict(v[3]) and self._str_dict(v[4]), "bad partial")
            obj = functools.partial(v[1], *v[2], **v[3])
            object.__getattribute__(obj, "__dict__").update(v[4])
            return obj
        if kind == "lru_cache":
            check(len(v) == 5 and type(v[1]) is Function
                  and (v[2] is None or (type(v[2]) is int and v[2] >= 0))
                  and type(v[3]) is bool and self._str_dict(v[4]), "bad lru_cache")
            wrapper = self._module_call("functools", "lru_cache", v[2], v[3])(v[1])
            object.__getattribute__(wrapper, "__dict__").update(
                {k: x for k, x in v[4].items() if k != "cache_parameters"})
            return wrapper
        if kind == "cached_property":
            check(len(v) == 4 and type(v[1]) is Function
                  and (v[2] is None or type(v[2]) is str) and (v[3] is None or type(v[3]) is str),
                  "bad cached_property")
            prop = self._module_call("functools", "cached_property", v[1])
            prop.attrname, prop.__doc__ = v[2], v[3]  # (a host object: host attributes)
            return prop
        if kind == "enum_property":
            check(len(v) == 5 and all(f is None or type(f) is Function for f in v[1:4])
                  and (v[4] is None or type(v[4]) is str), "bad enum.property")
            return self._module_call("enum", "property", *v[1:5])
        if kind == "singledispatch":
            check(len(v) == 3 and type(v[1]) is Function and type(v[2]) is list and all(
                type(p) is list and len(p) == 2 and is_dispatch_class(p[0]) and callable(p[1])
                for p in v[2]), "bad singledispatch function")
            generic = self._module_call("functools", "singledispatch", v[1])
            for cls, fn in v[2]:  # (register() with a class and a function: host code)
                self._call_checked(generic.register, cls, fn)
            return generic
        if kind == "pattern":
            check(len(v) == 3 and type(v[1]) in (str, bytes) and type(v[2]) is int,
                  "bad pattern")
            return self._module_call("re", "compile", v[1], v[2])
        if kind == "typeddict":
            return decode_typeddict(v)
        if kind == "decimal_context":
            return self._module_call("decimal", "Context", *decimal_context_args(v))
        if kind in REMADE_BY_MODULES:
            return remake(v, self._module_call)
        return decode_host_value(v)

    def _module_call(self, module: str, name: str, *args: Any, **kwargs: Any) -> Any:
        check(module in self.modules, f"a {module}.{name} value without module {module!r}")
        return self._call_checked(module_get_attr(self.importer.modules[module], name),
                                  *args, what=f"{module}.{name}()", **kwargs)

    def _call_checked(self, fn: Any, *args: Any, what: str = "", **kwargs: Any) -> Any:
        """``fn(*args, **kwargs)`` (host code of the importing session's modules) under the
        import's run context; what it refuses is a corrupt value."""
        try:
            with self.guest:
                return fn(*args, **kwargs)
        except StateError:
            raise
        except Exception as exc:  # noqa: BLE001 - the blob's arguments: a corrupt value
            raise corrupt(f"{what or getattr(fn, '__name__', 'a call')} refused the saved "
                          f"value ({type(exc).__name__}: {exc})") from None

    def _named(self, v: Any) -> Any:
        check(type(v) is list and v and all(type(x) is str for x in v), "bad name")
        kind = v[0]
        if kind == "builtin" and len(v) == 2:
            if v[1] not in self.builtins:
                raise StateError(f"the state uses builtin {v[1]!r:.100}, which this sandbox "
                                 "does not have")
            return self.builtins[v[1]]
        if kind == "tool" and len(v) == 2:
            found = self.builtins.get(v[1])
            if type(found) is BoundTool:
                return found
            if v[1] not in self.missing:
                self.missing[identifier_field(v[1], "tool name")] = MissingTool(
                    v[1], _token=MISSING_TOOL_TOKEN)
            return self.missing[v[1]]
        if kind == "const" and len(v) == 2 and v[1] in CONSTANTS:
            return CONSTANTS[v[1]]
        if kind == "module" and len(v) == 2:
            check(v[1] in self.modules, f"module {v[1]!r:.100} is not in the module list")
            return self.importer.modules[v[1]]
        if kind == "modattr" and len(v) == 3:
            check(v[1] in self.modules, f"module {v[1]!r:.100} is not in the module list")
            try:  # what guest code could read: the module's public names
                return module_get_attr(self.importer.modules[v[1]], v[2])
            except AttributeError:
                raise StateError(f"module {v[1]!r:.100} of this sandbox has no attribute "
                                 f"{v[2]!r:.100}") from None
        if kind == "standsfor" and len(v) == 3:  # the real class a module's stand-in wraps
            check(v[1] in self.modules, f"module {v[1]!r:.100} is not in the module list")
            real = next((k for k, src in STAND_IN_SOURCES.items() if src == (v[1], v[2])), None)
            check(real is not None, "bad stand-in name")
            return real
        if kind == "typeattr" and len(v) == 3:
            owner = self.builtins.get(v[1])
            check(type(owner) is type, "bad type attribute")
            try:
                return gate.get_attr(owner, v[2])
            except AttributeError:
                raise StateError(f"{v[1]:.100}.{v[2]:.100} is not available in this "
                                 "sandbox") from None
        if kind == "srcglobal" and len(v) == 3:
            # a global of a module written in guest source, private ones included (the
            # markers and helpers dataclass methods close over): what that module's own
            # guest code holds, made by guest code or a gated helper of the module's
            check(v[1] in self.modules or any(g.get("__name__") == v[1]
                                              for g in self.importer.source_globals),
                  f"module {v[1]!r:.100} is not in the module list")
            for g in self.importer.source_globals:
                if g.get("__name__") == v[1] and v[2] in g:
                    return g[v[2]]
            raise StateError(f"module {v[1]!r:.100} of this sandbox has no global "
                             f"{v[2]!r:.100}")
        raise corrupt("bad name")

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
        if all(self._safe(k) for k, _ in pairs):
            fill()
        else:
            self._defer(d, fill)

    def _add_items(self, s: Any, items: list[Any]) -> None:
        def fill() -> None:
            for i in range(0, len(items), _CHUNK):
                set.update(s, items[i:i + _CHUNK])
                self.tick()
        if all(self._safe(x) for x in items):
            fill()
        else:
            self._defer(s, fill)

    def _defer(self, container: Any, fill: Callable[[], None]) -> None:
        """Leave ``container`` empty until the guarded step (see :mod:`sandbox.state.guard`):
        hashing its keys may run guest code, which decoding never does."""
        if self.plain_only:
            raise corrupt("a paused run's record holds objects hashed by guest code")
        self.unfilled.add(id(container))
        self.deferred.append(fill)

    def _members(self, items: list[Any]) -> set[Any]:
        """A set of ``items`` built in chunks (for frozensets, which cannot be created empty
        and filled later: members hashed by guest code are refused)."""
        if not all(self._safe(x) for x in items):
            raise StateError("a frozenset whose members hash with guest code (a class that "
                             "defines __hash__ or __eq__) cannot be restored: import never "
                             "runs guest code to build a value (save a set or a tuple "
                             "instead)")
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
            check(type(content) is list, "bad list")
            obj.extend(content)
        elif kind == "D":
            self._dict_items(obj, dict, pairs_field(content, "dict"))
        elif kind == "S":
            check(type(content) is list, "bad set")
            self._add_items(obj, content)
        elif kind == "BA":
            check(type(content) is bytes, "bad bytearray")
            obj[:] = content
        elif kind == "C":
            check(type(content) is list and len(content) <= 1, "bad cell")
            obj.value = content[0] if content else UNBOUND
        elif kind == "F":
            self._fill_function(obj, content)
        elif kind == "K":
            abstracts: list[Any] = []
            for name, value in pairs_field(content, "class attributes"):
                if name == "__abstractmethods__" and not abstracts:
                    abstracts.append(value)  # (an ABC's: set last, see abcs.set_abstract_names)
                    continue
                self._set_class_attr(obj, name, value)
            if abstracts:
                set_abstract_names(obj, abstracts[0])
            self.open_classes.discard(id(obj))
        elif kind == "NT":
            check(type(content) is list and len(content) == 2, "bad namedtuple")
            defaults, extras = content
            if defaults:
                fields = obj.__dict__["_fields"]
                check(type(defaults) is list and len(defaults) <= len(fields),
                      "bad namedtuple defaults")
                obj.__dict__["__new__"].__func__._defaults = tuple(defaults)
                type.__setattr__(obj, "_field_defaults",
                                 dict(zip(fields[len(fields) - len(defaults):], defaults,
                                          strict=True)))
            for name, value in pairs_field(extras, "namedtuple attributes"):
                self._set_class_attr(obj, name, value)
            self.open_classes.discard(id(obj))
        elif kind == "I":
            self._fill_instance(obj, content)
        else:  # pragma: no cover - kinds are checked when the table is read
            raise corrupt("bad object kind")

    def _stand_in_members(self, cls: type) -> None:
        """The per-session members of a class deriving directly from a real class that a
        stand-in wraps (``class D(datetime.date)``: its clock methods), from the importing
        session's stand-in, where the class does not define the name itself."""
        for base in cls.__bases__:
            source = STAND_IN_SOURCES.get(base)
            if source is None:
                continue
            wrapper = getattr(self.importer.import_module(source[0]), source[1])
            for name, member in STAND_INS[type(wrapper)](wrapper)[1].items():
                if name not in cls.__dict__:
                    type.__setattr__(cls, name, mark_stand_in_member(member))

    def _fill_function(self, fn: Function, content: Any) -> None:
        check(type(content) is list and len(content) == 4, "bad function")
        defaults, kwdefaults, closure, attrs = content
        check(type(defaults) is list, "bad function defaults")
        check(kwdefaults is None or self._str_dict(kwdefaults),
              "bad function keyword defaults")
        code = fn._code
        check(type(closure) is list and len(closure) == len(code.free_slots)
              and all(type(c) is Cell for c in closure), "bad function closure")
        check(self._str_dict(attrs)
              and "__name__" in attrs and "__qualname__" in attrs, "bad function attributes")
        fn._defaults = tuple(defaults)
        fn._kwdefaults = kwdefaults
        fn._closure = tuple(closure)
        fn.__dict__.clear()
        fn.__dict__.update(attrs)

    def _set_class_attr(self, cls: type, name: Any, value: Any) -> None:
        check(type(name) is str and name not in CLASS_DENY and "\x00" not in name,
              f"bad class attribute name {name!r:.100}")
        try:
            if name == "__del__":
                value = finalizer_hook(value)  # as create_class does
            type.__setattr__(cls, name, host_called(name, value))  # (as create_class too)
        except (AttributeError, TypeError) as exc:
            raise corrupt(f"class attribute {name!r:.100} ({exc})") from None
