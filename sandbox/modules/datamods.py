"""Data-structure modules: ``collections``, ``collections.abc``, ``types`` (``copy`` is in
:mod:`.copymod`).

- ``collections``: the real ``Counter``, ``defaultdict``, ``OrderedDict``, ``deque`` and
  ``ChainMap`` (registered with the gate, subclassable by guest classes). ``namedtuple`` is
  guest code (``guest/namedtuple.py``, CPython's algorithm without ``eval``): the class and
  every method in it are guest objects, made under the run's limits. ``UserDict``,
  ``UserList`` and ``UserString`` are left out: they are host Python code working on
  ``self.data`` with unchecked operators (``UserString.format`` even calls the real
  ``str.format``, which reads attributes without the gate; ``UserList * n`` builds unchecked).
- ``collections.abc``: the ABCs are guest classes made per session (``guest/
  collections_abc.py``, metaclass ``abc.ABCMeta``), so programs derive from them and get the
  documented mixin methods, and ``register`` changes only the session's class. Which host
  classes are instances is the real ABC's answer (``_real_subclass``); ``X[...]`` is the real
  ABC's generic alias. The real ABC classes are not handed out: their metaclass is not
  ``type``, so the gate's "no writes to classes" rule does not cover them, and ``register``
  would change them for the whole process. :class:`AbcProxy` (a read-only stand-in that
  delegates ``isinstance``/``issubclass``/``[]``) remains for ``numbers``.
- ``types``: ``SimpleNamespace`` (a subclass of the real one whose instance attributes guest
  code may read, printing as ``namespace(...)``), ``MappingProxyType``, ``NoneType``,
  ``EllipsisType``, ``NotImplementedType``, and names for kinds of objects
  (``GeneratorType``, ``FunctionType``, ``ModuleType``...) for ``isinstance`` only. Nothing
  that builds functions, code, modules or classes.
"""

from __future__ import annotations

import collections as _co
import collections.abc as _abc
import copy as _copy_module
import copyreg as _copyreg
import types as _types
from _collections import _tuplegetter  # type: ignore[import-not-found]
from typing import Any

from ..guards.costmodel import CONSTANT, calls_back, checked, costs
from ..guards.iterguard import register_consumer
from ..guards.sizechecks import materialising
from ..runtime import gate, ownership
from ..runtime.builtins import Builtin, make_builtin
from ..runtime.classes import SUBCLASSABLE
from ..runtime.objects import Function
from . import _MODULE_TOKEN, GuestModule, ModuleEnv, guest_source, register

GUEST_FLAG = gate.GUEST_FLAG
_copy: Any = _copy_module  # its private helpers (_reconstruct, _deepcopy_list...)
_dispatch_table: Any = _copyreg.dispatch_table


def _public(t: type, extra: frozenset[str] = frozenset()) -> frozenset[str]:
    return frozenset(n for n in dir(t) if not n.startswith("_")) | extra


# --- collections ------------------------------------------------------------------------------

_CLASSES = (_co.Counter, _co.defaultdict, _co.OrderedDict, _co.deque, _co.ChainMap)
_od = _co.OrderedDict(a=1)
_dq: Any = _co.deque()
_cm: Any = _co.ChainMap({})
gate.ALLOWED_ATTRS.update({
    # Every public name of these classes: dict/Mapping methods plus Counter.most_common,
    # elements, subtract, total; deque's methods and maxlen; ChainMap's maps/new_child/parents.
    _co.Counter: _public(_co.Counter),
    _co.defaultdict: _public(_co.defaultdict),
    _co.OrderedDict: _public(_co.OrderedDict),
    _co.deque: _public(_co.deque),
    _co.ChainMap: _public(_co.ChainMap, frozenset({"maps"})),
    # views and iterators
    type(_od.keys()): frozenset({"isdisjoint"}),
    type(_od.values()): frozenset(),
    type(_od.items()): frozenset({"isdisjoint"}),
    type(iter(_od)): frozenset(),
    type(iter(_dq)): frozenset(),
    type(reversed(_dq)): frozenset(),
    type(_cm.keys()): frozenset({"isdisjoint"}),
    type(_cm.items()): frozenset({"isdisjoint"}),
    type(_cm.values()): frozenset(),
    _types.MappingProxyType: _public(_types.MappingProxyType),
})
gate.GUEST_VISIBLE_TYPES.update(_CLASSES)
ownership.FRESH_TYPES.update(_CLASSES)  # guest code only ever holds its own
SUBCLASSABLE.update(_CLASSES)
# Constructors that drain an iterable in C: deque(it, maxlen=1) keeps nothing but never returns
# from an infinite iterator (steps are charged per item; memory is sampled as they go).
for _cls in (_co.deque, _co.Counter, _co.OrderedDict, _co.defaultdict):
    register_consumer(_cls, False)
del _od, _dq, _cm


def _make_namedtuple(env: ModuleEnv) -> Any:
    """The session's ``namedtuple``: guest code (guest/namedtuple.py), so every method of the
    classes it makes is a guest function; the work is guest steps and memory."""
    source = guest_source("namedtuple.py") + guest_source("binding.py")
    from .dataclassmods import _SHOW_DEFAULTS
    from .sourcemods import MAX_NAME_CHARS
    namespace = env.run_source(
        "collections", source, {"_tuplegetter": _tuplegetter, "_MAX_NAME_CHARS": MAX_NAME_CHARS,
                                "_show_defaults": _SHOW_DEFAULTS})
    return namespace["namedtuple"]


#: A Counter or OrderedDict keeps a dict entry per distinct item of its source (about 72
#: bytes with the table's slack), plus any item object the source creates.
_KEEPS_ITEMS = checked(materialising(72, True), "a dict entry per distinct item of the source")


@register("collections", doc="Container datatypes (CPython's collections; the User* classes "
                             "are guest code).", costs=costs(
    Counter=_KEEPS_ITEMS, OrderedDict=_KEEPS_ITEMS,
    # a defaultdict, deque or ChainMap holds what it is given (a lazy source is charged per
    # item as it is drained, see register_consumer above)
    constant=("deque", "ChainMap"), wrapped=("namedtuple",),
    # its factory is called by C's __missing__: held (defaultdict(partial(bytes, n)))
    defaultdict=calls_back(CONSTANT, 0, nullary=True)))
def build_collections(env: ModuleEnv) -> dict[str, Any]:
    ns: dict[str, Any] = {cls.__name__: cls for cls in _CLASSES}
    ns["namedtuple"] = _make_namedtuple(env)
    # CPython has collections.abc loaded at startup, so `import collections` is enough to use
    # it; a later `import collections.abc` replaces this attribute with the imported module.
    abcs = dict(session_abcs(env))
    ns["abc"] = GuestModule("collections.abc", dict(abcs), _ABC_DOC, _token=_MODULE_TOKEN)
    from .userclasses import user_classes
    ns.update(user_classes(env, abcs))
    return ns


# --- collections.abc --------------------------------------------------------------------------

_PROXY_TOKEN = object()


class AbcProxy:
    """What the guest sees as ``numbers.X``: isinstance/issubclass/[]
    of the real ABC, nothing else (the real class is never handed out)."""

    __slots__ = ("_abc", "__name__", "__qualname__")
    _abc: Any
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})
    __sandbox_atomic__ = True

    def __init__(self, abc: type, token: Any = None) -> None:
        if token is not _PROXY_TOKEN:
            raise TypeError("cannot create 'ABCMeta' instances in the sandbox")
        object.__setattr__(self, "_abc", abc)
        object.__setattr__(self, "__name__", abc.__name__)
        object.__setattr__(self, "__qualname__", abc.__qualname__)

    def __setattr__(self, name: str, value: Any) -> None:
        raise TypeError(f"cannot set '{name}' attribute of immutable type "
                        f"'{self._abc.__module__}.{self._abc.__name__}'")

    def __delattr__(self, name: str) -> None:
        raise TypeError(f"cannot delete '{name}' attribute of immutable type "
                        f"'{self._abc.__module__}.{self._abc.__name__}'")

    def __instancecheck__(self, obj: Any) -> bool:
        return isinstance(obj, self._abc)

    def __subclasscheck__(self, cls: Any) -> bool:
        return issubclass(cls, self._abc)

    def __getitem__(self, params: Any) -> Any:
        return self._abc[params]

    def __repr__(self) -> str:
        return f"<class '{self._abc.__module__}.{self._abc.__name__}'>"


AbcProxy.__name__ = AbcProxy.__qualname__ = "ABCMeta"
AbcProxy.__module__ = "abc"


def abc_proxy(abc: type) -> AbcProxy:
    """The guest's view of the real abstract base class ``abc`` (see AbcProxy)."""
    return AbcProxy(abc, _PROXY_TOKEN)
gate.ALLOWED_ATTRS.update({
    _abc.KeysView: frozenset({"isdisjoint"}),
    _abc.ItemsView: frozenset({"isdisjoint"}),
    _abc.ValuesView: frozenset(),
})


_ABC_DOC = ("Abstract base classes of containers (guest classes: programs derive from them and "
            "get their mixin methods; isinstance and issubclass as CPython answers).")


def _real_subclass(cls: Any, name: str) -> bool:
    """CPython's answer to ``issubclass(cls, collections.abc.<name>)`` for a class that is not
    a guest subclass of the guest's ABC (which the guest ABC's own MRO answers)."""
    if not isinstance(cls, type) or type(name) is not str or name not in _abc.__all__:
        return False
    return issubclass(cls, getattr(_abc, name))


def _real_alias(name: str, params: Any) -> Any:
    """``collections.abc.<name>[params]``: the real ABC's generic alias, as CPython prints."""
    return getattr(_abc, name)[params]


def session_abcs(env: ModuleEnv) -> dict[str, Any]:
    """The session's ``collections.abc`` classes (guest classes, ``guest/collections_abc.py``;
    made once per session, shared by ``collections.abc`` and ``collections.abc`` read as an
    attribute of ``collections``)."""
    made = env.services.get("collections.abc")
    if made is None:
        helpers = {"_real_subclass": make_builtin("_real_subclass", _real_subclass),
                   "_real_alias": make_builtin("_real_alias", _real_alias),
                   "_generic_alias": _types.GenericAlias}
        made = env.services["collections.abc"] = env.run_source(
            "collections.abc", guest_source("collections_abc.py"), helpers)
    return made  # type: ignore[no-any-return]


@register("collections.abc", doc=_ABC_DOC)
def build_collections_abc(env: ModuleEnv) -> dict[str, Any]:
    return dict(session_abcs(env))


# --- types ------------------------------------------------------------------------------------

class NamespaceNames(frozenset):  # type: ignore[type-arg]
    """The attribute names guest code may use on a SimpleNamespace: every name that is not a
    dunder (the type defines only dunders), plus ``extra``."""

    def __new__(cls, extra: frozenset[str] = frozenset()) -> NamespaceNames:
        return super().__new__(cls, extra)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        return not (name.startswith("__") and name.endswith("__")) or frozenset.__contains__(
            self, name)


_repr_active: set[int] = set()


class SimpleNamespace(_types.SimpleNamespace):
    """A simple attribute-based namespace (guest code reads and writes its public
    attributes)."""

    __slots__ = ()
    __sandbox_attrs__ = NamespaceNames(frozenset({"__dict__"}))
    __sandbox_settable__ = NamespaceNames()
    __sandbox_copyable__ = True

    def __getattr__(self, name: str) -> Any:
        t = type(self)
        label = "types.SimpleNamespace" if t is SimpleNamespace else t.__name__
        raise AttributeError(f"'{label}' object has no attribute '{name}'", name=name, obj=self)

    def __repr__(self) -> str:
        key = id(self)
        if key in _repr_active:
            return "namespace(...)"
        _repr_active.add(key)
        try:
            items = [f"{k}={v!r}" for k, v in self.__dict__.items()
                     if type(k) is str and k]
            return f"namespace({', '.join(items)})"
        finally:
            _repr_active.discard(key)


SimpleNamespace.__module__ = "types"
SUBCLASSABLE.add(SimpleNamespace)


class _KindName:
    """A ``types`` name for a kind of object the sandbox implements with several classes (its
    own generators, functions and builtins beside CPython's): ``isinstance``/``issubclass``
    answer for all of them; nothing else can be done with it (no call, no attributes but the
    name)."""

    __slots__ = ("_classes", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, name: str, *classes: type) -> None:
        self._classes = classes
        self.__name__ = self.__qualname__ = name

    def __instancecheck__(self, obj: Any) -> bool:
        return isinstance(obj, self._classes)

    def __subclasscheck__(self, cls: Any) -> bool:
        return isinstance(cls, type) and issubclass(cls, self._classes)

    def __repr__(self) -> str:
        return f"<class '{self.__name__}'>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"cannot create '{self.__name__}' objects here: this types "
                        f"name is for isinstance() and issubclass() checks")


_KindName.__name__ = _KindName.__qualname__ = "type"
_KindName.__module__ = "builtins"


def _kinds() -> dict[str, Any]:
    from ..runtime.builtins import BoundCheck
    from ..runtime.generators import AsyncGenerator, Coroutine, Generator
    from .sourcemods import _GuestCallable
    function = _KindName("function", Function, _GuestCallable)
    builtin = _KindName("builtin_function_or_method", Builtin, BoundCheck,
                        _types.BuiltinFunctionType)
    return {"GeneratorType": _KindName("generator", Generator, _types.GeneratorType),
            "CoroutineType": _KindName("coroutine", Coroutine, _types.CoroutineType),
            "AsyncGeneratorType": _KindName("async_generator", AsyncGenerator),
            "FunctionType": function, "LambdaType": function,
            "BuiltinFunctionType": builtin, "BuiltinMethodType": builtin,
            "MethodType": _types.MethodType, "ModuleType": _KindName("module", GuestModule)}


@register("types", doc="A few names from CPython's types: SimpleNamespace, MappingProxyType, "
                       "the singleton types and the kinds of functions, generators and "
                       "modules (for isinstance).", costs=costs(constant=(
    "SimpleNamespace", "MappingProxyType", "NoneType", "EllipsisType", "NotImplementedType",
    "GeneratorType", "CoroutineType", "AsyncGeneratorType", "FunctionType", "LambdaType",
    "BuiltinFunctionType", "BuiltinMethodType", "ModuleType",
    "GenericAlias"),  # an alias holds its origin and arguments (no copy)
    # a bound method's call is C calling its function: MethodType(list, xs)() (round 8)
    MethodType=calls_back(CONSTANT, 0)))
def build_types(env: ModuleEnv) -> dict[str, Any]:
    return {"SimpleNamespace": SimpleNamespace, "MappingProxyType": _types.MappingProxyType,
            "NoneType": type(None), "EllipsisType": type(...),
            "NotImplementedType": type(NotImplemented), "GenericAlias": _types.GenericAlias,
            **_kinds()}
