"""What crosses the channel, both ways: tool specs and stubs, tool replies, run results and
errors, each turned into a message (plain data) on one side and back on the other.

Tools are described by name, docstring, flavour and signature (parameter names, kinds,
whether each has a default and its ``repr``, annotations as written), so the worker's stub
binds arguments and reports a wrong call exactly as the real tool would, and the host never
sends code. A host failure crosses as its type name and message; the worker raises a stand-in
exception of that name, so the guest's ``ToolError`` text is the in-process one; the host keeps
the real exception and chains it to the host-side :class:`~sandbox.ToolError` by call id.
"""

from __future__ import annotations

import builtins
import inspect
import time
from collections.abc import Callable
from typing import Any

import anyio

from .. import errors as _errors
from ..boundary import to_host
from ..display import show_repr_as_is
from ..observe import ToolCallRecord
from ..results import RunResult, RunStats
from ..tool_errors import is_failure
from ..tools import Tool, render_annotation

_ERROR_ATTRS = ("type_name", "limit", "used", "allowed", "tool_name", "lineno", "offset",
                "signal", "returncode", "exit_code")


class HostToolFailure(Exception):
    """Worker side: a tool failed in the host (subclassed per host exception type name)."""

    call_id = 0


@show_repr_as_is  # already the bounded text
class RemoteValue:
    """A run's final value that is not plain data (a guest object): it stays in the worker;
    the host gets its bounded ``repr`` (as :mod:`sandbox.display` renders it)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


_FAILURE_TYPES: dict[str, type[HostToolFailure]] = {}
_UNCONVERTIBLE: dict[str, type] = {}


def _named(cache: dict[str, type], base: type, name: str) -> type:
    cls = cache.get(name)
    if cls is None:
        safe = name if name.isidentifier() else "Exception"
        cls = cache[name] = type(safe, (base,), {"__slots__": ()} if base is object else {})
    return cls


# --- tools ----------------------------------------------------------------------------------

class _Default:
    """A parameter default in a rebuilt signature: shows as the host default's repr."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _signature_spec(signature: inspect.Signature | None) -> Any:
    if signature is None:
        return None
    empty = inspect.Parameter.empty
    params = [[p.name, int(p.kind),
               None if p.default is empty else repr(p.default),
               None if p.annotation is empty else render_annotation(p.annotation)]
              for p in signature.parameters.values()]
    ret = signature.return_annotation
    return [params, None if ret is empty else render_annotation(ret)]


def tool_spec(tool: Tool) -> dict[str, Any]:
    """A host tool as a message (with how a wrong call is reported, for an exposed
    object's method: ``msg``)."""
    spec = {"name": tool.name, "doc": tool.description, "async": tool.is_async,
            "blocking": tool.blocking, "external": tool.external,
            "sig": _signature_spec(tool.signature), "cheap": tool.cheap and not tool.is_async}
    if tool.message_name is not None:
        spec["msg"] = [tool.message_name, _signature_spec(tool.message_signature),
                       tool.message_leading]
    return spec


def _signature(sig: Any) -> inspect.Signature | None:
    if sig is None:
        return None
    params, ret = sig
    empty = inspect.Parameter.empty
    return inspect.Signature(
        [inspect.Parameter(name, inspect._ParameterKind(kind),
                           default=empty if default is None else _Default(default),
                           annotation=empty if ann is None else ann)
         for name, kind, default, ann in params],
        return_annotation=empty if ret is None else ret)


def stub_tools(specs: list[dict[str, Any]], call: Callable[..., Any],
               call_inline: Callable[..., Any]) -> list[Tool]:
    """Worker side: a Tool per spec whose body asks the host, with the host tool's flavour,
    so the worker's evaluator applies the in-process rule of when a call holds the run
    (README, "Tools"). A ``cheap`` host tool is a cheap stub that waits for the host's reply
    inline (``call_inline(name, args, kwargs)``: no event loop turn on either side). A plain
    sync one (not blocking) is a plain stub: inline when nothing else in the run waits, else
    its async twin (``await call(...)``) on the worker's loop, so gathered calls overlap. An
    async or blocking host tool is an async stub (blocking for a sync host tool, so the
    guest calls it without await)."""
    tools = []
    for spec in specs:
        name = spec["name"]
        shown = name.replace(".", "_")  # an exposed method's tool is named 'db.query'
        cheap = bool(spec.get("cheap"))
        if cheap or not (spec["async"] or spec["blocking"]):
            def inline(*args: Any, _name: str = name, **kwargs: Any) -> Any:
                return call_inline(_name, args, kwargs)
            tool = Tool(inline, name=shown, cheap=cheap, external=spec["external"])
            if not cheap:
                async def twin(*args: Any, _name: str = name, **kwargs: Any) -> Any:
                    return await call(_name, args, kwargs)
                tool.concurrent_fn = twin
        else:
            async def fn(*args: Any, _name: str = name, **kwargs: Any) -> Any:
                return await call(_name, args, kwargs)

            tool = Tool(fn, name=shown, description=spec["doc"] or "",
                        blocking=not spec["async"] or spec["blocking"],
                        external=spec["external"])
        tool.name = name
        tool.description = spec["doc"]
        tool.signature = _signature(spec["sig"])
        if spec.get("msg") is not None:
            tool.message_name, msg_sig, tool.message_leading = spec["msg"]
            tool.message_signature = _signature(msg_sig)
        tools.append(tool)
    return tools


async def run_tool(tool: Tool, args: list[Any], kwargs: dict[str, Any]
                   ) -> tuple[Any, Exception | None]:
    """Host side: carry out a served call; (its value, None) or (None, the tool's own
    exception). An async tool is awaited, a cheap one called, any other runs in a worker
    thread (abandoned on cancel)."""
    fn = tool.fn
    try:
        if tool.is_async:
            value = await fn(*args, **kwargs)
        elif tool.cheap:
            value = fn(*args, **kwargs)
        else:
            value = await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs),
                                                   abandon_on_cancel=True)
    except Exception as error:  # noqa: BLE001 - a tool's failure goes to the guest
        return None, error
    return value, None


def reply_value(reply: dict[str, Any], call_id: int) -> Any:
    """Worker side: a tool's value from the host's reply, or the stand-in failure raised."""
    if reply["ok"]:
        return reply["value"]
    if reply.get("unconvertible"):  # the host result is no plain data: fails in to_guest
        return _named(_UNCONVERTIBLE, object, reply["type"])()
    failure = _stand_in(reply["failure"])
    failure.call_id = call_id
    raise failure


def _stand_in(failure: Any) -> HostToolFailure:
    """Worker side: the exception a host failure (``tool_errors.describe``'s plain data)
    raises in the stub, of the same builtin base, args, notes and attributes, so the
    worker's tool wrapper describes it exactly as the host did."""
    if not is_failure(failure):
        raise TypeError("a malformed tool failure from the host")
    name, args, notes, extras = failure
    cls = _FAILURE_TYPES.get(name)
    if cls is None:
        found = getattr(builtins, name, None)
        base = found if isinstance(found, type) and issubclass(found, Exception) else Exception
        cls = _FAILURE_TYPES[name] = type(name if name.isidentifier() else "Exception",
                                          (HostToolFailure, base), {})
    try:
        err = cls(*args)
    except Exception:  # noqa: BLE001 - a constructor that refuses the copied args
        err = _FAILURE_TYPES.setdefault("Exception", type("Exception", (HostToolFailure,), {}))(
            *args)
    for note in notes:
        err.add_note(note)
    for attr, value in extras.items():
        try:
            setattr(err, attr, value)
        except (AttributeError, TypeError):
            pass
    return err


def clock_policy(spec: Any, cell: list[float]) -> Callable[[], float] | None:
    """Worker side: the clock policy named by ``spec`` ("real", None, or "host": the host's
    clock read at the start of each run, advancing at the real rate from there)."""
    if spec is None:
        return None
    if spec == "real":
        return time.time
    return lambda: cell[0] + (time.monotonic() - cell[1])


# --- results and errors ---------------------------------------------------------------------

def error_message(exc: BaseException) -> dict[str, Any]:
    """An error as a message (class name, text, attributes, the host call it came from)."""
    attrs = {name: getattr(exc, name) for name in _ERROR_ATTRS if hasattr(exc, name)}
    cause = getattr(exc.__cause__, "call_id", None) if exc.__cause__ is not None else None
    return {"cls": type(exc).__name__, "message": getattr(exc, "message", str(exc)),
            "traceback": getattr(exc, "traceback", None), "attrs": attrs, "cause": cause}


def rebuild_error(data: dict[str, Any], causes: dict[int, BaseException] | None = None
                  ) -> _errors.SandboxError:
    """Host side: the SandboxError a message describes (unknown classes: SandboxError).
    The worker is not trusted: only the known attributes are set, text must be text, and a
    malformed description is :class:`MalformedMessage`."""
    try:
        cls = getattr(_errors, str(data["cls"]), None)
        message, traceback, attrs = data["message"], data["traceback"], data["attrs"]
        if type(message) is not str or type(traceback) not in (str, type(None)) \
                or type(attrs) is not dict or type(data.get("cause")) not in (int, type(None)):
            raise TypeError("bad error fields")
    except (KeyError, TypeError) as exc:
        raise MalformedMessage(f"a malformed error from the worker ({exc})") from None
    if not (isinstance(cls, type) and issubclass(cls, _errors.SandboxError)):
        cls = _errors.SandboxError
    error = cls.__new__(cls)
    _errors.SandboxError.__init__(error, message, traceback)
    for name, value in attrs.items():
        if name in _ERROR_ATTRS and type(value) in (str, int, float, type(None)):
            setattr(error, name, value)
    status = getattr(error, "exit_code", None)
    if isinstance(error, _errors.GuestExit) and not (
            type(status) is int and -2 ** 31 <= status < 2 ** 31):
        raise MalformedMessage("a malformed error from the worker (exit_code must be a C int)")
    if causes is not None and data.get("cause") in causes:
        error.__cause__ = causes[data["cause"]]
    return error


#: The most nodes (containers and leaves, each shared one counted once per path) and the
#: deepest nesting a run's value may have to cross as data; a larger one crosses as its
#: bounded text (RemoteValue), as msgpack would write shared parts once per path.
MAX_VALUE_NODES = 1_000_000
MAX_VALUE_DEPTH = 200


def _fits(value: Any) -> bool:
    """Whether plain data ``value``, written as a tree, stays within the bounds above."""
    nodes, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > MAX_VALUE_NODES or depth > MAX_VALUE_DEPTH:
            return False
        t = type(item)
        if t is dict:
            for key, val in item.items():
                stack.append((key, depth + 1))
                stack.append((val, depth + 1))
        elif t in (list, tuple, set, frozenset):
            stack.extend((child, depth + 1) for child in item)
    return True


def result_message(result: RunResult) -> dict[str, Any]:
    """Worker side: a RunResult as a message (a value that is no plain data, or too large or
    too shared or too deep to cross whole, as its bounded repr)."""
    value, opaque = result.value, None
    if value is not None:
        try:
            value = to_host(value)
            if not _fits(value):
                value, opaque = None, result.value_text()
        except TypeError:
            value, opaque = None, result.value_text()  # as in-process value_text() shows it
    s = result.stats
    return {"t": "result", "output": result.output, "stderr": result.stderr,
            "value": value, "opaque": opaque,
            "error": None if result.error is None else error_message(result.error),
            "stats": [s.steps, s.tool_calls, s.peak_memory_bytes, s.output_truncated],
            "calls": [[c.tool, c.call_id, c.outcome, c.duration_s, c.error_type]
                      for c in result.tool_calls], "resumed_at": result.resumed_at,
            "stderr_resumed_at": result.stderr_resumed_at, "exited": result.exited}


class MalformedMessage(ValueError):
    """Host side: a worker message that does not have the protocol's shape."""


def rebuild_result(message: dict[str, Any], elapsed_s: float, layers: tuple[str, ...],
                   causes: dict[int, BaseException]) -> RunResult:
    """Host side: the RunResult a ``result`` message describes (MalformedMessage if it does
    not have the shape :func:`result_message` gives it)."""
    try:
        return _rebuild_result(message, elapsed_s, layers, causes)
    except (KeyError, TypeError, ValueError, ArithmeticError) as exc:  # int(inf): Overflow
        raise MalformedMessage(f"a malformed result from the worker ({exc})") from None


def _rebuild_result(message: dict[str, Any], elapsed_s: float, layers: tuple[str, ...],
                    causes: dict[int, BaseException]) -> RunResult:
    if type(message["output"]) is not str or type(message["stderr"]) is not str \
            or type(message["opaque"]) not in (str, type(None)):
        raise TypeError("output, stderr and opaque must be text")
    steps, tool_calls, peak, truncated = (int(v) for v in message["stats"])
    truncated = bool(truncated)
    stats = RunStats(steps=steps, elapsed_s=elapsed_s, tool_calls=tool_calls,
                     peak_memory_bytes=peak, output_truncated=truncated, isolation=layers)
    value = message["value"]
    if message["opaque"] is not None:
        value = RemoteValue(message["opaque"])
    error = None if message["error"] is None else rebuild_error(message["error"], causes)
    calls = tuple(ToolCallRecord(str(c[0]), int(c[1]), str(c[2]), float(c[3]),
                                 None if c[4] is None else str(c[4]))
                  for c in message["calls"])
    return RunResult(output=message["output"], value=value, error=error, stats=stats,
                     tool_calls=calls, stderr=message["stderr"],
                     resumed_at=int(message.get("resumed_at") or 0),
                     stderr_resumed_at=int(message.get("stderr_resumed_at") or 0),
                     exited=message.get("exited") is True)


def replay_spec(replay: Any) -> dict[str, Any] | None:
    """Host side: what the worker needs to rebuild a resume's Replay (plain data)."""
    if replay is None:
        return None
    from ..state.pause import pack_random
    journal = replay.old
    return {"calls": [[r.call_id, r.tool, r.fingerprint, r.ok, r.value, r.waited]
                      for r in journal.calls],
            "batches": [list(b) for b in journal.batches], "clock": list(journal.clock),
            "provided": [[call_id, ok, value if ok else getattr(value, "description", value)]
                         for call_id, (ok, value) in replay.provided.items()],
            "expected_output": replay.expected_output, "hash_changed": replay.hash_changed,
            "expected_stderr": replay.expected_stderr,
            "start_state": replay.start_state, "random": pack_random(replay.random_state)}


def replay_from(spec: dict[str, Any] | None, pause_on: list[str]) -> Any:
    """Worker side: the Replay a :func:`replay_spec` describes (None: a fresh start)."""
    if spec is None:
        return None
    from ..state.pause import unpack_random
    from ..state.replay import CallRecord, Journal, Replay
    journal = Journal(calls=[CallRecord(*row) for row in spec["calls"]],
                      batches=[list(b) for b in spec["batches"]], clock=list(spec["clock"]))
    replay = Replay(journal, pause_on=frozenset(pause_on),
                    provided={row[0]: (row[1], row[2]) for row in spec["provided"]},
                    expected_output=spec["expected_output"],
                    hash_changed=spec["hash_changed"],
                    expected_stderr=spec.get("expected_stderr"))
    replay.start_state = spec["start_state"]
    replay.random_state = unpack_random(spec.get("random"))
    return replay
