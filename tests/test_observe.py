"""OpenTelemetry: run and tool spans nested in one trace under the host's span, outcome
attributes, and metrics, checked with the SDK's in-memory exporter and metric reader."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox import Limits, Sandbox, Tool
from sandbox.observe import RunEvent, ToolEvent, otel_observer

sdk_trace = pytest.importorskip("opentelemetry.sdk.trace")
from opentelemetry.sdk.metrics import MeterProvider  # noqa: E402
from opentelemetry.sdk.metrics.export import InMemoryMetricReader  # noqa: E402
from opentelemetry.sdk.trace.export import SimpleSpanProcessor  # noqa: E402
from opentelemetry.sdk.trace.export.in_memory_span_exporter import (  # noqa: E402
    InMemorySpanExporter,
)
from opentelemetry.trace import StatusCode  # noqa: E402


def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


def fail(x: int) -> int:
    """Always fails."""
    raise ValueError("no")


@pytest.fixture
def otel() -> Any:
    exporter = InMemorySpanExporter()
    provider = sdk_trace.TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    meters = MeterProvider(metric_readers=[reader])
    observer = otel_observer(provider.get_tracer("test"), meters.get_meter("test"))
    return provider, exporter, reader, observer


def metric_points(reader: InMemoryMetricReader) -> dict[str, list[tuple[dict[str, Any], Any]]]:
    data = reader.get_metrics_data()
    found: dict[str, list[tuple[dict[str, Any], Any]]] = {}
    for resource in data.resource_metrics:
        for scope in resource.scope_metrics:
            for metric in scope.metrics:
                for point in metric.data.data_points:
                    value = getattr(point, "value", None)
                    if value is None:
                        value = point.count  # a histogram: how many were recorded
                    found.setdefault(metric.name, []).append((dict(point.attributes), value))
    return found


def test_tool_spans_are_children_of_the_run_span_under_the_host_span(otel: Any) -> None:
    provider, exporter, reader, observer = otel
    sb = Sandbox(tools=[Tool(add, cheap=True), Tool(fail, cheap=True)], observer=observer)
    with provider.get_tracer("host").start_as_current_span("host request") as host:
        result = sb.run_sync("try:\n    fail(1)\nexcept Exception:\n    pass\nadd(1, 2)")
    assert result.ok and result.value == 3
    finished = exporter.get_finished_spans()
    assert sorted(s.name for s in finished) == ["host request", "sandbox.run", "sandbox.tool",
                                                "sandbox.tool"]
    run = next(s for s in finished if s.name == "sandbox.run")
    tools = [s for s in finished if s.name == "sandbox.tool"]
    trace_id = host.get_span_context().trace_id
    assert run.context.trace_id == trace_id
    assert run.parent.span_id == host.get_span_context().span_id
    assert [t.attributes["sandbox.tool.name"] for t in tools] == ["fail", "add"]
    for tool in tools:
        assert tool.context.trace_id == trace_id
        assert tool.parent.span_id == run.context.span_id
    failed, ok = tools
    assert failed.attributes["sandbox.tool.outcome"] == "error"
    assert failed.attributes["error.type"] == "ValueError"
    assert failed.status.status_code is StatusCode.ERROR
    assert ok.attributes["sandbox.tool.outcome"] == "ok" and "error.type" not in ok.attributes
    assert run.attributes["sandbox.outcome"] == "ok" and run.attributes["sandbox.tool_calls"] == 2
    assert "error.type" not in run.attributes


def test_run_outcomes_and_metrics(otel: Any) -> None:
    provider, exporter, reader, observer = otel
    sb = Sandbox(tools=[Tool(add, cheap=True)], observer=observer,
                 limits=Limits(max_steps=1_000))
    sb.run_sync("add(1, 2)")
    sb.run_sync("1 / 0")
    sb.run_sync("while True:\n    pass")
    sb.run_sync("x = (")  # never starts: counted, no span
    runs = [s for s in exporter.get_finished_spans() if s.name == "sandbox.run"]
    assert [s.attributes["sandbox.outcome"] for s in runs] == ["ok", "error", "limit"]
    assert runs[1].attributes["error.type"] == "ZeroDivisionError"
    assert runs[1].status.status_code is StatusCode.ERROR
    assert runs[2].attributes["error.type"] == "LimitExceeded"
    assert runs[2].attributes["sandbox.limit"] == "max_steps"
    assert runs[2].attributes["sandbox.steps"] > 1_000
    points = metric_points(reader)
    assert sorted((a["sandbox.outcome"], v) for a, v in points["sandbox.runs"]) == [
        ("error", 2), ("limit", 1), ("ok", 1)]
    assert points["sandbox.limit_breaches"] == [({"sandbox.limit": "max_steps"}, 1)]
    assert points["sandbox.tool_calls"] == [
        ({"sandbox.tool.name": "add", "sandbox.tool.outcome": "ok"}, 1)]
    assert points["sandbox.tool.duration"] == [({"sandbox.tool.name": "add"}, 1)]
    assert sum(v for _, v in points["sandbox.run.duration"]) == 4


def test_refused_tool_call_gets_a_span(otel: Any) -> None:
    provider, exporter, reader, observer = otel
    session = Sandbox(tools=[Tool(add, cheap=True)], observer=observer).session()
    result = session.run_sync("try:\n    add(1, 2)\nexcept PermissionError:\n    pass",
                              tools=[])
    assert result.ok
    [tool] = [s for s in exporter.get_finished_spans() if s.name == "sandbox.tool"]
    [run] = [s for s in exporter.get_finished_spans() if s.name == "sandbox.run"]
    assert tool.attributes["sandbox.tool.outcome"] == "refused"
    assert tool.parent.span_id == run.context.span_id


def test_events_name_their_run_and_carry_no_messages() -> None:
    events: list[Any] = []
    sb = Sandbox(tools=[Tool(add, cheap=True)], observer=events.append)
    sb.run_sync("add(1, 2)\nraise KeyError('secret')")
    start, tool_start, tool_end, end = events
    assert isinstance(start, RunEvent) and isinstance(tool_start, ToolEvent)
    assert tool_start.run_id == tool_end.run_id == start.run_id == end.run_id
    assert (end.outcome, end.error_type, end.exception_type, end.limit) == (
        "error", "GuestError", "KeyError", None)
    assert "secret" not in repr(events)
