"""Observation: what a host can watch of runs and tool calls.

An observer is any callable taking one event; ``Sandbox(observer=...)`` gets every event of
every run of that sandbox, in order, on the thread that runs the guest. The events:

- ``RunEvent("start", run_id)`` when a run begins (for a run that cannot start, e.g. a
  syntax error, only the end event is sent, with ``run_id`` 0);
- ``ToolEvent("start", tool, call_id, run_id=...)`` before a host tool is called;
- ``ToolEvent("end", tool, call_id, outcome, duration_s, error_type, run_id=...)`` after it:
  ``outcome`` is "ok", "error" (``error_type`` = the host exception's type name) or
  "refused" (a tool not granted for the run: no start event, no host call);
- ``RunEvent("end", run_id, stats, error_type, outcome, exception_type, limit)`` when it
  ends: ``outcome`` is "ok", "error" (an uncaught guest exception, a tool failure or a
  syntax error), "limit" (a breach; ``limit`` is the ``Limits`` field) or "paused";
  ``error_type`` the SandboxError class, ``exception_type`` the guest exception's type name
  (``ZeroDivisionError``; ``LimitExceeded`` for a breach).

Events never carry argument or result values unless the tool was created with
``Tool(..., observe_values=True)`` (``args``, ``kwargs``, ``result``); no event carries guest
source or exception messages. An observer that raises is ignored (observation must not
change a run). ``RunResult.tool_calls`` keeps the same records for every run.

:func:`otel_observer` maps the events to OpenTelemetry spans and metrics (extra ``otel``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class ToolCallRecord:
    """One tool call of a run: ``outcome`` is "ok", "error" or "refused"."""

    tool: str
    call_id: int
    outcome: str
    duration_s: float
    error_type: str | None = None


@dataclass(frozen=True, slots=True)
class ToolEvent:
    """A tool call starting (``kind="start"``) or ending (``kind="end"``); ``run_id`` is the
    run it belongs to (see the module docstring)."""

    kind: str
    tool: str
    call_id: int
    outcome: str | None = None
    duration_s: float | None = None
    error_type: str | None = None
    args: tuple[Any, ...] | None = None
    kwargs: dict[str, Any] | None = None
    result: Any = None
    run_id: int | None = None


@dataclass(frozen=True, slots=True)
class RunEvent:
    """A run starting (``kind="start"``) or ending (``kind="end"``, with its stats and
    outcome; see the module docstring)."""

    kind: str
    run_id: int
    stats: Any = None
    error_type: str | None = None
    outcome: str | None = None
    exception_type: str | None = None
    limit: str | None = None


# A frozen dataclass's __init__ sets each field through object.__setattr__; a record per tool
# call is built through the slots' own descriptors instead (as results.new_stats does), the
# field list checked so that a new field cannot be left unset.
_RECORD_FIELDS = ("tool", "call_id", "outcome", "duration_s", "error_type")
if tuple(f.name for f in dataclasses.fields(ToolCallRecord)) != _RECORD_FIELDS:
    raise ImportError("new_record does not set every field of ToolCallRecord")
_RS = tuple(ToolCallRecord.__dict__[name].__set__ for name in _RECORD_FIELDS)


def new_record(tool: str, call_id: int, outcome: str, duration_s: float,
               error_type: str | None = None) -> ToolCallRecord:
    """``ToolCallRecord(...)``, built directly."""
    r = object.__new__(ToolCallRecord)
    _RS[0](r, tool)
    _RS[1](r, call_id)
    _RS[2](r, outcome)
    _RS[3](r, duration_s)
    _RS[4](r, error_type)
    return r


class Observer(Protocol):
    """Receives :class:`RunEvent` and :class:`ToolEvent` objects."""

    def __call__(self, event: RunEvent | ToolEvent) -> None: ...


def notify(observer: Observer | None, event: RunEvent | ToolEvent) -> None:
    """Deliver ``event``; an observer's own failure never affects the run."""
    if observer is None:
        return
    try:
        observer(event)
    except Exception:  # noqa: BLE001 - observation must not change a run
        pass


def for_run(observer: Observer | None, run_id: int) -> Observer | None:
    """``observer`` as one run's tool calls reach it: each ToolEvent stamped with
    ``run_id`` (so an observer can nest tool calls under their run)."""
    if observer is None:
        return None

    def observe(event: RunEvent | ToolEvent) -> None:
        if isinstance(event, ToolEvent) and event.run_id is None:
            event = dataclasses.replace(event, run_id=run_id)
        observer(event)
    return observe


def end_event(run_id: int, result: Any) -> RunEvent:
    """The end event of a run that produced ``result`` (a RunResult, or None when paused)."""
    if result is None:
        return RunEvent("end", run_id, None, None, "paused")
    error = result.error
    if error is None:
        return RunEvent("end", run_id, result.stats, None, "ok")
    limit = getattr(error, "limit", None)
    exception = "LimitExceeded" if limit else getattr(error, "type_name", type(error).__name__)
    return RunEvent("end", run_id, result.stats, type(error).__name__,
                    "limit" if limit else "error", exception, limit)


def otel_observer(tracer: Any = None, meter: Any = None) -> Observer:
    """An observer that maps runs and tool calls to OpenTelemetry (extra ``otel``; a no-op
    when ``opentelemetry`` is not installed).

    Spans: ``sandbox.run`` per run, a child of the host's current span when the run starts
    (the trace context propagates); ``sandbox.tool`` per tool call, a child of its run's span
    (same trace). Attributes: ``sandbox.steps``, ``sandbox.tool_calls``,
    ``sandbox.outcome``, ``sandbox.limit`` and ``error.type`` (the guest exception type, or
    ``LimitExceeded``) on a run; ``sandbox.tool.name``, ``sandbox.tool.outcome`` and
    ``error.type`` (the host exception type) on a tool call; failed ones get status ERROR.

    Metrics (``meter``, default ``metrics.get_meter("sandbox")``): counters ``sandbox.runs``
    (by ``sandbox.outcome``), ``sandbox.tool_calls`` (by ``sandbox.tool.name`` and
    ``sandbox.tool.outcome``) and ``sandbox.limit_breaches`` (by ``sandbox.limit``);
    histograms ``sandbox.run.duration`` and ``sandbox.tool.duration`` in seconds."""
    try:
        from opentelemetry import metrics, trace  # type: ignore[import-not-found]
    except ImportError:
        return lambda event: None
    tracer = tracer or trace.get_tracer("sandbox")
    meter = meter or metrics.get_meter("sandbox")
    runs = meter.create_counter("sandbox.runs", unit="{run}", description="runs ended")
    calls = meter.create_counter("sandbox.tool_calls", unit="{call}",
                                 description="tool calls ended")
    breaches = meter.create_counter("sandbox.limit_breaches", unit="{breach}",
                                    description="runs ended by a limit")
    run_time = meter.create_histogram("sandbox.run.duration", unit="s",
                                      description="wall-clock time of a run")
    tool_time = meter.create_histogram("sandbox.tool.duration", unit="s",
                                       description="wall-clock time of a tool call")
    error_status = trace.Status(trace.StatusCode.ERROR)
    run_spans: dict[int, Any] = {}
    tool_spans: dict[int, Any] = {}

    def tool_span(event: ToolEvent) -> Any:
        parent = run_spans.get(event.run_id) if event.run_id is not None else None
        context = trace.set_span_in_context(parent) if parent is not None else None
        span = tracer.start_span("sandbox.tool", context=context,
                                 attributes={"sandbox.tool.name": event.tool})
        return span

    def observe(event: RunEvent | ToolEvent) -> None:
        if isinstance(event, RunEvent):
            if event.kind == "start":  # the host's current span (if any) is the parent
                run_spans[event.run_id] = tracer.start_span("sandbox.run")
                return
            outcome = event.outcome or "ok"
            runs.add(1, {"sandbox.outcome": outcome})
            if event.limit:
                breaches.add(1, {"sandbox.limit": event.limit})
            if event.stats is not None:
                run_time.record(event.stats.elapsed_s, {"sandbox.outcome": outcome})
            span = run_spans.pop(event.run_id, None)
            if span is None:
                return
            span.set_attribute("sandbox.outcome", outcome)
            if event.stats is not None:
                span.set_attribute("sandbox.steps", event.stats.steps)
                span.set_attribute("sandbox.tool_calls", event.stats.tool_calls)
            if event.limit:
                span.set_attribute("sandbox.limit", event.limit)
            if event.exception_type:
                span.set_attribute("error.type", event.exception_type)
                span.set_status(error_status)
            span.end()
            return
        if event.kind == "start":
            tool_spans[event.call_id] = tool_span(event)
            return
        span = tool_spans.pop(event.call_id, None) or tool_span(event)  # refused: no start
        outcome = event.outcome or "ok"
        span.set_attribute("sandbox.tool.outcome", outcome)
        calls.add(1, {"sandbox.tool.name": event.tool, "sandbox.tool.outcome": outcome})
        if event.duration_s is not None:
            tool_time.record(event.duration_s, {"sandbox.tool.name": event.tool})
        if event.error_type:
            span.set_attribute("error.type", event.error_type)
        if outcome != "ok":
            span.set_status(error_status)
        span.end()
    return observe
