"""Guest ``contextlib``, ``dataclasses``, ``enum``, ``abc`` and ``typing``: the real stdlib
classes, wrapped where they would otherwise generate code, reach host state or need the host's
own ``await``.

Security notes (details next to each part):

* dataclasses generates methods with ``exec`` of text holding field names. Guests get a
  *private copy* of the stdlib module (loaded from its source, never put in ``sys.modules``)
  whose ``Field`` objects only the module itself may write to, whose code generators refuse
  any field that is not a ``Field`` with an identifier name (checked at the point the text is
  built, so guest code running in between cannot swap names), and whose ``sys.modules`` view
  never hands generated functions a host module's globals. Class annotations and dataclass
  bases are validated up front too, for clear errors.
* Metaclasses guests can reach refuse to build classes outside ``classes.create_class`` (no
  ``EnumType(..., _simple=True)``, no ``Enum._convert_`` of host modules, no ABCMeta call with
  host bases); ``typing.NamedTuple`` field names are validated before the namedtuple ``exec``.
* ``asdict``/``astuple`` deep-copy with their own bounded copier (stdlib ``copy.deepcopy``
  would apply guest-controlled reduce state to host objects), charging one step per value.
* ``redirect_stdout`` makes ``print()`` write into its target (the session's ``print`` keeps a
  stack of targets in the run's context); ``redirect_stderr`` and ``chdir`` are not provided.
"""

from __future__ import annotations

import _collections_abc
import abc as _abc
import contextlib as _cl
import dataclasses as _host_dataclasses
import enum as _enum
import importlib.util
import keyword
import sys
import types
import typing as _typing
import unicodedata
from contextvars import ContextVar
from typing import Any

from ..runtime import classes, gate
from ..runtime.awaiting import Awaitable_, await_value
from ..runtime.builtins import make_builtin, public_named
from ..runtime.context import current_ctx, in_run
from ..runtime.loop import check_abort
from ..runtime.objects import Function, guest_address
from . import GuestModule, ModuleEnv, register
from .session_abc import session_abc

GUEST_FLAG = classes.GUEST_FLAG
_NOTHING: Any = object()


def _own_guest_class(obj: Any) -> bool:
    """A class created by guest code itself (not a host class, not inheriting the flag)."""
    return isinstance(obj, type) and obj.__dict__.get(GUEST_FLAG) is True


def _check_bases(bases: tuple[Any, ...]) -> None:
    for base in bases:
        if not classes.may_subclass(base):
            raise TypeError(f"class '{getattr(base, '__name__', base)}' cannot be subclassed "
                            "in the sandbox")


def _charge(ctx: Any, steps: int = 1) -> None:
    ctx.steps_left -= steps
    if ctx.steps_left < 0:
        ctx.refill()


#: Class-building work done in one host call grows faster than linearly with the number of
#: fields (dataclasses compiles one function with them all): capped, and charged one step each.
_MAX_FIELDS = 1000
_MAX_MEMBERS = 5000


#: Characters of all field names of one generated class (dataclass, NamedTuple, TypedDict):
#: the generated methods repeat each name several times and CPython compiles them.
MAX_NAME_CHARS = 100_000


def _limit_items(what: str, count: int, limit: int, names: Any = ()) -> None:
    if count > limit:
        raise ValueError(f"{what} has {count} items; the sandbox allows at most {limit}")
    chars = sum(len(name) for name in names if isinstance(name, str))
    if chars > MAX_NAME_CHARS:
        raise ValueError(f"{what} field names have {chars} characters; the sandbox allows "
                         f"at most {MAX_NAME_CHARS}")
    try:
        ctx = current_ctx()
    except RuntimeError:  # host code building a class outside any run
        return
    _charge(ctx, count)


def _builtins(namespace: dict[str, Any]) -> dict[str, Any]:
    """Wrap every plain Python function of ``namespace`` so it exposes no ``__globals__``."""
    return {k: make_builtin(k, v, v.__doc__) if isinstance(v, types.FunctionType) else v
            for k, v in namespace.items()}


class _TypeName:
    """A metaclass exposed only as a name for ``isinstance``/``issubclass`` checks."""

    __slots__ = ("_real", "_text")
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, real: type, text: str) -> None:
        self._real = real
        self._text = text

    def __instancecheck__(self, obj: Any) -> bool:
        return isinstance(obj, self._real)

    def __subclasscheck__(self, cls: Any) -> bool:
        return issubclass(cls, self._real)

    def __repr__(self) -> str:
        return self._text


_TypeName.__name__ = _TypeName.__qualname__ = "type"  # what type(enum.EnumMeta) is in CPython
_TypeName.__module__ = "builtins"


class _GuestCallable:
    """What ``functools.wraps`` would return, without a host function's ``__globals__``."""

    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__", "__module__",
                                   "__wrapped__"})

    def __init__(self, wrapped: Any, impl: Any) -> None:
        self._impl = impl
        for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
            try:
                setattr(self, attr, getattr(wrapped, attr))
            except AttributeError:
                pass
        self.__wrapped__ = wrapped

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._impl(*args, **kwargs)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        return self if obj is None else types.MethodType(self, obj)

    def __repr__(self) -> str:
        return f"<function {getattr(self, '__qualname__', '?')} at {guest_address(self)}>"


_GuestCallable.__name__ = _GuestCallable.__qualname__ = "function"
_GuestCallable.__module__ = "builtins"


class _Step(Awaitable_):
    """A sandbox awaitable running ``fn(ctx)`` in the awaiting guest greenlet."""

    __slots__ = ("_fn",)

    def __init__(self, fn: Any) -> None:
        self._fn = fn

    def sandbox_await(self, ctx: Any) -> Any:
        return self._fn(ctx)


_Step.__name__ = _Step.__qualname__ = "coroutine"
_Step.__module__ = "builtins"


def _set_tb(exc: BaseException, tb: Any) -> None:
    if tb is None or isinstance(tb, types.TracebackType):  # guests hold GuestTraceback views
        exc.__traceback__ = tb


# === abc =======================================================================================

class ABCMeta(_abc.ABCMeta):
    """Metaclass for defining Abstract Base Classes (ABCs); called directly, it builds the
    class the way a class statement does."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):  # type: ignore[no-untyped-def]  # noqa: N804
        if namespace.get(GUEST_FLAG) is not True:  # ABCMeta('X', bases, ns) from guest code
            ns = dict(namespace)
            ns.setdefault("__module__", "__main__")
            ns.setdefault("__qualname__", name)
            meta, _, kwds = classes.prepare_class(name, tuple(bases),
                                                  {"metaclass": mcls, **kwargs})
            return classes.create_class(meta, name, tuple(bases), ns, kwds)
        _check_bases(bases)
        return super().__new__(mcls, name, bases, namespace, **kwargs)

    def _dump_registry(cls, file: Any = None) -> None:
        raise TypeError("ABCMeta._dump_registry() is not available in the sandbox")


ABCMeta.__module__ = "abc"
if hasattr(gate, "METACLASS_ATTRS"):  # class attributes a metaclass supplies (see report)
    gate.METACLASS_ATTRS[_abc.ABCMeta] = frozenset({"register"})


def abstractmethod(funcobj: Any) -> Any:
    """A decorator indicating abstract methods."""
    if type(funcobj) is Function:
        funcobj.__dict__["__isabstractmethod__"] = True
        return funcobj
    if isinstance(funcobj, (classmethod, staticmethod, property)) or classes.is_guest_class(
            type(funcobj)) or _own_guest_class(funcobj):
        funcobj.__isabstractmethod__ = True
        return funcobj
    raise TypeError("abstractmethod() can only decorate functions defined in the sandbox")


def update_abstractmethods(cls: Any) -> Any:
    """Recalculate the set of abstract methods of an abstract class."""
    if not _own_guest_class(cls):
        raise TypeError("update_abstractmethods() needs a class defined in the sandbox")
    return _abc.update_abstractmethods(cls)


@register("abc", doc="Abstract base classes (CPython's abc).")
def build_abc(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({ABCMeta, _abc.ABCMeta})
    return {"ABC": session_abc(ABCMeta), "ABCMeta": ABCMeta,  # its registry: this session's
            **_builtins({"abstractmethod": abstractmethod,
                         "update_abstractmethods": update_abstractmethods})}


# === contextlib ================================================================================

def _acm_subclasshook(cls: Any, other: Any) -> Any:
    if cls is AbstractContextManager:
        return _collections_abc._check_methods(other, "__enter__", "__exit__")  # type: ignore[attr-defined]
    return NotImplemented


#: contextlib.AbstractContextManager with the sandbox's ABCMeta (see ABCMeta._dump_registry).
AbstractContextManager = _abc.ABCMeta.__new__(ABCMeta, "AbstractContextManager", (), {
    "__slots__": (), "__module__": "contextlib", "__qualname__": "AbstractContextManager",
    "__doc__": _cl.AbstractContextManager.__doc__,
    "__class_getitem__": classmethod(types.GenericAlias),
    "__enter__": vars(_cl.AbstractContextManager)["__enter__"],
    "__exit__": vars(_cl.AbstractContextManager)["__exit__"],
    "__subclasshook__": classmethod(_acm_subclasshook)})


class ContextDecorator(_cl.ContextDecorator):
    """A base class or mixin that enables context managers to work as decorators."""

    def __call__(self, func: Any) -> Any:
        def inner(*args: Any, **kwds: Any) -> Any:
            with self._recreate_cm():  # type: ignore[attr-defined]
                return func(*args, **kwds)
        return _GuestCallable(func, inner)


ContextDecorator.__module__ = "contextlib"


class _GeneratorContextManager(ContextDecorator, _cl._GeneratorContextManager):
    """Helper for @contextmanager decorator."""

    def __exit__(self, typ: Any, value: Any, traceback: Any) -> bool:  # 3.11's, see _set_tb
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                self.gen.close()
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                _set_tb(exc, traceback)
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                _set_tb(value, traceback)
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            _set_tb(exc, traceback)
            return False
        try:
            raise RuntimeError("generator didn't stop after throw()")
        finally:
            self.gen.close()


class _AsyncGeneratorContextManager:
    """Helper for @asynccontextmanager decorator (steps awaited by the sandbox)."""

    def __init__(self, func: Any, args: Any, kwds: Any) -> None:
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self) -> Any:
        return self.__class__(self.func, self.args, self.kwds)

    def __aenter__(self) -> Any:
        return _Step(self._enter)

    def _enter(self, ctx: Any) -> Any:
        del self.args, self.kwds, self.func
        try:
            return await_value(ctx, self.gen.__anext__())
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    def __aexit__(self, typ: Any, value: Any, traceback: Any) -> Any:
        return _Step(lambda ctx: self._exit(ctx, typ, value, traceback))

    def _exit(self, ctx: Any, typ: Any, value: Any, traceback: Any) -> bool:
        gen = self.gen
        if typ is None:
            try:
                await_value(ctx, gen.__anext__())
            except StopAsyncIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                await_value(ctx, gen.aclose())
        if value is None:
            value = typ()
        try:
            await_value(ctx, gen.athrow(typ, value, traceback))
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                _set_tb(exc, traceback)
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                _set_tb(value, traceback)
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            _set_tb(exc, traceback)
            return False
        try:
            raise RuntimeError("generator didn't stop after athrow()")
        finally:
            await_value(ctx, gen.aclose())

    def __call__(self, func: Any) -> Any:
        def run(ctx: Any, args: Any, kwds: Any) -> Any:
            cm = self._recreate_cm()
            await_value(ctx, cm.__aenter__())
            try:
                result = await_value(ctx, func(*args, **kwds))
            except BaseException as e:
                if check_abort(e):
                    raise
                if not await_value(ctx, cm.__aexit__(type(e), e, None)):
                    raise
                return None
            await_value(ctx, cm.__aexit__(None, None, None))
            return result
        return _GuestCallable(func, lambda *a, **k: _Step(lambda ctx: run(ctx, a, k)))


def _unwind(stack: Any, exc_details: tuple[Any, ...], ctx: Any) -> bool:
    """ExitStack/AsyncExitStack ``__exit__`` (3.11's), awaiting async callbacks when ``ctx``
    is given; the exception-context walk stops on cycles (guests can make them)."""
    received_exc = exc_details[0] is not None
    frame_exc = sys.exc_info()[1]

    def fix_context(new_exc: Any, old_exc: Any) -> None:
        seen = set()
        while id(new_exc) not in seen:
            seen.add(id(new_exc))
            exc_context = new_exc.__context__
            if exc_context is None or exc_context is old_exc:
                return
            if exc_context is frame_exc:
                break
            new_exc = exc_context
        new_exc.__context__ = old_exc

    suppressed_exc = False
    pending_raise = False
    callbacks = stack._exit_callbacks
    while callbacks:
        is_sync, cb = callbacks.pop()
        try:
            cb_suppress = cb(*exc_details)
            if not is_sync:
                cb_suppress = await_value(ctx, cb_suppress)
            if cb_suppress:
                suppressed_exc = True
                pending_raise = False
                exc_details = (None, None, None)
        except BaseException as exc:
            if check_abort(exc):  # a breach ends the run: no later callback sees it
                raise
            new_exc_details = sys.exc_info()
            fix_context(new_exc_details[1], exc_details[1])
            pending_raise = True
            exc_details = new_exc_details
    if pending_raise:
        fixed_ctx = exc_details[1].__context__
        try:
            raise exc_details[1]
        except BaseException:
            exc_details[1].__context__ = fixed_ctx
            raise
    return received_exc and suppressed_exc


class ExitStack(_cl.ExitStack):
    """Context manager for dynamic management of a stack of exit callbacks."""

    def __exit__(self, *exc_details: Any) -> bool:
        return _unwind(self, exc_details, None)


class AsyncExitStack(_cl._BaseExitStack):
    """Async context manager for dynamic management of a stack of exit callbacks."""

    def enter_async_context(self, cm: Any) -> Any:
        cls = type(cm)
        try:
            enter, exit_ = cls.__aenter__, cls.__aexit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does not support "
                            "the asynchronous context manager protocol") from None

        def run(ctx: Any) -> Any:
            result = await_value(ctx, enter(cm))
            self._push_exit_callback(  # type: ignore[attr-defined]
                types.MethodType(exit_, cm), False)
            return result
        return _Step(run)

    def push_async_exit(self, exit: Any) -> Any:  # noqa: A002 - the stdlib's name
        try:
            exit_method = type(exit).__aexit__
        except AttributeError:
            self._push_exit_callback(exit, False)  # type: ignore[attr-defined]
        else:
            self._push_exit_callback(  # type: ignore[attr-defined]
                types.MethodType(exit_method, exit), False)
        return exit

    def push_async_callback(self, callback: Any, /, *args: Any, **kwds: Any) -> Any:
        def wrapper(exc_type: Any, exc: Any, tb: Any) -> Any:
            return _Step(lambda ctx: await_value(ctx, callback(*args, **kwds)) and None)
        self._push_exit_callback(wrapper, False)  # type: ignore[attr-defined]
        return callback

    def aclose(self) -> Any:
        return _Step(lambda ctx: _unwind(self, (None, None, None), ctx) and None)

    def __aenter__(self) -> Any:
        return _Step(lambda ctx: self)

    def __aexit__(self, *exc_details: Any) -> Any:
        return _Step(lambda ctx: _unwind(self, exc_details, ctx))


class nullcontext:  # noqa: N801 - the stdlib's name
    """Context manager that does no additional processing (sync and async)."""

    def __init__(self, enter_result: Any = None) -> None:
        self.enter_result = enter_result

    def __enter__(self) -> Any:
        return self.enter_result

    def __exit__(self, *excinfo: Any) -> None:
        return None

    def __aenter__(self) -> Any:
        return _Step(lambda ctx: self.enter_result)

    def __aexit__(self, *excinfo: Any) -> Any:
        return _Step(lambda ctx: None)


class aclosing:  # noqa: N801 - the stdlib's name
    """Async context manager for safely finalizing an asynchronously cleaned-up resource."""

    def __init__(self, thing: Any) -> None:
        self.thing = thing

    def __aenter__(self) -> Any:
        return _Step(lambda ctx: self.thing)

    def __aexit__(self, *exc_info: Any) -> Any:
        return _Step(lambda ctx: await_value(ctx, self.thing.aclose()) and None)


for _cls in (ExitStack, AsyncExitStack, nullcontext, aclosing, _GeneratorContextManager,
             _AsyncGeneratorContextManager):
    _cls.__module__ = "contextlib"


def contextmanager(func: Any) -> Any:
    """@contextmanager decorator (a guest generator function becomes a context manager)."""
    return _GuestCallable(func, lambda *a, **k: _GeneratorContextManager(func, a, k))


def asynccontextmanager(func: Any) -> Any:
    """@asynccontextmanager decorator (for guest async generator functions)."""
    return _GuestCallable(func, lambda *a, **k: _AsyncGeneratorContextManager(func, a, k))


_STACK_METHODS = frozenset({"enter_context", "callback", "push", "pop_all"})
gate.ALLOWED_ATTRS.update({
    _GeneratorContextManager: frozenset(),
    _AsyncGeneratorContextManager: frozenset(),
    _cl.suppress: frozenset(),
    _cl.closing: frozenset({"thing"}),
    nullcontext: frozenset({"enter_result"}),
    aclosing: frozenset({"thing"}),
    ExitStack: _STACK_METHODS | {"close"},
    AsyncExitStack: _STACK_METHODS | {"enter_async_context", "push_async_exit",
                                      "push_async_callback", "aclose"},
    AbstractContextManager: frozenset(),
    ContextDecorator: frozenset(),
})


class redirect_stdout:  # noqa: N801 - the guest-visible name
    """contextlib.redirect_stdout: ``print()`` without ``file=`` writes to ``new_target``
    (through the gate) until the block ends."""

    __sandbox_attrs__ = frozenset({"__enter__", "__exit__"})

    def __init__(self, new_target: Any) -> None:
        self._target = new_target
        self._ctx: Any = None

    def __enter__(self) -> Any:
        from ..runtime.context import current_ctx
        self._ctx = current_ctx()
        self._ctx.redirects.append(self._target)
        return self._target

    def __exit__(self, *exc: Any) -> None:
        if self._ctx is not None and self._ctx.redirects:
            self._ctx.redirects.pop()


redirect_stdout.__module__ = "contextlib"


@register("contextlib", doc="Utilities for with-statement contexts (CPython's contextlib; "
                            "redirect_stdout into any writable object; no redirect_stderr or "
                            "chdir).")
def build_contextlib(env: ModuleEnv) -> dict[str, Any]:
    classes.SUBCLASSABLE.update({ContextDecorator, AbstractContextManager})
    classes.ALLOWED_METACLASSES.update({ABCMeta, _abc.ABCMeta})
    return {
        "redirect_stdout": redirect_stdout,
        "contextmanager": make_builtin("contextmanager", contextmanager),
        "asynccontextmanager": make_builtin("asynccontextmanager", asynccontextmanager),
        "suppress": _cl.suppress, "closing": _cl.closing, "aclosing": aclosing,
        "nullcontext": nullcontext, "ExitStack": ExitStack, "AsyncExitStack": AsyncExitStack,
        "ContextDecorator": ContextDecorator,
        "AbstractContextManager": AbstractContextManager,
    }


# === dataclasses ===============================================================================

def _load_private_dataclasses() -> Any:
    spec = importlib.util.spec_from_file_location("dataclasses", _host_dataclasses.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)  # not registered in sys.modules
    spec.loader.exec_module(module)
    return module


def _share_sentinels(module: Any) -> None:
    """Use the host module's markers, so host code (pprint, dataclasses.fields) understands
    guest dataclasses: rebind the globals and every function default that held the copies."""
    shared = ("MISSING", "_HAS_DEFAULT_FACTORY", "KW_ONLY", "_FIELD", "_FIELD_CLASSVAR",
              "_FIELD_INITVAR", "InitVar", "FrozenInstanceError")
    new = {id(getattr(module, n)): getattr(_host_dataclasses, n) for n in shared}
    functions = [v for v in vars(module).values() if isinstance(v, types.FunctionType)]
    for cls in [v for v in vars(module).values() if isinstance(v, type)]:
        for v in vars(cls).values():
            v = getattr(v, "__func__", v)
            if isinstance(v, types.FunctionType):
                functions.append(v)
    for fn in functions:
        if fn.__defaults__:
            fn.__defaults__ = tuple(new.get(id(v), v) for v in fn.__defaults__)
        if fn.__kwdefaults__:
            fn.__kwdefaults__ = {k: new.get(id(v), v) for k, v in fn.__kwdefaults__.items()}
    for name in shared:
        setattr(module, name, getattr(_host_dataclasses, name))


_dc = _load_private_dataclasses()
_share_sentinels(_dc)
_DC_GLOBALS = _dc.__dict__
#: The guest namespace string annotations of the class being decorated resolve in.
_MAIN_NS: ContextVar[Any] = ContextVar("sandbox_dataclass_main", default=None)


class _ModuleView:
    """A guest namespace as a module for dataclasses' string-annotation lookups (``.get``
    only; the guest's own ``typing``/``dataclasses`` modules stand for the real ones)."""

    __slots__ = ("_ns",)

    def __init__(self, ns: Any) -> None:
        self._ns = ns

    @property
    def __dict__(self) -> Any:  # type: ignore[override]
        return self

    def get(self, name: Any, default: Any = None) -> Any:
        value = self._ns.get(name, default)
        if isinstance(value, GuestModule):
            return {"typing": _typing, "dataclasses": _dc}.get(value.__dict__["__name__"],
                                                               value)
        return value


class _Modules:
    """``sys.modules`` as the private dataclasses sees it: generated functions always get
    fresh globals (``in`` is False), string annotations resolve in the guest's namespace."""

    def __contains__(self, name: Any) -> bool:
        return False

    def __getitem__(self, name: str) -> Any:
        return self.get(name)

    def get(self, name: Any, default: Any = None) -> Any:
        if name == "dataclasses":
            return _dc
        if name == "typing":
            return _typing
        main = _MAIN_NS.get()
        return _ModuleView(main if name == "__main__" and main is not None else {})


_dc.sys = types.SimpleNamespace(modules=_Modules())


def _field_setattr(self: Any, name: str, value: Any) -> None:
    if sys._getframe(1).f_globals is not _DC_GLOBALS:
        raise AttributeError(f"'Field' object attribute '{name}' is read-only in the sandbox")
    object.__setattr__(self, name, value)


def _field_delattr(self: Any, name: str) -> None:
    raise AttributeError(f"'Field' object attribute '{name}' is read-only in the sandbox")


_dc.Field.__setattr__ = _field_setattr
_dc.Field.__delattr__ = _field_delattr


def _valid_name(name: Any) -> bool:
    return (type(name) is str and name.isidentifier() and not keyword.iskeyword(name)
            and unicodedata.normalize("NFKC", name) == name)


def _check_field_name(name: Any) -> None:
    if not _valid_name(name):
        raise TypeError(f"dataclass field name {name!r} is not a valid identifier "
                        "(refused by the sandbox)")


def _checked(fields: Any) -> Any:
    for f in fields:
        if type(f) is not _dc.Field:
            raise TypeError("dataclass fields must be Field objects (refused by the sandbox)")
        _check_field_name(f.name)
    return fields


def _guard_sinks() -> None:
    """Every generator that writes field names into source text checks them first."""
    init_fn, repr_fn = _dc._init_fn, _dc._repr_fn
    frozen_fn, tuple_str = _dc._frozen_get_del_attr, _dc._tuple_str

    def _init_fn(fields: Any, std: Any, kw_only: Any, *rest: Any) -> Any:
        return init_fn(_checked(fields), _checked(std), _checked(kw_only), *rest)

    def _repr_fn(fields: Any, globals: Any) -> Any:  # noqa: A002 - stdlib signature
        return repr_fn(_checked(fields), globals)

    def _frozen_get_del_attr(cls: Any, fields: Any, globals: Any) -> Any:  # noqa: A002
        return frozen_fn(cls, _checked(fields), globals)

    def _tuple_str(obj_name: str, fields: Any) -> Any:
        return tuple_str(obj_name, _checked(fields))

    _dc._init_fn, _dc._repr_fn = _init_fn, _repr_fn
    _dc._frozen_get_del_attr, _dc._tuple_str = _frozen_get_del_attr, _tuple_str


_guard_sinks()


def _check_dataclass(cls: Any) -> None:
    """Up-front checks before the private dataclasses processes ``cls``."""
    if not _own_guest_class(cls):
        raise TypeError("dataclass() can only decorate classes defined in the sandbox")
    annotations = cls.__dict__.get("__annotations__", {})
    if type(annotations) is not dict:
        raise TypeError("dataclass() needs __annotations__ to be a dict in the sandbox")
    for name in annotations:
        _check_field_name(name)
    names = set(annotations)
    for base in cls.__mro__[1:]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is None:
            continue
        if type(base_fields) is not dict:
            raise TypeError("__dataclass_fields__ must be a dict in the sandbox")
        for key, f in base_fields.items():
            _check_field_name(key)
            _checked((f,))
        names.update(base_fields)
        base_annotations = base.__dict__.get("__annotations__", {})
        for name in base_annotations if type(base_annotations) is dict else ():
            _check_field_name(name)
    _limit_items(f"dataclass {cls.__name__!r}", len(names), _MAX_FIELDS, names)


class _Copier:
    """``copy.deepcopy`` for asdict/astuple values: builtin containers recursively, guest
    objects by their own ``__deepcopy__`` or reduce protocol (state applied only to guest
    objects), other host objects unchanged unless a C type defines ``__deepcopy__``."""

    _ATOMIC = frozenset({type(None), int, float, bool, complex, str, bytes, type(...),
                         type(NotImplemented), range, types.BuiltinFunctionType,
                         types.FunctionType, Function, property, _GuestCallable})

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.memo: dict[int, Any] = {}
        self.keep: list[Any] = []

    def copy(self, x: Any) -> Any:
        _charge(self.ctx)
        t = type(x)
        if t in self._ATOMIC or isinstance(x, type):
            return x
        y = self.memo.get(id(x), _NOTHING)
        if y is not _NOTHING:
            return y
        self.keep.append(x)
        if t is list:
            y = self.memo[id(x)] = []
            y.extend(self.copy(v) for v in x)
        elif t is dict:
            y = self.memo[id(x)] = {}
            for k, v in x.items():
                y[self.copy(k)] = self.copy(v)
        elif t in (tuple, frozenset):
            items = [self.copy(v) for v in x]
            y = self.memo.get(id(x), _NOTHING)  # a cycle through x was copied meanwhile
            if y is _NOTHING:
                y = x if all(a is b for a, b in zip(items, x, strict=True)) else t(items)
        elif t is set:
            y = self.memo[id(x)] = set()
            y.update(self.copy(v) for v in x)
        elif t is bytearray:
            y = bytearray(x)
        elif getattr(t, GUEST_FLAG, False) is True:
            y = self._guest(x, t)
        elif getattr(t, "__deepcopy__", None) is not None and not t.__flags__ & (1 << 9):
            y = x.__deepcopy__(self.memo)  # a C type's own deep copy
        else:
            y = x
        self.memo[id(x)] = y
        return y

    def _guest(self, x: Any, t: type) -> Any:
        copier = getattr(t, "__deepcopy__", None)
        if copier is not None:
            return copier(x, self.memo)
        rv = t.__reduce_ex__(x, 4)  # type: ignore[call-arg]
        if isinstance(rv, str):
            return x
        if type(rv) is not tuple or not 2 <= len(rv) <= 6:
            raise TypeError("__reduce_ex__ must return a string or a tuple of 2 to 6 items")
        func, args, state, listiter, dictiter = (*rv, None, None, None, None)[:5]
        y = func(*self.copy(args))
        self.memo[id(x)] = y
        if state is None and listiter is None and dictiter is None:
            return y
        if getattr(type(y), GUEST_FLAG, False) is not True:
            raise TypeError("asdict()/astuple() cannot copy this object in the sandbox")
        if state is not None:
            state = self.copy(state)
            if hasattr(y, "__setstate__"):
                y.__setstate__(state)
            else:
                slotstate = None
                if isinstance(state, tuple) and len(state) == 2:
                    state, slotstate = state
                if state:
                    y.__dict__.update(state)
                for key, value in (slotstate or {}).items():
                    setattr(y, key, value)
        for item in listiter or ():
            y.append(self.copy(item))
        for key, value in dictiter or ():
            y[self.copy(key)] = self.copy(value)
        return y


def _convert(obj: Any, factory: Any, as_dict: bool, copier: _Copier) -> Any:
    """3.11's _asdict_inner/_astuple_inner with the sandbox's copier (one step per value)."""
    _charge(copier.ctx)
    if _dc._is_dataclass_instance(obj):
        if as_dict:
            return factory([(f.name, _convert(getattr(obj, f.name), factory, True, copier))
                            for f in _dc.fields(obj)])
        return factory([_convert(getattr(obj, f.name), factory, False, copier)
                        for f in _dc.fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_convert(v, factory, as_dict, copier) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_convert(v, factory, as_dict, copier) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_convert(k, factory, as_dict, copier),
                          _convert(v, factory, as_dict, copier)) for k, v in obj.items())
    return copier.copy(obj)


gate.ALLOWED_ATTRS.update({
    _dc.Field: frozenset({"name", "type", "default", "default_factory", "init", "repr",
                          "hash", "compare", "metadata", "kw_only"}),
    _dc.InitVar: frozenset({"type"}),
    _dc._DataclassParams: frozenset({"init", "repr", "eq", "order", "unsafe_hash", "frozen"}),
    type(_dc.MISSING): frozenset(),
    type(_dc.KW_ONLY): frozenset(),
})
gate.ALLOWED_ATTRS.setdefault(types.MappingProxyType,
                              frozenset({"get", "keys", "values", "items", "copy"}))


@register("dataclasses", doc="Generate special methods on classes (CPython's dataclasses; "
                             "field names must be identifiers).")
def build_dataclasses(env: ModuleEnv) -> dict[str, Any]:
    def process(cls: Any, options: dict[str, Any]) -> Any:
        _check_dataclass(cls)
        if isinstance(cls, type) and cls.__dict__.get("__repr__") is classes.REPR_HOOK:
            type.__delattr__(cls, "__repr__")  # dataclasses adds __repr__ only where missing
        token = _MAIN_NS.set(env.session.globals)
        try:
            made = _dc.dataclass(cls, **options)
        finally:
            _MAIN_NS.reset(token)
            if isinstance(cls, type):
                classes.ensure_default_repr(cls)
        if isinstance(made, type):
            classes.ensure_default_repr(made)
        return made

    def dataclass(cls: Any = None, /, *, init: Any = True, repr: Any = True,  # noqa: A002
                  eq: Any = True, order: Any = False, unsafe_hash: Any = False,
                  frozen: Any = False, match_args: Any = True, kw_only: Any = False,
                  slots: Any = False, weakref_slot: Any = False) -> Any:
        options = dict(init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                       frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                       weakref_slot=weakref_slot)
        if cls is None:
            return make_builtin("wrap", lambda c: process(c, options))
        return process(cls, options)

    def asdict(obj: Any, *, dict_factory: Any = dict) -> Any:
        if not _dc._is_dataclass_instance(obj):
            raise TypeError("asdict() should be called on dataclass instances")
        return _convert(obj, dict_factory, True, _Copier(env.ctx()))

    def astuple(obj: Any, *, tuple_factory: Any = tuple) -> Any:
        if not _dc._is_dataclass_instance(obj):
            raise TypeError("astuple() should be called on dataclass instances")
        return _convert(obj, tuple_factory, False, _Copier(env.ctx()))

    def make_dataclass(cls_name: Any, fields: Any, *, bases: Any = (), namespace: Any = None,
                       **options: Any) -> Any:
        seen: set[str] = set()
        annotations: dict[str, Any] = {}
        defaults: dict[str, Any] = {}
        fields = list(fields)
        _limit_items("make_dataclass() fields", len(fields), _MAX_FIELDS)
        for item in fields:
            if isinstance(item, str):
                name, tp = item, "typing.Any"
            elif len(item) == 2:
                name, tp = item
            elif len(item) == 3:
                name, tp, spec = item
                defaults[name] = spec
            else:
                raise TypeError(f"Invalid field: {item!r}")
            if not isinstance(name, str) or not name.isidentifier():
                raise TypeError(f"Field names must be valid identifiers: {name!r}")
            if keyword.iskeyword(name):
                raise TypeError(f"Field names must not be keywords: {name!r}")
            if name in seen:
                raise TypeError(f"Field name duplicated: {name!r}")
            _check_field_name(name)
            seen.add(name)
            annotations[name] = tp
        bases = tuple(bases)
        meta, ns, kwds = classes.prepare_class(cls_name, bases, {})
        ns.update(namespace or {})
        ns.update(defaults)
        ns["__annotations__"] = annotations
        ns.setdefault("__module__", "types")  # where CPython 3.11's types.new_class puts it
        ns.setdefault("__qualname__", cls_name)
        return dataclass(classes.create_class(meta, cls_name, bases, ns, kwds), **options)

    ns = {"dataclass": dataclass, "asdict": asdict, "astuple": astuple,
          "make_dataclass": make_dataclass, "field": _dc.field, "fields": _dc.fields,
          "replace": _dc.replace, "is_dataclass": _dc.is_dataclass}
    return {**_builtins(ns), "Field": _dc.Field, "FrozenInstanceError": _dc.FrozenInstanceError,
            "MISSING": _dc.MISSING, "KW_ONLY": _dc.KW_ONLY, "InitVar": _dc.InitVar}


# === enum ======================================================================================

class _EnumDict(_enum._EnumDict):
    """The class namespace of guest enums: members counted (and capped) as they are added
    (``auto()`` makes each addition cost more than the one before)."""

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        if len(self._member_names) > _MAX_MEMBERS:  # type: ignore[attr-defined]
            _limit_items(f"enum {self._cls_name!r}",  # type: ignore[attr-defined]
                         len(self._member_names), _MAX_MEMBERS)  # type: ignore[attr-defined]


class _EnumType(_enum.EnumType):
    """EnumType for guest enums: classes only through ``classes.create_class``."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):  # type: ignore[no-untyped-def]  # noqa: N804
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict["_generate_next_value_"] = getattr(first_enum, "_generate_next_value_",
                                                         None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):  # type: ignore[no-untyped-def]  # noqa: N804, E501
        if _simple or classdict.get(GUEST_FLAG) is not True:
            raise TypeError("enum classes are created by class statements in the sandbox")
        _check_bases(bases)
        _limit_items(f"enum {cls!r}", len(classdict._member_names), _MAX_MEMBERS)
        return super().__new__(metacls, cls, bases, classdict, boundary=boundary, **kwds)

    def _convert_(cls, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("Enum._convert_() is not available in the sandbox")

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None,  # type: ignore[no-untyped-def]  # noqa: A002, E501
                 start=1, boundary=None):
        """The functional API (``Enum('Color', 'RED GREEN')``), built like a class statement."""
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        kwds = {} if boundary is None else {"boundary": boundary}
        meta, classdict, kwds = classes.prepare_class(class_name, bases, kwds)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)):
            _limit_items(f"enum {class_name!r}", len(names), _MAX_MEMBERS)
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values: list[Any] = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict["__module__"] = "__main__" if module is None else module
        classdict["__qualname__"] = class_name if qualname is None else qualname
        return classes.create_class(meta, class_name, bases, classdict, kwds)


_EnumType.__name__ = _EnumType.__qualname__ = "EnumType"
_EnumType.__module__ = "enum"


def _guest_enum_base(real: type) -> type:
    """A host subclass of ``real`` with the sandbox's EnumType (guests derive from it)."""
    classdict = _EnumType.__prepare__(real.__name__, (real,))
    classdict.update({"__module__": "enum", "__qualname__": real.__qualname__,
                      "__doc__": real.__doc__})
    return _enum.EnumType.__new__(_EnumType, real.__name__, (real,), classdict)


_ENUM_BASES = {real.__name__: _guest_enum_base(real) for real in (
    _enum.Enum, _enum.IntEnum, _enum.StrEnum, _enum.Flag, _enum.IntFlag)}
gate.ALLOWED_ATTRS[_enum.Enum] = frozenset({"name", "value"})


@register("enum", doc="Enumerations (CPython's enum; no _convert_).")
def build_enum(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({_EnumType, _enum.EnumType})
    classes.SUBCLASSABLE.update(_ENUM_BASES.values())
    meta = _TypeName(_enum.EnumType, "<class 'enum.EnumType'>")
    return {**_ENUM_BASES, "auto": _enum.auto, "EnumType": meta, "EnumMeta": meta,
            "unique": make_builtin("unique", _enum.unique, _enum.unique.__doc__)}


# === typing ====================================================================================

def _check_tuple_field(name: Any) -> None:
    """namedtuple's own rules, checked before typing's NamedTupleMeta sees the names."""
    if type(name) is not str:
        raise TypeError("Type names and field names must be strings")
    if not name.isidentifier() or unicodedata.normalize("NFKC", name) != name:
        raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
    if keyword.iskeyword(name):
        raise ValueError(f"Type names and field names cannot be a keyword: {name!r}")
    if name.startswith("_"):
        raise ValueError(f"Field names cannot start with an underscore: {name!r}")


class _NamedTupleMeta(_typing.NamedTupleMeta):  # type: ignore[name-defined]
    def __new__(cls, typename, bases, ns):  # type: ignore[no-untyped-def]
        annotations = ns.get("__annotations__", {})
        if type(annotations) is not dict:
            raise TypeError("NamedTuple needs __annotations__ to be a dict in the sandbox")
        _limit_items(f"NamedTuple {typename!r}", len(annotations), _MAX_FIELDS, annotations)
        for name in annotations:
            _check_tuple_field(name)
        bases = tuple(_typing._NamedTuple if b is _NAMEDTUPLE_BASE else b for b in bases)
        return super().__new__(cls, typename, bases, ns)


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
    fields = [(name, tp) for name, tp in fields]
    _limit_items(f"NamedTuple {typename!r}", len(fields), _MAX_FIELDS,
                 [name for name, _ in fields])
    for name, _ in fields:
        _check_tuple_field(name)
    nm_tpl = _typing._make_nmtuple(  # type: ignore[attr-defined]
        typename, fields, module="__main__")
    type.__setattr__(nm_tpl, GUEST_FLAG, True)
    return nm_tpl


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
        if namespace.get(GUEST_FLAG) is not True:
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
_TYPING_NAMES = """Any Optional Union List Dict Tuple Set FrozenSet Callable Iterable Iterator
Generator Sequence Mapping MutableMapping Type TypeVar Generic Literal Final ClassVar
Annotated NoReturn Awaitable Coroutine AsyncIterator AsyncIterable AsyncGenerator Hashable
Sized Collection Container Reversible MutableSequence AbstractSet MutableSet DefaultDict Text
AnyStr Required NotRequired Never Self""".split()
_NAMED_TUPLE = _BaseFunction("NamedTuple", _named_tuple, _NAMEDTUPLE_BASE)
_TYPED_DICT = _BaseFunction("TypedDict", _typed_dict, _typing._TypedDict)


@register("typing", doc="Type hints (a curated part of CPython's typing).")
def build_typing(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({_ProtocolMeta, _typing._ProtocolMeta, _NamedTupleMeta,
                                        _typing._TypedDictMeta, type(_typing.Any), _abc.ABCMeta})  # type: ignore[attr-defined]
    classes.SUBCLASSABLE.update({_typing.Generic, _PROTOCOL, _NAMEDTUPLE_BASE,
                                 _typing._TypedDict})
    ns = {name: getattr(_typing, name) for name in _TYPING_NAMES}
    ns.update(NamedTuple=_NAMED_TUPLE, TypedDict=_TYPED_DICT, TYPE_CHECKING=False,
              Protocol=_PROTOCOL,
              **_builtins({"cast": _cast, "final": _final,
                           "runtime_checkable": _runtime_checkable,
                           "get_origin": _typing.get_origin, "get_args": _typing.get_args}),
              overload=make_builtin("overload", lambda func: _OVERLOAD_DUMMY,
                                    _typing.overload.__doc__))
    return ns
