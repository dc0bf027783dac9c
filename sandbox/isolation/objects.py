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

An exposed class's constructor is a tool too; its call makes the host object on the host,
which keeps it (:class:`Instances`, for the session's life) and replies with a handle; the
worker's new proxy stands on a stand-in that carries the handle, and its method calls and
attribute reads name it (``"h"``). The host serves only names the object's allowlists give,
and a class's method only on an instance it made, whatever the worker asks.
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
    """Host side: what the worker is told of each exposed object or class (no value of
    it; for a class, its constructor's tool and its methods as called on an instance)."""
    return [{"name": name, "attributes": list(spec.expose.attributes),
             "methods": [[m, tool_spec(tool)] for m, tool in spec.tools.items()],
             "constructor": None if spec.constructor_tool is None
             else tool_spec(spec.constructor_tool)}
            for name, spec in objects.items()]


def object_tools(objects: Mapping[str, ObjectSpec]) -> dict[str, Tool]:
    """Host side: every exposed method's tool and constructor, by its (dotted) name; a
    class's methods are templates (:class:`Instances` calls the instance's own)."""
    tools = {tool.name: tool for spec in objects.values() for tool in spec.tools.values()}
    tools.update({spec.name: spec.constructor_tool for spec in objects.values()
                  if spec.constructor_tool is not None})
    return tools


class Instances:
    """Host side: the host objects one process-mode session's exposed constructors made,
    by handle (the worker holds only the handle, in its proxy). They live as long as the
    session (the worker does not report a proxy's end)."""

    def __init__(self, objects: Mapping[str, ObjectSpec]) -> None:
        self.objects = objects
        self.made: dict[int, tuple[ObjectSpec, Any, dict[str, Tool]]] = {}

    def add(self, constructor: Tool, instance: Any) -> int:
        """Keep ``instance`` (made by ``constructor``); its handle for the worker."""
        from ..expose import _method_tool
        spec = self.objects[constructor.name]
        tools = {f"{spec.name}.{m}": _method_tool(spec.name, instance, m, spec.expose)
                 for m in spec.expose.methods}
        handle = len(self.made) + 1
        self.made[handle] = (spec, instance, tools)
        return handle

    def method(self, tool: Tool, frame: dict[str, Any]) -> Tool | None:
        """The tool a ``call`` frame runs: ``tool`` itself, or for a class's method the
        instance's own (None: no such instance, or not a method of its class)."""
        handle = frame.get("h")
        templates = {t.name for spec in self.objects.values()
                     if spec.constructor_tool is not None for t in spec.tools.values()}
        if handle is None:
            return None if tool.name in templates else tool
        made = self.made.get(handle) if type(handle) is int else None
        return None if made is None else made[2].get(tool.name)

    def target(self, frame: dict[str, Any]) -> tuple[ObjectSpec | None, Any]:
        handle = frame.get("h")
        obj = frame.get("obj")
        if handle is None:
            spec = self.objects.get(obj) if type(obj) is str else None
            if spec is None or spec.constructor_tool is not None:
                return None, None
            return spec, spec.expose.target
        made = self.made.get(handle) if type(handle) is int else None
        if made is None or made[0].name != obj:
            return None, None
        return made[0], made[1]


def serve_attribute(instances: Instances, frame: dict[str, Any]) -> dict[str, Any]:
    """Host side: the reply to one ``attr`` request: the allowed attribute read now and
    copied, the read's failure described (as a tool's), or a refusal of a name the
    allowlist does not give (the worker is not trusted)."""
    name = frame.get("name")
    spec, target = instances.target(frame)
    if spec is None or type(name) is not str or name not in spec.expose.attributes:
        return {"ok": False, "failure": ["AttributeError", ["not an exposed attribute"], [],
                                         {}]}
    try:
        value = getattr(target, name)
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
        request = {"t": "attr", "obj": self.obj, "name": self.name}
        handle = getattr(instance, "_sandbox_handle", None)
        if handle is not None:
            request["h"] = handle
        reply = self.ask(request)
        return reply_value(reply, int(reply.get("id") or 0))


def worker_objects(specs: Any, stub: Callable[[list[dict[str, Any]], Any], list[Tool]],
                   ask: Callable[[dict[str, Any]], Any]) -> dict[str, Expose]:
    """Worker side: ``Sandbox(objects=...)`` for the objects of ``init`` (``stub(specs,
    handle)`` makes method tools from specs, whose calls name the host instance ``handle``
    if not None; ``ask`` sends a request to the host and returns its reply)."""
    objects: dict[str, Expose] = {}
    for item in specs or ():
        name = str(item["name"])
        methods = [str(m) for m, _ in item["methods"]]
        method_specs = [spec for _, spec in item["methods"]]
        attributes = [str(a) for a in item["attributes"]]
        members: dict[str, Any] = {"__slots__": ("_sandbox_handle",)}
        members.update({m: _never for m in methods})
        members.update({a: _AttributeReader(name, a, ask) for a in attributes})
        stand_in = type(name, (), members)
        if item.get("constructor") is not None:
            def instance_stubs(handle: Any, _specs: Any = method_specs, _cls: Any = stand_in,
                               _methods: Any = methods) -> tuple[Any, dict[str, Tool]]:
                target = _cls()
                target._sandbox_handle = handle
                return target, dict(zip(_methods, stub(_specs, handle), strict=True))
            ctor = stub([item["constructor"]], None)[0]
            objects[name] = Expose(stand_in, constructor=True, methods=methods,
                                   attributes=attributes, _stubs={name: ctor},
                                   _instance_stubs=instance_stubs)
            continue
        target = stand_in()
        target._sandbox_handle = None
        objects[name] = Expose(target, methods=methods, attributes=attributes,
                               _stubs=dict(zip(methods, stub(method_specs, None),
                                               strict=True)))
    return objects


def _never(*args: Any, **kwargs: Any) -> Any:
    """A stand-in target's method: the proxy calls the stub tools, never this."""
    raise RuntimeError("an exposed method's stand-in was called")
