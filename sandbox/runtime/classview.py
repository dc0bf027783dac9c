"""The class guest code sees for an object: ``type(x)`` and ``x.__class__`` answer alike.

An object's class is handed out as it is, except where that class is a *metaclass* (the object
is itself a class): then guest code gets the guest's ``type`` builtin (for ``type``,
``enum.EnumType``, typing's...), unless the metaclass is a guest class or the sandbox's
``abc.ABCMeta`` (:data:`SHOWN_METACLASSES`). A real metaclass is a host class
whose call builds a class outside :func:`sandbox.runtime.classes.create_class` and its base
and metaclass checks (``C.__class__('X', (type(print),), {})`` would subclass a sandbox class
that guest code may not subclass, and its repr would name a sandbox module); the guest's
``type`` routes the three-argument call through ``create_class``, and answers
``isinstance(C, type)`` as the real one does. Every path that reads the class of a class
(``type()``, the gate's ``__class__`` on guest classes and on the views built over them) asks
:func:`class_view`, so none hands out a real metaclass.
"""

from __future__ import annotations

from typing import Any

#: The guest's ``type`` builtin (one object, shared by every session's builtins table), set
#: once by :mod:`sandbox.modules.builtin_table` when it builds it.
_TYPE_BUILTIN: list[Any] = []


#: The sandbox's metaclasses that guest code holds anyway (``abc.ABCMeta``, registered by its
#: module): each one's ``__new__`` runs a class statement's checks when called directly
#: (``classes.build_checked``), so ``type(C)`` may be it, as in CPython.
SHOWN_METACLASSES: set[type] = set()


def set_type_builtin(builtin: Any) -> None:
    """Record the guest's ``type`` builtin (called once, by the builtins module)."""
    _TYPE_BUILTIN[:] = [builtin]


def class_view(cls: type) -> Any:
    """``cls`` (the real class of some object) as guest code may hold it: the guest's ``type``
    builtin when ``cls`` is a metaclass not defined by guest code, ``cls`` itself otherwise."""
    if isinstance(cls, type) and issubclass(cls, type):
        if cls.__dict__.get("__sandbox_guest__") is True or cls in SHOWN_METACLASSES:
            return cls  # a guest metaclass (its own code), or the sandbox's abc.ABCMeta
        return _TYPE_BUILTIN[0]
    return cls


def unview(o: Any) -> Any:
    """``o`` with the guest's ``type`` builtin read as the real ``type`` (what a saved state
    holds for ``type`` by name, e.g. the origin of ``type[int]``)."""
    return type if _TYPE_BUILTIN and o is _TYPE_BUILTIN[0] else o


def guest_class_of(obj: Any) -> Any:
    """``type(obj)`` as guest code sees it (see :func:`class_view`)."""
    return class_view(type(obj))
