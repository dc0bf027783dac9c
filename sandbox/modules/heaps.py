"""``heapq``'s operations for the guest, with every comparison of guest items estimated
before it is made (:mod:`sandbox.guards.compared`).

``heappush`` compares only the new item with its ancestors, so its C function runs after
one needle check. ``heappop``, ``heapreplace`` and ``heappushpop`` compare pairs of items
already in the heap, chosen by earlier comparisons along one root-to-leaf path: no bound
short of walking the whole heap exists before the call, so they run here, the same
algorithm as CPython's (the same results, the same heap layout, the same errors), with a
type test per comparison on the common path (scalars, flat tuples) and the estimate of the
compiled ``<`` otherwise. ``heapify`` makes at most ``2n`` comparisons among the items: it
is estimated as such, then runs in C.
"""

from __future__ import annotations

import bisect
import heapq
from collections.abc import Callable
from typing import Any

from ..guards.compared import (
    OwnMeter,
    StreamMeter,
    check_compared_among,
    check_needle,
    compares_in,
    flat_visits,
    metered,
    metered_key,
)
from ..guards.compares import check_compare
from ..guards.containers import SCALARS
from ..guards.costmodel import WRAPPED, calls_back, costs
from ..runtime.builtins import make_builtin
from . import ModuleEnv, register
from .funcmods import counted, counted_output


def _changed() -> RuntimeError:
    return RuntimeError("list changed size during iteration")


def _cheap(a: Any, b: Any) -> bool:
    """Whether ``a < b`` is decided at once: a scalar side, or tuples whose first items are
    unequal scalars (the common heap entry ``(priority, ...)``); a type test first, so no
    comparison runs before it is known to be cheap."""
    if type(a) in SCALARS or type(b) in SCALARS:
        return True
    if type(a) is tuple and type(b) is tuple and a and b:
        x, y = a[0], b[0]
        return type(x) in SCALARS and type(y) in SCALARS and x != y
    return False


def heap_ops(ctx_of: Callable[[], Any]) -> dict[str, Callable[..., Any]]:
    """The five heap operations bound to the run context ``ctx_of()``. They work on plain
    lists; a list subclass is worked on as a copy of its items, written back (C reads a
    subclass's items directly: its own ``[]`` never runs)."""

    def lt(a: Any, b: Any) -> bool:
        if not (flat_visits(a) or flat_visits(b)):  # a comparison walks the smaller side
            check_compare(ctx_of(), a, b, "heapq comparison")
        return bool(a < b)  # (a guest instance's __lt__ is charged as it runs)

    def sift_down(heap: list[Any], start: int, pos: int) -> None:
        """Move the item at ``pos`` up towards ``start`` while it is smaller than its
        parent (CPython's ``_siftdown``)."""
        size = len(heap)
        item = heap[pos]
        while pos > start:
            parent_pos = (pos - 1) >> 1
            parent = heap[parent_pos]
            smaller = item < parent if _cheap(item, parent) else lt(item, parent)
            if len(heap) != size:
                raise _changed()
            if not smaller:
                break
            heap[pos] = parent
            pos = parent_pos
        heap[pos] = item

    def sift_up(heap: list[Any], pos: int) -> None:
        """Move the smaller child up until a leaf is reached, then put the item at ``pos``
        there and sift it back down (CPython's ``_siftup``: fewer comparisons)."""
        end = len(heap)
        start = pos
        item = heap[pos]
        child = 2 * pos + 1
        while child < end:
            right = child + 1
            if right < end:
                a = heap[child]
                b = heap[right]
                # _cheap, inlined: this is the loop every pop runs
                ta = type(a)
                if ta is tuple and type(b) is tuple and a and b and type(a[0]) in SCALARS \
                        and type(b[0]) in SCALARS and a[0] != b[0] \
                        or ta in SCALARS or type(b) in SCALARS:
                    smaller = a < b
                else:
                    smaller = lt(a, b)
                if len(heap) != end:
                    raise _changed()
                if not smaller:
                    child = right
            heap[pos] = heap[child]
            pos = child
            child = 2 * pos + 1
        heap[pos] = item
        sift_down(heap, start, pos)

    def on_list(heap: Any, work: Callable[[list[Any]], Any]) -> Any:
        """``work(heap)`` on the plain list, or on a copy of a subclass's items."""
        if type(heap) is list:
            return work(heap)
        items = list.__getitem__(heap, slice(None))
        try:
            return work(items)
        finally:
            list.__setitem__(heap, slice(None), items)

    def check_list(heap: Any, name: str, two: bool) -> None:
        if not isinstance(heap, list):  # CPython's argument-clinic messages
            raise TypeError(f"{name}() argument{' 1' if two else ''} must be list, not "
                            f"{type(heap).__name__}")

    def heappush(heap: Any, item: Any, /) -> None:
        check_list(heap, "heappush", True)
        check_needle(ctx_of(), item, compares_in(list.__len__(heap)), "heapq.heappush")
        heapq.heappush(heap, item)  # each comparison involves the new item

    def pop(heap: list[Any]) -> Any:
        if not heap:
            raise IndexError("index out of range")
        last = heap.pop()
        return replace(heap, last) if heap else last

    def replace(heap: list[Any], item: Any) -> Any:
        if not heap:
            raise IndexError("index out of range")
        top = heap[0]
        heap[0] = item
        sift_up(heap, 0)
        return top

    def push_pop(heap: list[Any], item: Any) -> Any:
        if not heap:
            return item
        top = heap[0]
        smaller = top < item if _cheap(top, item) else lt(top, item)
        if not heap:
            raise IndexError("index out of range")
        if not smaller:
            return item
        top = heap[0]
        heap[0] = item
        sift_up(heap, 0)
        return top

    def heappop(heap: Any, /) -> Any:
        check_list(heap, "heappop", False)
        return on_list(heap, pop)

    def heapreplace(heap: Any, item: Any, /) -> Any:
        check_list(heap, "heapreplace", True)
        return on_list(heap, lambda h: replace(h, item))

    def heappushpop(heap: Any, item: Any, /) -> Any:
        check_list(heap, "heappushpop", True)
        return on_list(heap, lambda h: push_pop(h, item))

    def heapify(heap: Any, /) -> None:
        check_list(heap, "heapify", False)
        check_compared_among(ctx_of(), heap, 2 * list.__len__(heap), "heapq.heapify")
        heapq.heapify(heap)

    return {fn.__name__: _arity(fn) for fn in (heappush, heappop, heapreplace, heappushpop,
                                                heapify)}


def _arity(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` refusing a wrong number of arguments with CPython's message for the C
    function (``_heapq.heappop() takes exactly one argument (0 given)``, ``heappush
    expected 2 arguments, got 1``)."""
    name = fn.__name__
    two = fn.__code__.co_argcount == 2

    def call(*args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError(f"_heapq.{name}() takes no keyword arguments")
        if len(args) != (2 if two else 1):
            raise TypeError(f"{name} expected 2 arguments, got {len(args)}" if two else
                            f"_heapq.{name}() takes exactly one argument ({len(args)} given)")
        return fn(*args)
    call.__name__ = name
    return call


def _stream(ctx: Any, iterable: Any, key: Any, per_item: int, what: str) -> tuple[Any, Any]:
    """``iterable`` and ``key`` as a C merge or selection should get them: the items it
    compares (the keys, when there is a ``key``) measured as they come."""
    meter = StreamMeter(ctx, per_item, what)
    if key is None:
        return metered(iterable, meter), None
    return iterable, metered_key(key, meter)


@register("heapq", doc="Heap queue algorithm (CPython's heapq module).", costs=costs(
    # each sandbox function estimates the comparisons of guest items before C makes them
    wrapped=("heappush", "heappop", "heapify", "heapreplace", "heappushpop"),
    # key=: called by heapq's own code (checked as its compiled call site would be)
    merge=calls_back(WRAPPED, "key"), nlargest=calls_back(WRAPPED, 2, "key"),
    nsmallest=calls_back(WRAPPED, 2, "key")))
def build_heapq(env: ModuleEnv) -> dict[str, Any]:
    g = env.session.globals
    ns: dict[str, Any] = {name: make_builtin(name, fn, getattr(heapq, name).__doc__)
                          for name, fn in heap_ops(env.ctx).items()}

    def merge(*iterables: Any, key: Any = None, reverse: bool = False) -> Any:
        # each item is compared with about 2*log2(k) heads of the k iterables
        meter = StreamMeter(env.ctx(), 2 * compares_in(len(iterables)), "heapq.merge")
        if key is None:
            iterables = tuple(metered(counted(g, it), meter) for it in iterables)
        else:
            key = metered_key(key, meter)
        return counted_output(g, heapq.merge(*iterables, key=key, reverse=reverse),
                              "generator", "builtins")

    def select(real: Any, name: str) -> Any:
        def call(n: Any, iterable: Any, key: Any = None) -> list[Any]:
            # each item is compared with the top of a heap of n, then sifts through it
            per_item = 2 * compares_in(n) + 1 if type(n) is int else 1
            items, key = _stream(env.ctx(), counted(g, iterable), key, per_item,
                                 f"heapq.{name}")
            return real(n, items, key=key)  # type: ignore[no-any-return]
        return make_builtin(name, call, real.__doc__)

    ns["merge"] = make_builtin("merge", merge, heapq.merge.__doc__)
    ns["nlargest"] = select(heapq.nlargest, "nlargest")
    ns["nsmallest"] = select(heapq.nsmallest, "nsmallest")
    return ns


def _bisect_op(real: Any, name: str, ctx_of: Callable[[], Any]) -> Any:
    """``bisect.<name>``: every comparison involves ``x`` (or, with ``key=``, the key just
    made of an item of ``a``), measured before C compares it."""
    def call(a: Any, x: Any, lo: Any = 0, hi: Any = None, *, key: Any = None) -> Any:
        ctx = ctx_of()
        if key is None:
            if type(x) not in SCALARS:
                check_needle(ctx, x, compares_in(len(a)) if isinstance(a, list | tuple)
                             else 64, f"bisect.{name}")
        else:
            key = metered_key(key, OwnMeter(ctx, 1, f"bisect.{name}"))
        return real(a, x, lo, hi, key=key)
    return make_builtin(real.__name__, call, real.__doc__)  # bisect is bisect_right


@register("bisect", doc="Bisection algorithms (CPython's bisect module).", costs=costs(
    # logarithmic searches, each comparison estimated first; insort's insertion moves a
    # list the guest already built
    dict.fromkeys(("bisect", "bisect_left", "bisect_right", "insort", "insort_left",
                   "insort_right"), calls_back(WRAPPED, "key"))))
def build_bisect(env: ModuleEnv) -> dict[str, Any]:
    return {name: _bisect_op(getattr(bisect, name), name, env.ctx) for name in
            ("bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right")}
