"""The guest's builtin functions as objects: :class:`Builtin` (``<built-in function NAME>``),
:func:`make_builtin` to wrap a host implementation as one, and the size-checked methods the
gate hands out instead of some builtin methods (:class:`BoundCheck`, :class:`MethodCheck`).

The table of the guest's builtins, assembled from these and the checks, is
:mod:`sandbox.modules.builtin_table`.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any


class Builtin:
    """Base of the sandbox's own builtin functions. Each is an instance of a one-off subclass
    whose ``__call__`` is the implementation itself (no extra Python frame per call). Guest
    code cannot make new ones (``type(print)()`` is refused)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"cannot create '{cls.__name__}' instances")

    __slots__ = ("__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__"})
    __name__: str
    __qualname__: str

    def __repr__(self) -> str:
        return f"<built-in function {self.__name__}>"


def make_builtin(name: str, impl: Callable[..., Any], doc: str | None = None) -> Builtin:
    """Wrap ``impl`` as a guest builtin called ``name``. CPython's own argument errors name
    ``name()`` only, never the host implementation (see :func:`public_named`)."""
    impl = public_named(impl, name)
    cls = type("builtin_function_or_method", (Builtin,), {
        "__slots__": (), "__call__": staticmethod(impl), "__module__": "builtins",
        "__doc__": doc if doc is not None else impl.__doc__})
    obj: Any = object.__new__(cls)
    obj.__name__ = obj.__qualname__ = name
    return obj


def public_named(impl: Any, name: str) -> Any:
    """``impl`` under the public name ``name``: CPython words arity and keyword errors with
    the function's ``__qualname__`` ("copy() missing 1 required positional argument"), so a
    Python function -- or the function of a bound method -- must carry that name. The
    sandbox's own helpers (``build_json.<locals>.dumps``, ``time_``) are renamed in place, so
    that other helpers calling them report the same name; a function that already has a
    public name (one implementation serving several names, ``time.time``/``perf_counter``)
    or that is not the sandbox's (a stdlib function) is copied instead. Other callables (C
    functions, classes) already carry CPython's own names."""
    if type(impl) is types.MethodType:
        func = public_named(impl.__func__, name)
        return impl if func is impl.__func__ else types.MethodType(func, impl.__self__)
    if type(impl) is not types.FunctionType or impl.__qualname__ == name:
        return impl
    qualname = impl.__qualname__
    if str(impl.__module__).startswith("sandbox.") and not (
            qualname.isidentifier() and qualname[0] != "_" and qualname[-1] != "_"):
        impl.__name__ = impl.__qualname__ = name
        return impl
    named = types.FunctionType(impl.__code__, impl.__globals__, name, impl.__defaults__,
                               impl.__closure__)
    named.__kwdefaults__ = impl.__kwdefaults__
    named.__qualname__ = name
    named.__doc__ = impl.__doc__
    named.__dict__.update(impl.__dict__)
    return named


class BoundCheck:
    """A size-checked method bound to its object (what the gate hands out instead of some
    builtin methods): calling it calls ``fn(obj, *args)``."""

    __slots__ = ("_fn", "_obj", "__name__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, fn: Callable[..., Any], obj: Any, name: str) -> None:
        self._fn = fn
        self._obj = obj
        self.__name__ = name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._fn(self._obj, *args, **kwargs)

    def __eq__(self, other: object) -> bool:
        # as CPython's bound methods: equal when bound to the same object (d.get == d.get)
        if type(other) is not BoundCheck:
            return NotImplemented
        return self._obj is other._obj and self.__name__ == other.__name__

    def __hash__(self) -> int:
        return hash((id(self._obj), self.__name__))

    def __getattr__(self, name: str) -> Any:
        if name == "__qualname__":  # computed when read (call errors name the callee by it)
            return f"{type(self._obj).__qualname__}.{self.__name__}"  # as CPython's
        raise AttributeError(f"'builtin_function_or_method' object has no attribute '{name}'")

    def __repr__(self) -> str:
        return f"<built-in method {self.__name__} of {type(self._obj).__name__} object>"


BoundCheck.__name__ = BoundCheck.__qualname__ = "builtin_function_or_method"
BoundCheck.__module__ = "builtins"


class MethodCheck:
    """A size-checked method read from its type (``str.upper``): calling it calls
    ``fn(obj, *args)`` for an instance of the type, and CPython's own method (with its own
    errors) otherwise. Like the method descriptor it stands for, it binds to instances when
    stored on a class, and a saved session keeps it as (type, name)."""

    __slots__ = ("_fn", "_owner", "_real", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, fn: Callable[..., Any], owner: type, name: str) -> None:
        self._fn = fn
        self._owner = owner
        self._real = getattr(owner, name)
        self.__name__ = name
        self.__qualname__ = f"{owner.__name__}.{name}"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if args and isinstance(args[0], self._owner):
            return self._fn(*args, **kwargs)
        return self._real(*args, **kwargs)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        return self if obj is None else BoundCheck(self._fn, obj, self.__name__)

    def __repr__(self) -> str:
        return f"<method '{self.__name__}' of '{self._owner.__name__}' objects>"


MethodCheck.__name__ = MethodCheck.__qualname__ = "method_descriptor"
MethodCheck.__module__ = "builtins"




def unbound_method(t: type, name: str, fn: Callable[..., Any]) -> Callable[[Any], Any]:
    """Gate override for ``t.name`` read on the type (``str.ljust``): a :class:`MethodCheck`
    calling the checked ``fn``."""
    made = MethodCheck(fn, t, name)
    return lambda _type: made

