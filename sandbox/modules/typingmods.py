"""Guest ``typing``: a curated part of CPython's typing, with the sandbox's own
``NamedTuple`` (built by the guest ``collections.namedtuple``, so every method of the class is
guest code), ``TypedDict`` (typing's metaclass, field count capped: one host call builds it),
``Protocol`` (a metaclass without host-reaching methods) and bounded forward references.
(Split from :mod:`.sourcemods`, whose helpers it shares.)
"""

from __future__ import annotations

import abc as _abc
import functools
import operator
import types as _types
import typing as _typing
from typing import Any

from ..guards.costmodel import costs
from ..runtime import classes, gate
from ..runtime.builtins import make_builtin, public_named
from ..runtime.classview import class_view
from ..runtime.context import current_ctx, in_run
from ..runtime.objects import Function, guest_address
from ..runtime.views import class_dict
from . import ModuleEnv, register

# typing.Counter(), Deque(), OrderedDict(), ChainMap() make collections' classes: the gate's
# tables for them come with the collections wrapper, which the program need not import
from . import datamods as _datamods  # noqa: F401
from .enummods import _EnumType
from .sourcemods import (
    _MAX_FIELDS,
    GUEST_FLAG,
    ABCMeta,
    _builtins,
    _check_bases,
    _limit_items,
    _own_guest_class,
)

# === typing ====================================================================================

def _guest_namedtuple() -> Any:
    """The running session's ``collections.namedtuple`` (guest code, guest/namedtuple.py)."""
    return current_ctx().session.importer.import_module("collections").namedtuple


#: What typing's NamedTupleMeta keeps from the class body, and refuses (3.11's sets).
_NT_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                            "_field_defaults", "_make", "_replace", "_asdict", "_source"})
_NT_SPECIAL = frozenset({"__module__", "__name__", "__annotations__"})


def _make_nmtuple(name: Any, types_: Any, module: Any, defaults: Any = ()) -> Any:
    """typing._make_nmtuple with the guest namedtuple: every method of the class is guest
    code. Field names are checked by namedtuple itself (guest code, CPython's messages)."""
    fields = [n for n, t in types_]
    annotations = {n: _typing._type_check(t, f"field {n} annotation must be a type")  # type: ignore[attr-defined]
                   for n, t in types_}
    nm_tpl = _guest_namedtuple()(name, fields, defaults=defaults, module=module)
    type.__setattr__(nm_tpl, "__annotations__", annotations)
    nm_tpl.__new__.__annotations__ = annotations
    return nm_tpl


class _NamedTupleMeta(type):
    """typing.NamedTupleMeta (3.11's algorithm) building the class with the guest
    namedtuple; the class body's other names are set on it like a class statement's."""

    def __new__(cls, typename, bases, ns):  # type: ignore[no-untyped-def]
        for base in bases:
            if base is not _NAMEDTUPLE_BASE and base is not _typing.Generic:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        bases = tuple(tuple if base is _NAMEDTUPLE_BASE else base for base in bases)
        types_ = ns.get("__annotations__", {})
        if type(types_) is not dict:
            raise TypeError("NamedTuple needs __annotations__ to be a dict in the sandbox")
        default_names: list[str] = []
        for field_name in types_:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, list(types_.items()),
                               defaults=[ns[n] for n in default_names],
                               module=ns["__module__"])
        if bases != (tuple,):
            type.__setattr__(nm_tpl, "__bases__", bases)
        if _typing.Generic in bases:
            class_getitem = _typing.Generic.__class_getitem__.__func__  # type: ignore[attr-defined]
            type.__setattr__(nm_tpl, "__class_getitem__", classmethod(class_getitem))
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _NT_SPECIAL and key not in nm_tpl._fields and key != GUEST_FLAG:
                # as the stdlib's setattr: the class statement's own values (a __del__ hook
                # stays the hook create_class made)
                type.__setattr__(nm_tpl, key, ns[key])
        if _typing.Generic in bases:
            nm_tpl.__init_subclass__()
        gate.CLASS_VERSION[0] += 1
        return nm_tpl


_NAMEDTUPLE_BASE = type.__new__(_NamedTupleMeta, "NamedTuple", (), {"__module__": "typing"})


class _BaseFunction:
    """A typing function that is also usable as a base class (NamedTuple, TypedDict)."""

    __slots__ = ("__name__", "__qualname__", "_call", "_base")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, name: str, call: Any, base: type) -> None:
        self.__name__ = self.__qualname__ = name
        self._call = public_named(call, name)
        self._base = base

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._call(*args, **kwargs)

    def __mro_entries__(self, bases: tuple[Any, ...]) -> tuple[type, ...]:
        return (self._base,)

    def __repr__(self) -> str:
        return f"<function {self.__name__} at {guest_address(self)}>"


_BaseFunction.__name__ = _BaseFunction.__qualname__ = "function"
_BaseFunction.__module__ = "builtins"


def _named_tuple(typename: Any, fields: Any = None, /, **kwargs: Any) -> Any:
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, "
                        "not both")
    return _make_nmtuple(typename, [(name, tp) for name, tp in fields], module="__main__")


def _typed_dict(typename: Any, fields: Any = None, /, *, total: Any = True,
                **kwargs: Any) -> Any:
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {"__annotations__": dict(fields), "__module__": "__main__"}
    _limit_items(f"TypedDict {typename!r}", len(ns["__annotations__"]), _MAX_FIELDS,
                 ns["__annotations__"])
    return classes.create_class(_typing._TypedDictMeta,  # type: ignore[attr-defined]
                                typename, (), ns, {"total": total})


def _cast(typ: Any, val: Any) -> Any:
    """Cast a value to a type (returns the value unchanged)."""
    return val


def _overload_dummy(*args: Any, **kwds: Any) -> Any:
    raise NotImplementedError(
        "You should not call an overloaded function. A series of @overload-decorated "
        "functions outside a stub module should always be followed by an implementation "
        "that is not @overload-ed.")


_OVERLOAD_DUMMY = make_builtin("_overload_dummy", _overload_dummy)


def _reveal_type(obj: Any, /) -> Any:
    """Reveal the inferred type of a variable: at run time, print the type of the argument
    to stderr and return it unchanged."""
    name = gate.get_attr(class_view(type(obj)), "__name__")
    current_ctx().out.write_err(f"Runtime type is {str(name)!r}\n")
    return obj


def _dataclass_transform(*, eq_default: Any = True, order_default: Any = False,
                         kw_only_default: Any = False, field_specifiers: Any = (),
                         **kwargs: Any) -> Any:
    """Decorator to mark an object as providing dataclass-like behaviour (it records its
    arguments in ``__dataclass_transform__``, as CPython's does)."""
    marks = {"eq_default": eq_default, "order_default": order_default,
             "kw_only_default": kw_only_default, "field_specifiers": field_specifiers,
             "kwargs": kwargs}

    def decorator(cls_or_fn: Any) -> Any:
        if type(cls_or_fn) is Function:
            cls_or_fn.__dict__["__dataclass_transform__"] = marks
        elif _own_guest_class(cls_or_fn):
            cls_or_fn.__dataclass_transform__ = marks
        return cls_or_fn
    return make_builtin("decorator", decorator)


def _overloads() -> dict[str, Any]:
    """A session's ``overload``, ``get_overloads`` and ``clear_overloads``: the overloads
    are recorded per session (CPython keeps them per process), by module and qualified name."""
    registry: dict[tuple[str, str], list[Any]] = {}

    def key(func: Any) -> tuple[str, str] | None:
        if type(func) is not Function:
            return None  # CPython records only what has a code object
        return (str(func.__dict__.get("__module__", func._globals.get("__name__"))),
                str(func.__dict__.get("__qualname__", func._code.name)))

    def overload(func: Any) -> Any:
        """Decorator for overloaded functions/methods (recorded for get_overloads())."""
        where = key(func)
        if where is not None:
            registry.setdefault(where, []).append(func)
        return _OVERLOAD_DUMMY

    def get_overloads(func: Any) -> list[Any]:
        """Return all defined overloads for *func* as a sequence."""
        where = key(func)
        return [] if where is None else list(registry.get(where, ()))

    def clear_overloads() -> None:
        """Clear all overloads in the registry."""
        registry.clear()

    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (overload, get_overloads, clear_overloads)}


def _final(f: Any) -> Any:
    """A decorator to indicate final methods and final classes."""
    if type(f) is Function:
        f.__dict__["__final__"] = True
    elif _own_guest_class(f):
        f.__final__ = True
    return f


def _runtime_checkable(cls: Any) -> Any:
    """Mark a protocol class as a runtime protocol."""
    if not _own_guest_class(cls):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, "
                        f"got {cls!r}")
    return _typing.runtime_checkable(cls)


def _guest_protocol_attrs() -> None:
    """Protocol members never include the sandbox's class marker (else host objects would
    never match a guest protocol). Process-global and neutral for host code."""
    original = _typing._get_protocol_attrs  # type: ignore[attr-defined]
    if getattr(original, "_sandbox", False):
        return

    def _get_protocol_attrs(cls: Any) -> Any:
        attrs = original(cls)
        attrs.discard(GUEST_FLAG)
        for name in ("__repr__", "__hash__"):  # the sandbox's stand-ins are object's
            holders = [k for k in cls.__mro__ if k is not object and name in k.__dict__]
            if name in attrs and all(classes.is_stand_in(k, name, k.__dict__[name])
                                     for k in holders):
                attrs.discard(name)
        return attrs
    _get_protocol_attrs._sandbox = True  # type: ignore[attr-defined]
    _typing._get_protocol_attrs = _get_protocol_attrs  # type: ignore[attr-defined]


_guest_protocol_attrs()

#: Longest string a guest type hint may hold as a forward reference: CPython compiles it
#: (``ForwardRef.__init__``), which takes hundreds of bytes of memory per character.
MAX_FORWARD_REF_CHARS = 10_000


def _bounded_forward_refs() -> None:
    """Refuse over-long forward-reference strings while a sandbox run executes in this
    thread (``typing.List['...' * 10**6]`` would make CPython compile megabytes of source
    outside every limit). Process-global and neutral for host code (no run in its thread)."""
    original = _typing.ForwardRef.__init__
    if getattr(original, "_sandbox", False):
        return

    def __init__(self: Any, arg: Any, *args: Any, **kwargs: Any) -> None:
        if isinstance(arg, str) and len(arg) > MAX_FORWARD_REF_CHARS and in_run():
            raise ValueError(f"forward reference of {len(arg)} characters: the sandbox "
                             f"allows at most {MAX_FORWARD_REF_CHARS}")
        original(self, arg, *args, **kwargs)
    __init__._sandbox = True  # type: ignore[attr-defined]
    __init__.__wrapped__ = original  # type: ignore[attr-defined]
    _typing.ForwardRef.__init__ = __init__  # type: ignore[method-assign]


_bounded_forward_refs()


class _ProtocolMeta(_typing._ProtocolMeta):
    """The metaclass of guest protocols: ``typing._ProtocolMeta`` minus host-reaching
    methods; subscripting ``Protocol`` gives aliases of the sandbox's ``Protocol``."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):  # type: ignore[no-untyped-def]  # noqa: N804
        if not classes.built_by_create_class(namespace):
            raise TypeError("protocol classes are created by class statements in the sandbox")
        _check_bases(bases)
        if _PROTOCOL in bases:  # typing checks ``base is Protocol`` for the real one
            namespace["_is_protocol"] = True
        return super().__new__(mcls, name, bases, namespace, **kwargs)

    def __getitem__(cls, params: Any) -> Any:
        if cls is not _PROTOCOL:
            return cls.__class_getitem__(params)  # type: ignore[attr-defined]
        checked = _typing.Protocol[params]  # type: ignore[index]  # typing's own checks of the type variables
        return _typing._GenericAlias(_PROTOCOL, checked.__args__, _paramspec_tvars=True)  # type: ignore[attr-defined]

    def __eq__(cls, other: Any) -> bool:
        # ``Protocol in bases`` (typing's Generic[T].__mro_entries__) finds this Protocol too.
        return cls is other or (cls is _PROTOCOL and other is _typing.Protocol)

    __hash__ = type.__hash__

    def _dump_registry(cls, file: Any = None) -> None:
        raise TypeError("ABCMeta._dump_registry() is not available in the sandbox")


_ProtocolMeta.__module__ = "typing"
#: What every host class object shows (gate._TYPE_META), for the host classes made with the
#: sandbox's metaclasses (Protocol, Enum, ABC...): the gate applies that rule to ``type`` only.
for _meta in (_ProtocolMeta, _EnumType, ABCMeta):
    gate.ALLOWED_ATTRS.setdefault(_meta, frozenset({"__name__", "__qualname__", "__doc__"}))
_PROTOCOL = _abc.ABCMeta.__new__(_ProtocolMeta, "Protocol", (_typing.Protocol,), {
    "__slots__": (), "_is_protocol": True, "__module__": "typing", "__qualname__": "Protocol",
    "__doc__": _typing.Protocol.__doc__})
#: The alias metadata CPython code reads (``List[int].__origin__``, ``get_args``' sources): the
#: origin is a class or typing marker the guest named, the arguments are what it subscripted.
_ALIAS_ATTRS = frozenset({"__origin__", "__args__", "__parameters__"})
for _alias in (type(_typing.List[int]), type(_typing.List), type(_typing.Union[int, str]),  # noqa: UP006,UP007
               type(_typing.Callable[[int], str]), type(_typing.Literal[1]),
               type(_typing.Concatenate[int, _typing.ParamSpec("P")]),
               type(_typing.Unpack[_typing.TypeVarTuple("Ts")]),
               _types.GenericAlias, _types.UnionType):
    gate.ALLOWED_ATTRS[_alias] = gate.ALLOWED_ATTRS.get(_alias, frozenset()) | _ALIAS_ATTRS
    # Type[int]'s origin is the real ``type`` (a metaclass): the guest holds its ``type``
    gate.OVERRIDES[(_alias, "__origin__")] = lambda alias: class_view(alias.__origin__)
for _alias in (type(_typing.List[int]), type(_typing.List), type(_typing.Union[int, str]),  # noqa: UP006,UP007
               type(_typing.Callable[[int], str]), type(_typing.Literal[1])):
    # typing's own: the alias's name (``_name``), else its origin's ``__name__``: a str
    gate.ALLOWED_ATTRS[_alias] |= frozenset({"__name__", "__qualname__"})
gate.ALLOWED_ATTRS[_typing.TypeVar] = frozenset({
    "__name__", "__module__", "__bound__", "__constraints__", "__covariant__",
    "__contravariant__"})
# ParamSpec("P"): ``P.args``/``P.kwargs`` annotate a decorator's ``*args``/``**kwargs``
gate.ALLOWED_ATTRS[_typing.ParamSpec] = frozenset({
    "__name__", "__module__", "__bound__", "__covariant__", "__contravariant__", "args",
    "kwargs"})
gate.ALLOWED_ATTRS[_typing.TypeVarTuple] = frozenset({"__name__"})


def variable_module(var: Any) -> Any:
    """A TypeVar's or ParamSpec's ``__module__`` as the guest sees it (and a saved state keeps
    it): typing names the module of the frame that called the constructor, which for a guest
    call is the sandbox's own; CPython gives the guest's, ``__main__``. typing's own
    variables (``typing.AnyStr``) keep ``typing``."""
    # (typing leaves its own variables without one: the class's, "typing", shows through)
    module = object.__getattribute__(var, "__dict__").get("__module__", type(var).__module__)
    if type(module) is str and (module == "sandbox" or module.startswith("sandbox.")):
        return "__main__"
    return module


for _variable in (_typing.TypeVar, _typing.ParamSpec):
    gate.OVERRIDES[(_variable, "__module__")] = variable_module
# A forward reference's text and flags; never its compiled code or typing's own evaluation
# (get_type_hints evaluates with the guest's eval)
gate.ALLOWED_ATTRS[_typing.ForwardRef] = frozenset({
    "__forward_arg__", "__forward_is_argument__", "__forward_is_class__", "__forward_module__"})
gate.ALLOWED_ATTRS[_typing.ParamSpecArgs] = frozenset({"__origin__"})
gate.ALLOWED_ATTRS[_typing.ParamSpecKwargs] = frozenset({"__origin__"})
gate.ALLOWED_ATTRS[_typing.NewType] = frozenset({"__name__", "__qualname__", "__module__",
                                                 "__supertype__"})


def _get_origin(tp: Any) -> Any:
    """Get the unsubscripted version of a type (``type`` as the guest's ``type``)."""
    return class_view(_typing.get_origin(tp))


def _new_type(name: Any, tp: Any) -> Any:
    """NewType creates simple unique types with almost zero runtime overhead."""
    made = _typing.NewType(name, tp)  # type: ignore[misc]
    made.__module__ = "__main__"  # typing reads the caller's frame: the guest's module
    return made


def _evaluated(value: Any, localns: Any) -> Any:
    """An annotation as get_type_hints gives it: None as NoneType, a string evaluated by the
    guest's own eval (never the host's) in the session's globals, as are the forward
    references inside what it names (see :func:`_resolved`)."""
    if value is None:
        return type(None)
    return _resolved(value, localns, frozenset(), True, 0)


#: Deepest hint (forward references followed plus aliases nested) that get_type_hints
#: resolves: each level is a host frame.
_MAX_HINT_DEPTH = 100


def _resolved(value: Any, localns: Any, seen: frozenset[str], strings: bool,
              depth: int) -> Any:
    """CPython 3.11's ``typing._eval_type``: a string (where it is a forward reference: at
    the top, inside ``list[...]``-style aliases, or a ``ForwardRef``) is evaluated and what it
    gives resolved in turn (``"'int'"`` under ``from __future__ import annotations``); a
    string seen before on the way stays a ForwardRef; ``Literal['a']``'s strings are data."""
    if depth > _MAX_HINT_DEPTH:
        raise TypeError(f"type hint nested more than {_MAX_HINT_DEPTH} levels deep")
    if isinstance(value, _typing.ForwardRef):
        value, strings = value.__forward_arg__, True
    if isinstance(value, str) and strings:
        if value in seen:
            return _typing.ForwardRef(value)
        from ..runtime.dynamic import run_source
        result = run_source("eval", current_ctx().session.globals, None, value, None, localns)
        return _resolved(result, localns, seen | {value}, True, depth + 1)
    if isinstance(value, (_types.GenericAlias, _types.UnionType, _GENERIC_ALIAS)):
        args = value.__args__
        new = tuple(_resolved(a, localns, seen, isinstance(value, _types.GenericAlias),
                              depth + 1) for a in args)
        if new == args:
            return value
        if isinstance(value, _types.GenericAlias):
            return _types.GenericAlias(value.__origin__, new)  # type: ignore[arg-type]
        if isinstance(value, _types.UnionType):
            return functools.reduce(operator.or_, new)
        return value.copy_with(new)
    return value


_GENERIC_ALIAS = _typing._GenericAlias  # type: ignore[attr-defined] # List[int], Optional[X]


def _get_type_hints(obj: Any, globalns: Any = None, localns: Any = None,
                    include_extras: Any = False) -> Any:
    """Return type hints for an object (guest classes, functions and modules)."""
    if globalns is not None:
        raise TypeError("get_type_hints(globalns=...) is not supported in the sandbox; "
                        "string hints are evaluated in the module's globals")
    hints: dict[str, Any] = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get("__annotations__", {})
            if not isinstance(ann, dict) or not ann:
                continue
            names = (dict(class_dict(base)) if base.__dict__.get(GUEST_FLAG) is True else {}) \
                if localns is None else localns
            for name, value in ann.items():
                hints[name] = _evaluated(value, names)
    else:
        ann = obj.__dict__.get("__annotations__") if type(obj) is Function else None
        if ann is None:
            ann = gate.get_attr(obj, "__annotations__") if hasattr(obj, "__annotations__") \
                else None
        if ann is None:
            raise TypeError(f"{obj!r} is not a module, class, method, or function.")
        hints = {name: _evaluated(value, localns) for name, value in dict(ann).items()}
    if include_extras:
        return hints
    return {k: _typing._strip_annotations(t) for k, t in hints.items()}  # type: ignore[attr-defined]


_TYPING_NAMES = """Any Optional Union List Dict Tuple Set FrozenSet Callable Iterable Iterator
Generator Sequence Mapping MutableMapping Type TypeVar Generic Literal Final ClassVar
Annotated NoReturn Awaitable Coroutine AsyncIterator AsyncIterable AsyncGenerator Hashable
Sized Collection Container Reversible MutableSequence AbstractSet MutableSet DefaultDict Text
AnyStr Required NotRequired Never Self Counter Deque OrderedDict ChainMap ContextManager
TypeAlias TypeGuard Concatenate LiteralString Unpack ParamSpec KeysView ItemsView ValuesView
MappingView TypeVarTuple ForwardRef""".split()
_NAMED_TUPLE = _BaseFunction("NamedTuple", _named_tuple, _NAMEDTUPLE_BASE)
_TYPED_DICT = _BaseFunction("TypedDict", _typed_dict, _typing._TypedDict)


def _re_aliases() -> dict[str, Any]:
    """``typing.Pattern``/``typing.Match``: typing's own generic aliases (one parameter, the
    ``AnyStr``), over the sandbox's ``re.Pattern``/``re.Match`` façades, so that
    ``isinstance(p, typing.Pattern)`` and ``get_origin(Pattern[str]) is re.Pattern`` hold as
    in CPython."""
    from .textmods_re import Match, Pattern
    return {"Pattern": _SpecialGenericAlias(Pattern, 1, name="Pattern"),
            "Match": _SpecialGenericAlias(Match, 1, name="Match")}


_SpecialGenericAlias: Any = _typing._SpecialGenericAlias  # type: ignore[attr-defined]


def _abc_aliases(env: ModuleEnv, ns: dict[str, Any]) -> dict[str, Any]:
    """``typing.Mapping``, ``typing.Iterator``... over the session's ``collections.abc``
    classes (guest classes, :func:`.datamods.session_abcs`), as CPython's are over its own:
    so ``class C(typing.Mapping[str, int])`` derives from the guest's ``Mapping``, and
    ``get_origin(typing.Mapping[str, int]) is collections.abc.Mapping``. ``typing.Callable``
    stays CPython's (it never is a base)."""
    from .datamods import session_abcs
    abcs = session_abcs(env)
    out: dict[str, Any] = {}
    for name, alias in ns.items():
        if type(alias) is not _SpecialGenericAlias:
            continue
        origin = alias.__origin__
        if getattr(origin, "__module__", None) != "collections.abc" or \
                origin.__name__ not in abcs:
            continue
        out[name] = _SpecialGenericAlias(abcs[origin.__name__], alias._nparams,
                                         inst=alias._inst, name=alias._name)
    return out


@register("typing", doc="Type hints (a curated part of CPython's typing).", costs=costs(
    # markers: calling or subscripting one builds a small alias object
    constant=("Any", "TypeVar", "Generic", "Annotated", "Text", "Protocol", "Optional", "Union",
              "Final", "ClassVar", "NoReturn", "Required", "NotRequired", "Never", "Self",
              "List", "Dict", "Set", "FrozenSet", "Iterable", "Iterator", "Generator",
              "Sequence", "Mapping", "MutableMapping", "Type", "Awaitable", "Coroutine",
              "AsyncIterator", "AsyncIterable", "AsyncGenerator", "Hashable", "Sized",
              "Collection", "Container", "Reversible", "MutableSequence", "AbstractSet",
              "MutableSet", "DefaultDict", "Tuple", "Callable", "Literal", "cast", "final",
              "Counter", "Deque", "OrderedDict", "ChainMap", "ContextManager", "TypeAlias",
              "TypeGuard", "Concatenate", "Pattern", "Match", "KeysView", "ItemsView",
              "ValuesView", "MappingView",
              "LiteralString", "Unpack", "ParamSpec", "assert_never", "assert_type",
              "is_typeddict",
              "runtime_checkable", "get_origin", "get_args", "overload", "NewType",
              "TypeVarTuple", "reveal_type", "dataclass_transform", "clear_overloads",
              # a reference's text is bounded (MAX_FORWARD_REF_CHARS) and compiled once
              "ForwardRef",
              # a copy of one function's list of overloads: each one a guest definition
              "get_overloads"),

    # NamedTuple builds with the guest namedtuple (guest code); TypedDict limits its fields
    # get_type_hints: one entry per annotation the guest wrote (each written with a step),
    # each string evaluated by the guest's eval (metered)
    wrapped=("NamedTuple", "TypedDict", "get_type_hints")))
def build_typing(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({_ProtocolMeta, _typing._ProtocolMeta, _NamedTupleMeta,
                                        _typing._TypedDictMeta, type(_typing.Any), _abc.ABCMeta})  # type: ignore[attr-defined]
    classes.SUBCLASSABLE.update({_typing.Generic, _PROTOCOL, _NAMEDTUPLE_BASE,
                                 _typing._TypedDict})
    ns = {name: getattr(_typing, name) for name in _TYPING_NAMES}
    ns.update(_re_aliases())
    ns.update(_abc_aliases(env, ns))
    ns.update(NamedTuple=_NAMED_TUPLE, TypedDict=_TYPED_DICT, TYPE_CHECKING=False,
              Protocol=_PROTOCOL,
              **_builtins({"cast": _cast, "final": _final,
                           "runtime_checkable": _runtime_checkable,
                           "get_origin": _get_origin, "get_args": _typing.get_args,
                           "NewType": _new_type, "get_type_hints": _get_type_hints,
                           "assert_never": _typing.assert_never,
                           "assert_type": _typing.assert_type,
                           "is_typeddict": _typing.is_typeddict}),
              **_overloads(),
              **_builtins({"reveal_type": _reveal_type,
                           "dataclass_transform": _dataclass_transform}))
    return ns
