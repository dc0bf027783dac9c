"""Guest values handed to host *Python* code, walked for the tuples it may hash.

CPython's tuple hash recurses in C with no depth guard, so a tuple nested a million deep
crashes the host wherever C hashes it. Compiled operations and the host C callables that hash
their arguments' items check them first (:mod:`.compares`). Host Python code is different:
what it hashes is anything it can reach from what it was given (``ChainMap.update(pairs)``
hashes the keys of the pairs, ``csv.DictReader(f, fieldnames)`` keeps the names and later
makes a dict of them, ``typing.Callable[[args], r]`` turns a list into a cached tuple). So
the rule is one, applied where a guest value enters host Python code (a method of a host
class, a class whose construction runs host Python code, the lookup of a host object's item,
``functools.partial``/``lru_cache`` wrappers): :func:`check_handed` walks every argument
through the items of lists, tuples, sets, dicts (keys and values) and deques, and checks each
tuple found as ``hash()`` checks it (its nested tuples counted as the hash walks them, a
depth past the host's recursion limit refused as ``RecursionError``). The walk reads items
through the builtin base types (a guest subclass's ``__iter__`` never runs here), visits each
container once, and is charged as steps past a free allowance.

Not covered by the walk: items a guest iterator or generator yields to host Python code
later (they are guest code's results, not arguments), and attributes of guest instances
host Python code reads (THREAT_MODEL.md, known gaps).
"""

from __future__ import annotations

import collections as _co
import functools as _functools
import types as _types
from typing import Any

from ..runtime.costs import charge_above
from .compares import KEYED_CALL_TYPES, NS_HASH, Visits, check_cache_key, check_hash, cmp_items
from .containers import DEADLINE_EVERY, FREE_NS, SCALARS

#: Host time per container item the walk visits (a type test and a push), nanoseconds.
_NS_ITEM = 10

_WALKED = (list, tuple, set, frozenset, dict, _co.deque)


def check_handed(ctx: Any, args: Any, kwargs: Any = None, what: str = "call") -> None:
    """Refuse (``RecursionError``, as ``hash()`` would) or charge the tuples reachable from
    ``args`` and ``kwargs`` values through list, tuple, set, dict and deque items before
    host Python code that may hash any of them receives them."""
    stack = [v for v in args if type(v) not in SCALARS]
    if kwargs:
        stack.extend(v for v in kwargs.values() if type(v) not in SCALARS)
    if not stack:
        return
    seen: set[int] = set()
    visits: Visits | None = None
    items_seen = hash_visits = 0
    while stack:
        v = stack.pop()
        if not issubclass(type(v), _WALKED):  # (type(): no guest __class__)
            continue
        i = id(v)
        if i in seen:
            continue
        seen.add(i)
        items = cmp_items(v, type(v))  # (through the base type: no guest __iter__ runs)
        items_seen += len(items)
        if not len(seen) & DEADLINE_EVERY:
            ctx.check_deadline()
        if not SCALARS.issuperset(map(type, items)):
            if issubclass(type(v), tuple):
                if visits is None:
                    visits = Visits(ctx, hash_only=True)
                hash_visits += visits.count(v)  # (RecursionError past the limit)
            stack.extend(x for x in items if type(x) not in SCALARS)
    # the walk, and the hash walks of the tuples found (as check_hash charges one)
    charge_above(ctx, items_seen * _NS_ITEM + hash_visits * NS_HASH, FREE_NS, what)


def check_handed_tuples(ctx: Any, values: Any) -> None:
    """:func:`check_hash` for each tuple among ``values`` (what an ``lru_cache`` wrapper
    hashes: its arguments themselves, not their items)."""
    for v in values:
        if issubclass(type(v), tuple):
            check_hash(ctx, v)


def runs_host_python(fn: Any) -> bool:
    """Whether calling ``fn`` (a class or a bound method) runs host Python code with the
    arguments: a method whose function is a host Python function, or a class whose
    ``__init__`` or ``__new__`` is one (``csv.DictReader``, ``ChainMap``, a guest subclass
    of one that keeps it)."""
    t = type(fn)
    if t is _types.MethodType:
        return type(fn.__func__) is _types.FunctionType
    if isinstance(fn, type):  # (read as type reads it: no guest metaclass code runs)
        return type(_type_attr(fn, "__init__")) is _types.FunctionType or \
            type(_type_attr(fn, "__new__")) is _types.FunctionType
    return False


_type_attr = type.__getattribute__


def keyed_when_called(ctx: Any, fn: Any, inner: Any) -> Any:
    """What C code (``map``, ``filter``, a partial's call) should call in place of ``fn``
    when ``fn`` is an ``lru_cache`` wrapper or a host Python method, or a
    ``functools.partial`` of one: ``inner`` (``fn`` as :func:`checked_callable` holds it)
    after the checks its compiled call site runs (:func:`check_cache_key`: a partial's
    bound arguments count as arguments); ``inner`` itself for anything else."""
    target, bound, keywords = fn, (), None
    if type(fn) is _functools.partial:
        target, bound, keywords = fn.func, fn.args, fn.keywords
    if type(target) not in KEYED_CALL_TYPES or (
            type(target) is _types.MethodType
            and type(target.__func__) is not _types.FunctionType
            and type(target.__func__) is not _functools._lru_cache_wrapper):
        return inner

    def keyed(*args: Any, **kwargs: Any) -> Any:
        check_cache_key(ctx, target, (*bound, *args), {**(keywords or {}), **kwargs})
        return inner(*args, **kwargs)
    return keyed
