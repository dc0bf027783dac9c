"""What a state import may hand to CPython while it decodes, and the one guarded step where
guest code may run.

Decoding a blob executes nothing but re-validated, re-compiled guest source (function bodies
are compiled, never run). CPython runs guest code behind many innocent-looking calls, so the
decoder only gives C code objects whose relevant methods are host code:

* **hashing**: a dict key or set member goes in at once only if :func:`safe_key` says its
  hashing and comparisons are host code; other dicts and sets are created empty (so
  identity, sharing and cycles hold) and filled by :func:`run_guarded`; a frozenset cannot
  be created empty, so one with such members is refused;
* **type checks** are made on ``type(v)`` (``isinstance`` reads ``__class__`` through a guest
  ``__getattribute__``), and containers handed to C code are exact lists, dicts and bytes
  (a guest subclass's ``__iter__`` would run);
* **wrappers** (``classmethod``, ``staticmethod``, ``property``) copy attributes from what
  they wrap, so they wrap only :func:`inert_callable` objects;
* **exceptions**: builtin ``__init__`` methods that convert their arguments (``OSError``,
  ``SyntaxError``, ``UnicodeError`` families: ``__index__``, iteration) are not given guest
  objects (:func:`exception_init_ok`); fields are set with the host classes' own
  descriptors, never through ``setattr``.

:func:`run_guarded` is the guarded step: after everything is built and the globals are in
place, it fills the waiting dicts and sets as guest code of the importing session, under the
import's run context (its steps, deadline, memory and recursion limits; no tool granted):
a guest ``__hash__`` is an ordinary guest call, its breaches are uncatchable, and any
failure rolls the import back. A paused run's record is plain data and never needs it.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from ..errors import Abort, StateError
from ..runtime.classes import is_guest_class
from ..runtime.objects import Function
from ..tools import BoundTool
from .kinds import MissingTool, safe_key

__all__ = ["exception_init_ok", "inert_callable", "run_guarded", "safe_key"]

#: Callables whose attributes (``__doc__``, ``__name__``...) are read by host code only.
_INERT_CALLABLES = frozenset({Function, BoundTool, MissingTool, types.BuiltinFunctionType,
                              types.MethodDescriptorType, types.WrapperDescriptorType,
                              types.ClassMethodDescriptorType, types.MethodWrapperType})
#: Builtin exceptions whose ``__init__`` converts or iterates its arguments.
_CONVERTING_INITS = (OSError, SyntaxError, UnicodeError)


def inert_callable(f: Any) -> bool:
    """Whether wrapping ``f`` in ``classmethod``/``staticmethod``/``property`` (which copy
    its ``__doc__``, ``__name__``...) runs host code only: None, guest functions, tools,
    builtins, bound methods of those, and host classes."""
    t = type(f)
    if f is None or t in _INERT_CALLABLES:
        return True
    if t is types.MethodType:
        return type(f.__func__) in _INERT_CALLABLES
    return t is type and not is_guest_class(f)


def exception_init_ok(solid: type, args: list[Any]) -> bool:
    """Whether ``solid.__init__(obj, *args)`` (a builtin exception's) runs host code only."""
    if not issubclass(solid, _CONVERTING_INITS):
        return True  # these only store their arguments
    return not any(is_guest_class(type(a)) for a in args)


def run_guarded(ctx: Any, steps: list[Callable[[], None]]) -> None:
    """Run the import's waiting fills under ``ctx`` (the import's run context, current in
    this thread); a breach, even one C code swallowed, fails the import."""
    if not steps:
        return
    try:
        for step in steps:
            step()
    except Abort:
        raise
    except StateError:
        raise
    if ctx.breach is not None:
        raise ctx.breach
