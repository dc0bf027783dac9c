"""Estimates of the element comparisons and tuple hashes CPython's C code makes over nested
containers, made before they run.

``x == y``, ``x < y``, ``x in y``, ``sorted``/``min``/``max`` and ``hash()`` walk nested
containers inside one C call, visiting a shared sub-object every time it is reached. The
visit counter here (:class:`Visits`) walks each *distinct* container once and adds up the
visits the C walk will make; the checks charge that work as steps and against the deadline:

- :func:`check_compare`, :func:`check_contains`, :func:`check_items`: the element comparisons;
- :func:`check_hash`, :func:`check_hashes`, :func:`check_hashed_items`,
  :func:`check_cache_key`: the nested tuples hashed (CPython's tuple hash recurses in C with
  no depth guard).
"""

from __future__ import annotations

import collections as _co
import collections.abc as _abc
import functools as _functools
import itertools as _itertools
import sys
import types as _types
from collections.abc import Iterable
from typing import Any

from ..runtime.builtins import BoundCheck
from ..runtime.classes import is_guest_class
from ..runtime.costs import charge_above, note_free
from ..runtime.objects import Function
from .collisions import (
    KEYED_OPERANDS,
    CollisionMeter,
    check_collisions,
    check_keyed_op,
    note_joins,
)
from .containers import (
    CAP,
    CMP_BASES,
    DEADLINE_EVERY,
    FREE_NS,
    ITEM_VIEWS,
    SCALARS,
    is_cmp_container,
    scalars_only,
)
from .sizes import view_items

# Host time per item visited, calibrated on a desktop CPU (see costs.py).
NS_COMPARE = 15      # one element comparison inside list/tuple/dict/set comparison
NS_HASH = 5         # one item of a nested tuple's hash


def cmp_items(o: Any, t: type) -> Any:
    """The items a comparison (or hash) of ``o`` visits, keys and values of mappings alike,
    read through the builtin base type (a guest subclass's ``__iter__`` is never called)."""
    if t is list or t is tuple or t is set or t is frozenset:
        return o
    if isinstance(o, dict):
        return list(_itertools.chain.from_iterable(dict.items(o)))
    if isinstance(o, list):
        return list(list.__iter__(o))
    if isinstance(o, tuple):
        return list(tuple.__iter__(o))
    if isinstance(o, (set, frozenset)):
        return list(set.__iter__(o) if isinstance(o, set) else frozenset.__iter__(o))
    if isinstance(o, _co.deque):
        return list(_co.deque.__iter__(o))
    if isinstance(o, ITEM_VIEWS):
        return list(_itertools.chain.from_iterable(o))
    return list(o)  # the other dict views (C types no guest class derives from)


class Visits:
    """Visit counts of the items a comparison (or a tuple hash) walks: each container counts
    itself plus the counts of its items, a shared one each time it is reached. One memo is
    kept for the estimates of one operation (both operands, every element of a sort)."""

    __slots__ = ("ctx", "memo", "walked", "nodes", "hash_only")

    def __init__(self, ctx: Any, hash_only: bool = False) -> None:
        self.ctx = ctx
        self.hash_only = hash_only
        self.memo: dict[int, int] = {}
        #: type -> whether the walk descends into it (cached for this estimate)
        self.walked: dict[type, bool] = {}
        self.nodes = 0

    def walked_type(self, t: type) -> bool:
        w = self.walked.get(t)
        if w is None:
            if self.hash_only:  # a tuple hashes its items; frozensets keep their hash
                w = issubclass(t, tuple) and t.__hash__ is tuple.__hash__
            else:
                w = issubclass(t, CMP_BASES)
            self.walked[t] = w
        return w

    def count(self, root: Any) -> int:
        """Visits of ``root`` (1 for anything the walk does not descend into)."""
        if not self.walked_type(type(root)):
            return 1
        memo = self.memo
        hit = memo.get(id(root))
        if hit is not None:
            return hit
        walked = self.walked_type
        limit = sys.getrecursionlimit()
        opened: dict[int, Any] = {}
        stack = [root]
        while stack:
            o = stack[-1]
            i = id(o)
            if i in memo:
                stack.pop()
                continue
            items = opened.get(i)
            if items is None:
                if len(opened) > limit:
                    # what CPython raises for a comparison; a tuple's hash has no such check
                    # in C and would overflow the host's stack
                    raise RecursionError("maximum recursion depth exceeded" + (
                        " while calling a Python object" if self.hash_only
                        else " in comparison"))
                items = opened[i] = cmp_items(o, type(o))
                self.nodes += 1
                if not self.nodes & DEADLINE_EVERY:
                    self.ctx.check_deadline()
                kinds = set(map(type, items))
                if not any(walked(tc) for tc in kinds):
                    stack.pop()
                    del opened[i]
                    memo[i] = 1 + len(items) + (_view_visits(items) if memoryview in kinds
                                                else 0)
                    continue
                pushed = False
                for c in items:
                    if walked(type(c)):
                        j = id(c)
                        if j not in memo and j not in opened:
                            stack.append(c)
                            pushed = True
                if pushed:
                    continue
            stack.pop()
            del opened[i]
            total = 1
            for c in items:
                if walked(type(c)):
                    total += memo.get(id(c), 1)  # absent: a cycle (ends in RecursionError)
                else:
                    total += 1 if type(c) is not memoryview else 1 + _view_visits((c,))
            memo[i] = min(total, CAP)
        return memo[id(root)]



#: Bytes-like needles longer than this are checked against the views a sequence holds (CPython
#: compares a view with an object of the same length item by item, ~40 times memcmp's time).
LONG_NEEDLE = 4096


def _check_view_needle(ctx: Any, needle: Any, hay: Any, what: str) -> None:
    """``view in hay`` (``index``, ``count``, ``remove``): a sequence's bytes-like items are
    compared with the view item by item; a set or dict hashes it (a copy of its bytes) and
    compares it with an item of equal hash. A long bytes needle: the views of a sequence are
    compared with it item by item (its bytes items by memcmp, left to the caller's charge)."""
    n = _compared_items(needle)
    if isinstance(hay, (list, tuple, _co.deque)):
        kinds = (bytes, bytearray, memoryview) if type(needle) is memoryview else memoryview
        others = [x for x in hay if isinstance(x, kinds)]
        ns = sum(min(n, _compared_items(x)) for x in others) * NS_VIEW_ITEM_COMPARE
    elif isinstance(hay, HASHED_LOOKUPS) and type(needle) is memoryview:
        ns = n * (NS_VIEW_ITEM_COMPARE + 6)
    else:
        return
    charge_above(ctx, ns, FREE_NS, what)


def _view_visits(items: Any) -> int:
    """The visits the memoryviews among ``items`` are worth: a view compared is compared item
    by item in C (about one container visit's time each, :data:`NS_VIEW_ITEM_COMPARE`)."""
    return sum(view_items(c)[0] for c in items if type(c) is memoryview)


#: Host time per item of a memoryview compared (``==``: C unpacks each item by its format and
#: compares, ~10 ns measured) or searched (``x in view``: it is iterated, ~85 ns measured).
NS_VIEW_ITEM_COMPARE = 12
NS_VIEW_ITEM_SEARCH = 100


def view_compare_ns(a: Any, b: Any) -> int:
    """Estimated host time of ``a == b`` where one side is a memoryview: item by item, up to
    the shorter side (a side that is not bytes-like is compared at once)."""
    return min(_compared_items(a), _compared_items(b)) * NS_VIEW_ITEM_COMPARE


def _compared_items(x: Any) -> int:
    if type(x) is memoryview:
        return view_items(x)[0]
    if isinstance(x, (bytes, bytearray)):
        return len(x)
    return 0


def check_compare(ctx: Any, a: Any, b: Any, what: str = "comparison") -> None:
    """Refuse a comparison of two containers that would walk more shared items than the
    deadline allows; charge a long one as steps. (The caller skips scalar ``a``.) An items
    view compared with a set or view hashes its ``(key, value)`` pairs in C: each is checked
    as ``hash()`` checks a tuple first."""
    ta = type(a)
    if ta is memoryview or type(b) is memoryview:
        charge_above(ctx, view_compare_ns(a, b), FREE_NS, what)
        return
    if ta in ITEMS_VIEW_TYPES or type(b) in ITEMS_VIEW_TYPES:
        for view in (a, b):
            if type(view) in ITEMS_VIEW_TYPES:
                for pair in view:
                    check_hash(ctx, pair)
    if a is b or (ta is list or ta is tuple) and SCALARS.issuperset(map(type, a)):
        return
    if scalars_only(a) or scalars_only(b) or not is_cmp_container(a) \
            or not is_cmp_container(b):
        return
    visits = Visits(ctx)
    n = visits.count(a)
    if n * NS_COMPARE <= FREE_NS:
        note_free(ctx, 2 * n * NS_COMPARE)  # free this once; not once per step (costs6)
        return
    n = min(n, visits.count(b))
    # an ordering (<) compares the first differing items once more
    ns = 2 * n * NS_COMPARE
    charge_above(ctx, ns, FREE_NS, what)


def check_contains(ctx: Any, needle: Any, hay: Any, what: str = "'in' comparison") -> None:
    """``needle in hay`` for a container needle: each item of a sequence is compared with it,
    a set or dict hashes it (and compares it with the few items of equal hash)."""
    th = type(hay)
    if th is memoryview:  # a linear search, item by item (memoryview has no __contains__)
        charge_above(ctx, view_items(hay)[0] * NS_VIEW_ITEM_SEARCH, FREE_NS, what)
        return
    tn = type(needle)
    if tn is memoryview or (tn is bytes or tn is bytearray) and len(needle) > LONG_NEEDLE:
        _check_view_needle(ctx, needle, hay, what)
        return
    if scalars_only(needle) or not is_cmp_container(needle):
        return
    if th is list or th is tuple or isinstance(hay, (list, tuple, _co.deque)):
        visits = Visits(ctx)
        n = visits.count(needle)
        total = n * len(hay)
        if total * NS_COMPARE > FREE_NS:
            total = min(total, visits.count(hay))
    elif isinstance(hay, HASHED_LOOKUPS):
        total = 2 * Visits(ctx).count(needle)
    else:
        if isinstance(needle, tuple):
            # any other host container may hash it (ChainMap, a Counter's Python code...)
            check_hash(ctx, needle)
        return
    ns = total * NS_COMPARE
    charge_above(ctx, ns, FREE_NS, what)


def check_hash(ctx: Any, obj: Any) -> None:
    """Refuse the hash of a tuple whose nested tuples (each counted every time it is reached)
    would take longer than the deadline allows; charge a long one as steps."""
    if not isinstance(obj, tuple):
        return
    # a subclass's items through tuple itself: its own __iter__ is guest code
    items = obj if type(obj) is tuple else cmp_items(obj, type(obj))
    if SCALARS.issuperset(map(type, items)):
        return
    ns = Visits(ctx, hash_only=True).count(obj) * NS_HASH
    charge_above(ctx, ns, FREE_NS, "hash()")


def check_hashes(ctx: Any, values: Iterable[Any]) -> None:
    """:func:`check_hash` for each tuple of ``values`` (set and dict displays), and the
    probing of keys of equal hash (:mod:`.collisions`)."""
    for v in values:
        if issubclass(type(v), tuple):  # (a namedtuple, struct_time: tuple's hash)
            check_hash(ctx, v)
    if type(values) is list or type(values) is tuple:
        check_collisions(ctx, values)


def check_hashed_items(ctx: Any, items: Any, iterables: bool = False) -> Any:
    """What to hand to a callable whose C code hashes every item of ``items`` (``set``,
    ``frozenset``, ``dict``, ``Counter``, ``dict.fromkeys``, ``set.update``...). CPython's
    tuple hash recurses in C with no depth guard (a million-deep tuple crashes the host), so
    each tuple item is checked as ``hash()`` checks it: those of a list or tuple now, those
    of an iterator (or of a list or tuple subclass, read through its own iteration) as C code
    pulls them (through a checking iterator). One pass over the items' types serves both
    checks (costs6: the tuple test and the collision pre-count each made one). With
    ``iterables`` (a caller that hands the answer to a host class's C code in place of
    ``items``), any other iterable is read through a checking iterator too."""
    t = type(items)
    if t is list or t is tuple:
        types = set(map(type, items))
        if not types <= SCALARS:
            for v in items:
                if isinstance(v, tuple):
                    check_hash(ctx, v)
                elif type(v) is list:
                    _check_pair(ctx, v)
        check_collisions(ctx, items, types=types)
        return items
    if hasattr(t, "__next__"):
        return _HashChecked(ctx, items)
    if not iterables or t in _HASHED_ALREADY or not (
            hasattr(t, "__iter__") or hasattr(t, "__getitem__") or hasattr(t, "keys")):
        # items hashed once already (a set's, a dict's keys), text, or no iterable
        return items
    if hasattr(t, "keys"):
        if isinstance(items, (set, frozenset)):
            return items  # C reads the real entries (keys hashed once already)
        if isinstance(items, dict) and t.__iter__ is dict.__iter__:
            if t is dict or (t.keys is dict.keys and t.items is dict.items):
                return items  # whatever reads it reads the real entries (hashed already)
            # C's fast path copies the real entries (dict(d), update, {**d}); OrderedDict
            # and Counter's Python code read its keys() or items(), guest code: a dict of
            # the same entries whose keys() and items() are the subclass's, checked
            return shadow_dict(ctx, items)
        # a guest mapping or a dict subclass with its own __iter__: C reads its keys() (dict,
        # update, {**m}, OrderedDict) or iterates it (set, fromkeys, Counter), guest code
        # either way; the checking mapping stands for it in both
        return CheckedMapping(ctx, items)
    # a list or tuple subclass, a deque, dict values or items, a guest iterable: as C code
    # iterates it (issue 16's audit: set(d.values()), set(deque([t])) crashed the host)
    return _HashChecked(ctx, iter(items))


class CheckedMapping:
    """What host code reads in place of a guest mapping (or a dict subclass whose
    ``__iter__`` is its own) whose keys it hashes: ``keys()``, ``items()`` and iteration
    are the mapping's own, read through a checking iterator (each tuple key checked as
    ``hash()`` checks it before C hashes it); ``m[k]`` is the mapping's. C reads a mapping
    by these four (``PyDict_Merge``, ``OrderedDict``, ``set``), so it sees what it would have
    seen, in the same order (the keys are listed before any is looked up). Registered as a
    ``Mapping`` exactly when the mapping is one (``Counter`` decides by that)."""

    __slots__ = ("_ctx", "_m")
    _ctx: Any
    _m: Any

    def __new__(cls, ctx: Any, m: Any) -> Any:
        self = object.__new__(_CheckedAbcMapping if isinstance(m, _abc.Mapping)
                              else CheckedMapping)
        self._ctx = ctx
        self._m = m
        return self

    def keys(self) -> Any:
        out = self._m.keys()
        try:
            it = iter(out)
        except TypeError:  # CPython's words for PyMapping_Keys
            raise TypeError(f"{type(self._m).__name__}.keys() returned a non-iterable "
                            f"(type {type(out).__name__})") from None
        return _HashChecked(self._ctx, it)

    def items(self) -> Any:
        return _HashChecked(self._ctx, iter(self._m.items()))

    def __iter__(self) -> Any:
        return _HashChecked(self._ctx, iter(self._m))

    def __getitem__(self, key: Any) -> Any:
        return self._m[key]


class _ShadowDict(dict):  # type: ignore[type-arg]
    """A dict holding the real entries of a dict subclass whose ``__iter__`` is dict's but
    whose ``keys()`` or ``items()`` are its own, handed to host code in its place: C's fast
    path (``PyDict_Merge``, which ignores those methods when ``__iter__`` is dict's) copies
    the same entries; whoever reads ``keys()``/``items()`` (``OrderedDict``'s C
    ``__init__`` and ``update``, ``Counter.update``'s Python code) gets the subclass's own,
    each tuple key checked as ``hash()`` checks it; ``d[k]`` and ``values()`` are the
    subclass's. So every reader sees what CPython would have shown it, in the same order."""

    __slots__ = ("_ctx", "_m")
    _ctx: Any
    _m: Any

    def keys(self) -> Any:  # type: ignore[override]
        # (OrderedDict iterates what keys() returns: a non-iterable is iter()'s TypeError)
        return _HashChecked(self._ctx, iter(self._m.keys()))

    def items(self) -> Any:  # type: ignore[override]
        return _HashChecked(self._ctx, iter(self._m.items()))

    def values(self) -> Any:  # type: ignore[override]
        return self._m.values()

    def __getitem__(self, key: Any) -> Any:
        return self._m[key]


def shadow_dict(ctx: Any, m: dict[Any, Any]) -> _ShadowDict:
    """A :class:`_ShadowDict` of ``m`` (its entries copied by C's fast path; the copy is a
    table the size of ``m``'s, checked against the memory limit first)."""
    ctx.check_alloc(sys.getsizeof(m), "dict copy")
    shadow = _ShadowDict()
    dict.update(shadow, m)  # the real entries, as PyDict_Merge's fast path reads them
    shadow._ctx = ctx
    shadow._m = m
    return shadow


class _CheckedAbcMapping(CheckedMapping):
    """A :class:`CheckedMapping` of a ``collections.abc.Mapping`` (registered below)."""

    __slots__ = ()


_abc.Mapping.register(_CheckedAbcMapping)


#: Dict items views (OrderedDict's derive from dict's): their pairs hash their values.
ITEMS_VIEW_TYPES = frozenset(ITEM_VIEWS)


#: Iterables whose items need no hash check: already keys of a set or dict, text, or the
#: numbers (one-byte bytes) of a memoryview.
_HASHED_ALREADY: frozenset[type] = frozenset({set, frozenset, dict, type({}.keys()), str,
                                              bytes, bytearray, range, memoryview})


def _check_pair(ctx: Any, pair: list[Any]) -> None:
    """A list item of ``dict(pairs)``: its key is hashed as a tuple item's is."""
    for v in pair:
        if isinstance(v, tuple):
            check_hash(ctx, v)


#: Containers whose lookups (``in``, ``get``, ``pop``, ``add``...) hash their argument in C:
#: sets, dicts and the views and proxies that look up in a dict (``k in d.keys()``,
#: ``mappingproxy.get(k)``), which crashed the host with a deep tuple (issue 16's audit).
HASHED_LOOKUPS: tuple[type, ...] = (set, frozenset, dict, type({}.keys()),
                                    type({}.items()), _types.MappingProxyType)


#: The containers whose construction hashes the items of an argument: any class deriving
#: from them (``defaultdict``, ``Counter``, ``OrderedDict``, guest subclasses) builds one.
HASHING_BASES = (set, frozenset, dict)
#: Methods of dicts and sets (and their classes) that hash every item of their arguments.
HASHING_METHODS = frozenset({
    "fromkeys", "update", "union", "intersection", "difference", "symmetric_difference",
    "intersection_update", "difference_update", "symmetric_difference_update", "issubset",
    "issuperset", "isdisjoint", "subtract", "__init__", "__ior__", "__or__", "__ror__"})


#: :func:`hashed_positions`' answer for a class whose construction runs host Python code
#: (``csv.DictReader``): every argument is walked (:func:`~.handed.check_handed`).
HANDED = -2


def hashed_positions(fn: Any) -> int:
    """Where the hashed argument of a call of ``fn`` starts: 0 for a class building a set or
    dict (1 for a ``defaultdict``, whose first argument is its factory) and for a method of
    :data:`HASHING_METHODS` bound to a set or dict (or its class); -1 when ``fn`` hashes no
    argument's items. Decided by what the call builds, not by the callable's exact type
    (costs6: subclasses, ``defaultdict`` and bound methods of subclasses were not checked)."""
    t = type(fn)
    if t is _BUILTIN_METHOD and type(fn.__self__) is _types.ModuleType:
        return -1  # len, print, math.sqrt...: the common case, decided at once
    if t in NO_HASHING_TYPES:
        return -1  # a tool (neither a class nor a bound method): decided at once
    if isinstance(fn, type):
        if issubclass(fn, HASHING_BASES):
            return 1 if issubclass(fn, _co.defaultdict) else 0
        return HANDED if runs_host_python(fn) else -1
    owner = _bound_self(fn)
    if owner is None:
        return -1
    if getattr(fn, "__name__", None) not in HASHING_METHODS:
        return -1
    if isinstance(owner, HASHING_BASES) or (isinstance(owner, type)
                                             and issubclass(owner, HASHING_BASES)):
        return 0
    return -1


#: Callable types that are neither classes nor bound methods, so hash no argument's items
#: (registered by their modules: ``sandbox.tools.BoundTool``); a shortcut of the tests below.
NO_HASHING_TYPES: set[type] = set()
_BUILTIN_METHOD: type = type([].append)
_METHOD_WRAPPER: type = type(set().__or__)


def _bound_self(fn: Any) -> Any:
    """The object a host method is bound to (None for anything else)."""
    t = type(fn)
    if t is _BUILTIN_METHOD or t is _METHOD_WRAPPER or t is _types.MethodType:
        return fn.__self__  # (a MethodType: a host class's Python method, Counter.update)
    if t is BoundCheck:  # a checked method the gate hands out (d.update of a subclass...)
        return fn._obj
    return None


def host_consumer(fn: Any) -> bool:
    """Whether ``fn`` is host code that may read a checking iterator in place of a guest
    iterable (:func:`check_hashed_items`' ``iterables``): a guest class or method receives
    what it is given, unless the class's ``__new__`` and ``__init__`` are both a builtin
    base's C code (``class S(set): pass``, then ``S(xs)``: C's ``set.__init__`` iterates
    ``xs``)."""
    if is_guest_class(fn):
        return _c_slot(fn, "__init__") and _c_slot(fn, "__new__")
    return not (type(fn) is _types.MethodType and type(fn.__func__) is Function)


#: Classes whose ``__init__``/``__new__`` are C code that hands its argument to no method
#: of the instance (a host class's Python ``__init__``, ``Counter``'s, calls ``self.update``:
#: a guest override would receive the checking iterator).
_C_BUILT = frozenset({set, frozenset, dict, object, _co.defaultdict, _co.OrderedDict})


def _c_slot(cls: type, name: str) -> bool:
    """Whether ``cls`` finds ``name`` first on one of :data:`_C_BUILT`."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass in _C_BUILT
    return False


def check_hashing_call(ctx: Any, fn: Any, values: list[Any],
                       kwargs: dict[str, Any] | None = None) -> None:
    """Check, in place in ``values``, the arguments whose items ``fn`` hashes in C (see
    :func:`hashed_positions`): ``dict(pairs, a=1)``, ``defaultdict(int, pairs)``,
    ``S(xs)`` for a guest subclass ``S`` of set, ``s.union(a, b)``. Cheap for everything
    else: a type test."""
    start = hashed_positions(fn)
    if start < 0:
        if start == HANDED:  # a class built by host Python code: anything reachable
            check_handed(ctx, values, kwargs, getattr(fn, "__name__", "call"))
        return
    iterables = host_consumer(fn)
    target = None if isinstance(fn, type) else _bound_self(fn)  # s.update(xs): xs join s
    for i in range(start, len(values) if start == 0 and not isinstance(fn, type)
                   else min(len(values), start + 1)):
        v = values[i]
        if type(v) not in SCALARS:
            if target is not None and type(v) in _SIZED_KEYS and not isinstance(target, type):
                note_joins(ctx, target, v)
                if type(target) in KEYED_OPERANDS and type(v) in KEYED_OPERANDS:
                    check_keyed_op(ctx, target, v)  # s.union(t), d.update(e): as s | t
            values[i] = check_hashed_items(ctx, v, iterables)


#: Arguments whose keys a set or dict method adds that the ledger can read without code.
_SIZED_KEYS = frozenset({list, tuple, set, frozenset, dict})


#: Types of callables whose C code hashes their arguments (an ``lru_cache`` key), bound or
#: not: compiled calls of them check the arguments with :func:`check_cache_key`.
KEYED_CALL_TYPES = frozenset({_functools._lru_cache_wrapper, _types.MethodType})


def check_cache_key(ctx: Any, fn: Any, args: Any, kwargs: Any = None) -> None:
    """A call of an ``functools.lru_cache`` wrapper (or a method bound from one): its C code
    hashes every argument into the cache key, so each tuple argument is checked as
    ``hash()`` checks it (a million-deep tuple would crash the host's C stack). A method of
    a host class's Python code is checked the same way: it may hash any argument."""
    if type(fn) is _types.MethodType:
        func = fn.__func__
        if type(func) is Function:
            return  # a guest method: what it hashes, it hashes through checked sites
        if type(func) is _types.FunctionType:
            # a method of a host class's Python code (ChainMap.update, a Counter's methods):
            # it may hash anything reachable from its arguments
            check_handed(ctx, args, kwargs, getattr(func, "__name__", "call"))
            return
    # an lru_cache wrapper (or a method bound from one): it hashes its arguments themselves
    for v in (*args, *(kwargs.values() if kwargs else ())):
        if isinstance(v, tuple):
            check_hash(ctx, v)


class _HashChecked:
    """An iterator over ``it`` that checks each tuple item's hash walk before C code hashes
    it, and charges the probing of keys of equal hash as they come."""

    __slots__ = ("_ctx", "_it", "_meter")

    def __init__(self, ctx: Any, it: Any) -> None:
        self._ctx = ctx
        self._it = it
        self._meter = CollisionMeter(ctx)  # keys of equal hash, as they come (round 5)

    def __iter__(self) -> _HashChecked:
        return self

    def __next__(self) -> Any:
        try:
            v = next(self._it)
        except StopIteration:
            self._meter.flush()
            raise
        if isinstance(v, tuple):
            check_hash(self._ctx, v)
        elif type(v) is list:
            _check_pair(self._ctx, v)
        self._meter.add(v)
        return v


def check_items(ctx: Any, items: Any, what: str, sort: bool) -> None:
    """Refuse sorting (``sort``) or taking the min/max of ``items`` when comparing them would
    walk more shared items than the deadline allows. Each comparison walks at most the
    smaller of its two operands; sorting compares each item about log2(n) times."""
    if not isinstance(items, (list, tuple, set, frozenset, dict)) or len(items) < 2 \
            or SCALARS.issuperset(map(type, items)):
        return
    visits = Visits(ctx)
    total = sum(visits.count(c) for c in items)
    if sort:
        total *= len(items).bit_length() + 2
    ns = min(total, CAP) * NS_COMPARE
    charge_above(ctx, ns, FREE_NS, what)


from .handed import check_handed, runs_host_python  # noqa: E402  (it reads the walk above)
