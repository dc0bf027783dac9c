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

import collections as _co
import copy as _copy_module
import copyreg as _copyreg
import itertools as _itertools
import operator as _operator
import types as _types
from typing import Any

from ..guards.compared import Metered
from ..guards.costmodel import costs
from ..guards.dunders import SlotCheck
from ..guards.iterguard import _ITERTOOLS_TYPES, _Counted
from ..guards.sizechecks import checked_callable
from ..runtime import gate
from ..runtime.builtins import BoundCheck, Builtin, MethodCheck, make_builtin
from ..runtime.classes import SUBCLASSABLE, LateChecked
from ..runtime.dynamic import guest_id
from ..runtime.factories import DEFAULTDICT, factory_of, guard_factory
from ..runtime.objects import Function
from . import GuestModule, ModuleEnv, register
from .funcmods import _In, _Out
from .sourcemods import _GuestCallable

GUEST_FLAG = gate.GUEST_FLAG
_copy: Any = _copy_module  # its private helpers (_reconstruct, _deepcopy_list...)
_dispatch_table: Any = _copyreg.dispatch_table


_ATOMIC = frozenset({type(None), int, float, bool, complex, str, bytes, range, type(...),
                     type(NotImplemented), property, Function, _types.BuiltinFunctionType,
                     _types.FunctionType, _types.MethodDescriptorType,
                     _types.ClassMethodDescriptorType, _types.WrapperDescriptorType,
                     _types.MethodWrapperType, _types.GetSetDescriptorType,
                     _types.MemberDescriptorType, SlotCheck, MethodCheck, BoundCheck,
                     _GuestCallable, LateChecked})
_SHALLOW_ATOMIC = _ATOMIC | {tuple, frozenset, slice}
_SHALLOW_BUILTIN: dict[type, Any] = {list: list.copy, dict: dict.copy, set: set.copy,
                                     bytearray: bytearray.copy}
_nil: Any = object()
#: Atomic types checked first: no memo entry is made for them, so most items of a big
#: structure cost no memo key (CPython looks each up; so does this copier, if the memo has
#: any entry a guest hook could have made).
_PLAIN_ATOMIC = frozenset({type(None), int, float, bool, str})


# --- iterators ---------------------------------------------------------------------------------
# CPython 3.11 copies most iterators through their own reduce value (``iter(list)`` with its
# position, ``map(f, it)``, ``itertools.count(n)``...): a shallow copy shares what the
# iterator iterates over (the inner iterators of a map are the same objects), a deep copy
# copies it. The sandbox does the same with the same reduce values, for the types below
# only, whose reduce values name no constructor but ``iter``, ``reversed`` or their own type.
# The itertools objects a guest holds are counted wrappers (funcmods._Out) over a real
# object fed by counted views (funcmods._In, iterguard._Counted): a copy is the same kind of
# wrapper over a copy of the real object, whose views are copied as views (their session
# and run context shared, never copied).

class _Seq:
    def __getitem__(self, i: int) -> Any:
        raise IndexError(i)


_ITERATORS: frozenset[type] = frozenset({type(x) for x in (  # type: ignore[var-annotated]
    iter([]), iter(()), iter(""), iter("\u20ac"), iter(b""), iter(bytearray()),
    iter(range(0)), iter(range(1 << 70)), iter({}), iter({}.values()), iter({}.items()),
    reversed({}), reversed({}.values()), reversed({}.items()), iter(set()), reversed([]),
    reversed(()), iter(int, 0), iter(_Seq()), iter(_co.OrderedDict()),
    iter(_co.OrderedDict().values()), iter(_co.OrderedDict().items()),
    reversed(_co.OrderedDict()), iter(_co.deque()), reversed(_co.deque()),
    next(_itertools.groupby([0]))[1])} | {map, filter, zip, enumerate, reversed})
#: The real itertools objects and their parts: never in the guest's memo (a guest never
#: holds one), copied once per deepcopy call all the same.
_INTERNAL: frozenset[type] = frozenset(_ITERTOOLS_TYPES | {type(_itertools.tee(())[0]),
                                          type(_itertools.tee(())[0].__reduce__()[2][0]),
                                          _In, _Counted, Metered}) - _ITERATORS
_CONSTRUCTORS = frozenset({id(iter), id(reversed)} | {id(t) for t in _ITERATORS | _INTERNAL})
#: Iterators whose reduce value lists what is left (sets, dicts): sized before it is built.
_LISTING: frozenset[type] = frozenset({type(x) for x in (  # type: ignore[var-annotated]
    iter(set()), iter({}), iter({}.values()), iter({}.items()), reversed({}),
    reversed({}.values()), reversed({}.items()))})


def _charge(ctx: Any, steps: int) -> None:
    ctx.steps_left -= steps
    if ctx.steps_left < 0:
        ctx.refill()


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
    if isinstance(x, DEFAULTDICT) and isinstance(rv, tuple) and rv[1]:
        rv = (rv[0], (factory_of(x), *rv[1][1:]), *rv[2:])  # the guest's own factory
    if isinstance(rv, tuple) and len(rv) > 2 and type(rv[2]) is dict:
        state = {k: v for k, v in rv[2].items()
                 if not (isinstance(k, str) and k.startswith("_sandbox"))}
        rv = (*rv[:2], state, *rv[3:])
    return rv


class Copier:
    """copy/deepcopy for one session (steps are charged to the run in progress)."""

    def __init__(self, env: ModuleEnv) -> None:
        self.env = env
        #: (id(memo), id(part)) -> (part, its copy): the parts of itertools objects copied in
        #: the deepcopy call in progress (emptied when the outermost call ends)
        self._internal: dict[tuple[int, int], tuple[Any, Any]] = {}
        self._depth = 0
        self._inside = 0  # how many internal parts are being copied
        self._memo_key: tuple[Any, int] = (None, 0)

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
        if cls in _ITERATORS or isinstance(x, _Out):
            return self._copy_iterator(x, None, 0)
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
        self._depth += 1
        try:
            return self._deepcopy(x, memo)
        finally:
            self._depth -= 1
            if not self._depth:
                self._internal.clear()
                self._inside = 0
                self._memo_key = (None, 0)

    def _deepcopy(self, x: Any, memo: Any) -> Any:
        if memo is None:
            memo = {}
        elif not isinstance(memo, dict):
            raise TypeError(f"deepcopy() memo must be a dict, not {type(memo).__name__}")
        ctx = self.env.ctx()
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        cls = type(x)
        if cls in _PLAIN_ATOMIC:  # no memo entry is ever made for them (nor looked up:
            return x                # a guest's own entry for one is all it would find)
        if cls in _INTERNAL or (self._inside and (cls is tuple or cls in _ITERATORS)):
            return self._internal_copy(x, memo)
        d = guest_id(x)
        y = memo.get(d, _nil)
        if y is not _nil:
            return y
        deep = self._deepcopy
        if cls is list:
            y = self._deepcopy_list(x, memo, d)
        elif cls is tuple:
            y = self._deepcopy_tuple(x, memo, d)
        elif cls is dict:
            y = self._deepcopy_dict(x, memo, d)
        elif _is_atomic(x, cls, _ATOMIC):
            y = x
        elif cls in _ITERATORS or isinstance(x, _Out):
            y = self._copy_iterator(x, memo, d)
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
                y = x if isinstance(rv, str) else self._reconstruct(x, memo, d, *rv)
        else:
            raise _cannot(x)
        if y is not x:
            memo[d] = y
            self._keep_alive(x, memo)
        return y

    # CPython's helpers (copy._deepcopy_list...), with the memo keyed by the guest's id():
    # the memo is the guest's dict (``memo[id(self)] = result`` in a guest __deepcopy__ must
    # be what this copier finds), and its keys must not show host addresses

    def _deepcopy_list(self, x: list[Any], memo: dict[Any, Any], d: int) -> list[Any]:
        y: list[Any] = []
        memo[d] = y
        append = y.append
        for a in x:
            append(self._deepcopy(a, memo))
        return y

    def _deepcopy_tuple(self, x: tuple[Any, ...], memo: dict[Any, Any], d: int) -> Any:
        y = [self._deepcopy(a, memo) for a in x]
        try:  # a cycle through a mutable item may have copied this tuple already
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y, strict=True):
            if k is not j:
                return tuple(y)
        return x

    def _deepcopy_dict(self, x: dict[Any, Any], memo: dict[Any, Any], d: int
                       ) -> dict[Any, Any]:
        y: dict[Any, Any] = {}
        memo[d] = y
        for key, value in x.items():
            y[self._deepcopy(key, memo)] = self._deepcopy(value, memo)
        return y

    def _keep_alive(self, x: Any, memo: dict[Any, Any]) -> None:
        if self._memo_key[0] is not memo:  # (the memo's own key, worked out once a call)
            self._memo_key = (memo, guest_id(memo))
        key = self._memo_key[1]
        try:
            memo[key].append(x)
        except KeyError:
            memo[key] = [x]

    def _reconstruct(self, x: Any, memo: dict[Any, Any], d: int, func: Any, args: Any,
                     state: Any = None, listiter: Any = None, dictiter: Any = None,
                     *_: Any) -> Any:
        """``copy._reconstruct`` for a trusted host type's reduce value, deep."""
        deep = self._deepcopy
        if args:
            args = deep(args, memo)
        y = func(*args)
        if isinstance(y, DEFAULTDICT):  # the copied factory, which C's __missing__ calls
            guard_factory(y)
        memo[d] = y
        if state is not None:
            state = deep(state, memo)
            if hasattr(y, "__setstate__"):
                y.__setstate__(state)
            else:
                if isinstance(state, tuple) and len(state) == 2:
                    state, slotstate = state
                else:
                    slotstate = None
                if state is not None:
                    y.__dict__.update(state)
                if slotstate is not None:
                    for key, value in slotstate.items():
                        setattr(y, key, value)
        if listiter is not None:
            for item in listiter:
                y.append(deep(item, memo))
        if dictiter is not None:
            for key, value in dictiter:
                y[deep(key, memo)] = deep(value, memo)
        return y

    # iterators -------------------------------------------------------------------------------

    def _copy_iterator(self, x: Any, memo: Any, d: int) -> Any:
        """A copy of iterator ``x`` (deep when ``memo`` is given; ``d`` is its memo key)."""
        if isinstance(x, _Out):  # a counted itertools object: a wrapper over a copy
            y = object.__new__(type(x))
            y._g = x._g
            y._it = self._reduce_copy(x._it, memo, None) if memo is None else \
                self._internal_copy(x._it, memo)
            return y
        return self._reduce_copy(x, memo, d)

    def _internal_copy(self, x: Any, memo: dict[Any, Any]) -> Any:
        """The deep copy of a part of an itertools object (the real object, its counted
        views, and the tuples and iterators inside them), made once per deepcopy call and
        kept in the copier, not in the guest's memo: the guest never holds these parts. (Its
        lists, dicts and guest objects are the guest's own, and go into its memo.)"""
        key = (id(memo), id(x))
        hit = self._internal.get(key)
        if hit is not None:
            return hit[1]
        cls = type(x)
        self._inside += 1
        try:
            if cls is _In:
                y: Any = object.__new__(_In)
                y._g = x._g
                y._src = None if x._src is None else self._deepcopy(x._src, memo)
                y._it = None if x._it is None else self._deepcopy(x._it, memo)
            elif cls is _Counted:
                y = object.__new__(_Counted)
                y._ctx = x._ctx
                y._it = self._deepcopy(x._it, memo)
            elif cls is Metered:  # its meter (the run's estimate) is shared, never copied
                y = object.__new__(Metered)
                y._add = x._add
                y._it = self._deepcopy(x._it, memo)
            elif cls is tuple:
                items = [self._deepcopy(a, memo) for a in x]
                hit = self._internal.get(key)  # a cycle through a mutable item
                if hit is not None:
                    return hit[1]
                y = x if all(a is b for a, b in zip(items, x, strict=True)) else tuple(items)
            else:
                y = self._reduce_copy(x, memo, None)
        finally:
            self._inside -= 1
        self._internal[key] = (x, y)  # (x kept alive: its id stays its own)
        return y

    def _reduce_copy(self, x: Any, memo: Any, d: int | None) -> Any:
        """``copy._reconstruct`` of an iterator's own reduce value (CPython's TypeError for
        one that has none, such as a pairwise object)."""
        cls = type(x)
        if cls in _LISTING:  # its reduce value lists what is left, in one C call
            left = _operator.length_hint(x)
            self.env.ctx().check_alloc(8 * left, "copying an iterator")
            _charge(self.env.ctx(), left)
        rv = x.__reduce_ex__(4)
        func, args = rv[0], rv[1]
        state = rv[2] if len(rv) > 2 else None
        if id(func) not in _CONSTRUCTORS or any(v is not None for v in rv[3:]):
            raise _cannot(x)
        if memo is not None:  # item by item: the reduce value's own tuples are not memoized
            args = tuple([self._arg_copy(a, memo) for a in args])
        y = func(*args)
        if type(y) not in _ITERATORS and type(y) not in _INTERNAL:
            raise _cannot(x)  # iter()/reversed() of a guest object changed since
        if memo is not None and d is not None:
            memo[d] = y
        if state is not None:
            if memo is not None:
                state = self._deepcopy(state, memo) if type(state) is not tuple else \
                    tuple([self._deepcopy(v, memo) for v in state])
            y.__setstate__(state)
        return y

    def _arg_copy(self, a: Any, memo: dict[Any, Any]) -> Any:
        """The deep copy of an argument of an iterator's constructor. C code calls the
        callables among them (map's function, groupby's key...) with no call-site check:
        an atomic one stays itself, whatever the guest's memo says, and a copy that is a
        host callable (put in the memo by the guest) is refused."""
        if _is_atomic(a, type(a), _ATOMIC):
            return a
        y = self._deepcopy(a, memo)
        if callable(y) and not _is_guest(type(y)) and not isinstance(y, _Out) \
                and type(y) not in _ITERATORS and type(y) not in _INTERNAL:
            raise TypeError(f"cannot pickle '{type(a).__name__}' object")
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
        y = checked_callable(self.env.ctx(), func)(*args)  # (C would call it unchecked)
        if deep:
            memo[guest_id(x)] = y
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
