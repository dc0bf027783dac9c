"""``functools.singledispatch`` and ``singledispatchmethod`` for the guest.

CPython's versions are not handed out: their annotation form (``@f.register`` on
``def _(x: int)``) calls ``typing.get_type_hints``, which ``eval``s string annotations in
the host. These are our own, with CPython's behaviour and messages:

- ``register(cls, func=None)``, ``register(func)`` with the first parameter's annotation (a
  class or a ``X | Y`` union; a string annotation is refused with what to write instead,
  since the sandbox never evaluates source text it did not compile), ``dispatch(cls)``,
  ``registry`` (a read-only mapping);
- dispatch follows CPython's rules (``functools._find_impl``: the MRO, with abstract base
  classes composed in), charged one step per registered type;
- the dispatcher carries the function's ``__name__``, ``__qualname__``, ``__doc__``,
  ``__module__`` and ``__wrapped__``, and binds like a function when it is a class attribute.
"""

from __future__ import annotations

import functools
import types
from typing import Any

from ..guards.iterguard import charge
from ..guards.sizechecks import checked_callable
from ..runtime import gate
from ..runtime.context import current_ctx
from .datamods import AbcProxy

_META = ("__name__", "__qualname__", "__doc__", "__module__")


def _is_class(cls: Any) -> bool:
    return isinstance(cls, type) or type(cls) is AbcProxy


#: What ``register()`` takes as a class (a state import checks a saved registry's keys so).
is_dispatch_class = _is_class


def _real(cls: Any) -> Any:
    """The class to dispatch on: a ``collections.abc``/``numbers`` proxy stands for its ABC
    (the ABC itself never reaches the guest: ``registry`` shows the proxy again)."""
    return object.__getattribute__(cls, "_abc") if type(cls) is AbcProxy else cls


def _is_union(cls: Any) -> bool:
    return isinstance(cls, types.UnionType) and all(_is_class(a) for a in cls.__args__)


def _first_annotation(func: Any) -> tuple[str, Any]:
    try:
        annotations = gate.get_attr(func, "__annotations__")
    except AttributeError:
        annotations = {}
    items = [(k, v) for k, v in dict(annotations).items() if k != "return"]
    if not items:
        raise TypeError(f"Invalid first argument to `register()`: {func!r}. Use either "
                        "`@register(some_class)` or plain `@register` on an annotated "
                        "function.")
    return items[0]


class SingleDispatch:
    """Single-dispatch generic function (CPython's functools.singledispatch)."""

    __sandbox_attrs__ = frozenset({"register", "dispatch", "registry", "__wrapped__",
                                   *_META})

    def __init__(self, func: Any) -> None:
        self._registry: dict[Any, Any] = {object: func}
        self._proxies: dict[Any, Any] = {}  # real ABC -> the proxy the guest registered
        self.__wrapped__ = func
        for name in _META:
            try:
                setattr(self, name, gate.get_attr(func, name))
            except AttributeError:
                pass
        self._funcname = getattr(self, "__name__", "singledispatch function")

    def __repr__(self) -> str:
        return f"<function {getattr(self, '__qualname__', self._funcname)}>"

    @property
    def registry(self) -> types.MappingProxyType[Any, Any]:
        return types.MappingProxyType({self._proxies.get(k, k): v
                                       for k, v in self._registry.items()})

    def dispatch(self, cls: Any) -> Any:
        """generic_func.dispatch(cls) -> <function implementation>"""
        charge(current_ctx(), 1 + len(self._registry))
        cls = _real(cls)
        impl = self._registry.get(cls)
        if impl is None:
            impl = functools._find_impl(cls, self._registry)  # type: ignore[attr-defined]
        return impl

    def register(self, cls: Any, func: Any = None) -> Any:
        """generic_func.register(cls, func) -> func: register func for cls."""
        if _is_class(cls) or _is_union(cls):
            if func is None:
                from ..runtime.builtins import make_builtin

                def decorate(f: Any) -> Any:
                    return self.register(cls, f)
                return make_builtin("register", decorate)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a "
                                "class or union type.")
            func = cls
            argname, cls = _first_annotation(func)
            if isinstance(cls, str):
                raise TypeError(f"Invalid annotation for {argname!r}: {cls!r} is a string "
                                "(the sandbox does not evaluate annotations written as text);"
                                f" use @{self._funcname}.register(<class>) instead")
            if not (_is_class(cls) or _is_union(cls)):
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a "
                                "class.")
        for each in (cls.__args__ if _is_union(cls) else (cls,)):
            real = _real(each)
            if real is not each:
                self._proxies[real] = each
            self._registry[real] = func
        return func

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not args:
            raise TypeError(f"{self._funcname} requires at least 1 positional argument")
        # the implementation is called here, by host code: a checked builtin gets its
        # compiled call site's checks (round 8: singledispatch(list) built a gigabyte)
        return checked_callable(current_ctx(), self.dispatch(type(args[0])))(*args, **kwargs)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return types.MethodType(self, obj)


class SingleDispatchMethod:
    """Single-dispatch generic method descriptor (CPython's functools.singledispatchmethod):
    dispatches on the type of the first argument after ``self``/``cls``."""

    __sandbox_attrs__ = frozenset({"register", "dispatcher", "func"})

    def __init__(self, func: Any) -> None:
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = SingleDispatch(func)
        self.func = func

    def register(self, cls: Any, method: Any = None) -> Any:
        """generic_method.register(cls, func) -> func: register func for cls."""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        dispatcher = self.dispatcher

        def _method(*args: Any, **kwargs: Any) -> Any:
            if not args:
                raise TypeError(f"{dispatcher._funcname} requires at least 1 positional "
                                "argument")
            method = dispatcher.dispatch(type(args[0]))
            # bound as CPython binds it (a guest function, classmethod or staticmethod)
            bound = method.__get__(obj, cls) if hasattr(type(method), "__get__") else method
            return checked_callable(current_ctx(), bound)(*args, **kwargs)  # (as __call__)

        from ..runtime.builtins import make_builtin
        return make_builtin(dispatcher._funcname, _method)


for _cls, _name in ((SingleDispatch, "function"), (SingleDispatchMethod, "singledispatchmethod")):
    _cls.__name__ = _cls.__qualname__ = _name
    _cls.__module__ = "functools"
