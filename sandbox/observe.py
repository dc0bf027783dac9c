"""Observation: what a host can watch of runs and tool calls.

An observer is any callable taking one event. Events never carry argument or result values
unless the tool was created with ``Tool(..., observe_values=True)``. An observer that raises
is ignored (observation must not change a run). ``RunResult.tool_calls`` keeps the same
records for every run.
"""

from __future__ import annotations

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
    """A tool call starting (``kind="start"``) or ending (``kind="end"``)."""

    kind: str
    tool: str
    call_id: int
    outcome: str | None = None
    duration_s: float | None = None
    error_type: str | None = None
    args: tuple[Any, ...] | None = None
    kwargs: dict[str, Any] | None = None
    result: Any = None


@dataclass(frozen=True, slots=True)
class RunEvent:
    """A run starting (``kind="start"``) or ending (``kind="end"``, with its stats)."""

    kind: str
    run_id: int
    stats: Any = None
    error_type: str | None = None


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


def otel_observer(tracer: Any = None) -> Observer:
    """An observer that maps runs and tool calls to OpenTelemetry spans (``sandbox.run``,
    ``sandbox.tool``); a no-op when opentelemetry is not installed (extra ``otel``)."""
    try:
        from opentelemetry import trace  # type: ignore[import-not-found]
    except ImportError:
        return lambda event: None
    tracer = tracer or trace.get_tracer("sandbox")
    open_spans: dict[tuple[str, int], Any] = {}

    def observe(event: RunEvent | ToolEvent) -> None:
        if isinstance(event, RunEvent):
            key = ("run", event.run_id)
            if event.kind == "start":
                open_spans[key] = tracer.start_span("sandbox.run")
            elif key in open_spans:
                span = open_spans.pop(key)
                if event.stats is not None:
                    span.set_attribute("sandbox.steps", event.stats.steps)
                    span.set_attribute("sandbox.tool_calls", event.stats.tool_calls)
                if event.error_type:
                    span.set_attribute("sandbox.error", event.error_type)
                span.end()
            return
        key = ("tool", event.call_id)
        if event.kind == "start":
            span = tracer.start_span("sandbox.tool")
            span.set_attribute("sandbox.tool.name", event.tool)
            open_spans[key] = span
        elif key in open_spans:
            span = open_spans.pop(key)
            span.set_attribute("sandbox.tool.outcome", event.outcome or "")
            if event.error_type:
                span.set_attribute("sandbox.tool.error", event.error_type)
            span.end()
    return observe
