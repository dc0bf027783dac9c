"""The guest's ``super`` (:class:`GuestSuper`): CPython's ``super`` over guest classes and guest
objects only."""

from __future__ import annotations

from typing import Any

from .classes import is_guest_class

_SUPER_MISMATCH = "super(type, obj): obj must be an instance or subtype of type"


class GuestSuper(super):
    """The guest's ``super``: CPython's ``super`` (a subclass, so ``isinstance(s, super)``,
    ``repr`` and attribute lookup along the MRO stay CPython's), built only over guest code.

    The class must be a guest class and the object an instance of a guest class (or a guest
    class) that derives from it: a host base class's methods are then only ever bound to a
    guest object, never to a host object (``super(type(print), print).__setattr__`` would rename
    a builtin every session shares). What the super object hands out still passes the gate
    (``gate._super_attr``). The zero-argument form is compiled (the ``__class__`` cell and the
    first argument, ``compiler.classes``); called with no arguments any other way it raises
    CPython's RuntimeError instead of inspecting the host's frame."""

    __slots__ = ()

    def __init__(self, *args: Any) -> None:
        if not args:
            raise RuntimeError("super(): no arguments")
        if len(args) > 2:
            raise TypeError(f"super() takes at most 2 arguments ({len(args)} given)")
        start = args[0]
        if not isinstance(start, type):
            super.__init__(self, *args)  # CPython's own TypeError (argument 1 must be a type)
        if not is_guest_class(start):
            raise TypeError(f"super() of the class '{start.__name__}' is not allowed in the "
                            "sandbox: super() works inside classes defined in the sandbox")
        if len(args) == 2:
            obj = args[1]
            if isinstance(obj, type):  # a subclass, or a class made by a guest metaclass
                ok = is_guest_class(obj) and (issubclass(obj, start) or (
                    is_guest_class(type(obj)) and isinstance(obj, start)))
            else:
                ok = is_guest_class(type(obj)) and issubclass(type(obj), start)
            if not ok:  # also where CPython would accept obj.__class__ (it may lie)
                raise TypeError(_SUPER_MISMATCH)
        super.__init__(self, *args)


GuestSuper.__name__ = GuestSuper.__qualname__ = "super"
GuestSuper.__module__ = "builtins"
GuestSuper.__doc__ = super.__doc__
