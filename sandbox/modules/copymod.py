"""Guest ``copy``.

``copy``/``deepcopy`` follow CPython's algorithm (same dispatch order, memo and
``__copy__``/``__deepcopy__``/``__reduce_ex__`` protocol), but a reduce value that guest code
produced is rebuilt with the gate's rules (state set through ``gate.set_attr`` or the guest
object's own ``__dict__``, never ``setattr`` of arbitrary names on arbitrary objects). Guest
functions, builtins and classes are copied by reference like CPython's functions; modules,
generators and host objects the sandbox does not know raise ``TypeError`` (CPython's
"cannot pickle" message). ``deepcopy`` charges one step per object.
"""

from __future__ import annotations

import copy as _copy_module
import copyreg as _copyreg
import types as _types
from typing import Any

from ..guards.costmodel import costs
from ..guards.dunders import SlotCheck
from ..runtime import gate
from ..runtime.builtins import Builtin, make_builtin
from ..runtime.classes import SUBCLASSABLE
from ..runtime.objects import Function
from . import GuestModule, ModuleEnv, register

GUEST_FLAG = gate.GUEST_FLAG
_copy: Any = _copy_module  # its private helpers (_reconstruct, _deepcopy_list...)
_dispatch_table: Any = _copyreg.dispatch_table


_ATOMIC = frozenset({type(None), int, float, bool, complex, str, bytes, range, type(...),
                     type(NotImplemented), property, Function, _types.BuiltinFunctionType,
                     _types.FunctionType, _types.MethodDescriptorType,
                     _types.ClassMethodDescriptorType, _types.WrapperDescriptorType,
                     _types.MethodWrapperType, _types.GetSetDescriptorType,
                     _types.MemberDescriptorType, SlotCheck})
_SHALLOW_ATOMIC = _ATOMIC | {tuple, frozenset, slice}
_SHALLOW_BUILTIN: dict[type, Any] = {list: list.copy, dict: dict.copy, set: set.copy,
                                     bytearray: bytearray.copy}
_nil: Any = object()


def _cannot(x: Any) -> TypeError:
    return TypeError(f"cannot pickle '{type(x).__name__}' object")


def _is_atomic(x: Any, cls: type, table: frozenset[type]) -> bool:
    return (cls in table or issubclass(cls, type) or isinstance(x, Builtin)
            or getattr(cls, "__sandbox_atomic__", False) is True)


def _is_guest(cls: type) -> bool:
    return getattr(cls, GUEST_FLAG, False) is True


def _is_trusted(cls: type) -> bool:
    """Host types whose own copy/reduce protocol may run as in CPython: registered with the
    gate (or marked by this package), or a builtin exception."""
    if cls is GuestModule:
        return False
    if cls in gate.ALLOWED_ATTRS or getattr(cls, "__sandbox_copyable__", False) is True:
        return True
    return issubclass(cls, BaseException) and (cls in SUBCLASSABLE or cls is _copy.Error)


def _set_state(y: Any, state: Any) -> None:
    """Apply a reduce value's state the way ``copy._reconstruct`` does, but with guest rights:
    a guest class's own ``__setstate__``, the guest object's ``__dict__``, or ``gate.set_attr``
    (host ``__setstate__`` methods are not run on state guest code made up)."""
    cls = type(y)
    owner = next((k for k in cls.__mro__ if "__setstate__" in k.__dict__), None)
    if owner is not None and _is_guest(owner):
        y.__setstate__(state)
        return
    if isinstance(state, tuple) and len(state) == 2:
        state, slotstate = state
    else:
        slotstate = None
    if state is not None:
        if _is_guest(cls) and hasattr(y, "__dict__"):
            target = y.__dict__
            for key, value in state.items():
                if not (isinstance(key, str) and key.startswith("_sandbox")):
                    target[key] = value
        else:
            for key, value in state.items():
                gate.set_attr(y, key, value)
    if slotstate is not None:
        for key, value in slotstate.items():
            gate.set_attr(y, key, value)


def _trusted_reduce(x: Any, cls: type) -> Any:
    """The reduce value of a trusted host type's instance, its state without the sandbox's
    bookkeeping (``_sandbox*`` names: a tool failure's host exception, a guest traceback's
    frames). Guest code never reads those, and a copy must not carry them either: deepcopy's
    memo hands guest code every original it copied."""
    reductor = _dispatch_table.get(cls)
    rv = reductor(x) if reductor is not None else x.__reduce_ex__(4)
    if isinstance(rv, tuple) and len(rv) > 2 and type(rv[2]) is dict:
        state = {k: v for k, v in rv[2].items()
                 if not (isinstance(k, str) and k.startswith("_sandbox"))}
        rv = (*rv[:2], state, *rv[3:])
    return rv


class Copier:
    """copy/deepcopy for one session (steps are charged to the run in progress)."""

    def __init__(self, env: ModuleEnv) -> None:
        self.env = env

    # shallow ---------------------------------------------------------------------------------

    def copy(self, x: Any) -> Any:
        """Shallow copy operation on arbitrary Python objects."""
        cls = type(x)
        builtin = _SHALLOW_BUILTIN.get(cls)
        if builtin is not None:
            return builtin(x)
        if _is_atomic(x, cls, _SHALLOW_ATOMIC):
            return x
        if cls is _types.MethodType:
            return _types.MethodType(x.__func__, x.__self__)
        if _is_guest(cls):
            copier = getattr(cls, "__copy__", None)
            if copier is not None:
                return copier(x)
            return self._rebuild(x, None, self._reduce(x))
        if _is_trusted(cls):
            if getattr(cls, "__copy__", None) is not None:
                return _copy.copy(x)
            rv = _trusted_reduce(x, cls)
            return x if isinstance(rv, str) else _copy._reconstruct(x, None, *rv)
        raise _cannot(x)

    # deep ------------------------------------------------------------------------------------

    def deepcopy(self, x: Any, memo: Any = None) -> Any:
        """Deep copy operation on arbitrary Python objects."""
        if memo is None:
            memo = {}
        elif not isinstance(memo, dict):
            raise TypeError(f"deepcopy() memo must be a dict, not {type(memo).__name__}")
        ctx = self.env.ctx()
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        d = id(x)
        y = memo.get(d, _nil)
        if y is not _nil:
            return y
        cls = type(x)
        deep = self.deepcopy
        if cls is list:
            y = _copy._deepcopy_list(x, memo, deepcopy=deep)
        elif cls is tuple:
            y = _copy._deepcopy_tuple(x, memo, deepcopy=deep)
        elif cls is dict:
            y = _copy._deepcopy_dict(x, memo, deepcopy=deep)
        elif _is_atomic(x, cls, _ATOMIC):
            y = x
        elif cls is _types.MethodType:
            y = _types.MethodType(x.__func__, deep(x.__self__, memo))
        elif _is_guest(cls):
            copier = getattr(x, "__deepcopy__", None)
            if copier is not None:
                y = copier(memo)
            else:
                y = self._rebuild(x, memo, self._reduce(x))
        elif _is_trusted(cls):
            copier = getattr(x, "__deepcopy__", None)
            if copier is not None:
                y = copier(memo)
            else:
                rv = _trusted_reduce(x, cls)
                y = x if isinstance(rv, str) else _copy._reconstruct(x, memo, *rv,
                                                                     deepcopy=deep)
        else:
            raise _cannot(x)
        if y is not x:
            memo[d] = y
            _copy._keep_alive(x, memo)
        return y

    # reduce values made by guest code ---------------------------------------------------------

    @staticmethod
    def _reduce(x: Any) -> Any:
        rv = x.__reduce_ex__(4)
        if not isinstance(rv, (str, tuple)):
            raise TypeError("__reduce__ must return a string or tuple")
        if isinstance(rv, tuple) and not 2 <= len(rv) <= 6:
            raise TypeError("tuple returned by __reduce__ must contain 2 through 6 elements")
        return rv

    def _rebuild(self, x: Any, memo: Any, rv: Any) -> Any:
        if isinstance(rv, str):
            return x
        func, args, state, listiter, dictiter = (tuple(rv) + (None,) * 3)[:5]
        deep = memo is not None
        if not isinstance(args, tuple):
            raise TypeError("second item of the tuple returned by __reduce__ must be a tuple")
        if deep and args:
            args = tuple(self.deepcopy(arg, memo) for arg in args)
        y = func(*args)
        if deep:
            memo[id(x)] = y
        if state is not None:
            if deep:
                state = self.deepcopy(state, memo)
            _set_state(y, state)
        if listiter is not None:
            append = gate.get_attr(y, "append")
            for item in listiter:
                append(self.deepcopy(item, memo) if deep else item)
        if dictiter is not None:
            for key, value in dictiter:
                if deep:
                    key = self.deepcopy(key, memo)
                    value = self.deepcopy(value, memo)
                y[key] = value
        return y


@register("copy", doc="Shallow and deep copy operations (CPython's copy protocol, with the "
                      "gate's rules for guest objects).",
          costs=costs(wrapped=("copy", "deepcopy"), constant=("Error",)))
def build_copy(env: ModuleEnv) -> dict[str, Any]:
    copier = Copier(env)

    # plain functions with CPython's signatures, so argument errors read as CPython's
    def copy(x: Any) -> Any:
        return copier.copy(x)

    def deepcopy(x: Any, memo: Any = None, _nil: Any = None) -> Any:
        return copier.deepcopy(x, memo)

    return {"copy": make_builtin("copy", copy, _copy.copy.__doc__),
            "deepcopy": make_builtin("deepcopy", deepcopy, _copy.deepcopy.__doc__),
            "Error": _copy.Error}
