"""The reachability census: walk everything the access gate lets guest code reach and report
every object that is neither guest-owned nor of a vetted host type.

Roots are what a guest can name: the session's builtins, every allowlisted module (all of
:func:`sandbox.modules.importable`, imported through the session's own importer) and the
globals that :data:`tests.security.census_roots.ROOTS_SOURCE` binds when it runs as guest code
in that session (guest classes made with every decorator and metaclass the sandbox allows,
and a sample of each kind of value). From each object the walker follows what guest code
could follow, using the same public entry points compiled code uses:

* attribute reads: every name in ``dir(obj)``, ``dir(type(obj))``,
  :func:`sandbox.runtime.gate.allowed_names` and :data:`PROBE_NAMES`, each read with
  :func:`sandbox.runtime.gate.get_attr` (what every compiled attribute load falls back to;
  its fast path only skips the check for types already known to pass it);
* the guest's ``type()`` and ``vars()`` builtins, taken from the session's builtins table;
* items of containers and mappings (what a guest ``for`` loop or subscript yields);
* ``super(T, obj)`` for each class ``T`` in ``type(obj).__mro__`` (and ``super(T, cls)`` for
  classes), built with the guest's ``super`` builtin from the session's table (it refuses
  what guest code may not build), then read through the gate; a view of a *host* object must
  offer no name the gate refuses on the object itself (the real ``super`` class, which builds
  any view, is not vetted: reaching it is a finding);
* results of calling the zero-argument methods in :data:`SAFE_CALLS`.

The walk runs *inside* a run of the session (from a ``cheap`` tool, which executes in the
evaluator's thread), so guest properties and ``__getattr__`` run as they would for the guest,
under the run's limits. It is bounded by a visited set (by identity, and by ``(self, name)``
for bound methods, which are made afresh on each read), a depth cap and an object cap.

The companion write check (:func:`write_findings`) runs on objects that two sessions share
(reachable by identity from both): a shared mutable container is a finding by itself; for any
other shared host object, each guest-level write (``setattr`` through
:func:`sandbox.runtime.gate.set_attr`, ``object.__setattr__`` as the gate hands it out, the
``__setattr__`` of every ``super()`` view the guest's ``super`` builds, and each bound
``__setattr__`` the walk recorded) is tried with a value that changes nothing (an own
attribute's or data descriptor's current value, the object's own class), and succeeding is a
finding.

Findings carry a root-cause group (:func:`group_of`); ``tests/security/test_census.py`` keeps
the groups still open as strict xfails. :func:`members_without_cost_model` checks the
per-member cost model the issue asks for (``sandbox.modules.cost_model_of``).

Nothing here is reachable from guest code: the module lives in the test tree, which the
sandbox's importer never serves.
"""

from __future__ import annotations

import abc
import itertools
import types
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from sandbox import Limits, Sandbox, Tool
from sandbox.modules import GuestModule, importable
from sandbox.modules.builtin_table import session_builtins
from sandbox.runtime import gate
from sandbox.runtime.classes import is_guest_class
from sandbox.runtime.objects import Function
from sandbox.runtime.vetted import MUTATING_SLOTS, PLAIN_DATA, REGISTRY_WRITERS, vetted_reason
from sandbox.runtime.views import is_internal

from .census_roots import EXPOSED, ROOTS_SOURCE

#: Names tried on every object besides what ``dir`` lists: the special names that reach
#: internals (code, globals, frames, registries...) when a gate lets them through.
PROBE_NAMES = frozenset("""__class__ __dict__ __mro__ __bases__ __base__ __self__ __func__
__wrapped__ __globals__ __closure__ __code__ __builtins__ __objclass__ __self_class__
__thisclass__ __module__ __qualname__ __name__ __doc__ __annotations__ __slots__ __weakref__
__dataclass_fields__ __dataclass_params__ __match_args__ __members__ _member_map_
_value2member_map_ __orig_bases__ __parameters__ __args__ __origin__ __subclasses__
__getattribute__ __getattr__ __setattr__ __delattr__ __reduce__ __reduce_ex__ __getstate__
__setstate__ __init__ __new__ __init_subclass__ __subclasshook__ __call__ __get__ __set__
__delete__ __set_name__ __class_getitem__ __del__ __traceback__ __cause__ __context__
tb_frame tb_next f_globals f_locals f_back f_builtins gi_frame gi_code cr_frame cr_code
ag_frame ag_code _abc_impl _abc_registry register mro func args keywords cache_info
__sandbox_guest__ __sandbox_attrs__""".split())

#: Methods the walker calls without arguments (they return views, copies or metadata).
SAFE_CALLS = frozenset("""keys values items mro __subclasses__ groups groupdict cache_info
__reduce__ __reduce_ex__ __getstate__ most_common elements __iter__ __reversed__
__dir__""".split())

#: C callables: the gate lets guest code read the same names (``__name__``, ``__doc__``,
#: protocol dunders bound to the callable itself) on every instance, whatever it is bound to,
#: so the children of one instance per type stand for all (each instance is still classified:
#: a bound one is judged by its ``__self__``). Without this, ``f.__eq__.__ne__.__lt__...``
#: makes a new object at every step.
UNIFORM_TYPES = frozenset({types.BuiltinFunctionType, types.MethodWrapperType,
                           types.WrapperDescriptorType, types.MethodDescriptorType,
                           types.ClassMethodDescriptorType, types.MethodType})

#: Items followed per container (enough to see every kind of value in the samples).
ITEMS_PER_CONTAINER = 40


@dataclass(frozen=True)
class Finding:
    """One reachable object the census rejects. ``group`` names the root cause (see
    :func:`group_of`), ``path`` is how guest code reaches it."""

    group: str
    path: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.group}] {self.path}: {self.detail}"


@dataclass
class Reached:
    """What one census pass saw: objects by identity (kept alive, so ids stay unique) with
    the first path that reached each, findings, and bound setters by owner."""

    objects: dict[int, tuple[Any, str]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    setters: dict[int, list[tuple[str, Any]]] = field(default_factory=dict)
    keys: set[Any] = field(default_factory=set)
    registers: list[tuple[str, Any]] = field(default_factory=list)  # bound ABCMeta.register
    alive: list[Any] = field(default_factory=list)
    truncated: bool = False  # the object cap was reached (the walk is incomplete)


def guest_owned(obj: Any) -> bool:
    """Whether ``obj`` belongs to guest code: a guest function, class or instance, a method
    of a guest function, or plain data."""
    t = type(obj)
    if t is Function or is_guest_class(obj) or is_guest_class(t):
        return True
    if t is types.MethodType:
        return type(obj.__func__) is Function
    return t in PLAIN_DATA


def rejection(obj: Any) -> str | None:
    """Why the census rejects ``obj`` (None when it is guest-owned or of a vetted type)."""
    if guest_owned(obj) or vetted_reason(obj, _accepted) is not None:
        return None
    t = type(obj)
    if isinstance(obj, type):
        return f"unvetted host class {obj.__module__}.{obj.__qualname__}"
    if t is types.MethodType:
        func = obj.__func__
        return (f"method of host {type(func).__name__} "
                f"{getattr(func, '__module__', '?')}.{getattr(func, '__qualname__', '?')}")
    name = getattr(obj, "__qualname__", None) if callable(obj) else None
    suffix = f" {getattr(obj, '__module__', '?')}.{name}" if isinstance(name, str) else ""
    return f"object of unvetted host type {t.__module__}.{t.__qualname__}{suffix}"


def _accepted(obj: Any) -> bool:
    return rejection(obj) is None


def _dedupe_key(obj: Any) -> Any:
    """Identity of what ``obj`` gives access to: bound methods are made afresh on each read,
    so they are known by their object and name (or function)."""
    t = type(obj)
    if t is types.MethodType:
        return ("method", id(obj.__func__), id(obj.__self__))
    if t in (types.BuiltinMethodType, types.MethodWrapperType):
        owner = obj.__self__
        if owner is not None and not isinstance(owner, types.ModuleType):
            return ("bound", t, id(owner), obj.__name__)
    if t is super:  # the same names resolve, bound alike, for every instance of a class
        target = obj.__self__
        return ("super", obj.__thisclass__, target if isinstance(target, type) else type(target))
    return id(obj)


_METADATA = frozenset({"__name__", "__qualname__", "__doc__", "__module__"})


def _uniform_family(obj: Any) -> Any:
    """The family whose members all offer guest code the same names (see UNIFORM_TYPES), or
    None. The sandbox's own callables (one class per builtin, a bound size check per read)
    form one family per class that declares their surface, when that surface is metadata."""
    t = type(obj)
    if t in UNIFORM_TYPES:
        return t
    if callable(obj) and not isinstance(obj, type):
        for klass in t.__mro__:
            declared = klass.__dict__.get("__sandbox_attrs__")
            if declared is not None:
                return ("family", klass) if declared <= _METADATA else None
    return None


def _names(obj: Any) -> set[str]:
    names = set(PROBE_NAMES)
    # dir() of an instance already lists its class's names; a class's metaclass names
    # (mro, register...) come from dir(type(cls))
    for source in (obj, type(obj)) if isinstance(obj, type) else (obj,):
        try:
            names.update(n for n in dir(source) if type(n) is str)
        except Exception:  # noqa: BLE001 - a guest __dir__ may raise anything
            pass
    try:
        names.update(gate.allowed_names(obj))
    except Exception:  # noqa: BLE001
        pass
    return names


def _items(obj: Any) -> Iterator[tuple[str, Any]]:
    """``(path suffix, item)`` as a guest loop or subscript yields them."""
    if isinstance(obj, (str, bytes, bytearray, range)):
        return  # their items are more of the same data
    if isinstance(obj, (dict, types.MappingProxyType, Mapping)):
        # what ``for k in m: m[k]`` yields (a read-only namespace view included)
        try:
            pairs = list(itertools.islice(obj.items(), ITEMS_PER_CONTAINER))
        except Exception:  # noqa: BLE001
            return
        for key, value in pairs:
            yield f"[{key!r}]", value
            yield f".keys()<{key!r}>", key
        return
    try:
        iterator = iter(obj)
    except Exception:  # noqa: BLE001 - not iterable (or a guest __iter__ refused)
        return
    try:
        for i, item in enumerate(itertools.islice(iterator, ITEMS_PER_CONTAINER)):
            yield f"[{i}]" if isinstance(obj, (list, tuple)) else f"<item {i}>", item
    except Exception:  # noqa: BLE001 - a guest iterator may raise
        return


#: A class's namespace as CPython keeps it (read without any metaclass's say).
_NAMESPACE = type.__dict__["__dict__"]

#: A super object's own fields (what it is bound to), not names it resolves on its target.
_SUPER_OWN = frozenset({"__self__", "__self_class__", "__thisclass__", "__get__"})


def _host_super_target(obj: Any) -> Any:
    """The object a super() view is bound to, when that is a host object (None otherwise)."""
    if type(obj) is not super or obj.__self__ is None:
        return None
    target = obj.__self__
    return None if guest_owned(target) else target


def _readable(obj: Any, name: str) -> bool:
    try:
        gate.get_attr(obj, name)
    except Exception:  # noqa: BLE001 - refused or absent
        return False
    return True


class Census:
    """One pass over what a session's guest code can reach (see the module docstring)."""

    def __init__(self, session: Any, roots: dict[str, Any], *, max_depth: int = 7,
                 max_objects: int = 120_000) -> None:
        self.session = session
        self.roots = roots
        self.max_depth = max_depth
        self.max_objects = max_objects
        builtins = session.globals.builtins
        self.guest_type: Callable[[Any], Any] = builtins["type"]
        self.guest_vars: Callable[[Any], Any] = builtins["vars"]
        self.guest_super: Callable[..., Any] = builtins["super"]
        self.seen = Reached()
        self.walked = 0  # objects whose children were walked (the cap counts these)
        self.truncated = False
        # host class -> its namespace's names when first reached (the walk must not add any)
        self.namespaces: dict[int, tuple[type, str, frozenset[Any]]] = {}

    def run(self) -> Reached:
        frontier: list[tuple[Any, str, str]] = [(obj, path, "root")
                                                for path, obj in self.roots.items()]
        for depth in range(self.max_depth + 1):
            following: list[tuple[Any, str, str]] = []
            for obj, path, via in frontier:
                if self._visit(obj, path, via) and depth < self.max_depth:
                    self.walked += 1
                    following.extend(self._children(obj, path))
                if self.walked >= self.max_objects:
                    self.truncated = True
                    return self._checked_namespaces()
            frontier = following
        return self._checked_namespaces()

    def _checked_namespaces(self) -> Reached:
        """Report every host class whose namespace gained or lost a name while the walk read
        it through the gate: a read (even a refused one) changed a class every session shares
        (CPython creates ``__annotations__`` on a class's first ``hasattr``)."""
        for cls, path, before in self.namespaces.values():
            after = frozenset(_NAMESPACE.__get__(cls))
            if after != before:
                changed = sorted(map(str, after ^ before))
                self.seen.findings.append(Finding(
                    HOST_CHANGED, path, f"the walk's gated reads changed this host class's "
                    f"namespace (names {changed})"))
        return self.seen

    def _visit(self, obj: Any, path: str, via: str) -> bool:
        """Record ``obj``; True when its children should be walked."""
        key = _dedupe_key(obj)
        if key in self.seen.keys:
            return False
        self.seen.keys.add(key)
        self.seen.alive.append(obj)
        self.seen.objects[id(obj)] = (obj, path)
        t = type(obj)
        if t in (types.BuiltinMethodType, types.MethodWrapperType, types.MethodType) and \
                getattr(obj, "__name__", None) == "__setattr__" and obj.__self__ is not None:
            # for the write check: a setter the guest holds, bound to this object
            self.seen.setters.setdefault(id(obj.__self__), []).append((path, obj))
        if t is types.MethodType and obj.__func__ is abc.ABCMeta.register:
            self.seen.registers.append((path, obj))  # for the write check: shared ABCs above
        if isinstance(obj, type) and not guest_owned(obj):
            self.namespaces[id(obj)] = (obj, path, frozenset(_NAMESPACE.__get__(obj)))
        if is_internal(obj):  # a name the sandbox keeps to itself, handed to guest code
            self.seen.findings.append(Finding(INTERNAL, path, f"internal name {obj!r}"))
            return False
        why = rejection(obj)
        if why is not None:
            self.seen.findings.append(Finding(group_of(path, obj), path, why))
            return False  # its own children are not the finding; one report per hole
        family = _uniform_family(obj)
        if family is not None:  # the gate offers the same few names on every one of them
            if family in self.seen.keys:
                return False
            self.seen.keys.add(family)
        return True

    def _children(self, obj: Any, path: str) -> Iterator[tuple[Any, str, str]]:
        if type(obj) in PLAIN_DATA:
            # builtin data: its attributes are C methods bound to it, which build more plain
            # data from the same items; the items and the type are what lead elsewhere
            for suffix, item in _items(obj):
                yield item, f"{path}{suffix}", "item"
            yield type(obj), f"type({path})", "type"
            return
        host_target = _host_super_target(obj)
        extra: list[str] = []
        for name in sorted(_names(obj)):
            try:
                value = gate.get_attr(obj, name)
            except Exception:  # noqa: BLE001 - refused, absent, or raised by guest code
                continue
            if host_target is not None and name not in _SUPER_OWN and \
                    not _readable(host_target, name):
                # super(T, host) must offer no more than the gate offers on host itself
                extra.append(name)
                continue
            yield value, f"{path}.{name}", "attr"
            if name in SAFE_CALLS and callable(value):
                try:
                    result = value()
                except Exception:  # noqa: BLE001
                    continue
                yield result, f"{path}.{name}()", "call"
        if extra:
            self.seen.findings.append(Finding(
                SUPER_VIEWS, f"{path}.<{', '.join(extra)}>", "super() of a host object hands "
                "out these names, which the gate refuses on the object itself"))
        try:
            yield self.guest_type(obj), f"type({path})", "type"
        except Exception:  # noqa: BLE001
            pass
        try:
            yield self.guest_vars(obj), f"vars({path})", "vars"
        except Exception:  # noqa: BLE001
            pass
        for suffix, item in _items(obj):
            yield item, f"{path}{suffix}", "item"
        yield from self._super_views(obj, path)

    def _super_views(self, obj: Any, path: str) -> Iterator[tuple[Any, str, str]]:
        """``super(T, obj)`` read through the gate, for each T the object's MRO offers."""
        if type(obj) is super or type(obj) in PLAIN_DATA:
            return  # a guest's own data answers super() with object's slots on itself
        mro = obj.__mro__ if isinstance(obj, type) else type(obj).__mro__
        label = path if isinstance(obj, type) else f"type({path})"
        for i, klass in enumerate(mro[:-1]):  # super(object, x) finds nothing
            try:
                view = self.guest_super(klass, obj)
            except TypeError:  # refused (a host class or object) or not an instance
                continue
            name = label if i == 0 else f"{label}.__mro__[{i}]"
            yield view, f"super({name}, {path})", "super"


#: Root-cause groups of issue 13 (the census's strict xfail entries are keyed by them).
SUPER_VIEWS = "super-host-views"          # super(T, host_obj) hands out host dunders
NAMESPACES = "class-namespace-views"      # vars(C)/C.__dict__ values bypass the gate
GENERATED = "generated-host-functions"    # guest classes hold host-made methods
REGISTRIES = "shared-registries"          # abc/typing registry state within reach
WRITES = "shared-state-writable"          # a shared host object accepts a guest write
MUTATORS = "unbound-host-mutators"        # a host __init__/__setitem__... callable on any self
REAL_TYPE = "real-type-reachable"         # the real type, not the guest's type() wrapper
HOST_CHANGED = "host-class-changed"       # a gated read changed a shared host class
INTERNAL = "internal-names"               # a str naming the sandbox's own attributes
OTHER = "other"                           # none of the above: must never happen


def group_of(path: str, obj: Any) -> str:
    """The root-cause group of a rejected object, from how it was reached and what it is."""
    if obj is type:
        return REAL_TYPE
    if "super(" in path:
        return SUPER_VIEWS
    if ".__dict__[" in path or "vars(" in path:
        return NAMESPACES  # reachable only through the class namespace view
    if type(obj).__module__ == "_abc" or getattr(obj, "__name__", None) in REGISTRY_WRITERS:
        return REGISTRIES
    func = obj.__func__ if type(obj) in (types.MethodType, classmethod, staticmethod) else obj
    if type(func) is types.FunctionType and func.__code__.co_filename == "<string>":
        return GENERATED  # made by exec (dataclasses, namedtuple)
    if type(obj) is types.FunctionType and obj.__name__ in MUTATING_SLOTS:
        return MUTATORS
    if type(func) is types.FunctionType or type(obj).__name__ == "_tuplegetter":
        return GENERATED
    return OTHER


# --- the write check ------------------------------------------------------------------------

#: Types whose shared instances no guest write can change (their parts are walked).
IMMUTABLE = frozenset({int, bool, float, complex, str, bytes, type(None), type(...),
                       type(NotImplemented), tuple, frozenset, range, slice})
#: Names each shared object is written with (besides its public attributes).
WRITE_NAMES = ("__class__", "__name__", "__qualname__", "__doc__", "__module__", "_name_",
               "_value_", "__dict__")


def write_findings(first: Reached, second: Reached) -> list[Finding]:
    """Guest-level writes that succeed on a host object two sessions share (see the module
    docstring). Each write stores the attribute's current value, so a success changes
    nothing but proves the path is open."""
    findings = _shared_registrations(first, second)
    for key, (obj, path) in first.objects.items():
        other = second.objects.get(key)
        if other is None or other[0] is not obj or type(obj) in IMMUTABLE:
            continue
        if type(obj) in PLAIN_DATA:
            findings.append(Finding(WRITES, path, f"mutable {type(obj).__name__} shared by "
                                    f"every session (also {other[1]})"))
            continue
        accepted: dict[str, list[str]] = {}
        for name, current in _write_names(obj):
            for label, write in _writers(obj, path, first, second):
                try:
                    write(name, current)
                except Exception:  # noqa: BLE001 - refused: what must happen
                    continue
                accepted.setdefault(label, []).append(name)
        for label, names in accepted.items():
            findings.append(Finding(WRITES, f"{label}(name, <current value>)",
                                    f"guest write accepted on {type(obj).__qualname__} "
                                    f"shared by every session, for names {names}"))
    return findings


def _shared_registrations(first: Reached, second: Reached) -> list[Finding]:
    """``C.register`` handed out where a host ABC above ``C`` is shared by both sessions: a
    registration with ``C`` changes that ABC's ``issubclass`` answers (it consults its
    subclasses' registries) in every session."""
    findings = []
    for path, method in first.registers:
        for klass in method.__self__.__mro__:
            other = second.objects.get(id(klass))
            if not is_guest_class(klass) and isinstance(klass, abc.ABCMeta) and \
                    other is not None and other[0] is klass:
                findings.append(Finding(REGISTRIES, path, f"registers with a class deriving "
                                        f"from {klass.__qualname__}, an ABC every session "
                                        f"shares (also {other[1]})"))
    return findings


def _write_names(obj: Any) -> list[tuple[str, Any]]:
    """``(name, current value)`` pairs to write back: the special names, and the object's own
    instance attributes. Nothing found only through ``__getattr__`` or the class: writing that
    back could *create* an attribute (typing's aliases forward unknown names to their origin
    class), and the census must leave the host as it found it."""
    own = getattr(obj, "__dict__", None)
    pairs = []
    for name in WRITE_NAMES:
        if isinstance(own, dict) and name in own:
            pairs.append((name, own[name]))
            continue
        descriptor = _class_attr(type(obj), name)
        if descriptor is not None and hasattr(type(descriptor), "__set__"):
            try:
                pairs.append((name, descriptor.__get__(obj, type(obj))))
            except Exception:  # noqa: BLE001 - unset slot
                pass
    if isinstance(own, dict):
        pairs.extend((n, v) for n, v in list(own.items())[:30]
                     if type(n) is str and n not in WRITE_NAMES)
    return pairs


def _class_attr(t: type, name: str) -> Any:
    for klass in t.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


def _writers(obj: Any, path: str, *passes: Reached) -> Iterator[tuple[str, Callable[..., Any]]]:
    """Every way a guest writes an attribute of ``obj``: ``setattr`` (and ``obj.x = v``,
    which compiles to the same gate call) and each bound ``__setattr__`` the walk found."""
    yield f"setattr({path}", lambda name, value: gate.set_attr(obj, name, value)
    try:  # object.__setattr__ as guest code reads it
        object_setattr = gate.get_attr(object, "__setattr__")
    except AttributeError:
        pass
    else:
        yield f"object.__setattr__({path}", lambda name, value: object_setattr(obj, name, value)
    seen = set()
    mro = obj.__mro__ if isinstance(obj, type) else type(obj).__mro__
    guest_super = session_builtins()["super"]
    for i, klass in enumerate(mro):  # every super() view, as the gate resolves its setter
        try:
            setter = gate.get_attr(guest_super(klass, obj), "__setattr__")
        except (AttributeError, TypeError):
            continue
        label = f"super(type({path}).__mro__[{i}], {path}).__setattr__"
        seen.add(label)
        yield label, setter
    for reached in passes:
        for label, setter in reached.setters.get(id(obj), []):
            if setter.__self__ is obj and label not in seen:
                seen.add(label)
                yield label, setter


# --- the cost-model hook ---------------------------------------------------------------------

#: The per-member cost-model API (issue 13: "a member without a cost model is not
#: allowlisted"): ``cost_model_of(module, name, value)`` in :mod:`sandbox.modules`,
#: the declared model of a module member (or its guest-code model), None when it has none.
COST_MODEL_API = "cost_model_of"


def members_without_cost_model(reached: Reached | None) -> list[Finding] | None:
    """Every public callable member of every allowlisted module the census imported (the
    module objects among its roots, ``import m``), other than guest code, that has no cost
    model; None while the API does not exist."""
    from sandbox import modules
    lookup = getattr(modules, COST_MODEL_API, None)
    if lookup is None or reached is None:
        return None
    missing = []
    for obj, path in list(reached.objects.values()):
        if not path.startswith("import ") or type(obj) is not GuestModule:
            continue
        module = path[7:]
        for member, value in list(vars(obj).items()):
            if member.startswith("_") or not callable(value) or guest_owned(value) or \
                    type(value) is GuestModule:
                continue
            if lookup(module, member, value) is None:
                missing.append(Finding(OTHER, f"{path}.{member}",
                                       "module member without a cost model"))
    return missing


# --- running it -----------------------------------------------------------------------------

CENSUS_LIMITS = Limits(timeout_s=600, max_steps=10**9, max_memory_bytes=1 << 30,
                       max_tool_calls=10)


def census_session(max_depth: int = 7, max_objects: int = 120_000, *,
                   guest_roots: bool = True) -> tuple[Any, Reached]:
    """Build the roots in a fresh session (only builtins and modules without
    ``guest_roots``), then walk them from inside a run of it."""
    box: dict[str, Any] = {}

    def census_probe() -> None:
        """Walk the session from inside its own run (host code, never offered twice)."""
        session = box["session"]
        roots: dict[str, Any] = {}
        builtins = session.globals.builtins
        for name in sorted(builtins, key=lambda n: n != "print"):  # print first: its paths
            if name != "census_probe":                            # stand for all builtins
                roots[name] = builtins[name]
        for name in importable():
            roots[f"import {name}"] = session.importer.import_module(name)
        for name, value in session.globals.items():
            if name == "SAMPLES":
                for i, sample in enumerate(value):
                    roots[f"SAMPLES[{i}]<{type(sample).__name__}>"] = sample
            elif not name.startswith("__"):
                roots[name] = value
        census = Census(session, roots, max_depth=max_depth, max_objects=max_objects)
        box["reached"] = census.run()
        box["reached"].truncated = census.truncated

    sandbox = Sandbox(tools=[Tool(census_probe, cheap=True)], limits=CENSUS_LIMITS,
                      objects=EXPOSED)
    session = box["session"] = sandbox.session()
    source = ROOTS_SOURCE if guest_roots else ""
    session.run_sync(source + "\ncensus_probe()\n").check()
    return session, box["reached"]
