"""Guest classes: real CPython classes built by ``type()``, so CPython's own machinery
(``sorted``, dict keys, ``len``, ``str``, ``==``, descriptors, MRO, ``super``) calls back into
guest methods exactly as it would for ordinary Python code.

A guest class carries ``__sandbox_guest__ = True`` in its own namespace. Its bases must be
guest classes or host classes registered in :data:`SUBCLASSABLE` (builtin data types and
exceptions, and classes that module wrappers register). A guest metaclass (``class M(type)``)
derives from :class:`sandbox.runtime.metaclasses.GuestType`, whose ``__new__`` checks as a
class statement does (:func:`build_checked`).

A guest ``__del__`` is never what CPython calls: the class gets a host hook in its place
(:func:`finalizer_hook`) that queues the call on the run in progress of the function's own
session (:func:`sandbox.runtime.context.queue_finalizer`), which runs it at a safe point under
its limits. Guest code reading ``__del__`` sees its own function (:func:`guest_view`).
"""

from __future__ import annotations

import abc as _abc
import builtins as _b
import collections as _collections
import types
import weakref
from collections.abc import Callable
from typing import Any

from .classview import class_view
from .context import current_ctx, in_run, queue_finalizer
from .heldslots import HELD_SLOT_TYPES
from .objects import UNBOUND, Function, guest_address, guest_hash

GUEST_FLAG = "__sandbox_guest__"

#: Host classes guest classes may derive from.
SUBCLASSABLE: set[type] = {object, dict, list, tuple, str, int, float, complex, set, frozenset,
                           bytes, bytearray}
SUBCLASSABLE.update(getattr(_b, n) for n in dir(_b)
                    if isinstance(getattr(_b, n), type) and issubclass(getattr(_b, n),
                                                                       BaseException))

#: Names CPython turns into classmethod/staticmethod implicitly (only for real functions, so
#: the sandbox does it for guest functions).
_IMPLICIT_CLASSMETHODS = ("__init_subclass__", "__class_getitem__")


def is_guest_class(cls: Any) -> bool:
    """Whether ``cls`` is a class created by guest code."""
    return isinstance(cls, type) and getattr(cls, GUEST_FLAG, False) is True


#: Metaclasses guest classes may have (``type`` plus those that module wrappers register, e.g.
#: ``abc.ABCMeta``, ``enum.EnumType``); guest metaclasses are guest classes, allowed too.
ALLOWED_METACLASSES: set[type] = {type}
#: The end of every refusal of a guest metaclass: what to use instead.
METACLASS_HINT = ("the sandbox supports metaclasses defined in it (class M(type), class "
                  "M(abc.ABCMeta)), the metaclasses of abc and enum, and guest functions; "
                  "or use __init_subclass__, __class_getitem__ or a class decorator")
#: The host class a guest metaclass derives from where its bases name the guest's ``type``
#: builtin (:class:`sandbox.runtime.metaclasses.GuestType`, set when that module loads).
GUEST_TYPE: list[type] = []


#: Classes that stand for another class as a base: ``type(base)`` -> ``stand_in(base)``,
#: which returns ``(real class, members)``. A per-session wrapper (the ``date`` of the guest's
#: ``datetime`` module, whose clock methods read the session's clock) is not a class a guest
#: class can derive from; a guest class naming it derives from the real class and gets the
#: wrapper's per-session members in its own namespace, made for the subclass
#: (``MyDate.today()`` is a ``MyDate``). Filled by the modules that make such wrappers.
STAND_INS: dict[type, Callable[[type], tuple[type, dict[str, Any]]]] = {}


#: Where a real class's stand-in lives, ``real -> (module, name)``: a state import gives a
#: rebuilt guest class deriving from ``real`` the members of the importing session's
#: stand-in (they are per session, so a state saves them by this name, never by value).
STAND_IN_SOURCES: dict[type, tuple[str, str]] = {}
_STAND_IN_MEMBER = "__sandbox_stand_in__"


def mark_stand_in_member(value: Any) -> Any:
    """``value`` (a classmethod a stand-in made), marked as one :func:`real_bases` adds."""
    value.__dict__[_STAND_IN_MEMBER] = True
    return value


def is_stand_in_member(value: Any) -> bool:
    """Whether ``value`` (a class attribute) is a member :func:`real_bases` added."""
    return type(value) is classmethod and value.__dict__.get(_STAND_IN_MEMBER) is True


def real_bases(bases: tuple[Any, ...], namespace: Any = None) -> tuple[Any, ...]:
    """``bases`` with the guest's ``type`` builtin (a function) as the class it stands for
    (``class M(type)`` derives from :data:`GUEST_TYPE`) and each of :data:`STAND_INS` as its
    real class. Given the class body's ``namespace``, a stand-in's members go into it where
    the body did not define the name (the first base naming one wins, as in an MRO)."""
    builtin = class_view(type)
    if GUEST_TYPE and any(b is builtin for b in bases):
        bases = tuple(GUEST_TYPE[0] if b is builtin else b for b in bases)
    if STAND_INS and any(type(b) in STAND_INS for b in bases):
        real = []
        for base in bases:
            stand_in = STAND_INS.get(type(base))
            if stand_in is None:
                real.append(base)
                continue
            cls, members = stand_in(base)
            real.append(cls)
            if namespace is not None:
                for key, value in members.items():
                    if key not in namespace:
                        namespace[key] = mark_stand_in_member(value)
        bases = tuple(real)
    return bases


def prepare_class(name: str, bases: tuple[Any, ...], keywords: dict[str, Any]
                  ) -> tuple[Any, Any, dict[str, Any]]:
    """Check bases and metaclass; return (metaclass, namespace, remaining keywords).
    ``metaclass=type`` names the guest's ``type`` builtin: it is CPython's ``type`` there
    (the bases' own metaclass still wins, as in CPython). The metaclass may be an allowed
    host metaclass, a guest metaclass (:func:`is_guest_metaclass`) or guest code that is not
    a metaclass (a guest function, class or instance: CPython just calls it)."""
    bases = _checked_bases(real_bases(bases))
    if "metaclass" in keywords and keywords["metaclass"] is class_view(type):
        keywords = {k: v for k, v in keywords.items() if k != "metaclass"}  # metaclass=type
    explicit = keywords.get("metaclass")
    if "metaclass" in keywords and not isinstance(explicit, type):
        if not _guest_callable(explicit):
            raise TypeError(f"metaclass {getattr(explicit, '__name__', explicit)!r}: "
                            f"{METACLASS_HINT}")
        kwds = {k: v for k, v in keywords.items() if k != "metaclass"}
        if type(explicit) is Function:  # a function: no __prepare__ (unless guest-set)
            prep = explicit.__dict__.get("__prepare__")
            namespace = prep(name, bases, **kwds) if prep is not None else {}
            return explicit, namespace, kwds
        return types.prepare_class(name, bases, keywords)  # (its __prepare__ is guest code)
    meta, namespace, kwds = types.prepare_class(name, bases, keywords)
    if not is_guest_class(meta) and meta not in ALLOWED_METACLASSES:
        raise TypeError(f"metaclass {getattr(meta, '__name__', meta)!r}: {METACLASS_HINT}")
    if not hasattr(type(namespace), "__getitem__"):  # CPython's PyMapping_Check
        raise TypeError(f"{meta.__name__}.__prepare__() must return a mapping, not "
                        f"{type(namespace).__name__}")
    return meta, namespace, kwds


def _guest_callable(obj: Any) -> bool:
    """Whether ``obj`` (a ``metaclass=`` that is not a class) is guest code to call."""
    return type(obj) is Function or is_guest_class(type(obj))


def is_guest_metaclass(cls: Any) -> bool:
    """Whether ``cls`` is a metaclass defined by guest code (``class M(type)``)."""
    return isinstance(cls, type) and issubclass(cls, type) and \
        getattr(cls, GUEST_FLAG, False) is True


#: Host ABCs whose registry belongs to one session (each session's ``abc.ABC``, made by
#: ``modules.session_abc``), not to host code or other sessions: guest classes deriving from
#: them may register virtual subclasses and define ``__subclasshook__``. Held weakly.
SANDBOX_ABCS: weakref.WeakSet[type] = weakref.WeakSet()


def shared_abc_above(mro: tuple[type, ...]) -> type | None:
    """The first host ABC in ``mro`` (not guest, not the sandbox's) whose ``isinstance`` and
    ``issubclass`` answers -- for host code and every session -- consult the guest classes
    below it: registering a virtual subclass with such a guest class, or giving it a
    ``__subclasshook__``, would change (and cache) those answers process-wide."""
    for klass in mro:
        if isinstance(klass, _abc.ABCMeta) and not is_guest_class(klass) \
                and klass not in SANDBOX_ABCS:
            return klass
    return None


def create_class(meta: Any, name: str, bases: tuple[Any, ...], namespace: Any,
                 keywords: dict[str, Any]) -> Any:
    """Build the class once its body has filled ``namespace``. A guest metaclass (or other
    guest callable) gets the namespace as the body left it, as in CPython: what it builds
    with ``type.__new__`` passes :func:`build_checked`; its result is its own."""
    bases = real_bases(bases, namespace)
    if not isinstance(meta, type) or is_guest_class(meta):
        resolved = _checked_bases(bases)
        if resolved is not bases:
            namespace["__orig_bases__"] = bases
        return meta(name, resolved, namespace, **keywords)
    holder = _class_cell(namespace)
    resolved = process_namespace(namespace, bases)
    _BUILDING.add(id(namespace))
    try:
        cls = meta(name, resolved, namespace, **keywords)
    finally:
        _BUILDING.discard(id(namespace))
    if holder is not None:
        holder.fill(cls)
    if not is_guest_metaclass(type(cls)) and type(cls) not in ALLOWED_METACLASSES:
        raise TypeError(METACLASS_HINT)
    if isinstance(cls, type):  # after the metaclass: it may add a __repr__ (NamedTuple)
        ensure_default_repr(cls)
    return cls


def process_namespace(namespace: Any, bases: tuple[Any, ...]) -> tuple[Any, ...]:
    """Make ``namespace`` (in place) what a guest class holds: ``__del__`` behind its hook,
    builtins CPython will call behind their checks, the implicit classmethods, the guest
    flag; return the checked, resolved bases. Idempotent."""
    if "__subclasshook__" in namespace:
        for base in types.resolve_bases(bases):
            shared = shared_abc_above(getattr(base, "__mro__", ()))
            if shared is not None:
                raise TypeError(
                    f"__subclasshook__ is not allowed in a class deriving from '"
                    f"{shared.__name__}' in the sandbox (host code and every session would "
                    "call it); derive from abc.ABC instead")
    if "__del__" in namespace:
        namespace["__del__"] = finalizer_hook(namespace["__del__"])
    for key, value in list(namespace.items()):
        new = host_called(key, value)
        if new is not value:  # (set as the dict's own: an enum's namespace checks names)
            dict.__setitem__(namespace, key, new)
    for special in _IMPLICIT_CLASSMETHODS:
        if type(namespace.get(special)) is Function:
            namespace[special] = classmethod(namespace[special])
    if type(namespace.get("__new__")) is Function:
        namespace["__new__"] = staticmethod(namespace["__new__"])
    namespace[GUEST_FLAG] = True
    resolved = _checked_bases(bases)
    if any(issubclass(b, type) for b in resolved):
        for name in HOST_READ_DUNDERS:
            if name in namespace or any(
                    name in vars(k) and not is_stand_in(k, name, vars(k)[name])
                    for b in resolved for k in b.__mro__ if is_guest_class(k)):
                raise metaclass_dunder_error(name)
    if resolved is not bases:  # as CPython's __build_class__ does (typing.Generic needs it)
        namespace["__orig_bases__"] = bases
    return resolved


#: What a metaclass cannot define or inherit from a guest class: the host reads every class's
#: attributes (``__getattribute__``), hashes classes in its type tables and compares them
#: (``__hash__``, ``__eq__``) -- through a guest method these would run guest code inside
#: the gate's own checks.
HOST_READ_DUNDERS = ("__getattribute__", "__eq__", "__hash__")
_INSTEAD = {"__getattribute__": "define __getattr__ instead",
            "__hash__": "classes hash by identity; keep a key attribute on the class",
            "__eq__": "classes compare by identity; compare a key attribute instead"}


def metaclass_dunder_error(name: str) -> TypeError:
    """The refusal of ``name`` (one of :data:`HOST_READ_DUNDERS`) on a metaclass."""
    return TypeError(f"a metaclass cannot define {name} in the sandbox (the sandbox reads, "
                     f"hashes and compares its classes itself): {_INSTEAD[name]}")


def feeds_a_metaclass(cls: type) -> bool:
    """Whether guest class ``cls`` is a metaclass or a base of one (so that one of
    :data:`HOST_READ_DUNDERS` set on it would reach a metaclass)."""
    if cls.__flags__ & (1 << 31):  # Py_TPFLAGS_TYPE_SUBCLASS
        return True
    todo: list[type] = [cls]
    seen: set[int] = set()
    while todo:
        subclasses: list[type] = type.__subclasses__(todo.pop())
        for sub in subclasses:
            if id(sub) not in seen:
                seen.add(id(sub))
                if sub.__flags__ & (1 << 31):
                    return True
                todo.append(sub)
    return False


def object_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    """object.__new__ for guest code: only guest classes (the sandbox's own classes and host
    classes cannot be instantiated behind their constructors' backs)."""
    if not isinstance(cls, type):
        raise TypeError(f"object.__new__(X): X is not a type object ({type(cls).__name__})")
    if getattr(cls, GUEST_FLAG, False) is not True:
        raise TypeError(f"object.__new__({cls.__name__}) is not allowed in the sandbox; "
                        f"call {cls.__name__}() instead")
    if cls.__init__ is object.__init__ or cls.__new__ is not object.__new__:  # type: ignore[misc]
        return object.__new__(cls) if not (args or kwargs) else object.__new__(cls, *args,
                                                                               **kwargs)
    return object.__new__(cls)


def build_checked(new: Any, mcs: Any, name: Any, bases: Any, namespace: Any,
                  kwargs: dict[str, Any]) -> Any:
    """``new(mcs, name, bases, ns, **kwargs)`` (``type.__new__`` or a metaclass's) for a
    class that guest code asks a metaclass to build (``super().__new__(mcs, ...)`` in a
    guest metaclass, ``M(name, bases, ns)``): the checks of a class statement on a copy of
    ``namespace``, CPython's argument errors. ``mcs`` must be a guest metaclass or one the
    sandbox allows."""
    if not (isinstance(mcs, type) and issubclass(mcs, type)):
        what = getattr(mcs, "__name__", type(mcs).__name__)
        raise TypeError(f"type.__new__(X): X is not a type object ({type(mcs).__name__})"
                        if not isinstance(mcs, type) else
                        f"type.__new__({what}): {what} is not a subtype of type")
    if not is_guest_class(mcs) and mcs not in ALLOWED_METACLASSES:
        raise TypeError(f"metaclass {mcs.__name__!r}: {METACLASS_HINT}")
    for i, (arg, want) in enumerate(((name, str), (bases, tuple), (namespace, dict)), 1):
        if not isinstance(arg, want):
            raise TypeError(f"type.__new__() argument {i} must be {want.__name__}, not "
                            f"{type(arg).__name__}")
    if types.resolve_bases(bases) is not bases:
        raise TypeError("type() doesn't support MRO entry resolution; use types.new_class()")
    ns = dict.copy(namespace)  # what type.__new__ copies: the dict's own items
    ns.setdefault("__module__", "__main__")  # (type.__new__ would name this host module)
    holder = _class_cell(ns)
    resolved = process_namespace(ns, real_bases(tuple(bases), ns))
    _BUILDING.add(id(ns))
    try:
        cls = new(mcs, str.__str__(name), resolved, ns, **kwargs)
    finally:
        _BUILDING.discard(id(ns))
    if holder is not None:  # as type.__new__ fills __classcell__: before the metaclass's
        holder.fill(cls)    # __init__ runs (it may make an instance whose methods use super())
    if not is_guest_metaclass(type(cls)) and type(cls) not in ALLOWED_METACLASSES:
        raise TypeError(METACLASS_HINT)  # (a base's metaclass won: not one the sandbox allows)
    if isinstance(cls, type):
        ensure_default_repr(cls)
    return cls


class ClassCell:
    """What a class body leaves as ``__classcell__`` in its namespace when its methods use
    ``super()`` or ``__class__`` (CPython's cell object): the class's ``__class__`` cell,
    filled by :func:`build_checked`/:func:`create_class` as soon as the class exists, as
    ``type.__new__`` fills CPython's. Guest code (a metaclass's ``__new__``) may hold it and
    pass it on; it reads nothing on it."""

    __slots__ = ("_cell",)
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, cell: Any, token: Any = None) -> None:
        if token is not _LATE_TOKEN:  # (its type is reachable: type(ns['__classcell__']))
            raise TypeError("cannot create 'cell' instances")
        self._cell = cell

    def fill(self, cls: Any) -> None:
        """Set the ``__class__`` cell to ``cls`` (each class statement's cell, once)."""
        self._cell.value = cls

    def __repr__(self) -> str:
        value = self._cell.value
        shown = "empty" if value is UNBOUND else \
            f"{type(value).__name__} object at {guest_address(value)}"
        return f"<cell at {guest_address(self)}: {shown}>"


ClassCell.__name__ = ClassCell.__qualname__ = "cell"
ClassCell.__module__ = "builtins"


def class_cell(cell: Any) -> ClassCell:
    """The ``__classcell__`` a class body whose ``__class__`` cell is ``cell`` leaves."""
    return ClassCell(cell, _LATE_TOKEN)


def _class_cell(namespace: Any) -> ClassCell | None:
    """Take ``__classcell__`` out of ``namespace`` (as ``type.__new__`` does); CPython's
    TypeError for anything but a class body's."""
    if "__classcell__" not in namespace:
        return None
    holder = namespace.pop("__classcell__")
    if type(holder) is not ClassCell:
        raise TypeError(f"__classcell__ must be a nonlocal cell, not {type(holder)!r}")
    return holder


#: ids of the namespaces :func:`create_class` is handing to a metaclass at this moment (live
#: objects, so ids are unique): the sandbox's metaclasses build a class only for one of these.
_BUILDING: set[int] = set()


def built_by_create_class(namespace: Any) -> bool:
    """Whether a metaclass was called with ``namespace`` by :func:`create_class` (and not by
    guest code calling the metaclass directly: a guest can put ``__sandbox_guest__`` in a
    dict it passes, but cannot make its dict one that ``create_class`` is building)."""
    return id(namespace) in _BUILDING


#: ``Py_TPFLAGS_BASETYPE``: set on the types CPython lets a class derive from.
_BASETYPE = 1 << 10


def _checked_bases(bases: tuple[Any, ...]) -> tuple[Any, ...]:
    """``bases`` after ``__mro_entries__`` resolution (``class C(Generic[T])``), each checked.
    Resolution runs again in :func:`create_class`, and is checked again there, so a guest
    ``__mro_entries__`` cannot answer differently the second time."""
    resolved = types.resolve_bases(bases)
    for base in resolved:
        if not isinstance(base, type):
            raise TypeError(f"class bases must be classes, not {type(base).__name__} "
                            f"({METACLASS_HINT})")
        if not may_subclass(base):
            name = base.__name__
            if not base.__flags__ & _BASETYPE and getattr(_b, name, None) is base:
                # a builtin CPython itself refuses as a base (bool, memoryview, range...)
                raise TypeError(f"type '{name}' is not an acceptable base type")
            why = f" ({METACLASS_HINT})" if issubclass(base, type) else ""
            raise TypeError(f"class '{base.__name__}' cannot be subclassed in the sandbox{why}")
    return resolved


def may_subclass(base: Any) -> bool:
    """Whether guest classes may derive from class ``base``: a guest class, a class in
    :data:`SUBCLASSABLE`, or one marked ``__sandbox_subclassable__`` in its own namespace (a
    per-session class, which no process-wide table holds)."""
    return is_guest_class(base) or base in SUBCLASSABLE or (
        isinstance(base, type) and base.__dict__.get("__sandbox_subclassable__") is True)


#: ``hook(name, value) -> value``: what a class attribute becomes when CPython, not a
#: compiled call site, will call it (a slot dunder, a property's functions): set by
#: :mod:`sandbox.guards.sizechecks` (``late_checked``), which this module cannot import.
HOST_CALLED: list[Any] = []


def host_called(name: str, value: Any) -> Any:
    """``value`` as a guest class's attribute ``name`` holds it (see :data:`HOST_CALLED`):
    a builtin that CPython's slots or descriptors would call with guest arguments gets the
    checks of its compiled call site (``__call__ = list``, ``property(bytes)``)."""
    for hook in HOST_CALLED:
        value = hook(name, value)
    return value


#: ``checked_callable(ctx, fn)`` of :mod:`sandbox.guards.sizechecks` (set there).
LATE_CHECKS: list[Any] = []
#: ``held_callable(fn, nullary)`` of :mod:`sandbox.guards.sizechecks` (set there).
HOLDERS: list[Any] = []


def held_factory(value: Any) -> Any:
    """``value`` as a builtin instance's attribute that C calls with no arguments holds it
    (``d.default_factory = partial(bytes, n)``: a checker, round 8)."""
    return HOLDERS[0](value, True) if HOLDERS else value
_LATE_TOKEN = object()


def late_checked(fn: Any) -> LateChecked:
    """``fn`` as a :class:`LateChecked` (only the sandbox makes them)."""
    return LateChecked(fn, _LATE_TOKEN)


class LateChecked:
    """A builtin that CPython will call with guest arguments after the guest handed it over
    (a class's ``__call__ = list``, ``property(bytes)``, ``__missing__``): each call runs the
    checks of its compiled call site (``checked_callable``) under the run current then.
    Outside a run it is the builtin itself (the host's own call). Not a descriptor, as the
    builtin is not (``__call__ = list`` stays unbound); guest code reading the attribute
    sees the builtin (:func:`guest_view`), and so does an export (:func:`saved_value`)."""

    __slots__ = ("__wrapped__",)

    def __init__(self, fn: Any, token: Any = None) -> None:
        if token is not _LATE_TOKEN:  # (its type is reachable: type(C.__call__))
            raise TypeError("cannot create 'builtin_function_or_method' instances")
        self.__wrapped__ = fn

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        fn = self.__wrapped__
        ctx = current_ctx() if in_run() else None
        return (fn if ctx is None else LATE_CHECKS[0](ctx, fn))(*args, **kwargs)

    def __repr__(self) -> str:
        # Only host code reads it (guest code sees the wrapped callable): a defaultdict
        # showing its factory, whose repr enters the factory before asking for its text --
        # a partial, which enters itself too, shows "..." there: answered as C would
        return repr(_collections.defaultdict(self.__wrapped__))[12:-5]


LateChecked.__name__ = LateChecked.__qualname__ = "builtin_function_or_method"
LateChecked.__module__ = "builtins"


def saved_value(value: Any) -> Any:
    """A class attribute as an export saves it: the builtin behind a :class:`LateChecked`
    (the import makes it one again, :func:`host_called`)."""
    t = type(value)
    if t is LateChecked or t in HELD_SLOT_TYPES:
        return value.__wrapped__
    if (t is staticmethod or t is classmethod) and type(value.__func__) is LateChecked:
        return t(value.__func__.__wrapped__)
    if t is property and LateChecked in (type(value.fget), type(value.fset), type(value.fdel)):
        get, put, drop = (f.__wrapped__ if type(f) is LateChecked else f
                          for f in (value.fget, value.fset, value.fdel))
        return property(get, put, drop, value.__doc__)
    return value


def finalizer_hook(value: Any) -> Any:
    """The ``__del__`` a guest class gets for the guest function ``value`` (a host function
    that queues the call; it presents as the guest function, should the guest reach it
    through ``vars(cls)``). Raises TypeError for anything but a guest function."""
    fn = guest_view(value)
    if type(fn) is not Function:
        raise TypeError("__del__ must be a function defined with 'def' in the sandbox, not "
                        f"'{type(fn).__name__}'")

    def __del__(self: Any) -> None:  # noqa: N807 - it is the class's __del__
        queue_finalizer(fn, self)
    for attr in ("__qualname__", "__module__", "__doc__"):
        setattr(__del__, attr, fn.__dict__.get(attr))
    fn._globals.has_finalizers = True  # its session's runs hold such instances weakly
    return __del__


_OBJECT_SLOTS: dict[str, Any] = {}


def _object_slot_builtin(name: str, call: Any, doc: str | None,
                         kind: str = "wrapper_descriptor", text: str = "") -> Any:
    """The one object guest code sees as ``object.<name>`` (``__repr__``, ``__hash__``): a
    slot wrapper as CPython's is (it binds when stored in a class, ``__str__ =
    object.__repr__``), made on first use (builtins imports this module)."""
    made: Any = _OBJECT_SLOTS.get(name)
    if made is None:
        from .builtins import Builtin, public_named

        def __get__(self: Any, obj: Any, objtype: Any = None) -> Any:  # noqa: N807
            return self if obj is None else types.MethodType(self, obj)

        shown = text or f"<slot wrapper '{name}' of 'object' objects>"

        def __repr__(self: Any) -> str:  # noqa: N807
            return shown
        cls = type(kind, (Builtin,), {
            "__slots__": (), "__call__": staticmethod(public_named(call, name)),
            "__get__": __get__, "__repr__": __repr__, "__module__": "builtins",
            "__doc__": doc})
        made = object.__new__(cls)
        made.__name__ = made.__qualname__ = name
        _OBJECT_SLOTS[name] = made
    return made


def _object_repr_builtin() -> Any:
    return _object_slot_builtin("__repr__", object_repr, object.__repr__.__doc__)


def _object_hash_builtin() -> Any:
    return _object_slot_builtin("__hash__", guest_hash, object.__hash__.__doc__)


def missing_builtin() -> Any:
    """``collections.defaultdict.__missing__`` as guest code sees it (a method that binds):
    :data:`MISSING_HOOK`, whose call of the factory gets its call site's checks."""
    return _object_slot_builtin(
        "__missing__", MISSING_HOOK, _collections.defaultdict.__missing__.__doc__,
        "method_descriptor", "<method '__missing__' of 'collections.defaultdict' objects>")


_HOOK_CODE = finalizer_hook.__code__.co_consts[
    [type(c) for c in finalizer_hook.__code__.co_consts].index(types.CodeType)]


def guest_view(value: Any) -> Any:
    """``value`` as guest code must see it: the guest function for a ``__del__`` hook (bound
    the same way), the sandbox's ``object.__repr__`` for :data:`REPR_HOOK`, anything else
    unchanged; a host object's (or type's) ``__repr__``/``__str__``/``__format__`` as one
    that shows no host address (:func:`_text_slot`)."""
    if type(value) in _HOST_SLOT_TYPES and value.__name__ in _TEXT_SLOTS:
        return _text_slot(value)
    if type(value) is LateChecked or type(value) in HELD_SLOT_TYPES:
        return value.__wrapped__
    if value is REPR_HOOK:
        return _object_repr_builtin()
    if value is HASH_HOOK:
        return _object_hash_builtin()
    if type(value) is types.MethodType and value.__func__ is REPR_HOOK:
        return types.MethodType(_object_repr_builtin(), value.__self__)
    if type(value) is types.MethodType and value.__func__ is HASH_HOOK:
        return types.MethodType(_object_hash_builtin(), value.__self__)
    if value is MISSING_HOOK:
        return missing_builtin()
    if type(value) is types.MethodType and value.__func__ is MISSING_HOOK:
        return types.MethodType(missing_builtin(), value.__self__)
    if type(value) is types.FunctionType and value.__code__ is _HOOK_CODE:
        return value.__closure__[0].cell_contents  # type: ignore[index]
    if type(value) is types.MethodType:
        func = value.__func__
        if type(func) is types.FunctionType and func.__code__ is _HOOK_CODE:
            return types.MethodType(func.__closure__[0].cell_contents,  # type: ignore[index]
                                    value.__self__)
    return value


#: Host C methods: slot wrappers of types, method-wrappers and builtin methods of objects.
_HOST_SLOT_TYPES = (types.WrapperDescriptorType, types.MethodWrapperType,
                    types.BuiltinMethodType, types.MethodDescriptorType)
_TEXT_SLOTS = frozenset({"__repr__", "__str__", "__format__"})


def _text_slot(method: Any) -> Any:
    """``method`` (a host C ``__repr__``/``__str__``/``__format__``) as a sandbox builtin whose
    text has the guest address of each object it shows (:mod:`sandbox.runtime.reprs`)."""
    from .builtins import make_builtin
    from .reprs import guest_text
    owner = getattr(method, "__self__", None)

    def call(*args: Any, **kwargs: Any) -> Any:
        return guest_text(method(*args, **kwargs), owner, *args)
    return make_builtin(method.__name__, call, method.__doc__)


def object_repr(self: Any) -> str:
    """``object.__repr__`` as guest code sees it: CPython's text, with :func:`guest_address`
    in place of the host address."""
    t = type(self)
    module = type.__dict__["__module__"].__get__(t)
    qualname = type.__dict__["__qualname__"].__get__(t)
    if type(module) is str and module != "builtins":
        return f"<{module}.{qualname} object at {guest_address(self)}>"
    return f"<{qualname} object at {guest_address(self)}>"


def __repr__(self: Any) -> str:  # noqa: N807 - the name CPython's reprs of it would show
    return object_repr(self)


#: The ``__repr__`` a guest class gets where it would inherit ``object.__repr__`` (which
#: shows host addresses); guest code reads it as the sandbox's ``object.__repr__``.
REPR_HOOK = __repr__
del __repr__


def __hash__(self: Any) -> int:  # noqa: N807 - the name CPython's reprs of it would show
    return guest_hash(self)


#: The ``__hash__`` a guest class gets where it would inherit ``object.__hash__`` (derived
#: from host addresses); guest code reads it as the sandbox's ``object.__hash__``.
HASH_HOOK = __hash__
del __hash__

#: The sandbox's stand-ins for ``object``'s slots: name -> the hook.
_DD_FACTORY: Any = _collections.defaultdict.__dict__["default_factory"]


def __missing__(self: Any, key: Any) -> Any:  # noqa: N807 - the name CPython's reprs show
    factory = _DD_FACTORY.__get__(self)
    if factory is None:
        raise KeyError(key)
    if type(factory) is not LateChecked:
        factory = LateChecked(factory, _LATE_TOKEN)
    value = factory()  # (the checks of its call site, under the run current now)
    self[key] = value
    return value


#: The ``__missing__`` a guest class gets where it would inherit ``defaultdict``'s, which
#: calls the factory in C with no call site's checks (``partial(bytes, 10**9)``, or one
#: whose text shows host addresses, whoever subscripts: a guest subclass hands its factory
#: over in C's ``tp_init`` too); guest code reads it as ``defaultdict.__missing__``
#: (:func:`missing_builtin`), CPython's algorithm with the factory's call checked.
MISSING_HOOK = __missing__
del __missing__

_HOOKS: dict[str, Any] = {"__repr__": REPR_HOOK, "__hash__": HASH_HOOK,
                          "__missing__": MISSING_HOOK}
#: The class whose own ``name`` a hook stands in for (``object`` unless named here).
_HOOK_BASES: dict[str, type] = {"__missing__": _collections.defaultdict}

#: (guest class, name) -> the inherited ``__repr__``/``__hash__`` it holds in its own dict
#: because a stand-in (the hook, or such a copy) of a class earlier in its MRO would otherwise
#: hide it: ``class R(Mixin, Base)`` with only ``Base`` defining one. A copy is never
#: guest-visible as the class's own (views, export and ``del`` treat it as the hook).
class _ByIdentity:
    """A weak map from classes to values keyed by identity: a guest metaclass's ``__hash__``
    and ``__eq__`` never run for the sandbox's bookkeeping (CPython would not call them)."""

    __slots__ = ("_items",)

    def __init__(self) -> None:
        self._items: dict[int, tuple[weakref.ref[type], Any]] = {}

    def get(self, cls: type, default: Any = None) -> Any:
        entry = self._items.get(id(cls))
        return entry[1] if entry is not None and entry[0]() is cls else default

    def __setitem__(self, cls: type, value: Any) -> None:
        key, items = id(cls), self._items
        items[key] = (weakref.ref(cls, lambda _ref: items.pop(key, None)), value)

    def pop(self, cls: type, default: Any = None) -> Any:
        value = self.get(cls, _NO_VALUE)
        if value is _NO_VALUE:
            return default
        del self._items[id(cls)]
        return value


_INHERITED: dict[str, _ByIdentity] = {name: _ByIdentity() for name in _HOOKS}
INHERITED_REPR = _INHERITED["__repr__"]
_NO_VALUE = object()


def is_stand_in(cls: type, name: str, value: Any) -> bool:
    """Whether ``cls.__dict__[name]`` is ``value`` put there by the sandbox (the hook for
    ``name``, or an inherited copy), not by guest code."""
    hook = _HOOKS.get(name, _NO_VALUE)
    return hook is not _NO_VALUE and (value is hook or (
        value is not _NO_VALUE and _INHERITED[name].get(cls, _NO_VALUE) is value))


def is_repr_stand_in(cls: type, value: Any) -> bool:
    """Whether ``cls.__dict__['__repr__']`` is a stand-in (:func:`is_stand_in`)."""
    return is_stand_in(cls, "__repr__", value)


def is_hook(value: Any) -> bool:
    """Whether ``value`` is one of the hooks for ``object``'s slots (or defaultdict's
    ``__missing__``)."""
    return value is REPR_HOOK or value is HASH_HOOK or value is MISSING_HOOK


def ensure_default_repr(cls: type) -> None:
    """Make ``repr`` and ``hash`` of instances of guest class ``cls`` resolve as CPython's
    would, without host addresses: the hook (:data:`REPR_HOOK`, :data:`HASH_HOOK`) where it
    would inherit ``object``'s (no class but ``object`` in its MRO defines one; a
    ``__hash__ = None``, CPython's own for a class with ``__eq__`` only, is a definition),
    or a copy of the inherited one where a stand-in of an earlier class in its MRO would
    hide it. Called once the class exists, when such a dunder of a guest class changes
    (:func:`refresh_default_reprs`), and for a class rebuilt from exported state once every
    class of the state has its attributes (stand-ins are never exported)."""
    for name in _HOOKS:
        _ensure_default(cls, name)


def _ensure_default(cls: type, name: str) -> None:
    if name in cls.__dict__:
        return
    bottom = _HOOK_BASES.get(name, object)
    if bottom is not object and not issubclass(cls, bottom):
        return
    behind_stand_in = False
    for klass in cls.__mro__[1:]:
        if klass is bottom:
            break
        value = klass.__dict__.get(name, _NO_VALUE)
        if value is _NO_VALUE:
            continue
        if is_stand_in(klass, name, value):
            behind_stand_in = True
            continue
        if behind_stand_in:  # the real one, hidden behind a stand-in: hold it directly
            type.__setattr__(cls, name, value)
            _INHERITED[name][cls] = value
        return
    if not behind_stand_in:
        type.__setattr__(cls, name, _HOOKS[name])


def refresh_default_reprs(cls: type, name: str = "__repr__") -> None:
    """After dunder ``name`` (``__repr__``/``__hash__``) of guest class ``cls`` was set or
    deleted: re-derive the stand-ins of ``cls`` and of every subclass holding one (bases
    before subclasses)."""
    _INHERITED[name].pop(cls, None)  # the class's own now, or none
    seen: set[int] = set()
    order = [cls]
    for klass in order:
        subs: list[type] = type.__subclasses__(klass)
        for sub in subs:
            if id(sub) not in seen:
                seen.add(id(sub))
                order.append(sub)
    for klass in order:
        value = klass.__dict__.get(name, _NO_VALUE)
        if value is not _NO_VALUE and is_stand_in(klass, name, value):
            type.__delattr__(klass, name)
            _INHERITED[name].pop(klass, None)
        _ensure_default(klass, name)


def has_finalizer(t: type) -> bool:
    """Whether instances of ``t`` have a guest ``__del__``."""
    hook = getattr(t, "__del__", None)
    return type(hook) is types.FunctionType and hook.__code__ is _HOOK_CODE
