"""Host calls whose own C code compares (or hashes) guest items: their comparisons estimated
before they are made, as the compiled ``==``, ``<``, ``in`` and ``sorted`` estimate theirs.

``heapq``, ``bisect``, ``itertools.groupby``, ``operator.countOf``, ``deque.count`` and
``difflib`` compare the items they are given inside one C call the step counter does not
see; two equal tuples of 31 aliased levels compare in about 2**31 visits (round 9). Every
comparison of ``a`` with ``b`` walks at most ``min(visits(a), visits(b))`` items
(:class:`.compares.Visits`), which gives three sound bounds, each a small class of callers:

- :func:`check_needle`: every comparison involves one known value (``bisect(a, x)``,
  ``heappush(h, x)``, ``countOf(a, x)``): its visits, times the comparisons;
- :class:`OwnMeter`: every comparison involves the item just made (a ``key=`` result of
  ``bisect``, ``groupby``'s keys): each item's own visits, as it comes;
- :class:`StreamMeter` and :func:`check_compared_among`: the items are compared among
  themselves (``nsmallest``, ``merge``; ``heapify``): the second largest visits seen, times
  the comparisons each new item brings (or all of them).

Scalars and flat tuples of scalars (the common heap entry ``(priority, name)``) are decided
by a type test: they are never walked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..runtime.costs import charge_above
from .compares import NS_COMPARE, Visits, check_items
from .containers import CMP_BASES, FREE_NS, SCALARS


def flat_visits(v: Any) -> int:
    """Visits of a scalar (1) or of a flat tuple of scalars (1 + its length); 0 when ``v``
    must be walked."""
    t = type(v)
    if t in SCALARS:
        return 1
    if t is tuple and SCALARS.issuperset(map(type, v)):
        return 1 + len(v)
    if not isinstance(v, CMP_BASES):
        return 1  # compared by its own __eq__/__lt__ (guest code, charged as it runs)
    return 0


def check_needle(ctx: Any, needle: Any, compares: int, what: str) -> None:
    """C code compares ``needle`` with up to ``compares`` items: each comparison walks at
    most the needle's visits (twice: an ordering re-compares the first differing items)."""
    n = flat_visits(needle)
    if n == 1:
        return
    if not n:
        n = Visits(ctx).count(needle)
    charge_above(ctx, 2 * n * compares * NS_COMPARE, FREE_NS, what)


def compares_in(n: int) -> int:
    """Comparisons a binary search or a heap sift over ``n`` items makes, at most."""
    return max(int(n), 1).bit_length() + 1


class OwnMeter:
    """Charges each item by its own visits as it comes (every comparison involves it),
    ``per_item`` comparisons each."""

    __slots__ = ("ctx", "visits", "per_item", "what")

    def __init__(self, ctx: Any, per_item: int, what: str) -> None:
        self.ctx = ctx
        self.visits = Visits(ctx)
        self.per_item = per_item
        self.what = what

    def add(self, v: Any) -> Any:
        n = flat_visits(v)
        if n == 1:
            return v
        if not n:
            n = self.visits.count(v)
        charge_above(self.ctx, 2 * n * self.per_item * NS_COMPARE, FREE_NS, self.what)
        return v


class StreamMeter(OwnMeter):
    """Items compared among themselves: each new one brings ``per_item`` comparisons, each
    walking at most the second largest visits seen so far (the smaller of any two items is
    at most that; an old deep item may take part in every later comparison)."""

    __slots__ = ("top", "second")

    def __init__(self, ctx: Any, per_item: int, what: str) -> None:
        super().__init__(ctx, per_item, what)
        self.top = self.second = 1

    def add(self, v: Any) -> Any:
        n = flat_visits(v) or self.visits.count(v)
        if n > self.second:
            if n > self.top:
                self.top, self.second = n, self.top
            else:
                self.second = n
        if self.second > 1:
            charge_above(self.ctx, 2 * self.second * self.per_item * NS_COMPARE, FREE_NS,
                         self.what)
        return v


class Metered:
    """An iterator over ``it`` that hands each item to ``meter.add`` before C code gets it."""

    __slots__ = ("_it", "_add")

    def __init__(self, it: Any, meter: OwnMeter) -> None:
        self._it = iter(it)
        self._add = meter.add

    def __iter__(self) -> Metered:
        return self

    def __next__(self) -> Any:
        return self._add(next(self._it))


def metered_key(key: Callable[[Any], Any], meter: OwnMeter) -> Callable[[Any], Any]:
    """``key`` with each result it returns handed to ``meter`` (what C compares are the
    keys; ``key`` is already the held form C code may call)."""
    add = meter.add

    def measured(item: Any) -> Any:
        return add(key(item))
    return measured


def check_compared_among(ctx: Any, items: Any, compares: int, what: str) -> None:
    """C code is about to make ``compares`` comparisons among the items of the list or
    tuple ``items`` (``heapify``): each walks at most the second largest visits among them.
    Nothing is walked for scalars."""
    if SCALARS.issuperset(map(type, items)):
        return
    meter = StreamMeter(ctx, 0, what)
    for v in items:
        meter.add(v)
    charge_above(ctx, 2 * meter.second * compares * NS_COMPARE, FREE_NS, what)


def metered(it: Any, meter: OwnMeter) -> Iterator[Any]:
    """``it`` as C code should pull it: each item measured first."""
    return Metered(it, meter)


#: What ``check_items`` estimates itself (sized, read through their builtin bases) and what
#: cannot hold a nested item: handed to ``max``/``min``/``sorted`` as they are.
_AT_ONCE = (list, tuple, set, frozenset, dict, str, bytes, bytearray, range, memoryview)


def compared_items(ctx: Any, fn: Any, arg: Any) -> Any:
    """The one iterable argument of ``max``/``min``/``sorted`` (no ``key=``) as C should get
    it, when it is an iterator or another lazy iterable (a generator, ``zip``, a dict view,
    a guest iterable): ``sorted`` gets the list it would build itself, estimated as a list
    is; ``max``/``min`` compare each item with the best so far, so each is measured by its
    own visits as it comes (nothing is materialised)."""
    if isinstance(arg, _AT_ONCE):
        return arg
    if fn is sorted:
        items = list(arg)
        check_items(ctx, items, "sorting", sort=True)
        return items
    return Metered(arg, OwnMeter(ctx, 1, f"{fn.__name__}()"))
