"""``inspect`` for the guest: guest Python (``guest/inspect.py``: Signature, Parameter,
BoundArguments, the is*() predicates, getdoc, cleandoc, getmembers, unwrap) over three host
helpers that read only what the evaluator already knows about guest objects and hand back
plain data:

- ``_target(obj, empty)``: where ``obj``'s signature comes from: ``("function", fn, drop)``
  for a guest function (``drop``: the bound first parameter goes, for a guest class's
  ``__init__``/``__new__`` or an instance's ``__call__``), or ``("parts", (params,
  return_annotation), False)`` for a tool, a builtin whose signature CPython knows, or an
  ``__init__``/``__new__`` that dataclasses or namedtuple generated (read from the argument
  spec it closes over); a ValueError with CPython's words otherwise;
- ``_parameters(fn, empty)``: ``(name, kind, default)`` of each parameter of a guest function;
- ``_kinds(obj)``: a frozenset naming what kind of object ``obj`` is (``function``,
  ``coroutinefunction``, ``builtin``, ``routine``, ``generator``, ``module``, ``typing``...);
- ``_type_name(cls)``: a class's ``(module, qualname)``, for rendering annotations.

- ``_source_lines(obj)``: ``(lines, lineno)`` of a guest function's, method's, lambda's or
  class's definition, cut from the session's own source text of the run (or earlier run)
  that defined it by CPython's ``inspect.getblock`` (decorators and indentation included);
  what exec/eval/compile defined has no source, as in CPython (OSError), and a host object
  is CPython's TypeError or OSError with a hint.

Frames and code objects never reach the guest: ``currentframe``, ``stack``, ``getfile`` and
their kin are withheld, each refusal saying what to use instead.
"""

from __future__ import annotations

import builtins
import inspect as _inspect
import sys
import tokenize
import types
from typing import Any

from ..runtime import gate
from ..runtime.awaiting import Awaitable_
from ..runtime.builtins import Builtin, make_builtin
from ..runtime.classes import is_guest_class
from ..runtime.context import current_ctx
from ..runtime.costs import check_time
from ..runtime.generators import AsyncGenerator, Coroutine, Generator
from ..runtime.objects import CLASS_SOURCES, Function
from . import GuestModule, ModuleEnv, guest_source, register_source, withhold

__all__: list[str] = []

#: Values a host signature (a tool's, a C builtin's) may hand the guest as a default.
_PLAIN_DEFAULTS = (type(None), bool, int, float, complex, str, bytes)
#: Annotations handed over as they are; any other becomes its rendered text.
_PLAIN_ANNOTATIONS = frozenset({int, float, complex, bool, str, bytes, bytearray, list, dict,
                                tuple, set, frozenset, type(None), None, object})
_ROUTINE_TYPES = (Builtin, Function, types.MethodType, types.BuiltinFunctionType,
                  types.MethodDescriptorType, types.WrapperDescriptorType,
                  types.MethodWrapperType, types.ClassMethodDescriptorType)


def _is_tool(obj: Any) -> bool:
    """Whether ``obj`` is a tool bound to a session (``sandbox.tools.BoundTool``: looked up,
    not imported, as the tools room imports the modules room)."""
    tools = sys.modules.get("sandbox.tools")
    return tools is not None and isinstance(obj, tools.BoundTool)


def _plain_default(value: Any) -> bool:
    if type(value) is tuple:
        return all(_plain_default(v) for v in value)
    return type(value) in _PLAIN_DEFAULTS


def _plain_annotation(value: Any) -> bool:
    if type(value) is types.GenericAlias:
        return _plain_annotation(value.__origin__) and all(
            _plain_annotation(a) for a in value.__args__)
    try:
        return value in _PLAIN_ANNOTATIONS
    except TypeError:  # unhashable
        return False


def _host_parts(sig: _inspect.Signature, obj: Any, empty: Any) -> tuple[Any, Any]:
    """A host Signature as plain parts, or ValueError when a default is a host object."""
    def annotation(value: Any) -> Any:
        if value is _inspect.Parameter.empty:
            return empty
        if type(value) is str or _plain_annotation(value):
            return value
        return _inspect.formatannotation(value)
    params = []
    for p in sig.parameters.values():
        if p.default is not p.empty and not _plain_default(p.default):
            raise ValueError(f"no signature found for {obj!r}")
        params.append((p.name, int(p.kind), empty if p.default is p.empty else p.default,
                       annotation(p.annotation)))
    return params, annotation(sig.return_annotation)


_C_ROUTINES = (types.BuiltinFunctionType, types.MethodDescriptorType,
               types.WrapperDescriptorType, types.MethodWrapperType,
               types.ClassMethodDescriptorType)


def _c_parts(impl: Any, obj: Any, empty: Any) -> tuple[Any, Any]:
    """The parts of the signature CPython gives C routine ``impl`` (from its
    ``__text_signature__``), or CPython's ValueError when it has none."""
    if isinstance(impl, _C_ROUTINES) and getattr(impl, "__text_signature__", None):
        try:
            return _host_parts(_inspect.signature(impl), obj, empty)
        except ValueError:
            pass
    raise ValueError(f"no signature found for builtin {obj!r}")


def _guest_method(cls: type, name: str) -> Function | None:
    """The guest function ``name`` resolves to on ``cls`` (a staticmethod's function too)."""
    for base in cls.__mro__:
        value = base.__dict__.get(name)
        if value is None:
            continue
        if isinstance(value, staticmethod):
            value = value.__func__
        return value if type(value) is Function else None
    return None


def _class_target(cls: type, empty: Any) -> tuple[str, Any, bool]:
    # CPython's rule: the first class of the MRO that defines __new__ or __init__ in Python
    # gives the signature; a class whose MRO defines them only in C has none, unless both are
    # object's own (then it is "()")
    if is_guest_class(cls):
        for base in cls.__mro__:
            for name in ("__new__", "__init__"):
                fn = _guest_method(cls, name) if name in base.__dict__ else None
                if fn is not None:
                    spec = _generated_spec(fn)
                    if spec is not None:  # what dataclasses or namedtuple generated
                        params, returns = _generated_init_parts(fn, spec, empty)
                        return "parts", (params[1:], returns), False
                    return "function", fn, True
        if all(is_guest_class(base) or base is object for base in cls.__mro__):
            return "parts", ([], empty), False
    raise ValueError(f"no signature found for builtin type {cls!r}")


#: (name, module) of the methods guest-source modules generate as ``(*args, **kwargs)``
#: binding a field list themselves, and the closure variable holding their argument spec.
_GENERATED = {("__init__", "dataclasses"): "spec", ("__new__", "collections"): "bound"}


def _generated_spec(fn: Function) -> Any:
    """The argument spec of a generated ``__init__``/``__new__`` (dataclasses, namedtuple),
    or None for any other function."""
    cell = _GENERATED.get((fn._code.name, str(fn._globals.get("__name__"))))
    if cell is None or cell not in fn._code.freevars or not fn._code.varargs:
        return None
    value = fn._closure[fn._code.freevars.index(cell)].value
    return value if cell == "spec" else value[0]


def _generated_init_parts(fn: Function, spec: Any, empty: Any) -> tuple[Any, Any]:
    """The signature parts of a generated ``__init__(*args, **kwargs)``: the parameters it
    binds (``self``, the fields, the keyword-only ones last) as CPython's generated one has
    them, read from the argument spec it closes over, its defaults and annotations."""
    self_name, std, kwo = spec[0], spec[1], spec[2]
    annotations = fn.__dict__.get("__annotations__") or {}
    defaults = fn._defaults
    kwdefaults = fn._kwdefaults or {}
    first_default = len(std) - len(defaults)
    params = [(self_name, 1, empty, empty)]
    for i, name in enumerate(std):
        params.append((name, 1, defaults[i - first_default] if i >= first_default else empty,
                       annotations.get(name, empty)))
    for name in kwo:
        params.append((name, 3, kwdefaults.get(name, empty), annotations.get(name, empty)))
    return params, annotations.get("return", empty)


def _target(obj: Any, empty: Any) -> tuple[str, Any, bool]:
    """Where the signature of ``obj`` comes from (see the module docstring)."""
    if type(obj) is Function:
        spec = _generated_spec(obj)
        if spec is not None:
            return "parts", _generated_init_parts(obj, spec, empty), False
        return "function", obj, False
    if _is_tool(obj):
        sig = obj._tool.signature
        if sig is None:
            raise ValueError(f"no signature found for {obj!r}")
        return "parts", _host_parts(sig, obj, empty), False
    if isinstance(obj, Builtin):  # the sandbox's own: CPython's signature if it wraps a C one
        impl = type(obj).__dict__.get("__call__")
        impl = impl.__func__ if isinstance(impl, staticmethod) else impl
        if not isinstance(impl, _C_ROUTINES):  # a wrapper standing in for a C builtin
            impl = getattr(builtins, obj.__name__, None)
        return "parts", _c_parts(impl, obj, empty), False
    if isinstance(obj, _C_ROUTINES):
        return "parts", _c_parts(obj, obj, empty), False
    if isinstance(obj, type):
        return _class_target(obj, empty)
    if is_guest_class(type(obj)):
        call = _guest_method(type(obj), "__call__")
        if call is not None:
            return "function", call, True
    raise ValueError(f"callable {obj!r} is not supported by signature")


def _parameters(fn: Any, empty: Any) -> list[tuple[str, int, Any]]:
    """``(name, kind, default)`` for each parameter of guest function ``fn``, in order."""
    if type(fn) is not Function:
        raise TypeError(f"{fn!r} is not a Python function")
    code = fn._code
    names = code.params
    defaults = fn._defaults
    kwdefaults = fn._kwdefaults or {}
    first_default = code.argcount - len(defaults)
    out: list[tuple[str, int, Any]] = []
    for i in range(code.argcount):
        out.append((names[i], 0 if i < code.posonlycount else 1,
                    defaults[i - first_default] if i >= first_default else empty))
    slot = code.argcount
    if code.varargs:
        out.append((names[slot], 2, empty))
        slot += 1
    for name in names[slot:slot + code.kwonlycount]:
        out.append((name, 3, kwdefaults.get(name, empty)))
    if code.varkw:
        out.append((names[slot + code.kwonlycount], 4, empty))
    return out


def _kinds(obj: Any) -> frozenset[str]:
    """Names of what ``obj`` is, for the predicates (read from types, never from guest
    attributes, so no guest code runs)."""
    kinds = set()
    cls = type(obj)
    if cls is Function:
        code = obj._code
        if code.is_generator:
            kinds.add("asyncgenfunction" if code.is_async else "generatorfunction")
        elif code.is_async:
            kinds.add("coroutinefunction")
    elif _is_tool(obj):
        kinds.add("routine")
        if obj._tool.is_async and not obj._tool.blocking:
            kinds.add("coroutinefunction")
    if isinstance(obj, (Builtin, types.BuiltinFunctionType)):
        kinds.add("builtin")
    if isinstance(obj, _ROUTINE_TYPES):
        kinds.add("routine")
    if isinstance(obj, GuestModule):
        kinds.add("module")
    if isinstance(obj, Generator):
        kinds.add("generator")
    if isinstance(obj, AsyncGenerator):
        kinds.add("asyncgen")
    if isinstance(obj, Coroutine):
        kinds.add("coroutine")
    if isinstance(obj, Awaitable_) or (is_guest_class(cls) and hasattr(cls, "__await__")):
        kinds.add("awaitable")
    if isinstance(obj, type):
        if obj.__flags__ & _inspect.TPFLAGS_IS_ABSTRACT:
            kinds.add("abstract")
    elif cls is not Function and cls is not types.MethodType:  # (functions: neither)
        # what the type defines (type attributes: no guest __getattr__ runs)
        if _inspect.isdatadescriptor(obj):
            kinds.add("datadescriptor")
        elif _inspect.ismethoddescriptor(obj):
            kinds.add("methoddescriptor")
    if cls is types.GenericAlias:
        kinds.add("genericalias")
    elif not is_guest_class(cls) and cls.__module__ == "typing":
        kinds.add("typing")
    return frozenset(kinds)


def _type_name(cls: Any) -> tuple[str, str]:
    """``(module, qualname)`` of a class, as CPython's ``formatannotation`` reads them (a
    guest class's own, a host class's public names)."""
    if not isinstance(cls, type):
        raise TypeError(f"{cls!r} is not a class")
    return str(cls.__module__), str(cls.__qualname__)


#: Lines past a definition's last line that CPython's block finder may read (comments and
#: blank lines before the next statement; the rest of the program is never tokenized).
_SOURCE_TAIL = 50
_EXPECTED = "module, class, method, function, traceback, frame, or code object was expected"
_HOST_HINT = ("host objects have no source here: use inspect.signature() and "
              "inspect.getdoc() to describe them")


def _program_lines(source: str) -> list[str]:
    """``source`` as linecache gives a file's lines (each ending in a newline)."""
    lines = [line + "\n" for line in source.split("\n")]
    if lines[-1] == "\n":
        lines.pop()
    return lines


def _definition(source: str, first: int, last: int) -> tuple[list[str], int]:
    """The lines of the definition starting at line ``first`` (its last line ``last``), as
    CPython's ``inspect.getblock`` finds its end; and its line number."""
    lines = _program_lines(source)
    start = max(first - 1, 0)
    window = lines[start:last + _SOURCE_TAIL]
    ctx = current_ctx()
    check_time(ctx, sum(map(len, window)) * 2e-6, "inspect.getsource")  # tokenizing it
    try:
        block = _inspect.getblock(window)
    except (tokenize.TokenError, SyntaxError):
        block = lines[start:last]
    return list(block), start + 1


def _sandbox_module(fn_globals: Any) -> str | None:
    """The name of the sandbox's own module (guest source) whose namespace this is."""
    from . import REGISTRY
    name = fn_globals.get("__name__") if hasattr(fn_globals, "get") else None
    return name if isinstance(name, str) and name != "__main__" and name in REGISTRY else None


def _source_lines(obj: Any) -> tuple[list[str], int]:
    """``(lines, first line number)`` of the definition of guest function or class ``obj``,
    from the session's own source text; CPython's TypeError or OSError otherwise."""
    if isinstance(obj, types.MethodType) and type(obj.__func__) is Function:
        obj = obj.__func__
    if type(obj) is Function:
        code = obj._code
        if code.source is None or code.source_span is None or code.origin is not None:
            raise OSError("could not get source code")
        module = _sandbox_module(obj._globals)
        if module is not None:
            raise OSError(f"could not get source code (a function of the sandbox's own "
                          f"'{module}' module)")
        return _definition(code.source, code.first_lineno or code.source_span[0],
                           code.source_span[2])
    if isinstance(obj, type):
        if type.__dict__["__module__"].__get__(obj) == "builtins":  # (exec without __name__)
            raise TypeError(f"{type.__repr__(obj)} is a built-in class")
        if not is_guest_class(obj):
            raise OSError(f"source code not available ({_HOST_HINT})")
        module = _sandbox_module({"__name__": type.__dict__["__module__"].__get__(obj)})
        if module is not None:
            raise OSError(f"could not find class definition (a class of the sandbox's own "
                          f"'{module}' module)")
        record = CLASS_SOURCES.get(obj)
        if record is None or record[0] is None or record[3] is not None:
            raise OSError("could not find class definition")
        return _definition(record[0], record[1], record[2])
    if isinstance(obj, GuestModule):
        raise TypeError(f"{obj!r} is a built-in module")
    shown = gate.guest_class_of(obj)
    name = getattr(shown, "__name__", type(obj).__name__)
    hint = f" ({_HOST_HINT})" if not is_guest_class(type(obj)) else ""
    raise TypeError(f"{_EXPECTED}, got {name}{hint}")


def _helpers(env: ModuleEnv) -> dict[str, Any]:
    return {fn.__name__: make_builtin(fn.__name__, fn, fn.__doc__)
            for fn in (_target, _parameters, _kinds, _type_name, _source_lines)}


register_source("inspect", guest_source("inspect.py"), helpers=_helpers,
                doc="Signatures (signature, Parameter, BoundArguments), the is*() "
                    "predicates, getdoc, cleandoc, getmembers, unwrap, getsource of guest "
                    "definitions (as guest code; no frames or files).")

_NO_SOURCE = ("there are no source files here: inspect.getsource() and getsourcelines() "
              "give a guest function's or class's source text")
_NO_FRAMES = ("no frames here: use traceback.format_exc() in an except block to see where an "
              "error came from, or pass the values you need as arguments")
withhold("inspect", {
    **dict.fromkeys(["getsourcefile", "getfile", "findsource", "getcomments", "getblock",
                     "getmodule"], _NO_SOURCE),
    **dict.fromkeys(["currentframe", "stack", "trace", "getframeinfo", "getouterframes",
                     "getinnerframes", "getlineno", "getargvalues", "getclosurevars",
                     "getgeneratorlocals", "getcoroutinelocals", "getgeneratorstate",
                     "getcoroutinestate", "isframe", "iscode", "istraceback"], _NO_FRAMES),
    "getfullargspec": "use inspect.signature(f).parameters",
    "getargspec": "use inspect.signature(f).parameters",
    "getcallargs": "use inspect.signature(f).bind(*args, **kwargs).arguments",
    "getattr_static": "use getattr()",
})
