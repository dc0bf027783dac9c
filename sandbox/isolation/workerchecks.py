"""What the host checks in a process worker's messages against what it asked for (split from
:mod:`.session`): the worker is not trusted, so a call, a paused run or a result that the run
could not have made is a crashed worker."""

from __future__ import annotations

import collections
import math
from typing import Any

from .channel import ChannelBroken
from .remote import MalformedMessage

#: Lines of truncation markers a result may hold past ``max_output_lines``.
_MARKER_LINES = 8


#: The outcomes a tool-call record has (``sandbox.observe.ToolCallRecord``).
_OUTCOMES = frozenset({"ok", "error", "refused"})


def check_result(plan: Any, result: Any, limits: Any, slack: int,
                 known: frozenset[str] | set[str] = frozenset()) -> None:
    """A worker's result holds no more than the run can have made (MalformedMessage
    otherwise; round 8: a lying worker reported 30 MB of output under a 1,000-byte limit and
    100,000 calls of a tool the host never ran): output and stderr within the output limits
    (``slack``: characters of truncation markers), tool calls only those the host served
    (plus the calls a resume answers from the journal and the answers the host supplied),
    and resume points within the output limit; and (round 9) records and statistics the
    run can have: see :func:`_check_records`. ``known``: the names of the sandbox's tools."""
    _check_records(plan, result, limits, known)
    text = len(result.output) + len(result.stderr)
    lines = result.output.count("\n") + result.stderr.count("\n")
    if text > limits.max_output_bytes + slack or lines > limits.max_output_lines + _MARKER_LINES:
        raise MalformedMessage("a result with more output than the run's limits")
    served = collections.Counter(plan.names)
    claimed = collections.Counter(r.tool for r in result.tool_calls if r.outcome != "refused")
    replay = plan.message.get("replay")
    replayed = len(replay["calls"]) + len(replay["provided"]) if isinstance(replay, dict) \
        else 0  # (answered from the journal, or by the host's answers to a paused run)
    # (+ 1: the call that met max_tool_calls is counted, never sent)
    if claimed - served or result.stats.tool_calls > plan.calls + replayed + 1:
        raise MalformedMessage("a result with tool calls the host did not make")
    most = limits.max_output_bytes + slack  # (a failed replay keeps its pause point)
    if not (0 <= result.resumed_at <= most and 0 <= result.stderr_resumed_at <= most):
        raise MalformedMessage("a result resumed past its output")


def _check_records(plan: Any, result: Any, limits: Any, known: Any) -> None:
    """Round 9: a result's tool-call records and statistics are ones a run can make. Each
    record's outcome is one of :data:`_OUTCOMES` and its duration finite and not negative; a
    refusal names a tool of the sandbox (``known``) that the run was not granted (the only
    refusal a run records: tools.ToolFunction); refusals are at most ``max_steps + 1`` (each
    is a guest call, a step); the counts are not negative, and a run that did not end at
    ``max_steps`` took no more steps than it allows (a breach may overshoot by one charge)."""
    stats = result.stats
    if min(stats.steps, stats.tool_calls, stats.peak_memory_bytes) < 0:
        raise MalformedMessage("a result with negative statistics")
    error = result.error
    at_steps = getattr(error, "limit", None) == "max_steps"
    if stats.steps > limits.max_steps and not at_steps:
        raise MalformedMessage("a result with more steps than the run's limit")
    refused = 0
    for record in result.tool_calls:
        duration = record.duration_s
        if record.outcome not in _OUTCOMES or not math.isfinite(duration) or duration < 0:
            raise MalformedMessage("a result with a tool-call record no call makes")
        if record.outcome == "refused":
            refused += 1
            if record.tool not in known or record.tool in plan.tools:
                raise MalformedMessage("a result refusing a tool the run could not refuse")
    if refused > limits.max_steps + 1:
        raise MalformedMessage("a result with more refusals than the run had steps")


def _check_paused(paused: Any, plan: Any) -> None:
    """A worker's Paused holds what the host asked for (the worker is not trusted): the run's
    program and pause names, checked, and its inputs, the host's own; and it waits only for
    calls the run can pause at (an external tool granted for it, or a granted tool its
    ``pause_on`` names), so the host is never told the guest waits for another tool."""
    from ..errors import StateError
    message = plan.message
    if paused.code != message["code"] or paused.pause_on != frozenset(message["pause_on"]):
        raise StateError("its program or pause names are not the run's")
    paused.inputs = dict(message["inputs"])
    for call in paused.calls:
        tool = plan.tools.get(call.tool)
        if tool is None or not (tool.external or call.tool in paused.pause_on):
            raise StateError(f"it waits for tool {call.tool!r:.100}, which the run cannot "
                             "pause at")


def _check_call(frame: dict[str, Any]) -> None:
    """A worker's ``call`` frame must have the protocol's shape (the worker is not trusted)."""
    if (type(frame.get("id")) is not int or type(frame.get("args")) is not list
            or type(frame.get("kwargs")) is not dict
            or not all(type(k) is str for k in frame["kwargs"])):
        raise ChannelBroken("a malformed tool call from the worker")


def _answers_inline(plan: Any, frame: dict[str, Any]) -> bool:
    """Whether the host answers a call in its serving loop itself, without a thread or a
    task: a refusal, a ``cheap`` tool, or a plain ``def`` (neither async nor blocking) that
    the worker called with nothing else in the run waiting (the frame's ``i``, as the
    in-process rule decides it: README, "Tools"). A worker that sets ``i`` when it should not
    gains nothing: the call runs where a plain tool may run in process, holding its run."""
    tool = plan.tools.get(str(frame.get("name")))
    if tool is None or tool.external:
        return True  # refused at once
    if tool.is_async:
        return False
    return tool.cheap or (not tool.blocking and frame.get("i") is True)
