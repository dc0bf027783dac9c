"""Guest ``contextlib`` and ``abc``: the real stdlib classes, wrapped where they would
otherwise reach host state or need the host's own ``await``. (``dataclasses`` is guest code,
see :mod:`.dataclassmods`; ``typing`` is in :mod:`.typingmods`, which shares the helpers here.)

Security notes (details next to each part):

* Metaclasses guests can reach refuse to build classes outside ``classes.create_class`` (no
  ``EnumType(..., _simple=True)``, no ``Enum._convert_`` of host modules, no ABCMeta call with
  host bases); enum member counts are capped (one host call builds the class).
* ``redirect_stdout``/``redirect_stderr`` make the stream's writes go into their target (the
  run's context keeps a stack of targets per stream); ``chdir`` changes the session's
  virtual file system's working directory.
"""

from __future__ import annotations

import _collections_abc
import abc as _abc
import contextlib as _cl
import sys
import types
from typing import Any

from ..guards.costmodel import costs
from ..guards.sizechecks import held_callable
from ..runtime import classes, gate
from ..runtime.awaiting import Awaitable_, await_value
from ..runtime.builtins import make_builtin
from ..runtime.classview import SHOWN_METACLASSES
from ..runtime.context import current_ctx
from ..runtime.loop import check_abort
from ..runtime.metaclasses import add_checked_metaclass
from ..runtime.objects import Function, guest_address
from . import ModuleEnv, register
from .session_abc import session_abc

GUEST_FLAG = classes.GUEST_FLAG


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


#: Class-building work done in one host call (typing's TypedDict metaclass, enum's, whose
#: auto() makes each member cost more than the one before): capped, and charged one step each.
#: (dataclasses and NamedTuple are guest code: their work is guest steps, with no cap.)
_MAX_FIELDS = 1000
_MAX_MEMBERS = 5000


#: Characters of all field names of one class made by TypedDict (typing type-checks each
#: annotation in one host call), dataclass or namedtuple (their reprs, docs and signatures are
#: C string operations on the names, not sized before they run).
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

    def __mro_entries__(self, bases: Any) -> Any:  # class M(enum.EnumType): a clear refusal
        raise TypeError(f"{self._text[8:-2]!r} cannot be subclassed in the sandbox "
                        f"({classes.METACLASS_HINT})")


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
        if not classes.built_by_create_class(namespace):  # ABCMeta('X', bases, ns) by a guest,
            # or a guest subclass of it building a class: a class statement's checks
            return classes.build_checked(ABCMeta.__new__, mcls, name, bases, namespace, kwargs)
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


@register("abc", doc="Abstract base classes (CPython's abc).", costs=costs(
    constant=("ABC", "ABCMeta", "abstractmethod", "update_abstractmethods")))
def build_abc(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({ABCMeta, _abc.ABCMeta})
    classes.SUBCLASSABLE.add(ABCMeta)  # class M(abc.ABCMeta): a guest metaclass
    add_checked_metaclass(ABCMeta, _abc.ABCMeta)
    SHOWN_METACLASSES.add(ABCMeta)  # type(C) of an ABC: abc.ABCMeta, as in CPython
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


class _HeldCallbacks:
    """``callback(f, *args)`` of the exit stacks: ``__exit__`` calls ``f`` as host code, so
    a checked builtin is held (round 8: ``callback(list, range(3 * 10**7))`` built a
    gigabyte unchecked); CPython returns the callback given."""

    def callback(self, callback: Any, /, *args: Any, **kwds: Any) -> Any:
        """Registers an arbitrary callback and arguments."""
        super().callback(held_callable(callback), *args, **kwds)  # type: ignore[misc]
        return callback


class ExitStack(_HeldCallbacks, _cl.ExitStack):
    """Context manager for dynamic management of a stack of exit callbacks."""

    def __exit__(self, *exc_details: Any) -> bool:
        return _unwind(self, exc_details, None)


class AsyncExitStack(_HeldCallbacks, _cl._BaseExitStack):
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
        held = held_callable(callback)  # called by the unwinding, host code (round 8)

        def wrapper(exc_type: Any, exc: Any, tb: Any) -> Any:
            return _Step(lambda ctx: await_value(ctx, held(*args, **kwds)) and None)
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


#: ``_made_by`` of a decorated function: the ``contextlib`` member that made it (a state
#: saves such a function as its guest function and makes it again with that member).
MADE_BY = "_made_by"


def contextmanager(func: Any) -> Any:
    """@contextmanager decorator (a guest generator function becomes a context manager)."""
    held = held_callable(func)  # the helper calls it as host code (round 8)
    made = _GuestCallable(func, lambda *a, **k: _GeneratorContextManager(held, a, k))
    setattr(made, MADE_BY, "contextmanager")
    return made


def asynccontextmanager(func: Any) -> Any:
    """@asynccontextmanager decorator (for guest async generator functions)."""
    held = held_callable(func)
    made = _GuestCallable(func, lambda *a, **k: _AsyncGeneratorContextManager(held, a, k))
    setattr(made, MADE_BY, "asynccontextmanager")
    return made


GUEST_CALLABLE_TYPE = _GuestCallable


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


class _Redirect:
    """A redirect of one of the run's streams: the stream's writes go to ``new_target``
    (through the gate) until the block ends. The run's context keeps a stack of targets per
    stream (``attr``), innermost last, so redirects nest."""

    __sandbox_attrs__ = frozenset({"__enter__", "__exit__"})
    _attr = ""

    def __init__(self, new_target: Any) -> None:
        self._target = new_target
        self._ctx: Any = None

    def __enter__(self) -> Any:
        from ..runtime.context import current_ctx
        self._ctx = current_ctx()
        getattr(self._ctx, self._attr).append(self._target)
        return self._target

    def __exit__(self, *exc: Any) -> None:
        stack = getattr(self._ctx, self._attr) if self._ctx is not None else None
        if stack:
            stack.pop()


class redirect_stdout(_Redirect):  # noqa: N801 - the guest-visible name
    """contextlib.redirect_stdout: ``print()`` without ``file=`` and ``sys.stdout.write``
    write to ``new_target`` until the block ends."""

    _attr = "redirects"


class redirect_stderr(_Redirect):  # noqa: N801 - the guest-visible name
    """contextlib.redirect_stderr: what goes to ``sys.stderr`` (``print(file=sys.stderr)``,
    ``warnings``, ``logging``'s stderr handlers, ``traceback.print_exc()``) is written to
    ``new_target`` until the block ends."""

    _attr = "err_redirects"


redirect_stdout.__module__ = redirect_stderr.__module__ = "contextlib"


class chdir:  # noqa: N801 - the guest-visible name
    """contextlib.chdir: the session's working directory (of its virtual file system) is
    ``path`` until the block ends, then the one before it (reentrant, as CPython's)."""

    __sandbox_attrs__ = frozenset({"__enter__", "__exit__", "path"})

    def __init__(self, path: Any) -> None:
        self.path = path
        self._old_cwd: list[str] = []

    def __enter__(self) -> None:
        from ..runtime.context import current_ctx
        fs = current_ctx().session.fs
        self._old_cwd.append(str(fs.cwd))
        fs.chdir(self.path)

    def __exit__(self, *exc: Any) -> None:
        from ..runtime.context import current_ctx
        current_ctx().session.fs.chdir(self._old_cwd.pop())


chdir.__module__ = "contextlib"


@register("contextlib", costs=costs(
    constant=("redirect_stdout", "redirect_stderr", "chdir", "suppress", "closing", "aclosing",
              "nullcontext", "ExitStack", "AsyncExitStack", "ContextDecorator",
              "AbstractContextManager",
              "contextmanager", "asynccontextmanager")),
          doc="Utilities for with-statement contexts (CPython's contextlib; "
                            "redirect_stdout and redirect_stderr into any writable object; chdir "
                            "in the virtual file system).")
def build_contextlib(env: ModuleEnv) -> dict[str, Any]:
    classes.SUBCLASSABLE.update({ContextDecorator, AbstractContextManager})
    classes.ALLOWED_METACLASSES.update({ABCMeta, _abc.ABCMeta})
    return {
        "redirect_stdout": redirect_stdout, "redirect_stderr": redirect_stderr,
        "chdir": chdir,
        "contextmanager": make_builtin("contextmanager", contextmanager),
        "asynccontextmanager": make_builtin("asynccontextmanager", asynccontextmanager),
        "suppress": _cl.suppress, "closing": _cl.closing, "aclosing": aclosing,
        "nullcontext": nullcontext, "ExitStack": ExitStack, "AsyncExitStack": AsyncExitStack,
        "ContextDecorator": ContextDecorator,
        "AbstractContextManager": AbstractContextManager,
    }
