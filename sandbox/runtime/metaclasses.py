"""Guest metaclasses: ``class M(type)`` and ``class M(abc.ABCMeta)`` written by guest code.

A guest metaclass is a real CPython metaclass (so CPython calls its ``__call__``,
``__instancecheck__``, ``__getattr__``, ``__iter__``... as it would), and a guest class: its
methods are guest functions, which run only inside a run of their own session and under its
limits (``objects.Function.__call__`` refuses any other caller). What stays host code is
``type`` itself, reached three ways, each one closed here:

* building a class: ``class M(type)`` derives from :class:`GuestType` (shown as ``type``),
  whose ``__new__`` is :func:`classes.build_checked`: the bases, metaclass and namespace
  checks of a class statement, and the guest flag, on every class a guest metaclass makes
  (``super().__new__(mcs, ...)``, ``M(name, bases, ns)``, a metaclass with no ``__new__``);
* ``type``'s own methods through ``super()`` or read on ``M``: only the explicit allowlist
  :data:`TYPE_METHODS`, each bound to (or, unbound, accepting only) a guest class
  (``type.__call__`` of a host class would make its instance behind its constructor's
  back; ``type.__setattr__`` would write a host class) -- :func:`type_method`;
* the class of a class: ``type(C)`` is ``M`` for a guest metaclass (``classview``), and
  ``M.__mro__``/``__bases__`` show the guest's ``type`` where :class:`GuestType` stands.
"""

from __future__ import annotations

from typing import Any

from . import classes
from .classes import build_checked, is_guest_class


class GuestType(type):
    """The base of every guest metaclass that names ``type``: ``type`` with a checked
    ``__new__`` (guest code sees it as ``type``)."""

    def __new__(mcs, name: Any, bases: Any, namespace: Any, /, **kwargs: Any) -> Any:  # noqa: N804
        return build_checked(type.__new__, mcs, name, bases, namespace, kwargs)


GuestType.__name__ = GuestType.__qualname__ = "type"
GuestType.__module__ = "builtins"
classes.GUEST_TYPE[:] = [GuestType]
classes.SUBCLASSABLE.add(GuestType)

#: The host metaclasses whose ``__new__`` checks what it builds (the sandbox's ``ABCMeta``
#: registers itself here).
CHECKED_NEW: set[type] = {GuestType}

#: ``type``'s methods a guest metaclass reaches through ``super()`` or reads on itself:
#: name -> whether the method is bound to the class it is about (``super().__call__`` in
#: ``M.__call__(cls)``); each is handed out bound to a guest class, or unbound behind a check
#: that its first argument is one. ``__setattr__``/``__delattr__`` are the gate's.
TYPE_METHODS = frozenset({"__new__", "__init__", "__call__", "__prepare__", "__instancecheck__",
                          "__subclasscheck__", "mro", "__setattr__", "__delattr__", "__repr__",
                          "__or__", "__ror__", "register"})
#: Host classes a guest metaclass derives from whose methods :func:`type_method` hands out.
_TYPE_OWNERS: set[type] = {type, GuestType}


def add_checked_metaclass(meta: type, *owners: type) -> None:
    """Register the sandbox's metaclass ``meta`` (its ``__new__`` checks what it builds) and
    the host classes above it whose methods a guest subclass may reach (``_abc.ABCMeta``)."""
    CHECKED_NEW.add(meta)
    _TYPE_OWNERS.update((meta, *owners))


def is_type_owner(owner: Any) -> bool:
    """Whether ``owner`` (the host class defining a name a guest metaclass reads) is one whose
    methods :func:`type_method` decides (by identity: a guest class's metaclass may hash)."""
    return owner is not None and any(owner is k for k in _TYPE_OWNERS)


_CLASS_DICT = type.__dict__["__dict__"].__get__


def _made_by_guest(cls: Any) -> bool:
    """Whether class ``cls`` is a guest class, asked of its own namespace (it may be one that
    ``type.__new__`` is still building: no MRO yet, as when a metaclass's ``mro()`` runs)."""
    return isinstance(cls, type) and _CLASS_DICT(cls).get(classes.GUEST_FLAG) is True


def _guest_class_arg(name: str, method: Any) -> Any:
    from .builtins import make_builtin

    def call(cls: Any = None, *args: Any, **kwargs: Any) -> Any:
        if not is_guest_class(cls):
            raise TypeError(f"type.{name}() of {type(cls).__name__!r} objects is not allowed "
                            "in the sandbox: only of classes defined in it")
        return method(cls, *args, **kwargs)
    return make_builtin(name, call, getattr(method, "__doc__", None))


def type_method(owner: type, name: str, bound_to: Any, refuse: Any) -> Any:
    """``type``'s method ``name`` (defined by host class ``owner``) for guest code: bound to
    the guest class ``bound_to``, or unbound (``bound_to`` None) taking only guest classes;
    ``refuse()`` (an AttributeError to raise) for a name off :data:`TYPE_METHODS`."""
    from . import gate
    from .builtins import make_builtin
    if name not in TYPE_METHODS:
        raise refuse()
    if bound_to is not None and not _made_by_guest(bound_to):
        raise refuse()
    if name == "__new__":
        if owner not in CHECKED_NEW:
            raise refuse()
        new = owner.__dict__["__new__"]
        new = getattr(new, "__func__", new)
        return make_builtin("__new__", new, type.__new__.__doc__)
    if name in ("__setattr__", "__delattr__"):  # type's own write: no metaclass hook again
        setting = name == "__setattr__"

        def op(cls: Any, attr: Any, *value: Any) -> None:
            if type(attr) is not str:
                raise TypeError(f"attribute name must be string, not '{type(attr).__name__}'")
            if not is_guest_class(cls) or attr in gate._NEVER:  # the gate's own refusal
                (gate.set_attr if setting else gate.del_attr)(cls, attr, *value)
            elif setting:
                gate.set_class_attr(cls, attr, *value)
            else:
                gate.del_guest_attr(cls, attr, type.__delattr__)
        if bound_to is not None:
            return make_builtin(name, lambda *args: op(bound_to, *args))
        return make_builtin(name, op)
    if name == "__prepare__":  # type.__prepare__: a new empty dict, whatever it is given
        return make_builtin("__prepare__", lambda *args, **kwargs: {}, type.__prepare__.__doc__)
    if name == "register":
        if bound_to is None:
            raise refuse()
        gate._check_registry(bound_to, name)
    method = owner.__dict__[name]
    if bound_to is not None:
        return classes.guest_view(method.__get__(bound_to, type(bound_to)))
    return _guest_class_arg(name, getattr(method, "__func__", method))


def view_bases(value: Any) -> Any:
    """A guest metaclass's ``__mro__``/``__bases__``/``__base__`` as guest code sees it: the
    guest's ``type`` where :class:`GuestType` or the real ``type`` stands, without the host
    metaclasses behind the sandbox's own (``_abc.ABCMeta`` behind its ``ABCMeta``), each
    class once: CPython's ``(M, type, object)``."""
    builtin = classes.class_view(type)
    if value is GuestType or value is type:
        return builtin
    if type(value) is not tuple:
        return value
    shown: list[Any] = []
    for klass in value:
        if klass is GuestType or klass is type:
            klass = builtin
        elif isinstance(klass, type) and issubclass(klass, type) and not is_guest_class(
                klass) and klass not in CHECKED_NEW:
            continue
        if not any(k is klass for k in shown):
            shown.append(klass)
    return tuple(shown)


#: ``type``'s methods guest code reads on the guest's ``type`` builtin (``type.__new__(mcs,
#: name, bases, ns)``, ``type.__call__(cls)`` in a metaclass): unbound, as on CPython's.
_BUILTIN_TYPE_METHODS = ("__new__", "__init__", "__call__", "__prepare__",
                         "__instancecheck__", "__subclasscheck__", "mro", "__setattr__",
                         "__delattr__")


def install_type_methods(builtin_cls: type) -> None:
    """Make :data:`_BUILTIN_TYPE_METHODS` readable on the guest's ``type`` builtin (whose
    class is ``builtin_cls``), each :func:`type_method` unbound."""
    from . import gate

    def reader(name: str) -> Any:
        owner = GuestType if name == "__new__" else type
        made: list[Any] = []

        def read(_obj: Any) -> Any:
            if not made:
                made.append(type_method(owner, name, None, lambda: AttributeError(name)))
            return made[0]
        return read
    for name in _BUILTIN_TYPE_METHODS:
        gate.OVERRIDES[(builtin_cls, name)] = reader(name)
