"""Guest generators: each runs its body in a greenlet of its own.

``yield`` switches back to whoever resumed the generator (the greenlet's parent is set to the
resumer on every resume) with ``("yield", value)``; the resumer switches in with ``("send",
v)``, ``("throw", exc)`` or ``("close", None)``. When the body returns, the greenlet finishes
with ``("return", value)``; an exception leaves through the resumer, as in CPython.

A suspended generator collected during a run of its session is closed as CPython closes it
(``Generator.__del__`` queues ``close()`` on that run, which runs it at its next safe point,
so its ``finally`` blocks run); one collected outside such a run is not (the documented
divergence ``generators_collected_outside_runs_skip_finally``).

The greenlet's frames never refer to the :class:`Generator` object (the body gets the code and
frame only), so a suspended generator that guest code drops is freed once closed: its
greenlet, left unreferenced, is killed with ``GreenletExit``, which compiled ``try``/``with``
never hand to guest code. (The greenlet's frames are invisible to the cycle collector, so a
reference from them back to the generator would keep both alive forever.) A generator the
guest still holds when its session is dropped is killed by the session's finaliser
(:func:`kill_generators`), which breaks the cycles that run through suspended frames.
"""

from __future__ import annotations

import threading
import weakref
from functools import partial
from typing import Any

import greenlet

from ..errors import abort_limit
from ..scopes import F_CTX, F_GLOBALS
from .awaiting import Awaitable_
from .context import _current, outside_run, queue_finalizer_of
from .objects import guest_address

_getcurrent = greenlet.getcurrent


class Generator:
    """A guest generator object (its type prints as ``generator``)."""

    __slots__ = ("_code", "_frame", "_glet", "_state", "__name__", "__qualname__",
                 "_yieldfrom", "__weakref__")
    __sandbox_attrs__ = frozenset({"send", "throw", "close", "gi_running", "__name__",
                                   "__qualname__", "__next__", "__iter__"})

    def __init__(self, code: Any, frame: list[Any]) -> None:
        _check_internal(code, frame)
        self._code = code
        self._frame = frame
        # its session's runs hold generators bound before them weakly (api._snapshot), so
        # that one dropped in a later run is collected, and closed, in that run
        frame[F_GLOBALS].has_finalizers = True
        self._glet: greenlet.greenlet | None = None
        self._state = 0  # 0 created, 1 suspended, 2 running, 3 finished, 4 lost (see _lost)
        self.__name__ = code.name
        self.__qualname__ = code.qualname
        self._yieldfrom: Any = None

    def __repr__(self) -> str:
        return f"<generator object {self.__qualname__} at {guest_address(self)}>"

    def __del__(self) -> None:
        # CPython closes a suspended generator when it is collected, running its finally
        # blocks (``break`` out of ``for x in gen()``). Guest code never runs here: the close
        # is queued on the run in progress of the generator's session, which runs it at its
        # next safe point, as a guest ``__del__`` is (context.queue_finalizer); with no such
        # run it is dropped and the greenlet is killed without running guest code. (An async
        # generator's close needs its event loop's turn: not done on collection.)
        try:
            suspended = self._state == 1 and not self._code.is_async
        except AttributeError:  # refused by __init__ (a forged generator): nothing to close
            return
        if suspended:
            queue_finalizer_of(self._frame[F_GLOBALS], _CLOSE, self)

    def __iter__(self) -> Generator:
        return self

    def __next__(self) -> Any:
        return self._resume("send", None)

    def send(self, value: Any) -> Any:
        """Resume the generator, making the paused ``yield`` evaluate to ``value``."""
        if self._state == 0 and value is not None:
            raise TypeError("can't send non-None value to a just-started generator")
        return self._resume("send", value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        """Raise an exception at the paused ``yield``."""
        if isinstance(typ, BaseException):
            exc = typ
        elif isinstance(typ, type) and issubclass(typ, BaseException):
            exc = typ() if val is None else (val if isinstance(val, typ) else typ(val))
        else:
            raise TypeError("exceptions must be classes or instances deriving from "
                            f"BaseException, not {type(typ).__name__}")
        if self._state == 0:
            self._state = 3
            raise exc
        return self._resume("throw", exc)

    def close(self) -> None:
        """Raise GeneratorExit at the paused ``yield``; finish the generator."""
        if self._state in (0, 3, 4):  # a lost generator's frames are gone: nothing to run
            self._state = 3
            return
        try:
            self._resume("throw", GeneratorExit())
        except (GeneratorExit, StopIteration) as done:
            # its traceback holds the frames that called close(), and through them whatever
            # those frames hold (another generator, which its collection then waits for)
            done.__traceback__ = None
            return
        raise RuntimeError("generator ignored GeneratorExit")

    @property
    def gi_running(self) -> bool:
        return self._state == 2

    def _resume(self, mode: str, value: Any) -> Any:
        state = self._state
        if state >= 3:
            if state == 4:
                raise _lost(self, "a thread that has ended")
            if mode == "throw":
                raise value
            raise StopIteration
        if state == 2:
            raise ValueError("generator already executing")
        frame = self._frame
        ctx = frame[F_GLOBALS].ctx  # a later run may resume it
        current = getattr(_current, "ctx", None)
        if current is not ctx or ctx is None:
            raise outside_run()  # host code, after the run or from another thread
        frame[F_CTX] = ctx
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        depth = ctx.depth = ctx.depth + 1
        if depth > ctx.max_depth:
            ctx.depth -= 1
            raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
        glet = self._glet
        if glet is None:
            glet = self._glet = greenlet.greenlet(partial(_run_body, self._code, self._frame))
            glet.gr_context = _getcurrent().gr_context  # the session's context variables
            registry = ctx.generators
            if registry is None:  # the run's first: the session's set, reaped in this thread
                registry = _registry(ctx)
            if registry is not None:
                registry.add(self)  # killed when the session is dropped
        try:
            glet.parent = _getcurrent()
        except ValueError:  # greenlet: "parent cannot be on a different thread"
            ctx.depth -= 1
            raise _lost(self, "another thread") from None
        self._state = 2
        try:
            kind, result = glet.switch(mode, value)
        except BaseException:
            self._state = 3
            self._glet = None
            raise
        finally:
            ctx.depth -= 1
        if kind == "yield":
            self._state = 1
            return result
        self._state = 3
        self._glet = None
        raise StopIteration(result) if result is not None else StopIteration



class _CloseOnCollect:
    """The queued finaliser of a collected suspended generator (see ``Generator.__del__``),
    called as a guest ``__del__`` function is (``call_positional(ctx, [generator])``)."""

    __slots__ = ()

    @staticmethod
    def call_positional(ctx: Any, args: list[Any]) -> None:
        args[0].close()


_CLOSE = _CloseOnCollect()


def _run_body(code: Any, frame: list[Any], mode: str, value: Any) -> tuple[str, Any]:
    """A generator greenlet's body (it holds the code and frame, never the generator)."""
    if mode == "throw":
        raise value
    try:
        return "return", code.body_run(frame)
    except StopIteration as exc:
        raise RuntimeError("generator raised StopIteration") from exc


def _lost(gen: Generator, where: str) -> RuntimeError:
    """The error of resuming a generator suspended in another thread: a greenlet cannot
    move between threads, so an in-process session's suspended generators can only go on in
    the thread whose run suspended them (a process-mode session runs every run in its worker).
    Said plainly, rather than the generator silently ending."""
    return RuntimeError(
        f"generator '{gen.__qualname__}' cannot be resumed: it was suspended by a run in "
        f"{where} (an in-process session's suspended generators can only be resumed by runs "
        "in the thread that suspended them: run the session from one thread, or use "
        "isolation='process')")


def kill_generators(generators: Any, this_thread_only: bool = False) -> None:
    """Finish every suspended generator of ``generators`` (a session's weak set) without
    running guest code: each greenlet, once unreferenced, is killed by ``GreenletExit``
    (in its own thread; compiled ``try``/``with`` never hand that to guest code).
    ``this_thread_only`` (the thread is ending): only those whose greenlet belongs to the
    calling thread, which are marked lost, so that resuming one says why it cannot go on."""
    if not getattr(generators, "data", True):
        return  # an empty WeakSet (most sessions never suspend a generator)
    here = _thread_root(_getcurrent()) if this_thread_only else None
    for gen in list(generators):
        glet = gen._glet
        if gen._state == 1 and (here is None or _thread_root(glet) is here):
            gen._state = 3 if here is None else 4
            gen._glet = None
        del glet


def _registry(ctx: Any) -> Any:
    """The weak set of ``ctx``'s session that its started generators join (made at the
    session's first), registered for this thread's exit (see :func:`reap_on_thread_exit`);
    kept in ``ctx.generators`` for the rest of the run. None for a run of no session."""
    session = ctx.session
    if session is None:
        return None
    registry = session._generators
    if registry is None:
        registry = session._generators = weakref.WeakSet()
    reap_on_thread_exit(registry)
    ctx.generators = registry
    return registry


_reapers = threading.local()


class _ThreadReaper:
    """Kept in the thread's local storage, so it is released in that thread when the thread
    exits: it then finishes the generators suspended in this thread (a greenlet can be killed
    only in its own thread; after the thread is gone it would leak, frames and all)."""

    __slots__ = ("registries",)

    def __init__(self) -> None:
        self.registries: dict[int, weakref.ref[Any]] = {}  # id -> weak ref to a session's set

    def __del__(self) -> None:
        try:
            for ref in list(self.registries.values()):
                registry = ref()
                if registry is not None:
                    kill_generators(registry, this_thread_only=True)
        except Exception:  # noqa: BLE001, S110 - at interpreter exit greenlet is gone too
            pass


def reap_on_thread_exit(registry: Any) -> None:
    """Finish the generators of ``registry`` (a session's weak set) that are suspended in
    this thread when the thread exits."""
    reaper = getattr(_reapers, "reaper", None)
    if reaper is None:
        reaper = _reapers.reaper = _ThreadReaper()
    registries = reaper.registries
    key = id(registry)
    ref = registries.get(key)
    if ref is None or ref() is not registry:  # first run of this session in this thread
        def forget(dead: Any, key: int = key) -> None:
            if registries.get(key) is dead:
                del registries[key]
        registries[key] = weakref.ref(registry, forget)


def _thread_root(glet: Any) -> Any:
    """The main greenlet of ``glet``'s thread (parents never cross threads)."""
    while glet is not None and glet.parent is not None:
        glet = glet.parent
    return glet


Generator.__name__ = Generator.__qualname__ = "generator"
Generator.__module__ = "builtins"


def _check_internal(code: Any, frame: Any) -> None:
    from .objects import Code
    if type(code) is not Code or type(frame) is not list:
        raise TypeError("cannot create generator or coroutine objects directly")


def yield_value(value: Any) -> Any:
    """The guest's ``yield value``: suspend this generator's greenlet."""
    mode, sent = _getcurrent().parent.switch(("yield", value))
    if mode == "throw":
        raise sent
    return sent


def yield_from(iterable: Any) -> Any:
    """The guest's ``yield from iterable`` (PEP 380 semantics)."""
    it = iter(iterable)
    try:
        y = next(it)
    except StopIteration as stop:
        return stop.value
    parent_switch = _getcurrent().parent.switch
    while True:
        mode, sent = parent_switch(("yield", y))
        try:
            if mode == "throw":
                if isinstance(sent, GeneratorExit):
                    close = getattr(it, "close", None)
                    if close is not None:
                        close()
                    raise sent
                throw = getattr(it, "throw", None)
                if throw is None:
                    raise sent
                y = throw(sent)
            elif sent is None:
                y = next(it)
            else:
                y = it.send(sent)
        except StopIteration as stop:
            return stop.value
        parent_switch = _getcurrent().parent.switch


class Coroutine(Awaitable_):
    """A guest coroutine (from calling an ``async def``): awaiting it runs its body in the
    awaiting greenlet; host waits inside switch to the driver and back."""

    __slots__ = ("_code", "_frame", "_state", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"send", "close", "__name__", "__qualname__", "__await__"})

    def __init__(self, code: Any, frame: list[Any]) -> None:
        _check_internal(code, frame)
        self._code = code
        self._frame = frame
        self._state = 0
        self.__name__ = code.name
        self.__qualname__ = code.qualname

    def __repr__(self) -> str:
        return f"<coroutine object {self.__qualname__} at {guest_address(self)}>"

    def sandbox_await(self, ctx: Any) -> Any:
        if self._state:
            raise RuntimeError("cannot reuse already awaited coroutine")
        self._state = 1
        frame = self._frame
        frame[F_CTX] = ctx
        try:
            return self._code.body_run(frame)
        except StopIteration as exc:
            raise RuntimeError("coroutine raised StopIteration") from exc
        finally:
            self._state = 2

    def send(self, value: Any) -> Any:
        raise RuntimeError("guest coroutines are driven by 'await' or asyncio in the sandbox")


    def close(self) -> None:
        self._state = 2


Coroutine.__name__ = Coroutine.__qualname__ = "coroutine"
Coroutine.__module__ = "builtins"


class AsyncGenerator:
    """A guest async generator: a :class:`Generator` whose steps are awaited."""

    __slots__ = ("_gen", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"asend", "athrow", "aclose", "__name__", "__qualname__",
                                   "__anext__", "__aiter__"})

    def __init__(self, code: Any, frame: list[Any]) -> None:
        self._gen = Generator(code, frame)
        self.__name__ = code.name
        self.__qualname__ = code.qualname

    def __repr__(self) -> str:
        return f"<async_generator object {self.__qualname__} at {guest_address(self)}>"

    def __aiter__(self) -> AsyncGenerator:
        return self

    def __anext__(self) -> _AsyncStep:
        return _AsyncStep(self._gen, "send", None)

    def asend(self, value: Any) -> _AsyncStep:
        return _AsyncStep(self._gen, "send", value)

    def athrow(self, typ: Any, val: Any = None, tb: Any = None) -> _AsyncStep:
        return _AsyncStep(self._gen, "throw", typ if val is None else val)

    def aclose(self) -> _AsyncStep:
        return _AsyncStep(self._gen, "close", None)


AsyncGenerator.__name__ = AsyncGenerator.__qualname__ = "async_generator"
AsyncGenerator.__module__ = "builtins"


class _AsyncStep(Awaitable_):
    __slots__ = ("_gen", "_mode", "_value")

    def __init__(self, gen: Generator, mode: str, value: Any) -> None:
        self._gen = gen
        self._mode = mode
        self._value = value

    def sandbox_await(self, ctx: Any) -> Any:
        gen = self._gen
        try:
            if self._mode == "close":
                gen.close()
                return None
            if self._mode == "throw":
                return gen.throw(self._value)
            return gen.send(self._value)
        except StopIteration:
            raise StopAsyncIteration from None
