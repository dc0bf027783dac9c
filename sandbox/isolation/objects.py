"""Exposed host objects in process isolation (``Sandbox(objects=...)``, :mod:`sandbox.expose`).

The host object never leaves the host. The worker is told, per object, its name, its
attribute names and its method tools as tool specs (``init["objects"]``); it builds the same
guest proxy as in-process, over a stand-in target whose

- methods are stubs of the host's method tools (``db.query``), called over the channel like
  any tool (``call``/``reply``): the host binds, runs, observes, counts and grants them as it
  does its other tools;
- attributes are read by asking the host at each read (``{"t": "attr", "obj", "name"}``),
  which answers with a copy of the real attribute read then (``attrreply``), or with the
  failure of the read described as a tool's failure, so the guest sees what it sees
  in-process.

The host serves only names the object's allowlists give, whatever the worker asks. Exposed
constructors are refused in process mode (``api.Sandbox``), so every object here is an
instance.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..boundary import to_guest
from ..expose import Expose, ObjectSpec
from ..tool_errors import describe
from ..tools import Tool
from .remote import reply_value, tool_spec


def object_specs(objects: Mapping[str, ObjectSpec]) -> list[dict[str, Any]]:
    """Host side: what the worker is told of each exposed object (no value of it)."""
    return [{"name": name, "attributes": list(spec.expose.attributes),
             "methods": [[m, tool_spec(tool)] for m, tool in spec.tools.items()]}
            for name, spec in objects.items()]


def object_tools(objects: Mapping[str, ObjectSpec]) -> dict[str, Tool]:
    """Host side: every exposed method's tool, by its dotted name."""
    return {tool.name: tool for spec in objects.values() for tool in spec.tools.values()}


def serve_attribute(objects: Mapping[str, ObjectSpec], frame: dict[str, Any]
                    ) -> dict[str, Any]:
    """Host side: the reply to one ``attr`` request: the allowed attribute read now and
    copied, the read's failure described (as a tool's), or a refusal of a name the
    allowlist does not give (the worker is not trusted)."""
    obj, name = frame.get("obj"), frame.get("name")
    spec = objects.get(obj) if type(obj) is str else None
    if spec is None or spec.constructor_tool is not None or type(name) is not str \
            or name not in spec.expose.attributes:
        return {"ok": False, "failure": ["AttributeError", ["not an exposed attribute"], [],
                                         {}]}
    try:
        value = getattr(spec.expose.target, name)
    except Exception as exc:  # noqa: BLE001 - a host property's failure, as a tool's
        return {"ok": False, "failure": list(describe(exc))}
    try:
        return {"ok": True, "value": to_guest(value)}
    except TypeError:
        return {"ok": False, "unconvertible": True, "type": type(value).__name__}


class _AttributeReader:
    """Worker side: a property of the stand-in target that asks the host at each read."""

    __slots__ = ("obj", "name", "ask")

    def __init__(self, obj: str, name: str, ask: Callable[[dict[str, Any]], Any]) -> None:
        self.obj, self.name, self.ask = obj, name, ask

    def __get__(self, instance: Any, owner: Any = None) -> Any:
        if instance is None:
            return self
        reply = self.ask({"t": "attr", "obj": self.obj, "name": self.name})
        return reply_value(reply, int(reply.get("id") or 0))


def worker_objects(specs: Any, stub: Callable[[list[dict[str, Any]]], list[Tool]],
                   ask: Callable[[dict[str, Any]], Any]) -> dict[str, Expose]:
    """Worker side: ``Sandbox(objects=...)`` for the objects of ``init`` (``stub`` makes
    method tools from specs; ``ask`` sends a request to the host and returns its reply)."""
    objects: dict[str, Expose] = {}
    for item in specs or ():
        name = str(item["name"])
        methods = [str(m) for m, _ in item["methods"]]
        tools = dict(zip(methods, stub([spec for _, spec in item["methods"]]), strict=True))
        attributes = [str(a) for a in item["attributes"]]
        members: dict[str, Any] = {"__slots__": ()}
        members.update({m: tools[m].fn for m in methods})
        members.update({a: _AttributeReader(name, a, ask) for a in attributes})
        target = type(name, (), members)()
        objects[name] = Expose(target, methods=methods, attributes=attributes,
                               _stubs=tools)
    return objects
