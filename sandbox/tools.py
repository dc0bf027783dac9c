"""Host tools: host callables presented to guest code as functions.

A plain ``def`` tool is an ordinary guest function; an ``async def`` tool is an async guest
function (``await search(...)``). Arguments are bound against the host function's real
signature before it runs (a wrong call is a guest ``TypeError`` with CPython's message and
the signature as a note, :mod:`sandbox.tool_binding`). Values cross by copy
(:mod:`sandbox.boundary`). A host exception is raised in the guest as the builtin exception
type it derives from, with its args and a note naming the tool (:mod:`sandbox.tool_errors`).
``ToolError`` is what a guest sees of a failure with no exception behind it (a tool this
sandbox does not have, a failure recorded by an older version of a paused run).
"""

from __future__ import annotations

import inspect
import itertools
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import anyio

from .boundary import to_guest, to_host
from .errors import abort_limit
from .guards import compares
from .observe import ToolEvent, new_record, notify
from .runtime.awaiting import Awaitable_, suspend
from .runtime.objects import Globals
from .tool_binding import check_call
from .tool_errors import describe, guest_exception, host_exception, is_failure


class GuestToolError(Exception):
    """``ToolError`` in guest code: a failed tool call with no exception behind it."""

    def __init__(self, message: str, tool_name: str = "") -> None:
        super().__init__(message)
        self.tool_name = tool_name


GuestToolError.__name__ = GuestToolError.__qualname__ = "ToolError"
GuestToolError.__module__ = "builtins"


class Tool:
    """A host function offered to guest code.

    ``name`` defaults to the function's name and ``description`` to its docstring.
    ``blocking=True`` presents an async function as an ordinary (non-``await``) guest call;
    on a plain function it declares that calls may block (I/O, sleeps), so each one runs in a
    worker thread, where the run's timeout can abandon it. A plain function without it runs
    in the evaluator's thread when nothing else in the run is waiting, and in a worker thread
    when other guest tasks could run meanwhile (gathered or concurrent tasks, pending tool
    calls, timers); ``cheap=True`` runs it in the evaluator's thread even then (use it for
    fast functions). ``observe_values=True`` lets observers
    see this tool's argument and result values (never otherwise). ``external=True`` declares
    a tool the host answers itself: ``fn`` is a stub that gives the name, signature and
    docstring and never runs; a call pauses the run (``Session.start``)."""

    def __init__(self, fn: Callable[..., Any], *, name: str | None = None,
                 description: str | None = None, blocking: bool = False,
                 cheap: bool = False, observe_values: bool = False,
                 external: bool = False) -> None:
        if not callable(fn):
            raise TypeError(f"a tool must be callable, got {type(fn).__name__}")
        self.fn = fn
        self.name = name or getattr(fn, "__name__", None) or type(fn).__name__
        if not self.name.isidentifier():
            raise ValueError(f"tool name {self.name!r} is not a valid identifier")
        self.description = description if description is not None else inspect.getdoc(fn)
        self.is_async = inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(
            getattr(fn, "__call__", None))  # noqa: B004 - fetches the method, no callable test
        self.blocking = blocking
        self.cheap = cheap
        self.observe_values = observe_values
        self.external = external
        #: call shapes known to bind to the signature (see ``_bind``)
        self.bound_shapes: set[Any] = set()
        try:
            self.signature: inspect.Signature | None = inspect.signature(fn)
        except (TypeError, ValueError):
            self.signature = None
        #: How a wrong call is reported: the name and signature CPython's message uses, and
        #: how many leading positionals it counts that the guest does not pass (1 for a
        #: method's ``self``: ``DB.query() takes 2 positional arguments...``). Set by
        #: :mod:`sandbox.expose`; None: a plain tool reports under its own name and signature.
        self.message_name: str | None = None
        self.message_signature: inspect.Signature | None = None
        self.message_leading = 0
        #: Builds the guest's value from a host result instead of copying it (None: copy);
        #: :mod:`sandbox.expose` wraps what an exposed constructor returns.
        self.result_maker: Callable[[Any, Any], Any] | None = None
        #: An async twin of a plain ``fn`` awaited instead of running ``fn`` in a worker
        #: thread when the call must not hold the run (None: the thread). A process worker's
        #: stub has one: inline it waits for the host's reply on the channel; concurrently
        #: it awaits the reply on the worker's event loop, so gathered calls overlap.
        self.concurrent_fn: Callable[..., Any] | None = None

    def __repr__(self) -> str:
        return f"Tool({self.name!r})"

    def stub(self) -> str:
        """The tool as a Python stub for a prompt: ``def``/``async def``, signature with
        annotations as written, docstring, ``...``."""
        keyword = "async def" if self.is_async and not self.blocking else "def"
        sig = render_signature(self.signature) if self.signature is not None \
            else "(*args, **kwargs)"
        lines = [f"{keyword} {self.name}{sig}:"]
        if self.description:
            doc = self.description.replace('"""', '\\"""')
            body = doc.splitlines()
            if len(body) == 1:
                lines.append(f'    """{body[0]}"""')
            else:
                lines.append(f'    """{body[0]}')
                lines += [f"    {line}" if line else "" for line in body[1:]]
                lines.append('    """')
        lines.append("    ...")
        return "\n".join(lines) + "\n"


def normalise_tools(tools: Iterable[Any] | Mapping[str, Any] | None) -> dict[str, Tool]:
    """Accept a list of callables/Tools or a mapping name -> callable/Tool."""
    result: dict[str, Tool] = {}
    if tools is None:
        return result
    items: Iterable[tuple[str | None, Any]]
    if isinstance(tools, Mapping):
        items = tools.items()
    else:
        items = ((None, t) for t in tools)
    for name, item in items:
        tool = item if isinstance(item, Tool) else Tool(item, name=name)
        if name is not None and tool.name != name:
            tool = Tool(tool.fn, name=name, description=tool.description,
                        blocking=tool.blocking, cheap=tool.cheap)
        if tool.name in result:
            raise ValueError(f"two tools are named {tool.name!r}")
        result[tool.name] = tool
    return result


class BoundTool:
    """A tool bound to a session's globals (so calls find the current run). Guest code sees
    it as a function named after the tool. Only the sandbox makes them: ``type(tool)(...)``
    in guest code is CPython's "cannot create" TypeError (a guest-made one would hand host
    code a guest object as its tool and as its run context)."""

    __slots__ = ("_tool", "_globals", "__name__", "__qualname__", "__dict__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__", "__doc__"})

    def __init__(self, tool: Tool, globals_: Any) -> None:
        if not isinstance(tool, Tool) or type(globals_) is not Globals:
            raise TypeError(f"cannot create '{type(self).__name__}' instances")
        self._tool = tool
        self._globals = globals_
        self.__name__ = self.__qualname__ = tool.name
        self.__doc__ = tool.description

    def __repr__(self) -> str:
        return f"<function {self.__name__}>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        tool = self._tool
        ctx = self._globals.ctx
        if ctx.breach is not None:  # no host effect after a breach, however it was swallowed
            raise ctx.breach
        if ctx.finalizers:
            ctx.run_finalizers()  # a __del__ that ran before this call (in CPython) first
        if ctx.granted is not None and tool.name not in ctx.granted:
            _record(ctx, tool, next(_CALL_IDS), "refused", 0.0, "PermissionError")
            raise PermissionError(f"tool '{tool.name}' is not granted for this run")
        if kwargs or len(args) not in tool.bound_shapes or tool.signature is None:
            host_args, host_kwargs = _bind(tool, args, kwargs)
        else:  # _bind's common case: a positional shape known to bind
            host_args, host_kwargs = args, kwargs
            for arg in args:
                if type(arg) not in _SHARED:
                    host_args = tuple(map(to_host, args))
                    break
        ctx.tool_calls += 1
        if ctx.tool_calls > ctx.limits.max_tool_calls:
            raise abort_limit("max_tool_calls", ctx.tool_calls, ctx.limits.max_tool_calls)
        if tool.is_async:
            pending = PendingToolCall(tool, host_args, host_kwargs)
            if tool.blocking:
                return pending.sandbox_await(ctx)
            ctx.unawaited.add(pending)
            return pending
        loop = ctx.loop
        if ctx.replay is None and ctx.observer is None and not tool.external and (
                tool.cheap or not tool.blocking and (loop is None or not (
                    loop.ready or loop.pending_ops or loop.timers or loop.queued_ops))):
            # _perform's inline case written out (the common call: no journal, no observer,
            # nothing else waits): the same call, record and copy, four host frames fewer
            call_id = next(_CALL_IDS)
            started = _clock()
            try:
                result = tool.fn(*host_args, **host_kwargs)
            except Exception as exc:
                failure: Exception | None = exc
            else:
                failure = None
            if failure is not None:  # raised outside the handler: no host __context__
                raise _inline_failure(ctx, tool, call_id, started, failure)
            ctx.tool_log.append(new_record(tool.name, call_id, "ok", _clock() - started))
            t = type(result)
            if tool.result_maker is not None or not (
                    t is bool or t is float or result is None
                    or (t is int and -_SMALL < result < _SMALL)):
                result = _result_to_guest(ctx, tool, result)
        else:
            result = _perform(ctx, tool, host_args, host_kwargs)
        ctx.last_sync_result = (tool.name, result)  # for "drop 'await'" (runtime.awaiting)
        return result


compares.NO_HASHING_TYPES.add(BoundTool)  # neither a class nor a bound method

_AWAIT_HINT = "'{0}(...)' returns a coroutine: use 'await {0}(...)' to get its result"


class PendingToolCall(Awaitable_):
    """The result of calling an async tool without ``await`` yet (a guest 'coroutine').
    Using it as a value (printing, subscripting, iterating, attributes, arithmetic, truth)
    raises a TypeError that names the tool and says to use ``await``."""

    __slots__ = ("_tool", "_args", "_kwargs", "_done")
    __sandbox_attrs__ = frozenset({"__await__", "close"})

    def __init__(self, tool: Tool, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        if not isinstance(tool, Tool) or type(args) is not tuple or type(kwargs) is not dict:
            raise TypeError("cannot create 'coroutine' instances")  # only a tool call can
        self._tool = tool
        self._args = args
        self._kwargs = kwargs
        self._done = False

    def __repr__(self) -> str:
        return f"<coroutine object {self._tool.name} (use 'await {self._tool.name}(...)')>"

    def _misuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(_AWAIT_HINT.format(self._tool.name))

    __str__ = __iter__ = __getitem__ = __len__ = __bool__ = __contains__ = _misuse
    __add__ = __radd__ = __mul__ = __rmul__ = __sub__ = __rsub__ = _misuse
    __lt__ = __le__ = __gt__ = __ge__ = _misuse

    def sandbox_refusal(self, name: str) -> BaseException:
        """The gate's error for an attribute read on a pending call."""
        return AttributeError(f"'coroutine' object has no attribute '{name}'; "
                              + _AWAIT_HINT.format(self._tool.name))

    def close(self) -> None:
        self._done = True

    def sandbox_await(self, ctx: Any) -> Any:
        if self._done:
            raise RuntimeError("cannot reuse already awaited coroutine")
        self._done = True
        ctx.unawaited.discard(self)
        return _perform(ctx, self._tool, self._args, self._kwargs)


def _perform(ctx: Any, tool: Tool, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Carry out one tool call (or replay it) and return the guest's copy of the result."""
    replay = ctx.replay
    if replay is not None:
        ok, value = replay.call(ctx, tool, args, kwargs,
                                lambda: _perform_live(ctx, tool, args, kwargs))
    else:
        ok, value = _perform_live(ctx, tool, args, kwargs)
    if ok:
        return _result_to_guest(ctx, tool, value)
    if isinstance(value, ToolFailure):
        raise guest_exception(value.description, tool.name, value.exc)
    if is_failure(value):  # a replayed failure (or the host's answer to a paused call)
        raise guest_exception(value, tool.name)
    raise GuestToolError(str(value), tool.name)  # recorded by an older version: text only


def _inline_failure(ctx: Any, tool: Tool, call_id: int, started: float, exc: Exception
                    ) -> BaseException:
    """The guest's exception for an inline call's failure (as ``_perform`` raises it)."""
    _finish(ctx, tool, call_id, started, exc, None)
    return guest_exception(describe(exc, ctx), tool.name, exc)


def _perform_live(ctx: Any, tool: Tool, args: tuple[Any, ...], kwargs: dict[str, Any]
                  ) -> tuple[bool, Any]:
    """Call the host function: (True, host result) or (False, ToolFailure). A sync call
    that holds the run (README, "Tools": ``cheap``, or plain with nothing else waiting) is
    made right here; any other waits for the host's event loop (:func:`_request`)."""
    if tool.external:
        raise RuntimeError(f"tool '{tool.name}' is answered by the host: it can only be "
                           "called in a run started with Session.start()")
    call_id = next(_CALL_IDS)
    if ctx.observer is not None:
        _start(ctx, tool, call_id, args, kwargs)
    if not tool.is_async and (tool.cheap or (not tool.blocking and _nothing_else_waits(ctx))):
        started = _clock()
        try:
            result = tool.fn(*args, **kwargs)  # a thread hop would buy nothing
        except Exception as exc:
            _finish(ctx, tool, call_id, started, exc, None)
            return False, ToolFailure(describe(exc, ctx), exc)
        if ctx.observer is None:  # _finish without an observer to tell
            ctx.tool_log.append(new_record(tool.name, call_id, "ok", _clock() - started))
        else:
            _finish(ctx, tool, call_id, started, None, result)
        return True, result
    started = _clock()
    tag = ctx.replay.current_id if ctx.replay is not None else None
    try:
        result = suspend(ctx, _request(tool, args, kwargs), tag)
    except _HostFailure as failure:  # anything else is the sandbox's (a timeout, a cancel)
        _finish(ctx, tool, call_id, started, failure.exc, None)
        return False, ToolFailure(describe(failure.exc, ctx), failure.exc)
    if ctx.observer is None:  # _finish without an observer to tell
        ctx.tool_log.append(new_record(tool.name, call_id, "ok", _clock() - started))
    else:
        _finish(ctx, tool, call_id, started, None, result)
    return True, result


_clock = time.perf_counter


def _request(tool: Tool, args: tuple[Any, ...], kwargs: dict[str, Any]
             ) -> Callable[[], Any]:
    """The host request of a call that waits for the host's loop: (True, result), or (False,
    :class:`_HostFailure` of the tool's own exception): an async tool awaited, a plain one's
    async twin (``Tool.concurrent_fn``), else the function in a worker thread (abandoned on
    cancel)."""
    fn = tool.fn
    if tool.is_async:
        call = fn
    elif tool.concurrent_fn is not None:
        call = tool.concurrent_fn
    else:
        async def call(*args: Any, **kwargs: Any) -> Any:
            return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs),
                                                  abandon_on_cancel=True)

    async def request() -> tuple[bool, Any]:
        try:
            return True, await call(*args, **kwargs)
        except Exception as exc:  # the tool's own failure (the sandbox's cancellation is not)
            return False, _HostFailure(exc)
    # a call in a worker thread cannot finish in its first step: the guest loop need not
    # await that step before other tasks run (runtime.loop.Loop._await_first_step)
    request.always_waits = call is not fn and call is not tool.concurrent_fn  # type: ignore[attr-defined]
    return request


class _HostFailure(Exception):
    """Carries a tool's own exception out of a host request."""

    def __init__(self, exc: BaseException) -> None:
        super().__init__()
        self.exc = exc


def _nothing_else_waits(ctx: Any) -> bool:
    """Whether no other guest task, tool call or timer of the run could use the time a sync
    tool call takes (then the call runs in the evaluator's thread, not a worker thread)."""
    loop = ctx.loop
    return loop is None or not (loop.ready or loop.pending_ops or loop.timers
                                or loop.queued_ops)


class ToolFailure:
    """A failed host call: its plain ``description`` (a :data:`~sandbox.tool_errors.Failure`,
    what a journal records) and the host exception (host only)."""

    __slots__ = ("description", "exc")

    def __init__(self, description: Any, exc: BaseException) -> None:
        self.description = description
        self.exc = exc


_SMALL = 1 << 64


def _result_to_guest(ctx: Any, tool: Tool, value: Any) -> Any:
    """The guest's copy of a tool result. A result that cannot cross is the host's bug, not
    the guest's: the guest gets ``tool 'x' failed`` (catchable, not blaming its code), and
    the host's ToolError has a SandboxError naming the tool and the type as ``__cause__``."""
    if tool.result_maker is not None:
        return tool.result_maker(value, ctx)
    t = type(value)
    if t is bool or t is float or value is None or (t is int and -_SMALL < value < _SMALL):
        return value  # an atom whose size cannot matter to the memory limit (to_guest's)
    try:
        return to_guest(value, ctx)
    except TypeError as exc:
        from .errors import SandboxError
        cause = SandboxError(f"tool '{tool.name}' returned a value of type "
                             f"'{type(value).__qualname__}' that cannot cross into the "
                             f"sandbox: {exc}")
        err = GuestToolError(f"tool '{tool.name}' failed (a problem on the host's side, not "
                             f"in your code)", tool.name)
        err._sandbox_host_cause = cause  # type: ignore[attr-defined] # host only (gate)
        raise err from None


def never_awaited_warnings(ctx: Any) -> str:
    """CPython-style warnings for async tool calls the guest never awaited."""
    names = sorted(p._tool.name for p in ctx.unawaited if not p._done)
    return "".join(f"<sandbox>: RuntimeWarning: coroutine '{n}' was never awaited "
                   f"(use 'await {n}(...)')\n" for n in names)


_CALL_IDS = itertools.count(1)


def _start(ctx: Any, tool: Tool, call_id: int, args: Any, kwargs: Any) -> None:
    if ctx.observer is not None:
        values = tool.observe_values
        notify(ctx.observer, ToolEvent("start", tool.name, call_id,
                                       args=tuple(args) if values else None,
                                       kwargs=dict(kwargs) if values else None))


def _finish(ctx: Any, tool: Tool, call_id: int, started: float, exc: BaseException | None,
            result: Any) -> None:
    duration = time.perf_counter() - started
    outcome = "ok" if exc is None else "error"
    error_type = None if exc is None else type(exc).__name__
    _record(ctx, tool, call_id, outcome, duration, error_type)
    if ctx.observer is not None:
        notify(ctx.observer, ToolEvent("end", tool.name, call_id, outcome, duration,
                                       error_type,
                                       result=result if tool.observe_values else None))


def _record(ctx: Any, tool: Tool, call_id: int, outcome: str, duration: float,
            error_type: str | None) -> None:
    ctx.tool_log.append(new_record(tool.name, call_id, outcome, duration, error_type))
    if outcome == "refused" and ctx.observer is not None:
        notify(ctx.observer, ToolEvent("end", tool.name, call_id, "refused", 0.0, error_type))


PendingToolCall.__name__ = PendingToolCall.__qualname__ = "coroutine"
PendingToolCall.__module__ = "builtins"
BoundTool.__module__ = "builtins"


def render_annotation(annotation: Any) -> str:
    """An annotation as it would be written in source."""
    if isinstance(annotation, str):
        return annotation
    if isinstance(annotation, type):
        return annotation.__qualname__ if annotation.__module__ == "builtins" else \
            annotation.__name__
    return repr(annotation).replace("typing.", "")


def render_signature(sig: inspect.Signature) -> str:
    """``(a: int, b: str = 'x') -> list[str]`` with annotations as written."""
    empty = inspect.Parameter.empty
    params = [p.replace(annotation=render_annotation(p.annotation) if p.annotation is not empty
                        else empty) for p in sig.parameters.values()]
    ret = sig.return_annotation
    text = str(sig.replace(parameters=params, return_annotation=empty))
    # str(Signature) quotes string annotations: unquote them (they are our rendered text)
    for p in params:
        if p.annotation is not empty:
            text = text.replace(f"{p.name}: {p.annotation!r}", f"{p.name}: {p.annotation}", 1)
    if ret is not empty:
        text += f" -> {render_annotation(ret)}"
    return text


#: Call shapes (positional count and keyword names) remembered per tool as known to bind.
_MAX_BOUND_SHAPES = 64


def _bind(tool: Tool, args: tuple[Any, ...], kwargs: dict[str, Any]
          ) -> tuple[tuple[Any, ...], dict[str, Any]]:
    sig = tool.signature
    shape = (len(args), *kwargs) if kwargs else len(args)
    if sig is not None and shape not in tool.bound_shapes:
        checked = tool.message_signature or sig
        message = check_call(tool.message_name or tool.name, checked,
                             (None,) * tool.message_leading + args, kwargs)
        if message is None:
            try:  # a backstop: the signature's own binder agrees on every ordinary signature
                sig.bind(*args, **kwargs)
            except TypeError as exc:
                message = f"{tool.name}() {exc}"
        if message is not None:
            err = TypeError(message)
            err.add_note(f"signature: {tool.name}{render_signature(sig)}")
            raise err
        if len(tool.bound_shapes) < _MAX_BOUND_SHAPES:
            tool.bound_shapes.add(shape)  # binding depends on the shape only: checked once
    # the call's own tuple and dict are fresh: atoms (shared by to_host too) need no copy
    for arg in args:
        if type(arg) not in _SHARED:
            args = tuple(map(to_host, args))
            break
    if kwargs:
        return args, {k: to_host(v) for k, v in kwargs.items()}
    return args, kwargs


#: Immutable exact types that cross both ways as themselves (a subset of the boundary's
#: atoms; any other value goes through its copy).
_SHARED = frozenset({type(None), bool, int, float, str, bytes})


def host_cause(err: BaseException) -> BaseException | None:
    """The host exception behind a guest tool failure (for the host only)."""
    return host_exception(err)
