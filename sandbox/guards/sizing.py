"""Estimates of the walks CPython's C code makes over nested containers, made before they run.

``repr(x)``, ``x == y`` and ``hash(x)`` walk nested containers inside one C call, visiting a
shared sub-object every time it is reached: ``x = [x, x]`` thirty times is a few kilobytes
in memory but has 2**30 leaves, so its repr would be gigabytes and its comparison a minute of
C code that no step or deadline check interrupts. The estimators walk each *distinct*
container once (memoised by id, for one call), so their own work is bounded by the objects
that exist, and add up what the C walk will do, counting a shared sub-object every time it is
reached, as CPython does:

- :func:`check_text` (``repr``/``str``/``ascii``/``format``/``print``/f-strings/``%``/
  ``str.format``): the size of the text against the memory limit, before it is built, and the
  time to build it against the deadline;
- :func:`check_compare`, :func:`check_contains`, :func:`check_items` (``==``, ``<``, ``in``,
  ``sorted``, ``min``...): the element comparisons, against the deadline;
- :func:`check_hash` (``hash()``, dict keys and set items): the nested tuples hashed.

Work estimated above :data:`FREE_NS` is also charged as steps (one per
:data:`sandbox.runtime.costs.NS_PER_STEP`), so the step budget pays for it and the deadline is
checked at once. Objects the estimators do not know (guest instances, functions...) count as small
leaves: a guest ``__repr__``, ``__eq__`` or ``__hash__`` is guest code, charged as it runs. The
estimators never call guest code themselves (they read containers through their builtin base types).

The estimators live by concept: :mod:`.textsize` (the text), :mod:`.compares` (comparisons and
hashes), over the containers of :mod:`.containers`. This module holds the checks per call --
the builtins that walk their argument, ``list.sort``, ``min``/``max``/``sorted`` with a key,
the container methods and dunders the gate hands out -- and is the one place compiled call
sites import the checks from (:data:`__all__`).
"""

from __future__ import annotations

import collections as _co
from collections.abc import Callable
from typing import Any

from ..errors import abort_limit
from ..runtime.context import current_ctx
from ..runtime.costs import charge_above, charge_bytes
from ..runtime.objects import Function
from ..runtime.reprs import guest_text
from .compared import compared_items
from .compares import (
    HANDED,
    KEYED_CALL_TYPES,
    LONG_NEEDLE,
    NS_COMPARE,
    Visits,
    check_cache_key,
    check_compare,
    check_contains,
    check_hash,
    check_hashed_items,
    check_hashes,
    check_hashing_call,
    check_items,
    hashed_positions,
)
from .containers import CMP_BASES, FREE_NS, SCALARS, is_cmp_container, scalars_only
from .sizes import view_items
from .textsize import check_text, check_text_args

__all__ = [
    "HANDED",
    "KEYED_CALL_TYPES",
    "LONG_NEEDLE",
    "SCALARS",
    "check_cache_key",
    "check_compare",
    "check_contains",
    "check_extremum",
    "check_hash",
    "check_hashed_items",
    "check_hashes",
    "check_hashing_call",
    "check_items",
    "check_text",
    "check_text_args",
    "check_walking_call",
    "checked_sort",
    "hashed_positions",
    "install",
]


def _key_meter(ctx: Any, key: Any, factor: int, what: str) -> Any:
    """A ``key=`` function that measures each key it returns before the C code compares it:
    what sorted/min/max compare are the keys, which only exist once the guest's key made
    them. ``factor``: comparisons each key takes part in (0: min/max, which compare each key
    after the first with the best so far). A closure with a scalar fast path: it runs once
    per item of every sort with a key."""
    visits = Visits(ctx)
    calls = [0]

    def measured(k: Any) -> Any:
        calls[0] += 1
        if not scalars_only(k) and is_cmp_container(k) and (factor or calls[0] > 1):
            ns = visits.count(k) * max(factor, 1) * NS_COMPARE
            charge_above(ctx, ns, FREE_NS, what)
        return k

    if key is str or key is repr or key is ascii:
        def walking_meter(item: Any) -> Any:  # the builtin walks the item in C: as str(x)
            if type(item) not in SCALARS:
                check_walking_call(ctx, key, item)
            k = key(item)
            return k if type(k) in SCALARS else measured(k)
        return walking_meter

    if type(key) is Function and key._code.simple and key._code.argcount == 1 and \
            key._globals.ctx is ctx and ctx is not None:
        return _guest_key_meter(ctx, key, measured)

    from .sizechecks import checked_callable  # (it imports this module)
    key = checked_callable(ctx, key)  # key=list: C calls it, with list(x)'s checks (round 8)

    def meter(item: Any) -> Any:
        k = key(item)
        return k if type(k) in SCALARS else measured(k)
    return meter


def _guest_key_meter(ctx: Any, key: Any, measured: Callable[[Any], Any]) -> Any:
    """The key meter of a guest function of one plain parameter that belongs to the running
    ``ctx``: what ``Function.__call__`` and ``enter`` do per call (one step, one recursion
    level held while it runs, a long str result counted), with the checks of the caller
    (the current run's own function, positional call, one argument) made once per sort."""
    code = key._code
    run = code.run
    g = key._globals
    pad = code.pad

    def guest_meter(item: Any) -> Any:
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        depth = ctx.depth = ctx.depth + 1
        if depth > ctx.max_depth:
            ctx.depth -= 1
            raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
        try:
            k = run([g, ctx, key, None, item, *pad])
        finally:
            ctx.depth -= 1
        t = type(k)
        if t is int or t is float:
            return k
        if t is str and len(k) > 65536:
            ctx.check_alloc(len(k), "string returned to host code")
        return k if t in SCALARS else measured(k)
    return guest_meter


# --- builtins and methods ----------------------------------------------------------------------

def check_walking_call(ctx: Any, fn: Any, arg: Any) -> None:
    """``fn(arg)`` for ``fn`` one of ``str``, ``repr``, ``ascii``, ``max``, ``min``, ``sorted``
    (compiled call sites; the caller skips scalar ``arg``). These stay CPython's own objects
    in the guest's builtins, so ``repr(1)`` or ``max(a, b)`` cost nothing more; called
    through other C code (``map(str, xs)``) they are not checked. (The guest's ``hash`` is
    the sandbox's own builtin, which checks a nested tuple itself, whoever calls it.)"""
    t = type(arg)
    if t is memoryview:
        _check_view_walk(ctx, fn, arg)
        return
    if (t is list or t is tuple) and SCALARS.issuperset(map(type, arg)) and (
            len(arg) <= 16 or not (fn is str or fn is repr or fn is ascii)):
        return  # nothing nested (a long list's text is still sized: its items may be shared)
    if fn is str:
        check_text(ctx, arg, "str()", str_mode=True)
    elif fn is repr:
        check_text(ctx, arg, "repr()")
    elif fn is ascii:
        check_text(ctx, arg, "ascii()", ascii_mode=True)
    elif fn is max or fn is min:
        check_items(ctx, arg, f"{fn.__name__}()", sort=False)
    elif fn is sorted:
        check_items(ctx, arg, "sorting", sort=True)
    elif fn is set or fn is frozenset or fn is _co.Counter:
        check_hashed_items(ctx, arg)


#: Host nanoseconds per item of ``max``/``min`` (~145 measured: C iterates the view, making
#: each item's int, and compares it) and ``sorted`` (~900 for random bytes: the list, then
#: a sort of ints, n log n comparisons).
_NS_VIEW_EXTREMUM = 160
_NS_VIEW_SORT = 1000


def _check_view_walk(ctx: Any, fn: Any, view: memoryview) -> None:
    """``fn(view)``: its text is a constant-size repr; ``max``/``min``/``sorted`` iterate its
    items (numbers or one-byte bytes: scalar comparisons), ``sorted`` keeps them all."""
    if fn is max or fn is min or fn is sorted:
        n, per, _ = view_items(view)
        if fn is sorted:
            size = n * (12 + per)
            if size > 1 << 16:
                ctx.check_alloc(size, f"sorted() of {n} items")
        charge_above(ctx, n * (_NS_VIEW_SORT if fn is sorted else _NS_VIEW_EXTREMUM),
                     FREE_NS, f"{fn.__name__}()")


def checked_sort(lst: list[Any], *args: Any, **kwargs: Any) -> None:
    """``list.sort`` with the comparisons it will make estimated first."""
    if args or not isinstance(lst, list) or (len(lst) < 2 and kwargs.get("key") is None):
        return list.sort(lst, *args, **kwargs)  # CPython's own errors
    key = kwargs.get("key")
    if key is not None:  # (called even for one item: [r].sort(key=list), round 8)
        kwargs["key"] = _key_meter(current_ctx(), key, len(lst).bit_length() + 2, "sorting")
    elif not SCALARS.issuperset(map(type, lst)):
        check_items(current_ctx(), lst, "sorting", sort=True)
    return list.sort(lst, **kwargs)


def check_extremum(ctx: Any, fn: Any, args: list[Any], kwargs: dict[str, Any]) -> None:
    """``min``/``max``/``sorted`` called with ``args`` and ``kwargs`` (compiled call sites):
    the items' comparisons are estimated; a ``key=`` is replaced in ``kwargs`` by one that
    measures each key it makes, a lone lazy iterable in ``args`` by one that measures each
    item (:func:`.compared.compared_items`)."""
    if not args:
        return
    sort = fn is sorted
    what = "sorting" if sort else f"{fn.__name__}()"
    key = kwargs.get("key")
    if key is not None:
        items = args[0] if len(args) == 1 else args
        n = len(items) if isinstance(items, (list, tuple)) else 1 << 20
        kwargs["key"] = _key_meter(ctx, key, n.bit_length() + 2 if sort else 0, what)
    else:
        check_items(ctx, args[0] if len(args) == 1 else args, what, sort)
        if len(args) == 1:  # a generator, a dict view...: measured as C pulls it
            args[0] = compared_items(ctx, fn, args[0])


#: The sequences whose ``index``/``count``/``remove`` compare each item with the argument.
_SEARCHED: tuple[type[Any], ...] = (list, tuple, _co.deque)


def _index_method(name: str) -> Callable[..., Any]:
    """list/tuple/deque ``index``/``count``/``remove``: each item compared with the
    argument."""
    def call(obj: Any, *args: Any) -> Any:
        if args and (type(args[0]) not in SCALARS or type(args[0]) is bytes
                     and len(args[0]) > LONG_NEEDLE):  # (views among the items)
            check_contains(current_ctx(), args[0], obj, f"{type(obj).__name__}.{name}()")
        else:
            for t in _SEARCHED:
                if isinstance(obj, t):
                    n: int = t.__len__(obj)  # type: ignore[arg-type]
                    if n > 1 << 16:  # a linear search
                        charge_bytes(current_ctx(), 64 * n)
                    break
        for t in _SEARCHED:
            if isinstance(obj, t):
                return getattr(t, name)(obj, *args)
        return getattr(type(obj), name)(obj, *args)
    return call


def _text_dunder(name: str, real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if type(obj) not in SCALARS and (name != "__format__" or args == ("",)):
            check_text(current_ctx(), obj, f"{name}()", real=real if name == "__repr__"
                       else None, str_mode=name != "__repr__")
        return guest_text(real(obj, *args), obj)  # x.__repr__() of a host object
    return call


def _compare_dunder(name: str, real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if len(args) == 1:
            check_compare(current_ctx(), obj, args[0], f"{name}()")
        return real(obj, *args)
    return call


def _contains_dunder(real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if len(args) == 1 and type(args[0]) not in SCALARS:
            check_contains(current_ctx(), args[0], obj)
        return real(obj, *args)
    return call


def _hash_dunder(real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        check_hash(current_ctx(), obj)
        return real(obj, *args)
    return call


_TEXT_DUNDERS = ("__repr__", "__str__", "__format__")
_COMPARE_DUNDERS = ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__")


def install(table: dict[str, Any]) -> None:
    """Put checked container methods and dunders in the gate. (The builtins ``str``,
    ``repr``, ``sorted``, ``min``, ``max``... stay CPython's own in ``table``: compiled call
    sites check them, see :func:`check_walking_call`.)"""
    from ..runtime import gate
    from ..runtime.builtins import BoundCheck, make_builtin, unbound_method


    def bound(fn: Callable[..., Any], name: str) -> Callable[[Any], Any]:
        return lambda obj: BoundCheck(fn, obj, name)

    def unbound(fn: Callable[..., Any], name: str) -> Callable[[Any], Any]:
        made = make_builtin(name, fn)
        return lambda _type: made

    gate.OVERRIDES[(list, "sort")] = bound(checked_sort, "sort")
    gate.TYPE_OVERRIDES[(list, "sort")] = unbound_method(list, "sort", checked_sort)
    for seq in _SEARCHED:
        for name in ("index", "count", "remove"):
            if hasattr(seq, name):
                gate.OVERRIDES[(seq, name)] = bound(_index_method(name), name)
                gate.TYPE_OVERRIDES[(seq, name)] = unbound_method(seq, name,
                                                                  _index_method(name))
    # type objects the guest can name (collections' classes once that module is loaded)
    named = {list, tuple, dict, set, frozenset, _co.deque, _co.defaultdict, _co.OrderedDict,
             _co.Counter}
    for t in (*CMP_BASES, _co.defaultdict, _co.OrderedDict, _co.Counter):
        made: list[tuple[str, Callable[..., Any]]] = [
            *((name, _text_dunder(name, getattr(t, name))) for name in _TEXT_DUNDERS),
            *((name, _compare_dunder(name, getattr(t, name))) for name in _COMPARE_DUNDERS)]
        if hasattr(t, "__contains__"):
            made.append(("__contains__", _contains_dunder(t.__contains__)))
        if t is tuple:
            made.append(("__hash__", _hash_dunder(tuple.__hash__)))
        for name, fn in made:
            if name != "__format__":  # not readable on instances (the gate's rule)
                gate.OVERRIDES[(t, name)] = bound(fn, name)
            if t in named:
                gate.TYPE_OVERRIDES[(t, name)] = unbound(fn, name)
    for name in ("__str__", "__format__"):  # object.__str__(x) is repr(x)
        fn = _text_dunder(name, getattr(object, name))
        gate.TYPE_OVERRIDES[(object, name)] = unbound(fn, name)
        gate.OVERRIDES[(object, name)] = bound(fn, name)
    _install_lookups(gate, bound, named)


#: Methods of dicts and sets that hash their first argument in C (``d.get(k)``, ``s.add(k)``).
_LOOKUP_METHODS = {dict: ("get", "pop", "setdefault", "__getitem__", "__setitem__",
                          "__delitem__"),
                   set: ("add", "discard", "remove")}


def _lookup_method(real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if args and isinstance(args[0], tuple):
            check_hash(current_ctx(), args[0])
        return real(obj, *args)
    return call


def _disjoint_method(real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if len(args) == 1:
            return real(obj, check_hashed_items(current_ctx(), args[0]))
        return real(obj, *args)
    return call


def _install_lookups(gate: Any, bound: Callable[..., Any], named: set[Any]) -> None:
    """Lookup methods of dicts and sets read as values (``g = d.get``, ``map(s.add, xs)``,
    ``sorted(xs, key=d.get)``, ``dict.get(d, k)``) check a tuple key before C hashes it: C
    code that calls them (map, sorted, reduce...) passes no compiled call site (rt1 audit:
    a million-deep tuple crashed the host). A compiled method call ``d.get(k)`` keeps the
    real method (:data:`~sandbox.runtime.gate.SITE_CHECKED`): the site checks the key.
    ``isdisjoint`` of the dict views hashes the items of its argument."""
    from ..runtime.builtins import unbound_method
    for base, names in _LOOKUP_METHODS.items():
        for t in (base, *(c for c in (_co.defaultdict, _co.OrderedDict, _co.Counter)
                          if issubclass(c, base))):
            for name in names:
                fn = _lookup_method(getattr(t, name))
                gate.OVERRIDES[(t, name)] = bound(fn, name)
                gate.SITE_CHECKED.add((t, name))
                if t in named:
                    gate.TYPE_OVERRIDES[(t, name)] = unbound_method(t, name, fn)
    views: tuple[Any, ...] = (type({}.keys()), type({}.items()))
    for view in views:
        gate.OVERRIDES[(view, "isdisjoint")] = bound(_disjoint_method(view.isdisjoint),
                                                     "isdisjoint")
