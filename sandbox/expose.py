"""Host objects offered to guest code through explicit allowlists.

``Sandbox(objects={"db": Expose(db, methods=["query", "insert"], attributes=["name"])})``
gives guest code a global ``db``: a proxy (:class:`ExposedObject`) that is not the host
object and holds nothing the guest can reach but what the allowlists name.

- An allowed **method** is a tool named ``db.query`` (:mod:`sandbox.tools`): reading
  ``db.query`` gives a guest function; calling it binds the arguments against the method's
  real signature (a wrong call is a TypeError with CPython's own message, which names the
  method by its qualified name and counts ``self``), copies them in, runs the host method
  (``async def`` methods are awaited in the guest like async tools; sync ones run in a
  worker thread unless ``cheap=True``), copies the result out, is observed as a ToolEvent,
  counts against ``max_tool_calls``, is refused unless granted when a run grants tools
  (``tools=["db.query"]``, or ``tools=["db"]`` for all of db's methods), and a host
  exception arrives as its builtin exception type, its traceback starting at a frame
  ``File "<tool>", line 1, in db.query``. Pausable runs (``Session.start``) record and
  replay method calls as they do tool calls.
- An allowed **attribute** is read from the host object at each read and copied like a tool
  result (plain data only).
- Everything else -- another name, any dunder (``db.__class__``, ``db.__dict__``), writes and
  deletes, private names -- is an AttributeError that lists what is allowed. ``vars(db)`` is
  CPython's TypeError (the proxy has no ``__dict__``); ``type(db)`` is the proxy class,
  which guest code cannot instantiate and whose attributes the gate refuses.
- ``Expose(cls, constructor=True, methods=[...])`` offers a host class: the guest global is a
  tool named after it whose call constructs the host object and returns a new proxy (its
  methods are the tools ``DB.query``...). Not in pausable runs (a host object cannot be
  recorded in a paused run's journal).

Passing a proxy (or one of its methods) to a tool, or to one of its own methods, is refused
with a TypeError: only plain data crosses the boundary, and the host holds its objects
already. A proxy is never exported in session state: a global that refers to one is saved
by name (the name of the sandbox's object) and must be provided by the importing sandbox
(otherwise a StateError names it); a proxy made by an exposed constructor, and a method read
off a proxy, cannot be saved.

With process isolation the proxy lives in the worker and the object stays on the host
(:mod:`sandbox.isolation.objects`): each method is a stub of the host's method tool, called
over the channel like any tool, and each attribute read asks the host, which reads the real
attribute then and copies it. An exposed constructor's call makes the host object on the host,
which keeps it for the session and gives the worker a handle; the worker's new proxy names
that handle in its method calls and attribute reads.
"""

from __future__ import annotations

import inspect
import keyword
import types
from collections.abc import Iterable, Mapping
from typing import Any

from .boundary import OPAQUE, to_guest
from .runtime import gate
from .runtime.context import current_ctx
from .tool_errors import describe, guest_exception
from .tools import BoundTool, Tool


class Expose:
    """A host object (or, with ``constructor=True``, a host class) and what guest code may
    use of it: ``methods`` (called like tools) and ``attributes`` (read by copy).

    ``cheap``, ``blocking`` and ``observe_values`` apply to every method as they do to a
    :class:`~sandbox.Tool`. Raises ValueError for a name that is not a public identifier,
    is listed twice, or is not a callable method (for ``methods``) of the target."""

    __slots__ = ("target", "methods", "attributes", "constructor", "cheap", "blocking",
                 "observe_values", "stubs", "instance_stubs")

    def __init__(self, target: Any, *, methods: Iterable[str] = (),
                 attributes: Iterable[str] = (), constructor: bool = False,
                 cheap: bool = False, blocking: bool = False,
                 observe_values: bool = False,
                 _stubs: Mapping[str, Tool] | None = None,
                 _instance_stubs: Any = None) -> None:
        """``_stubs`` (a worker's, :mod:`sandbox.isolation.objects`): the method tools (for a
        class: its constructor's, under the class's name), ready made, that ask the host to
        call the real ones; ``_instance_stubs(handle)``: for a class, the stand-in target
        and method tools of the host instance a constructor call made."""
        if isinstance(methods, str) or isinstance(attributes, str):
            raise TypeError("methods and attributes are lists of names, not one str")
        self.target = target
        self.methods = tuple(methods)
        self.attributes = tuple(attributes)
        self.constructor = constructor
        self.cheap = cheap
        self.blocking = blocking
        self.observe_values = observe_values
        self.stubs = _stubs
        self.instance_stubs = _instance_stubs
        if constructor and not isinstance(target, type):
            raise TypeError(f"constructor=True needs a class, not a {type(target).__name__}")
        seen: set[str] = set()
        for name in (*self.methods, *self.attributes):
            _check_name(name)
            if name in seen:
                raise ValueError(f"{name!r} is listed twice")
            seen.add(name)
        for name in self.methods:
            if not callable(getattr(target, name, None)):
                raise ValueError(f"{type(target).__name__ if not constructor else target.__name__}"
                                 f" has no method {name!r}")

    def __repr__(self) -> str:
        return (f"Expose({self.target!r}, methods={list(self.methods)!r}, "
                f"attributes={list(self.attributes)!r}, constructor={self.constructor!r})")


def _check_name(name: Any) -> None:
    if type(name) is not str or not name.isidentifier() or keyword.iskeyword(name):
        raise ValueError(f"{name!r} is not an identifier")
    if name.startswith("_"):
        raise ValueError(f"{name!r}: private and dunder names cannot be exposed")
    if hasattr(ExposedObject, name):
        raise ValueError(f"{name!r} is a name of the proxy itself and cannot be exposed")


class ObjectSpec:
    """One entry of ``Sandbox(objects=...)``: its guest name, its Expose and the tools made
    from it (shared by every session of the sandbox)."""

    __slots__ = ("name", "expose", "tools", "constructor_tool", "tool_names")

    def __init__(self, name: str, expose: Expose) -> None:
        self.name = name
        self.expose = expose
        self.tools: dict[str, Tool] = {}
        self.constructor_tool: Tool | None = None
        if expose.constructor:
            if expose.stubs is not None:  # a worker's: the host constructs
                tool = expose.stubs[name]
            else:
                tool = _tool(name, expose.target, name, expose)
                _report_as_init(tool, expose.target)
                # the methods as called on any instance (process isolation describes them
                # to the worker by these)
                self.tools = {m: _class_method_tool(name, expose.target, m, expose)
                              for m in expose.methods}
            tool.result_maker = self._wrap_instance
            self.constructor_tool = tool
        elif expose.stubs is not None:  # a worker's: the host calls the real methods
            self.tools = {m: expose.stubs[m] for m in expose.methods}
        else:
            self.tools = {m: _method_tool(name, expose.target, m, expose)
                          for m in expose.methods}
        self.tool_names = frozenset({name, *(f"{name}.{m}" for m in expose.methods)})

    def stub(self) -> str:
        """The object as a class stub for a prompt (``Sandbox.describe_tools``): its
        attributes, then its methods with signatures and docstrings as written."""
        expose = self.expose
        what = ("an exposed host class: calling it makes an object with these methods"
                if expose.constructor else "an exposed host object")
        lines = [f"class {self.name}:  # {what}; each method call is a tool call, "
                 "attributes are read-only copies"]
        lines += [f"    {a}: ..." for a in expose.attributes]
        cls = expose.target if expose.constructor else type(expose.target)
        names = list(expose.methods)
        if expose.constructor and isinstance(cls.__dict__.get("__init__"), types.FunctionType):
            names.insert(0, "__init__")
        for m in names:
            fn = getattr(cls, m, None)
            if not isinstance(fn, types.FunctionType):
                fn = getattr(expose.target, m)
            stub = Tool(fn, name=m, blocking=expose.blocking).stub()
            lines += [f"    {line}" if line else "" for line in stub.splitlines()]
        if len(lines) == 1:
            lines.append("    ...")
        return "\n".join(lines) + "\n"

    def guest_value(self, globals_: Any) -> Any:
        """What the session's builtins bind the name to."""
        if self.constructor_tool is not None:
            return ExposedConstructor(self.constructor_tool, globals_)
        return _proxy(self, self.expose.target,
                      {m: ExposedMethod(t, globals_) for m, t in self.tools.items()})

    def _wrap_instance(self, instance: Any, ctx: Any) -> Any:
        expose = self.expose
        globals_ = ctx.session.globals
        if expose.instance_stubs is not None:  # a worker's: ``instance`` is the host's handle
            instance, tools = expose.instance_stubs(instance)
        else:
            tools = {m: _method_tool(self.name, instance, m, expose) for m in expose.methods}
        return _proxy(self, instance, {m: ExposedMethod(t, globals_) for m, t in tools.items()})


def prepare_objects(objects: Mapping[str, Any] | None,
                    tool_names: Iterable[str]) -> dict[str, ObjectSpec]:
    """Check ``Sandbox(objects=...)`` and build its specs (TypeError/ValueError if bad)."""
    if objects is None:
        return {}
    if not isinstance(objects, Mapping):
        raise TypeError("objects must be a mapping of names to Expose(...)")
    taken = set(tool_names)
    specs: dict[str, ObjectSpec] = {}
    for name, expose in objects.items():
        if type(name) is not str or not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError(f"object name {name!r} is not a valid identifier")
        if not isinstance(expose, Expose):
            raise TypeError(f"objects[{name!r}] must be an Expose(...), not "
                            f"{type(expose).__name__}")
        if name in taken:
            raise ValueError(f"{name!r} is both a tool and an exposed object")
        specs[name] = ObjectSpec(name, expose)
    return specs


def _tool(name: str, fn: Any, tool_name: str, expose: Expose) -> Tool:
    tool = Tool(fn, name=name, blocking=expose.blocking, cheap=expose.cheap,
                observe_values=expose.observe_values)
    tool.name = tool_name  # a dotted name: what the guest wrote, in notes, events and grants
    return tool


def _method_tool(name: str, target: Any, method: str, expose: Expose) -> Tool:
    bound = getattr(target, method)
    tool = _tool(method, bound, f"{name}.{method}", expose)
    func = getattr(bound, "__func__", None)
    if isinstance(func, types.FunctionType) and getattr(bound, "__self__", None) is target:
        try:  # CPython reports a wrong call by the function's qualname, counting self
            tool.message_signature = inspect.signature(func)
            tool.message_name = func.__qualname__
            tool.message_leading = 1
        except (TypeError, ValueError):
            pass
    else:
        tool.message_name = f"{name}.{method}"
    return tool


def _class_method_tool(name: str, cls: type, method: str, expose: Expose) -> Tool:
    """Method ``method`` of exposed class ``cls`` as called on an instance (signature
    without ``self``); its function is never called (a template)."""
    fn = getattr(cls, method)
    tool = _tool(method, fn, f"{name}.{method}", expose)
    plain = isinstance(inspect.getattr_static(cls, method, None), types.FunctionType)
    if plain and tool.signature is not None:  # not a static or class method: drop self
        params = list(tool.signature.parameters.values())
        tool.message_signature = tool.signature
        tool.signature = tool.signature.replace(parameters=params[1:])
        tool.message_name = fn.__qualname__
        tool.message_leading = 1
    return tool


def _report_as_init(tool: Tool, cls: type) -> None:
    init = next((k.__dict__["__init__"] for k in cls.__mro__ if "__init__" in k.__dict__),
                None)
    if isinstance(init, types.FunctionType):
        try:
            tool.message_signature = inspect.signature(init)
            tool.message_name = init.__qualname__
            tool.message_leading = 1
        except (TypeError, ValueError):
            pass


class ExposedMethod(BoundTool):
    """An allowed method of an exposed object, as guest code reads it (a tool). Not saved in
    session state (it belongs to a live host object)."""

    __slots__ = ()


class ExposedConstructor(BoundTool):
    """An exposed host class, as guest code holds it: calling it constructs the host object
    (a tool call) and returns a new :class:`ExposedObject`."""

    __slots__ = ()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        ctx = self._globals.ctx
        if ctx is not None and ctx.replay is not None:
            raise RuntimeError(f"the exposed class '{self._tool.name}' cannot be called in a "
                               "run started with Session.start() (a host object cannot be "
                               "recorded in a paused run); use run()")
        return super().__call__(*args, **kwargs)


class ExposedObject:
    """The guest's proxy of an exposed host object (see the module docstring). Its reads,
    writes and deletes are answered by :func:`_read` and :meth:`sandbox_refusal` through
    the gate (``gate.SELF_GATED``); nothing else of it is reachable."""

    __slots__ = ("_sandbox_spec", "_sandbox_target", "_sandbox_methods")
    _sandbox_spec: ObjectSpec
    _sandbox_target: Any
    _sandbox_methods: dict[str, ExposedMethod]
    __sandbox_attrs__: frozenset[str] = frozenset()  # the gate asks _read, never this table

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("cannot create 'exposed object' instances")

    def __repr__(self) -> str:
        return f"<exposed object '{self._sandbox_spec.name}'>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        raise TypeError(f"cannot copy exposed object '{self._sandbox_spec.name}'")

    def __dir__(self) -> list[str]:
        return sorted(self.sandbox_names())

    def sandbox_names(self) -> frozenset[str]:
        """The names guest code may read (``dir(db)``)."""
        return frozenset((*self._sandbox_spec.expose.methods,
                          *self._sandbox_spec.expose.attributes))

    def sandbox_refusal(self, name: str, verb: str = "read") -> AttributeError:
        """The error for a name the allowlists do not give (or any write or delete)."""
        spec = self._sandbox_spec
        allowed = _allowed_text(spec.expose)
        if verb == "read":
            text = f"exposed object '{spec.name}' has no attribute '{name}' ({allowed})"
        else:
            text = (f"cannot {verb} attribute '{name}' of exposed object '{spec.name}' "
                    f"(exposed objects are read-only; {allowed})")
        err = AttributeError(text)
        err.name = name
        return err


ExposedObject.__name__ = ExposedObject.__qualname__ = "exposed object"
ExposedObject.__module__ = "builtins"
ExposedMethod.__name__ = ExposedMethod.__qualname__ = "method"
ExposedConstructor.__name__ = ExposedConstructor.__qualname__ = "function"
ExposedMethod.__module__ = ExposedConstructor.__module__ = "builtins"


def _allowed_text(expose: Expose) -> str:
    parts = []
    if expose.methods:
        parts.append("methods: " + ", ".join(sorted(expose.methods)))
    if expose.attributes:
        parts.append("attributes: " + ", ".join(sorted(expose.attributes)))
    return "allowed " + "; ".join(parts) if parts else "nothing of it is allowed"


_SPEC = ExposedObject.__dict__["_sandbox_spec"]
_TARGET = ExposedObject.__dict__["_sandbox_target"]
_METHODS = ExposedObject.__dict__["_sandbox_methods"]


def _proxy(spec: ObjectSpec, target: Any, methods: dict[str, ExposedMethod]) -> ExposedObject:
    proxy = object.__new__(ExposedObject)
    _SPEC.__set__(proxy, spec)
    _TARGET.__set__(proxy, target)
    _METHODS.__set__(proxy, methods)
    return proxy


def _read(proxy: ExposedObject, name: str) -> Any:
    """``proxy.name`` for guest code: an allowed method, a copy of an allowed attribute, or
    the refusal."""
    method = _METHODS.__get__(proxy).get(name)
    if method is not None:
        return method
    spec: ObjectSpec = _SPEC.__get__(proxy)
    if name not in spec.expose.attributes:
        raise proxy.sandbox_refusal(name)
    ctx = current_ctx()
    label = f"{spec.name}.{name}"
    try:
        value = getattr(_TARGET.__get__(proxy), name)
    except Exception as exc:  # noqa: BLE001 - a host property's failure, as a tool's
        raise guest_exception(describe(exc, ctx), label, exc) from None
    try:
        return to_guest(value, ctx)
    except TypeError as exc:
        raise TypeError(f"attribute '{label}' cannot be read in the sandbox: {exc}") from None


def _opaque_refusal(value: Any) -> str:
    if type(value) is ExposedObject:
        name = _SPEC.__get__(value).name
        return (f"the exposed object '{name}' cannot be passed to a tool (host objects stay "
                f"on the host; pass plain data, e.g. one of its attributes)")
    what = "class" if type(value) is ExposedConstructor else "method"
    return (f"the exposed {what} '{value.__name__}' cannot be passed to a tool (only plain "
            "data crosses the sandbox boundary)")


gate.SELF_GATED[ExposedObject] = _read
for _type in (ExposedObject, ExposedMethod, ExposedConstructor):
    OPAQUE[_type] = _opaque_refusal
