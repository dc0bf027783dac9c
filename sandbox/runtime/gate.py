"""The access gate: every attribute read, write and delete on a non-guest object passes here.

Security is an allowlist. For each host type the guest can hold, :data:`ALLOWED_ATTRS` (built
once from explicit tables below) says which attribute names it may read. Everything else is
refused with an ``AttributeError`` naming the type and attribute (catchable on purpose: it
carries nothing but those two names; THREAT_MODEL.md). Dunders are never readable but the
documented few; ``__class__`` always reads as what the guest's ``type()`` answers.
Compiled loads keep per-name sets of types known to be allowed (:func:`fast_types`).
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable
from typing import Any, cast

from . import factories
from .classes import (
    HASH_HOOK,
    HOST_READ_DUNDERS,
    REPR_HOOK,
    LateChecked,
    feeds_a_metaclass,
    guest_view,
    held_factory,
    host_called,
    is_guest_metaclass,
    is_stand_in,
    metaclass_dunder_error,
    object_new,
    refresh_default_reprs,
    shared_abc_above,
)
from .classview import class_view, guest_class_of
from .guestcaches import (  # noqa: F401 - GUEST_ENTRIES and forget_guest_classes: re-exported
    GUEST_ENTRIES,
    forget_guest_classes,
    remember_guest,
)
from .guestsuper import GuestSuper
from .lineage import LINEAGE_NAMES, host_lineage, shown_lineage
from .metaclasses import TYPE_METHODS, is_type_owner, type_method, view_bases
from .objects import Function
from .ownership import MUTATOR_DUNDERS, owned_only
from .presence import absent_error, has_attr, type_label, verb_past
from .tracing import guest_traceback
from .views import class_dict, visible_dir

#: Attribute names that read the same way on every allowed builtin type object (``str``...).
_TYPE_META = frozenset({"__name__", "__qualname__", "__doc__"})
_FUNCTION_ATTRS = frozenset({"__name__", "__qualname__", "__doc__", "__module__", "__wrapped__",
                             "__annotations__", "__isabstractmethod__",
                             "__dataclass_transform__"})
_CALLABLE_META = frozenset({"__name__", "__qualname__", "__doc__"})
_EXCEPTION_ATTRS = frozenset({"args", "add_note", "__notes__", "__cause__", "__context__",
                              "__suppress_context__", "__traceback__"})
_EXCEPTION_EXTRA: dict[type, frozenset[str]] = {
    StopIteration: frozenset({"value"}),
    StopAsyncIteration: frozenset({"value"}),
    SystemExit: frozenset({"code"}),
    KeyError: frozenset(),
    OSError: frozenset({"errno", "strerror"}),
    SyntaxError: frozenset({"msg", "lineno", "offset", "text", "end_lineno", "end_offset"}),
    UnicodeError: frozenset({"encoding", "object", "start", "end", "reason"}),
    ImportError: frozenset({"name", "msg"}),
    NameError: frozenset({"name"}),
    AttributeError: frozenset({"name"}),
    BaseExceptionGroup: frozenset({"exceptions", "message", "subgroup", "split", "derive"}),
}
#: Exception attributes guest code may assign (besides plain non-underscore names).
_EXCEPTION_WRITABLE = frozenset({"__cause__", "__context__", "__suppress_context__",
                                 "__notes__", "args"})

#: Methods that must never be handed out as-is, with what the guest gets instead:
#: (type, name) for instances, and TYPE_OVERRIDES for the type objects themselves.
OVERRIDES: dict[tuple[type, str], Callable[[Any], Any]] = {}
TYPE_OVERRIDES: dict[tuple[type, str], Callable[[Any], Any]] = {}
#: The OVERRIDES whose check a compiled method call makes itself (``d.get(k)`` checks a
#: tuple key at the call site): such a call reads the real method, as for an unchecked one.
SITE_CHECKED: set[tuple[type, str]] = set()
#: Operator dunders that can build a huge object or run long in one C call (``__mul__``,
#: ``__pow__``, ``__format__``...): wherever guest code reads one that a host class defines,
#: it gets ``maker(owner, name, obj, bound)`` instead, the host method behind the compiled
#: operator's size check (``dunders.py`` fills this).
CHECKED_DUNDERS: dict[str, Callable[[type, str, Any, bool], Any]] = {}

#: Host objects that gate themselves (``sandbox.expose``): type -> reader(obj, name), which
#: returns what guest code reads or raises the AttributeError; writes and deletes are refused
#: with the object's own ``sandbox_refusal(name, verb)``.
SELF_GATED: dict[type, Callable[[Any, str], Any]] = {}

_dict_views: tuple[type, ...] = (type({}.keys()), type({}.values()), type({}.items()))


def _public(t: type, *, exclude: frozenset[str] = frozenset()) -> frozenset[str]:
    return frozenset(n for n in dir(t) if not n.startswith("_")) - exclude


#: type -> attribute names the guest may read on its instances.
ALLOWED_ATTRS: dict[type, frozenset[str]] = {
    str: _public(str),
    bytes: _public(bytes),
    bytearray: _public(bytearray),
    list: _public(list),
    tuple: _public(tuple),
    dict: _public(dict),
    set: _public(set),
    frozenset: _public(frozenset),
    int: _public(int),
    bool: _public(bool),
    float: _public(float),
    complex: _public(complex),
    range: frozenset({"start", "stop", "step", "count", "index"}),
    slice: frozenset({"start", "stop", "step", "indices"}),
    **{view: frozenset({"isdisjoint"}) for view in _dict_views},
    type(None): frozenset(),
    type(...): frozenset(),
    type(NotImplemented): frozenset(),
    Function: _FUNCTION_ATTRS,
    types.BuiltinFunctionType: _CALLABLE_META,
    types.MethodDescriptorType: _CALLABLE_META,
    types.ClassMethodDescriptorType: _CALLABLE_META,
    types.WrapperDescriptorType: _CALLABLE_META,
    types.MethodWrapperType: _CALLABLE_META,
    types.GeneratorType: frozenset({"send", "throw", "close"}),
    types.FunctionType: frozenset({"__name__", "__qualname__", "__doc__", "__module__",
                                   "__wrapped__"}),
    # __self__/__func__ only for methods bound to guest objects (get_attr checks them)
    types.MethodType: frozenset({"__name__", "__qualname__", "__doc__"}),
    property: frozenset({"fget", "fset", "fdel", "getter", "setter", "deleter", "__doc__",
                         "__isabstractmethod__"}),
    classmethod: frozenset({"__func__", "__wrapped__", "__isabstractmethod__"}),
    staticmethod: frozenset({"__func__", "__wrapped__", "__isabstractmethod__"}),
    types.MappingProxyType: _public(types.MappingProxyType),  # vars(GuestClass)
}

#: Builtin types whose *type objects* guest code may use (``str.join``, ``dict.fromkeys``).
GUEST_VISIBLE_TYPES: set[type] = {str, bytes, bytearray, list, tuple, dict, set, frozenset, int,
                                  bool, float, complex, range, slice, object, type(None),
                                  property}


def allowed_names(obj: Any) -> frozenset[str]:
    """The attribute names guest code may read on ``obj`` (not including guest-set ones)."""
    t = type(obj)
    if isinstance(obj, type):
        if obj in GUEST_VISIBLE_TYPES:
            return ALLOWED_ATTRS.get(obj, frozenset()) | _TYPE_META | _HOST_TYPE_DUNDERS
        # a class whose metaclass has a table (the datetime wrappers...): the same names the
        # compiled fast path grants (it may have been built before the table was registered)
        return ALLOWED_ATTRS.get(t, frozenset()) | _TYPE_META if t is not type else _TYPE_META
    names = ALLOWED_ATTRS.get(t)
    if names is not None:
        return names
    if t in SELF_GATED:
        return obj.sandbox_names()  # type: ignore[no-any-return]
    if isinstance(obj, BaseException):
        extra = frozenset().union(*(v for k, v in _EXCEPTION_EXTRA.items() if isinstance(obj, k)))
        return _EXCEPTION_ATTRS | extra | frozenset(
            n for n in getattr(obj, "__dict__", {}) if not n.startswith("_"))
    return getattr(t, "__sandbox_attrs__", frozenset())


def guest_dir(obj: Any) -> list[str]:
    """``dir(obj)`` for guest code: CPython's names without the sandbox's internal ones; a
    module lists the names guest code may read on it (see :mod:`.views`)."""
    if type(obj) is GUEST_MODULE:
        return sorted(n for n in obj.__dict__ if not n.startswith("_") or n in _MODULE_DUNDERS)
    return visible_dir(obj, allowed_names(obj))


_MODULE_DUNDERS = frozenset({"__name__", "__doc__", "__all__"})

_fast: dict[str, set[type]] = {}

def fast_types(name: str) -> set[type]:
    """The (growing) set of types on which reading ``name`` needs no further check. Compiled
    attribute loads capture it once and test ``type(obj) in it``."""
    known = _fast.get(name)
    if known is None:
        known = _fast[name] = set()
        for t, names in ALLOWED_ATTRS.items():
            if name in names and (t, name) not in OVERRIDES:
                known.add(t)
    return known


def get_attr(obj: Any, name: str) -> Any:
    """Read ``obj.name`` for guest code, or raise AttributeError."""
    t = type(obj)
    if t is GUEST_MODULE:
        return module_get_attr(obj, name)
    if t is Function:
        if name in _FUNCTION_ATTRS or not name.startswith("_"):
            try:
                return obj.__dict__[name]
            except KeyError:
                raise AttributeError(f"'function' object has no attribute '{name}'") from None
        return obj.introspect(name, _refuse)  # __defaults__, __kwdefaults__: or refused
    reader = SELF_GATED.get(t)
    if reader is not None:
        return reader(obj, name)
    if t.__flags__ & _TYPE_SUBCLASS and getattr(obj, GUEST_FLAG, False) is True:
        return _guest_class_attr(obj, name)  # (before: its metaclass may be a guest class)
    if getattr(t, GUEST_FLAG, False) is True:
        return _guest_instance_attr(obj, t, name)
    if name == "__class__":  # what the guest's type() answers: no more than it shows
        return guest_class_of(obj)
    if t is GuestSuper or t is super:
        return _super_attr(obj, name)
    if t is types.MethodType and name in ("__func__", "__self__"):
        bound = obj.__self__
        if not (getattr(type(bound), GUEST_FLAG, False) is True or (
                isinstance(bound, type) and getattr(bound, GUEST_FLAG, False) is True)):
            raise _refuse(obj, name)
        if name == "__func__" and type(obj.__func__) is not Function:
            # a host method bound to a guest class (a metaclass's ABCMeta.register): its
            # function is host code that takes any first argument (a shared class)
            raise _refuse(obj, name)
        return getattr(obj, name)
    if isinstance(obj, BaseException) and name == "__traceback__":
        return guest_traceback(obj)  # host frames never reach the guest
    if isinstance(obj, type):
        override = TYPE_OVERRIDES.get((obj, name))
        if override is None and name in _BYPASS:
            raise _refuse(obj, name)
        if override is None and name in LINEAGE_NAMES:
            return host_lineage(obj, name, GUEST_VISIBLE_TYPES, ALLOWED_ATTRS, _refuse)
    else:
        override = OVERRIDES.get((t, name))
        if override is None and name in _GROUP_PREDICATE and isinstance(obj,
                                                                         BaseExceptionGroup):
            from .groupmethods import group_method  # (it reaches builtins: lazily)
            return group_method(obj, name)
    if override is not None:
        return override(obj)
    names = allowed_names(obj)
    if name in names:
        if isinstance(obj, type):
            if name in CHECKED_DUNDERS:
                return _host_checked(obj, name, obj, False)
            if name in MUTATOR_DUNDERS:
                return owned_only(obj, name)
        value = getattr(obj, name)  # a held factory reads as what the guest gave
        return value if type(value) is not LateChecked else value.__wrapped__
    if name in HOST_INSTANCE_DUNDERS and (
            t in ALLOWED_ATTRS or hasattr(t, "__sandbox_attrs__")) and has_attr(obj, name):
        if name in CHECKED_DUNDERS:
            return _host_checked(t, name, obj, True)
        return guest_view(getattr(obj, name))  # bound, read-only; a text one: no address
    if isinstance(obj, BaseException) and not name.startswith("_"):
        return getattr(obj, name)  # raises CPython's AttributeError if absent
    if not has_attr(obj, name) and not hasattr(t, "sandbox_refusal"):
        raise absent_error(obj, name) or _refuse(obj, name)  # CPython's "has no attribute"
    raise _refuse(obj, name)


# --- guest classes and their instances ---------------------------------------------------------

def attr_name(name: Any) -> str:
    """``name`` as the exact ``str`` an attribute lookup uses: a ``str`` subclass counts as
    its text (as in CPython, whose lookups never call the subclass's methods), anything else
    is CPython's TypeError."""
    if type(name) is str:
        return name
    if isinstance(name, str):
        return str.__str__(name)  # the exact-str copy, without the subclass's __str__
    raise TypeError(f"attribute name must be string, not '{type(name).__name__}'")


def _object_setattr(obj: Any, name: Any, value: Any) -> None:
    """object.__setattr__ for guest code: raw assignment on guest instances (what custom
    __setattr__ methods need), the gate's rules on everything else."""
    name = attr_name(name)
    if getattr(type(obj), GUEST_FLAG, False) is True and name not in _NEVER \
            and name != "__class__":
        if name == "default_factory" and isinstance(obj, factories.DEFAULTDICT):
            value = factories.checked_factory(value)  # C's __missing__ calls it
        object.__setattr__(obj, name, value)
        return
    set_attr(obj, name, value)


def _object_delattr(obj: Any, name: Any) -> None:
    """object.__delattr__ for guest code."""
    name = attr_name(name)
    if getattr(type(obj), GUEST_FLAG, False) is True and name not in _NEVER:
        object.__delattr__(obj, name)
        return
    del_attr(obj, name)


def _object_getattribute(obj: Any, name: Any) -> Any:
    """object.__getattribute__ for guest code: generic lookup (no __getattr__ fallback)
    behind the gate's name rules."""
    name = attr_name(name)
    t = type(obj)
    if getattr(t, GUEST_FLAG, False) is True and not t.__flags__ & _TYPE_SUBCLASS:
        _guest_instance_attr_check(obj, t, name)
        if name in CHECKED_DUNDERS:
            checked = _guest_checked(obj, t, name)
            if checked is not None:
                return checked
        value = object.__getattribute__(obj, name)
        return value if name not in _HOOKED and type(value) is not LateChecked \
            else guest_view(value)
    return get_attr(obj, name)


def _guest_instance_attr_check(obj: Any, t: type, name: str) -> None:
    if _is_dunder(name):
        if name in _NEVER:
            raise _refuse(obj, name)
        return
    owner = _owner(t, name)
    if owner is not None and getattr(owner, GUEST_FLAG, False) is not True \
            and not _host_allows(owner, name):
        raise _refuse(obj, name)


def _builtin(name: str, impl: Callable[..., Any]) -> Callable[[Any], Any]:
    from .builtins import make_builtin
    made = make_builtin(name, impl)
    return lambda _type: made


#: Operators readable on host values and builtin types: they compute a new value (the names in
#: CHECKED_DUNDERS come back behind the compiled operators' size checks).
_OPERATOR_DUNDERS = frozenset("""__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __matmul__
__rmatmul__ __truediv__ __rtruediv__ __floordiv__ __rfloordiv__ __mod__ __rmod__ __divmod__
__rdivmod__ __pow__ __rpow__ __lshift__ __rlshift__ __rshift__ __rrshift__ __and__ __rand__
__or__ __ror__ __xor__ __rxor__ __neg__ __pos__ __abs__ __invert__ __format__""".split())
#: Dunders readable on builtin type objects (``object.__init__(self)``, ``dict.__len__``):
#: unbound slot wrappers that only do what the protocol does.
_HOST_TYPE_DUNDERS = frozenset({"__init__", "__new__", "__repr__", "__str__", "__eq__",
                                "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__",
                                "__len__", "__iter__", "__contains__", "__getitem__",
                                "__setitem__", "__delitem__", "__bool__", "__init_subclass__",
                                "__setattr__", "__delattr__", "__getattribute__"}
                               ) | _OPERATOR_DUNDERS


TYPE_OVERRIDES[(object, "__new__")] = _builtin("__new__", object_new)
OVERRIDES.update(factories.OVERRIDES)  # defaultdict's factory and __missing__
TYPE_OVERRIDES.update(factories.TYPE_OVERRIDES)
TYPE_OVERRIDES[(object, "__repr__")] = lambda _type: guest_view(REPR_HOOK)  # no host address
TYPE_OVERRIDES[(object, "__hash__")] = lambda _type: guest_view(HASH_HOOK)  # nor its hash
TYPE_OVERRIDES[(object, "__setattr__")] = _builtin("__setattr__", _object_setattr)
TYPE_OVERRIDES[(object, "__delattr__")] = _builtin("__delattr__", _object_delattr)
TYPE_OVERRIDES[(object, "__getattribute__")] = _builtin("__getattribute__",
                                                        _object_getattribute)

GUEST_FLAG = "__sandbox_guest__"

#: Bumped whenever guest code changes a guest class's attributes, so method-call sites can
#: cache "type -> function" lookups safely.
CLASS_VERSION = [0]

#: Dunder names guest code may read on guest instances whatever defines them.
_INSTANCE_DUNDERS = frozenset({"__class__", "__dict__", "__doc__", "__module__", "__slots__",
                               "__cause__", "__context__", "__suppress_context__", "__notes__",
                               "__match_args__", "__annotations__", "__wrapped__",
                               "__dataclass_fields__", "__dataclass_params__"})
#: Dunder names guest code may read on guest classes whatever defines them (``__class__``, the
#: metaclass, reads as the guest's ``type``: classview.class_view).
_CLASS_DUNDERS = (_INSTANCE_DUNDERS | frozenset({"__name__", "__qualname__", "__mro__",
                                                 "__bases__", "__base__",
                                                 "__abstractmethods__",
                                                 "__members__"})) - {"__class__"}
#: Protocol methods guest code may read even where a host base class defines them (they come
#: back bound to the guest object, or are harmless to call).
PROTOCOL_DUNDERS = frozenset("""__init__ __new__ __repr__ __str__ __format__ __eq__ __ne__
__lt__ __le__ __gt__ __ge__ __hash__ __bool__ __len__ __iter__ __next__ __reversed__
__contains__ __getitem__ __setitem__ __delitem__ __missing__ __call__ __enter__ __exit__
__aenter__ __aexit__ __aiter__ __anext__ __await__ __add__ __radd__ __iadd__ __sub__ __rsub__
__isub__ __mul__ __rmul__ __imul__ __matmul__ __rmatmul__ __imatmul__ __truediv__
__rtruediv__ __itruediv__ __floordiv__ __rfloordiv__ __ifloordiv__ __mod__ __rmod__ __imod__
__divmod__ __rdivmod__ __pow__ __rpow__ __ipow__ __lshift__ __rlshift__ __ilshift__
__rshift__ __rrshift__ __irshift__ __and__ __rand__ __iand__ __or__ __ror__ __ior__ __xor__
__rxor__ __ixor__ __neg__ __pos__ __abs__ __invert__ __int__ __float__ __complex__ __index__
__round__ __trunc__ __floor__ __ceil__ __init_subclass__ __set_name__ __get__ __set__
__delete__ __class_getitem__ __length_hint__ __post_init__ __getattr__ __setattr__
__delattr__ __copy__ __deepcopy__ __bytes__ __sizeof__ __dir__""".split())
#: Protocol methods readable on host objects: bound to the object and unable to change it
#: (``__init__``, ``__setattr__``, ``__setitem__``... could re-initialise or mutate objects
#: that other sessions share).
HOST_INSTANCE_DUNDERS = frozenset("""__repr__ __str__ __eq__ __ne__ __lt__ __le__
__gt__ __ge__ __hash__ __bool__ __len__ __iter__ __next__ __reversed__ __contains__
__getitem__ __sub__ __rsub__ __truediv__ __rtruediv__ __neg__ __pos__ __abs__ __invert__
__int__ __float__ __complex__ __index__ __round__ __trunc__ __floor__ __ceil__
__length_hint__ __await__ __aiter__ __anext__ __enter__ __exit__ __aenter__
__aexit__""".split()) | _OPERATOR_DUNDERS  # no __call__ (hands out host implementations), no
# in-place operators (they change the object)

#: Never handed out through an instance, a class or super(): they bypass the gate or hand
#: back host internals.
_NEVER = frozenset({"__getattribute__", "__reduce__", "__reduce_ex__", "__getstate__",
                    "__setstate__", "__subclasses__", "__globals__", "__code__", "__closure__",
                    "__builtins__", "__subclasshook__", "__weakref__", "__sandbox_guest__"})


_BYPASS = frozenset({"__setattr__", "__delattr__", "__getattribute__"})
#: Class dunders that name classes (a guest metaclass's show the guest's ``type``).
_LINEAGE_DUNDERS = frozenset({"__mro__", "__bases__", "__base__"})
#: Names under which a guest class may hold one of the sandbox's hooks (classes.guest_view).
_HOOKED = frozenset({"__del__", "__repr__", "__hash__", "__str__", "__format__",
                     "__missing__"})
#: Dunders of ``object`` (and defaultdict's ``__missing__``) a guest class holds a stand-in
#: for (classes.ensure_default_repr).
_HOOKED_SLOTS = frozenset({"__repr__", "__hash__", "__missing__"})
_GROUP_PREDICATE = frozenset({"split", "subgroup"})


def _owner(t: type, name: str) -> type | None:
    # (no __mro__ yet: a class whose metaclass's mro() is running reads only its own dict)
    for klass in t.__mro__ or (t,):
        if name in klass.__dict__:
            return klass
    return None


def _host_allows(owner: type, name: str) -> bool:
    """Whether attribute ``name`` found on host class ``owner`` may be read."""
    if owner is object:
        return False
    names = ALLOWED_ATTRS.get(owner)
    if names is None and issubclass(owner, BaseException):
        names = _EXCEPTION_ATTRS.union(*(v for k, v in _EXCEPTION_EXTRA.items()
                                         if issubclass(owner, k)))
    if names is None:
        names = cast("frozenset[str]", getattr(owner, "__sandbox_attrs__", frozenset()))
    return name in names


def _is_dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__") and len(name) > 4


def _host_checked(t: type, name: str, obj: Any, bound: bool) -> Any:
    """The checked stand-in for host dunder ``name`` as type ``t`` resolves it."""
    owner = _owner(t, name)
    if owner is None and not has_attr(obj, name):
        raise absent_error(obj, name) or _refuse(obj, name)  # CPython's "has no attribute"
    checked = None if owner is None else CHECKED_DUNDERS[name](owner, name, obj, bound)
    if checked is None:
        raise _refuse(obj, name)
    return checked


def _guest_checked(obj: Any, t: type, name: str) -> Any:
    """The checked stand-in for ``obj.name`` when a host base class of guest class ``t``
    defines it (None when a guest class or obj's own ``__dict__`` does)."""
    owner = _owner(t, name)
    if owner is None or getattr(owner, GUEST_FLAG, False) is True:
        return None
    try:
        own = object.__getattribute__(obj, "__dict__")
    except AttributeError:
        own = None
    if own is not None and name in own:
        return None
    return CHECKED_DUNDERS[name](owner, name, obj, True)


def _gated_bypass(name: str, obj: Any) -> Any:
    """The gate's ``object.__setattr__``/``__delattr__``/``__getattribute__`` where guest code
    reads one that a host class defines, bound to ``obj`` (unless None): the real slot
    wrapper bound to a guest object would assign ``__class__`` to any class with the same
    layout (a host class included)."""
    gated = TYPE_OVERRIDES[(object, name)](object)
    return gated if obj is None else types.MethodType(gated, obj)


def _guest_instance_attr(obj: Any, t: type, name: str) -> Any:
    owner = _owner(t, name)
    if owner is not None and getattr(owner, GUEST_FLAG, False) is not True:
        override = OVERRIDES.get((owner, name))
        if override is not None:  # e.g. str.format of a guest str subclass
            return override(obj)
        if name in _BYPASS and name not in _NEVER:
            return _gated_bypass(name, obj)
        if name in CHECKED_DUNDERS:
            checked = _guest_checked(obj, t, name)
            if checked is not None:
                return checked
    if _is_dunder(name):
        if name in _NEVER:
            raise _refuse(obj, name)
        if name == "__dict__":
            return _visible_dict(obj)
        if name == "__traceback__" and isinstance(obj, BaseException):
            return guest_traceback(obj)
        owner = _owner(t, name)
        if (name in _INSTANCE_DUNDERS or name in PROTOCOL_DUNDERS
                or (owner is not None and getattr(owner, GUEST_FLAG, False) is True)):
            return guest_view(getattr(obj, name))  # (a held slot's result: the guest's)
        if owner is None and name in _WRAPPER_NAMES and t.__dictoffset__ and name in (
                d := object.__getattribute__(obj, "__dict__")):
            return d[name]  # its own entry, as vars(obj) shows (functools.update_wrapper's)
        raise _refuse(obj, name)
    owner = _owner(t, name)
    if owner is None or getattr(owner, GUEST_FLAG, False) is True or _host_allows(owner, name):
        if _stable_for_guest(t, name):
            remember_guest(fast_types(name), t)
        return getattr(obj, name)
    raise _refuse(obj, name)


#: What ``functools.update_wrapper`` writes into a (class-based) decorator instance.
_WRAPPER_NAMES = frozenset({*functools.WRAPPER_ASSIGNMENTS, "__wrapped__"})


def _stable_for_guest(t: type, name: str) -> bool:
    """Whether reading ``name`` on instances of ``t`` is allowed whatever guest code does to
    guest classes later: no host base class defines it (or every one that does allows it)."""
    for klass in t.__mro__:
        if getattr(klass, GUEST_FLAG, False) is not True and klass is not object \
                and name in klass.__dict__ and not _host_allows(klass, name):
            return False
    return True


def _visible_dict(obj: Any) -> Any:
    d = obj.__dict__
    if isinstance(obj, BaseException):  # hide the sandbox's traceback bookkeeping
        return {k: v for k, v in d.items() if not (isinstance(k, str) and k.startswith("_sandbox"))}
    return d


def _guest_class_attr(cls: type, name: str) -> Any:
    owner = _owner(cls, name)
    if is_type_owner(owner) and is_guest_metaclass(cls) and (name in TYPE_METHODS or (
            _is_dunder(name) and name not in _CLASS_DUNDERS and name != "__class__")):
        return type_method(owner, name, None, lambda: _refuse(cls, name))  # type: ignore[arg-type]
    if owner is not None and getattr(owner, GUEST_FLAG, False) is not True:
        override = TYPE_OVERRIDES.get((owner, name))
        if override is not None:
            return override(owner)
        if name in CHECKED_DUNDERS:
            checked = CHECKED_DUNDERS[name](owner, name, None, False)
            if checked is not None:
                return checked
    if _is_dunder(name):
        if name == "__class__":
            return class_view(type(cls))  # never a real metaclass (it builds any class)
        if name == "__subclasses__":
            return cls.__subclasses__  # only guest classes derive from a guest class
        if name == "__dict__":
            return class_dict(cls)  # read-only, live, no internal names or host functions
        if name in _BYPASS and not is_guest_metaclass(cls):
            owner = _owner(cls, name)
            if owner is not None and getattr(owner, GUEST_FLAG, False) is True:
                return getattr(cls, name)
            return TYPE_OVERRIDES[(object, name)](object)
        if name in _NEVER:
            raise _refuse(cls, name)
        owner = _owner(cls, name)
        if name in _CLASS_DUNDERS or (owner is not None and (
                getattr(owner, GUEST_FLAG, False) is True)) or (owner is None and getattr(
                    _owner(type(cls), name), GUEST_FLAG, False) is True):
            value = getattr(cls, name)
            if name in _HOOKED or type(value) is LateChecked:
                return guest_view(value)
            if name in LINEAGE_NAMES:
                value = shown_lineage(cls, name, value)
            return view_bases(value) if name in _LINEAGE_DUNDERS else value
        if name in PROTOCOL_DUNDERS and name not in ("__setattr__", "__delattr__",
                                                     "__getattr__"):
            if name in MUTATOR_DUNDERS and owner is not None:
                return owned_only(owner, name)  # a host base's, unbound: any first argument
            return guest_view(getattr(cls, name))  # text dunders: no host address
        raise _refuse(cls, name)
    owner = _owner(cls, name)
    if owner is None:
        # not defined by the class or its bases: maybe by its (allowed) metaclass
        meta_owner = _owner(type(cls), name)
        if meta_owner is None or meta_owner is type or name in METACLASS_ATTRS.get(
                meta_owner, ()) or getattr(meta_owner, GUEST_FLAG, False) is True:
            if name in REGISTRY_WRITERS:
                _check_registry(cls, name)
            return getattr(cls, name)
        raise _refuse(cls, name)
    if getattr(owner, GUEST_FLAG, False) is True or _host_allows(owner, name):
        return getattr(cls, name)
    raise _refuse(cls, name)


#: Attributes a guest class may read from its metaclass (``ABCMeta.register``): modules fill it.
METACLASS_ATTRS: dict[type, frozenset[str]] = {}
#: Metaclass methods that write a registry which the class's ABC ancestors consult: only
#: handed out where no host ABC is above the class (:func:`classes.shared_abc_above`).
REGISTRY_WRITERS = frozenset({"register"})


def _check_registry(cls: type, name: str) -> None:
    shared = shared_abc_above(cls.__mro__)
    if shared is not None:
        err = AttributeError(
            f"type object '{cls.__name__}' attribute '{name}' cannot be read in the sandbox: "
            f"a registration would change '{shared.__name__}' for every session; register "
            "with a class deriving from abc.ABC instead")
        err.name = name
        raise err


_SUPER_FIELDS = frozenset(vars(super))


def _super_attr(sup: Any, name: str) -> Any:
    if name in _NEVER or name == "__class__":
        raise _refuse(sup, name)
    start = sup.__thisclass__
    target = sup.__self_class__
    if target is None:
        raise _refuse(sup, name)
    mro = target.__mro__
    owner = None
    for klass in mro[mro.index(start) + 1:] if start in mro else ():
        if name in klass.__dict__:
            owner = klass
            break
    if is_type_owner(owner) and is_guest_metaclass(start):  # super() in a guest metaclass
        bound = None if sup.__self__ is target else sup.__self__
        return type_method(owner, name, bound, lambda: _refuse(sup, name))  # type: ignore[arg-type]
    if owner is not None and getattr(owner, GUEST_FLAG, False) is not True:
        override = OVERRIDES.get((owner, name))
        if override is not None:
            return override(sup.__self__)
        if name in CHECKED_DUNDERS:  # bound unless super() was given a class
            checked = CHECKED_DUNDERS[name](owner, name, sup.__self__,
                                            sup.__self__ is not target)
            if checked is not None:
                return checked
        if name == "__new__" and owner is object:
            return TYPE_OVERRIDES[(object, "__new__")](object)
        if name in MUTATOR_DUNDERS and sup.__self__ is target:  # unbound: takes any self
            return owned_only(owner, name)
        if name in _BYPASS:  # the gate's object.__setattr__..., bound unless given a class
            return _gated_bypass(name, None if sup.__self__ is target else sup.__self__)
        if name in _HOOKED_SLOTS and owner is object:  # no host address
            hook = REPR_HOOK if name == "__repr__" else HASH_HOOK
            return guest_view(hook if sup.__self__ is target
                              else types.MethodType(hook, sup.__self__))
    if _is_dunder(name):
        if owner is not None and (getattr(owner, GUEST_FLAG, False) is True
                                  or name in PROTOCOL_DUNDERS):
            return guest_view(getattr(sup, name))
        if owner is None:  # super's own fields, never its class's namespace (GuestSuper's)
            if name in _SUPER_FIELDS:
                return getattr(sup, name)
            err = AttributeError(f"'super' object has no attribute '{name}'")
            err.name = name
            raise err
        raise _refuse(sup, name)
    if owner is None or getattr(owner, GUEST_FLAG, False) is True or _host_allows(owner, name):
        return getattr(sup, name)
    raise _refuse(sup, name)


def set_attr(obj: Any, name: str, value: Any) -> None:
    """``obj.name = value`` for guest code."""
    t = type(obj)
    if t is Function:
        if name in _FUNCTION_ATTRS or not name.startswith("_"):
            obj.__dict__[name] = value
            return
        raise _refuse(obj, name, "set")
    if t in SELF_GATED:
        raise obj.sandbox_refusal(name, "set")
    if t.__flags__ & _TYPE_SUBCLASS and getattr(obj, GUEST_FLAG, False) is True:
        set_class_attr(obj, name, value, setattr)
        return
    if getattr(t, GUEST_FLAG, False) is True:
        if name in _NEVER or (name == "__class__" and not (
                getattr(value, GUEST_FLAG, False) is True and isinstance(value, type))):
            raise _refuse(obj, name, "set")
        if name == "default_factory" and isinstance(obj, factories.DEFAULTDICT):
            value = factories.checked_factory(value)  # C's __missing__ calls it
        setattr(obj, name, value)
        if not _is_dunder(name):
            remember_guest(set_fast_types(name), t)
        return
    if isinstance(obj, BaseException):
        if name in _EXCEPTION_WRITABLE or not name.startswith("_"):
            setattr(obj, name, value)
            return
        raise _refuse(obj, name, "set")
    setter = getattr(t, "__sandbox_settable__", None)
    if setter is not None and name in setter:
        setattr(obj, name, value)
        return
    if isinstance(obj, type) or name.startswith("_") or hasattr(obj, "__dict__") or (
            t.__flags__ & _HEAPTYPE and t not in ALLOWED_ATTRS):
        # host classes and unvetted host objects may be shared: never written (slots
        # included; the sandbox's own classes too, whatever module they present as); vetted
        # types (registered by their module wrapper) and CPython's static builtin types
        # answer with their own __setattr__
        raise _refuse(obj, name, "set")
    # builtin instances refuse by themselves, with CPython's message; what they accept is a
    # factory C calls (defaultdict's): held (runtime/factories.py)
    setattr(obj, name, held_factory(value))


def set_class_attr(cls: type, name: str, value: Any, write: Any = type.__setattr__) -> None:
    """``cls.name = value`` on guest class ``cls`` by the gate's rules, written by ``write``
    (``setattr``, which runs a guest metaclass's ``__setattr__``; ``type.__setattr__`` for
    the ``super().__setattr__`` inside one)."""
    if _is_dunder(name) and name not in PROTOCOL_DUNDERS and name not in _WRITABLE_CLASS_DUNDERS:
        raise _refuse(cls, name, "set")
    if name in HOST_READ_DUNDERS and feeds_a_metaclass(cls):
        raise metaclass_dunder_error(name)
    write(cls, name, host_called(name, value))
    if name in _HOOKED_SLOTS:  # the class's own now; subclasses' stand-ins follow
        refresh_default_reprs(cls, name)
    CLASS_VERSION[0] += 1


#: Py_TPFLAGS_TYPE_SUBCLASS: set on ``type`` and every metaclass (``isinstance(obj, type)``
#: without asking ``obj.__class__``, which runs a guest ``__getattribute__``).
_TYPE_SUBCLASS = 1 << 31

#: Py_TPFLAGS_HEAPTYPE: set on every class made by a class statement or ``type()`` (the
#: sandbox's own included), clear on CPython's static builtin types.
_HEAPTYPE = 1 << 9

_WRITABLE_CLASS_DUNDERS = frozenset({"__doc__", "__abstractmethods__", "__match_args__",
                                     "__qualname__", "__name__", "__module__",
                                     "__annotations__", "__dataclass_fields__",
                                     "__dataclass_params__", "__slots__"})

_set_fast: dict[str, set[type]] = {}


def set_fast_types(name: str) -> set[type]:
    """Types on which assigning ``name`` needs no further check (guest classes, learned)."""
    known = _set_fast.get(name)
    if known is None:
        known = _set_fast[name] = set()
    return known


def del_attr(obj: Any, name: str) -> None:
    """``del obj.name`` for guest code."""
    t = type(obj)
    if t is Function and not name.startswith("_"):
        try:
            del obj.__dict__[name]
        except KeyError:
            raise AttributeError(f"'function' object has no attribute '{name}'") from None
        return
    if t in SELF_GATED:
        raise obj.sandbox_refusal(name, "delete")
    if getattr(t, GUEST_FLAG, False) is True or (
            isinstance(obj, type) and getattr(obj, GUEST_FLAG, False) is True):
        del_guest_attr(obj, name, delattr)
        return
    if isinstance(obj, BaseException) and not name.startswith("_"):
        delattr(obj, name)
        return
    settable = getattr(t, "__sandbox_settable__", None)
    if settable is not None and name in settable:
        delattr(obj, name)
        return
    if isinstance(obj, type) or name.startswith("_") or hasattr(obj, "__dict__") or (
            t.__flags__ & _HEAPTYPE and t not in ALLOWED_ATTRS):
        raise _refuse(obj, name, "delete")
    delattr(obj, name)


def del_guest_attr(obj: Any, name: str, drop: Any = delattr) -> None:
    """``del obj.name`` on a guest object or class by the gate's rules, done by ``drop``
    (``type.__delattr__`` for the ``super().__delattr__`` in a guest metaclass)."""
    if _is_dunder(name) and name not in PROTOCOL_DUNDERS:
        raise _refuse(obj, name, "delete")
    if name in _HOOKED_SLOTS and isinstance(obj, type):
        if is_stand_in(obj, name, obj.__dict__.get(name)):  # none of its own
            raise AttributeError(f"type object '{obj.__name__}' has no attribute '{name}'")
        drop(obj, name)
        refresh_default_reprs(obj, name)  # falls back to what it inherits
    else:
        drop(obj, name)
    CLASS_VERSION[0] += 1


def _refuse(obj: Any, name: str, verb: str = "read") -> AttributeError:
    hint = getattr(type(obj), "sandbox_refusal", None)
    if hint is not None and verb == "read":
        return hint(obj, name)  # type: ignore[no-any-return]
    what = type_label(obj)
    err = AttributeError(f"{what} attribute '{name}' cannot be {verb_past(verb)} in the sandbox")
    err.name = name
    return err


#: The guest's module type and its attribute read, set by sandbox.modules when imported (the
#: module allowlist sits above the object model; until then no object is a module). Plain
#: globals, so get_attr reads them as directly as names it imported.
GUEST_MODULE: type = type("NoModuleYet", (), {})
module_get_attr: Callable[[Any, str], Any] = getattr
