"""Guest ``contextlib``, ``enum`` and ``abc``: the real stdlib classes, wrapped where they would
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
import enum as _enum
import sys
import types
from typing import Any

from ..guards.compares import check_hash
from ..guards.costmodel import costs
from ..guards.iterguard import checked_member_value
from ..guards.sizechecks import held_callable
from ..guards.textsize import SCALARS, check_text
from ..runtime import classes, gate, lineage
from ..runtime.awaiting import Awaitable_, await_value
from ..runtime.builtins import make_builtin
from ..runtime.classview import SHOWN_METACLASSES
from ..runtime.context import current_ctx, in_run
from ..runtime.loop import check_abort
from ..runtime.metaclasses import add_checked_metaclass
from ..runtime.objects import Function, guest_address
from . import ModuleEnv, register
from .enum_extras import EXTRA_CONSTANTS, enum_extras, guest_missing_lookup
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
        if _simple or not classes.built_by_create_class(classdict):
            raise TypeError("enum classes are created by class statements in the sandbox")
        _check_bases(bases)
        _limit_items(f"enum {cls!r}", len(classdict._member_names), _MAX_MEMBERS)
        member_type, _ = metacls._get_mixins_(cls, bases)
        if in_run():
            ctx = current_ctx()
            for name in classdict._member_names:
                if isinstance(classdict[name], tuple):  # each value is a key of the
                    check_hash(ctx, classdict[name])    # class's value map: hashed in C
        if member_type is not object and in_run():  # members CPython builds in C
            ctx = current_ctx()
            for name in classdict._member_names:
                value = classdict[name]
                checked = checked_member_value(ctx, member_type, value)
                if checked is not value:  # (the dict's own: it refuses a name reused)
                    dict.__setitem__(classdict, name, checked)
        return super().__new__(metacls, cls, bases, classdict, boundary=boundary, **kwds)

    def __call__(cls, value, names=None, *args, **kwargs):  # type: ignore[no-untyped-def]  # noqa: N805, E501
        # a lookup that finds no member writes the value into its ValueError with %r in
        # one host call (round 8: 2**24 leaves of aliased nesting, 10 s, 219 MB): the text
        # is estimated first, as repr(value) at a call site is
        if names is None and in_run():
            ctx = current_ctx()
            if type(value) not in SCALARS:
                check_text(ctx, value, f"{cls.__qualname__}(value)")
                if isinstance(value, tuple):  # looked up in the value map: hashed in C
                    check_hash(ctx, value)
            if _guest_owned(cls, "_missing_"):  # its result is written with %r too
                return guest_missing_lookup(cls, value, lambda result: None if type(
                    result) in SCALARS else check_text(ctx, result, "_missing_'s result"))
        return super().__call__(value, names, *args, **kwargs)

    def __instancecheck__(cls, instance: Any) -> bool:
        # the guest's enum.Enum/Flag/... are host subclasses of CPython's, side by side (the
        # guest IntEnum does not derive from the guest Enum): each answers as the CPython
        # class it stands for, so an IntEnum or a host module's enum member is an enum.Enum
        return type.__instancecheck__(_REAL_BASES.get(id(cls), cls), instance)

    def __subclasscheck__(cls, subclass: Any) -> bool:
        return type.__subclasscheck__(_REAL_BASES.get(id(cls), cls), subclass)

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


def _guest_owned(cls: type, name: str) -> bool:
    """Whether ``name`` on ``cls`` comes from a guest class (the first in its MRO to have it)."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return getattr(klass, classes.GUEST_FLAG, False) is True
    return False


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
# _missing_: the hook a guest's own calls through super() (Flag's makes the composite
# members); the same host code as a lookup ``E(value)`` runs
gate.ALLOWED_ATTRS[_enum.Enum] = frozenset({"name", "value", "_missing_"})
gate.ALLOWED_ATTRS[_enum.Flag] = frozenset({"_missing_"})
#: id of a guest base -> the CPython class it stands for (isinstance/issubclass answer as it)
_REAL_BASES: dict[int, type] = {id(base): getattr(_enum, name)
                               for name, base in _ENUM_BASES.items()}
lineage.STANDS_FOR.update({base: getattr(_enum, name) for name, base in _ENUM_BASES.items()})
# CPython's classes in the guest bases' lineage (IntFlag's shows Flag, ReprEnum and Enum)
lineage.NAMEABLE.update({*lineage.STANDS_FOR.values(), _enum.ReprEnum})


@register("enum", doc="Enumerations (CPython's enum, with member/nonmember, verify and the "
                      "boundary constants; no _convert_, ReprEnum or global_enum).", costs=costs(
    wrapped=("Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "auto", "unique",
             "verify"),  # enum_extras: CONTINUOUS's loop sized first
    constant=EXTRA_CONSTANTS))
def build_enum(env: ModuleEnv) -> dict[str, Any]:
    classes.ALLOWED_METACLASSES.update({_EnumType, _enum.EnumType})
    classes.SUBCLASSABLE.update(_ENUM_BASES.values())
    meta = _TypeName(_enum.EnumType, "<class 'enum.EnumType'>")
    return {**_ENUM_BASES, "auto": _enum.auto, "EnumType": meta, "EnumMeta": meta,
            "unique": make_builtin("unique", _enum.unique, _enum.unique.__doc__),
            **enum_extras()}
