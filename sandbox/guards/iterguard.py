"""Guards for C code that consumes guest iterables without ever returning to the evaluator.

``sum(range(10**12))`` or ``list(itertools.count())`` would run inside one C call, where no
step is charged and no deadline is checked. Before a host callable receives such an
argument:

- a ``range`` is charged its length in steps up front (and, for consumers that materialise
  it, its size against the memory limit) -- then CPython runs at full speed;
- a lazy host iterator (``map``, ``filter``, ``zip``, ``enumerate``, ``reversed``,
  ``itertools`` objects, iterators over ranges) is wrapped so that every item it yields is
  charged as a step, which also lets the deadline and memory checks run.

Finite, already materialised containers (lists, dicts, strings...) pass untouched: their size
is already paid for. Guest generators charge their own steps when resumed.

Module wrappers register their own consumers (``deque``, ``Counter``...) and value checks:
a type whose values some host callables would blow up (``int(Decimal('1e999999999'))``) is
checked whenever a host callable receives one (:func:`register_value_check`).
"""

from __future__ import annotations

import itertools
import operator
import sys
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from ..runtime.memory import METER_LEN, meter
from ..runtime.memory import METERED_TYPES as METERED
from ..runtime.objects import HOST_RESULT_GUARDS
from ..runtime.ownership import SLOT_STANDINS

_ITERTOOLS_TYPES = {type(getattr(itertools, name)(*args)) for name, args in [
    ("count", ()), ("repeat", (1,)), ("cycle", ((),)), ("chain", ()),
    ("islice", ((), 0)), ("accumulate", ((),)), ("compress", ((), ())),
    ("dropwhile", (bool, ())), ("takewhile", (bool, ())), ("filterfalse", (bool, ())),
    ("starmap", (bool, ())), ("product", ()), ("permutations", ((),)),
    ("combinations", ((), 0)), ("combinations_with_replacement", ((), 0)),
    ("zip_longest", ()), ("pairwise", ((),)), ("groupby", ((),))]}

#: Host iterator types that may be unbounded or expensive to drain: wrapped per item
#: (module wrappers add theirs with :func:`register_lazy`).
LAZY_TYPES: set[type] = set({
    map, filter, zip, enumerate, reversed, type(iter(range(0))), type(iter(range(1 << 70))),
    type(iter(int, 1)),
    *_ITERTOOLS_TYPES})
GUARDED_TYPES: set[type] = LAZY_TYPES | {range}


#: Lazy types whose ``__next__`` already charges a step per item (a Python frame per item):
#: :func:`counted` passes them on as they are.
SELF_COUNTING: set[type] = set()


def register_lazy(t: type, counts_steps: bool = False) -> None:
    """Declare a host iterator type (e.g. a module's counted iterator) as lazy: C consumers
    drain it charged per item. ``counts_steps``: its ``__next__`` charges a step per item."""
    LAZY_TYPES.add(t)
    GUARDED_TYPES.add(t)
    HOST_RESULT_GUARDS[t] = returned_to_host
    if counts_steps:
        SELF_COUNTING.add(t)

#: Host callables that drain an iterable argument in C -> whether they keep every item.
CONSUMERS: dict[int, bool] = {id(fn): keeps for fn, keeps in [
    (list, True), (tuple, True), (set, True), (frozenset, True), (sorted, True),
    (dict, True), (bytes, True), (bytearray, True), (sum, False), (min, False),
    (max, False), (any, False), (all, False)]}

_ITEM_BYTES = 36  # a pointer plus a small object, per materialised item


#: Host callables that build lazy iterators over their arguments: a range handed to them is
#: wrapped so that whoever drains the result pays per item.
COMBINATORS: set[int] = {id(fn) for fn in (map, filter, zip, enumerate)} | {
    id(getattr(itertools, name)) for name in dir(itertools) if not name.startswith("_")}


def register_consumer(fn: Any, keeps_items: bool) -> None:
    """Declare a host callable (e.g. a module function) that drains iterable arguments in C."""
    CONSUMERS[id(fn)] = keeps_items


#: Types of values checked before any host callable receives them (module wrappers register
#: theirs): type -> check(ctx, fn, value), which raises to refuse or returns what to pass on.
VALUE_CHECKS: dict[type, Callable[[Any, Any, Any], Any]] = {}


def register_value_check(t: type, check: Callable[[Any, Any, Any], Any]) -> None:
    """Check every ``t`` value passed to a host callable (e.g. ``int(Decimal('1e999999999'))``
    builds a billion digits)."""
    VALUE_CHECKS[t] = check
    GUARDED_TYPES.add(t)


def guard_arg(ctx: Any, fn: Any, value: Any) -> Any:
    """The argument to hand to host callable ``fn`` instead of ``value`` (a range or lazy
    host iterator); other callables get ``value`` itself."""
    check = VALUE_CHECKS.get(type(value))
    if check is not None:
        return check(ctx, fn, value)
    if type(value) not in GUARDED_TYPES:  # a call site guards every argument of a call
        return value  # that has one guarded argument (the class of tuple.__new__...)
    keeps = CONSUMERS.get(id(fn))
    if keeps is None and _drains(fn):
        keeps = True
    if keeps is None:
        base = constructed_type(fn)
        if base is not None:
            keeps = CONSUMERS[id(base)]
    if keeps is None:
        if id(fn) in COMBINATORS and (type(value) is range or type(value) in LAZY_TYPES):
            # a Python frame per level: deep nesting ends in a RecursionError (a limit),
            # never in C recursion that could crash the host
            return counted(ctx, value)
        return value
    return consumed(ctx, value, keeps)


def consumed(ctx: Any, value: Any, keeps: bool = False) -> Any:
    """``value`` (a range or lazy host iterator) ready to be drained by C code: a range is
    charged its length up front, an iterator is charged per item as it is pulled (``keeps``:
    the consumer holds every item, so the items gathered are checked against the memory limit
    too)."""
    if type(value) is range:
        try:
            n = len(value)
        except OverflowError:
            n = 1 << 62
        if keeps:  # sized first: a range too big to hold is a memory refusal, not a step one
            ctx.check_alloc(n * _ITEM_BYTES, "materialising a range")
        charge(ctx, n)
        return value
    if not keeps and type(value) in SELF_COUNTING:
        return value  # it charges its own steps (and the memory is sampled as it goes)
    return drained(ctx, value, keeps)


#: The builtin containers whose constructor drains an iterable in C, and the slot that does
#: it (``tuple.__new__``, ``list.__init__``).
DRAIN_SLOTS: dict[type, str] = {tuple: "__new__", frozenset: "__new__", bytes: "__new__",
                                list: "__init__", set: "__init__", dict: "__init__",
                                bytearray: "__init__"}


def constructed_type(fn: Any) -> type | None:
    """The builtin container of :data:`DRAIN_SLOTS` whose draining C slot a call of ``fn``
    runs, if any: a class whose slot comes from that container (a guest ``tuple`` subclass
    without a ``__new__`` of its own: ``type.__call__`` runs ``tuple.__new__`` in C), or
    the slot itself, unbound or bound (``tuple.__new__``, ``list.__init__``,
    ``x.__init__``, the gate's owner-checked stand-ins). The call is then sized as a call
    of the container itself; a guest ``__new__``/``__init__`` is not the slot (its own calls
    of the base are call sites of their own)."""
    if isinstance(fn, type):
        mro = fn.__mro__
        for base in mro:
            slot = DRAIN_SLOTS.get(base)
            if slot is not None:
                definer = next(k for k in mro if slot in k.__dict__)
                return base if definer.__module__ == "builtins" and \
                    definer in DRAIN_SLOTS else None
        return None
    standin = SLOT_STANDINS.get(id(fn))
    owner: Any
    name: Any
    if standin is not None:
        owner, name = standin
    else:
        name = getattr(fn, "__name__", None)
        if name != "__new__" and name != "__init__":
            return None
        owner = getattr(fn, "__objclass__", None)  # an unbound slot wrapper
        if owner is None:
            bound = getattr(fn, "__self__", None)  # tuple.__new__, or x.__init__
            owner = bound if isinstance(bound, type) and name == "__new__" else type(bound)
    for base in getattr(owner, "__mro__", ()):
        if DRAIN_SLOTS.get(base) == name:
            return base
    return None


def _drains(fn: Any) -> bool:
    """Bound methods of builtin containers that drain their argument (list.extend...)."""
    return getattr(fn, "__name__", "") in _DRAINING_METHODS and \
        issubclass(type(getattr(fn, "__self__", None)), _DRAINING_TYPES)


_DRAINING_METHODS = frozenset({"extend", "update", "union", "intersection", "difference",
                               "symmetric_difference", "intersection_update",
                               "difference_update", "symmetric_difference_update",
                               "fromkeys", "issubset", "issuperset", "isdisjoint", "join",
                               "extendleft", "subtract"})
#: Their subclasses too (Counter.update, OrderedDict.update, deque.extendleft...): a guest
#: subclass's own methods are guest functions, which are never handed to ``guard_arg``.
_DRAINING_TYPES = (list, set, dict, bytearray, frozenset, type, str, bytes, deque)


def charge(ctx: Any, n: int) -> None:
    """Charge ``n`` steps at once."""
    ctx.steps_left -= n
    if ctx.steps_left < 0:
        ctx.refill()


#: A consumer that keeps items has what it gathered checked against the memory limit once
#: every this many items.
_ALLOC_CHECK_EVERY = 4096


def drained(ctx: Any, iterator: Any, keeps: bool) -> Iterator[Any]:
    """Feed a consumer that drains ``iterator``: each item is charged a step as the consumer
    pulls it (and, when the consumer keeps them, what it gathered is checked as memory every
    :data:`_ALLOC_CHECK_EVERY` items). Never an item ahead of the consumer: ``any(map(f,
    xs))`` stops calling ``f`` at the first true result, and an exhausted ``zip`` is not
    asked again (it would pull one more item from its first iterator)."""
    return _drained_kept(ctx, iterator) if keeps else _drained_counted(ctx, iterator)


def _drained_counted(ctx: Any, iterator: Any) -> Iterator[Any]:
    for item in iterator:
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        # map(list.copy, xs): each copy made in C
        if type(item) in METERED and len(item) >= METER_LEN:
            meter(ctx, item)
        yield item


def _drained_kept(ctx: Any, iterator: Any) -> Iterator[Any]:
    gathered = 0
    for item in iterator:
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        gathered += 1
        if type(item) in METERED and len(item) >= METER_LEN:
            meter(ctx, item)
        if gathered % _ALLOC_CHECK_EVERY == 0:  # the consumer holds every item so far
            ctx.check_alloc(gathered * _ITEM_BYTES, "items gathered from an iterator")
        yield item


class _Counted:
    """An iterator over ``iterator`` that charges one step per item.

    A class, not a generator: when guest code nests C iterators 10**5 deep (``x = map(f, x)``
    in a loop), every level is one Python ``__next__`` frame, so draining the chain ends in a
    RecursionError (a ``max_recursion_depth`` refusal) at the host's recursion limit. With a
    generator per level it gets there too, but only after a time that grows with the length of
    the whole chain (seconds for 10**5 levels), not with the recursion limit."""

    __slots__ = ("_it", "_ctx")
    __sandbox_attrs__: frozenset[str] = frozenset()

    def __init__(self, ctx: Any, iterator: Any) -> None:
        self._it = iter(iterator)
        self._ctx = ctx

    def __iter__(self) -> _Counted:
        return self

    def __next__(self) -> Any:
        ctx = self._ctx
        ctx.steps_left -= 1
        if ctx.steps_left < 0:
            ctx.refill()
        item = next(self._it)
        return meter(ctx, item) if type(item) in METERED and len(item) >= METER_LEN \
            else item


_Counted.__name__ = _Counted.__qualname__ = "iterator"
_Counted.__module__ = "builtins"


def counted(ctx: Any, iterator: Any) -> Iterator[Any]:
    """``iterator`` as an iterator that charges one step per item."""
    if type(iterator) in SELF_COUNTING or type(iterator) is _Counted:
        return iterator  # type: ignore[no-any-return]
    return _Counted(ctx, iterator)


def check_sized_slot(ctx: Any, fn: Any, size: Any) -> None:
    """``bytes(n)``/``bytearray(n)`` build ``n`` zero bytes in C: refuse one over the memory
    limit however the constructor is reached (the type, a guest subclass without its own
    slot, ``bytes.__new__(bytes, n)``, ``bytearray.__init__(b, n)``)."""
    if type(size) is int and size > 4096:
        base = fn if fn is bytes or fn is bytearray else constructed_type(fn)
        if base is bytes or base is bytearray:
            ctx.check_alloc(size, f"{base.__name__}({size})")


#: Exact types that are never sized by ``bytes(x)``/``bytearray(x)`` (no ``__index__``, or
#: one C refuses first): :func:`sized_source` passes them on at once.
_NEVER_SIZES = frozenset({str, float, complex, bytes, bytearray, list, tuple, dict, set,
                          frozenset, type(None), range})


def sized_source(ctx: Any, fn: Any, source: Any) -> Any:
    """The one argument to hand to ``fn`` for ``source`` when ``fn`` may be the ``bytes`` or
    ``bytearray`` constructor (the type, a guest subclass without its own slot, the slot
    itself): an ``int`` size is checked as :func:`check_sized_slot` does; any other object
    with ``__index__`` (a guest class, an ``int`` subclass, an ``IntEnum`` member), which C
    would size by calling it, has it called here, once, as C would, and the resulting
    ``int`` is checked and passed instead (so the size checked is the size C uses). As in
    C, an object with ``__bytes__`` (for ``bytes``) or a ``str`` is not sized, and a
    ``TypeError`` from ``__index__`` goes on as for an object without one: its buffer, else
    its iteration (``__index__`` is not called again)."""
    t = type(source)
    if t is int:
        check_sized_slot(ctx, fn, source)
        return source
    if t in _NEVER_SIZES or not hasattr(t, "__index__") or isinstance(source, str):
        return source
    base = fn if fn is bytes or fn is bytearray else constructed_type(fn)
    if (base is not bytes and base is not bytearray) or (
            base is bytes and hasattr(t, "__bytes__")):
        return source
    try:
        size = operator.index(source)
    except TypeError:
        try:
            return memoryview(source)
        except TypeError:
            pass
        try:
            return iter(source)
        except TypeError:
            raise TypeError(f"cannot convert '{t.__name__}' object to "
                            f"{base.__name__}") from None
    if not -sys.maxsize - 1 <= size <= sys.maxsize:  # C's error, before the size check
        raise OverflowError(f"cannot fit '{t.__name__}' into an index-sized integer")
    if size > 4096:
        ctx.check_alloc(size, f"{base.__name__}({size})")
    return size


#: The data types whose enum members CPython builds by materialising the member's value.
_MEMBER_BUILDERS = (bytes, bytearray, list, set, frozenset, dict)


def checked_member_value(ctx: Any, member_type: type, value: Any) -> Any:
    """The value to build an enum member of data type ``member_type`` from, checked as the
    calls CPython's enum machinery makes with it would be at compiled call sites (it calls
    ``member_type.__new__(cls, *args)``, then ``member_type(*args)`` for ``_value_`` and
    ``member.__init__(*args)``, in C, with ``args`` the value or the value's items): a size
    (``bytes``/``bytearray``, an int or an ``__index__`` object, which is replaced by its
    int, read once) is checked against the memory limit, a range is charged and sized
    once, a lazy host iterator is charged per item as it is drained. Several arguments are
    passed on as they are."""
    base = next((b for b in member_type.__mro__ if b in _MEMBER_BUILDERS), None)
    if base is None:
        return value
    many = isinstance(value, tuple)
    args = value if many else (value,)
    if len(args) != 1:
        return value
    source = args[0]
    t = type(source)
    checked = source
    if base is bytes or base is bytearray:
        checked = sized_source(ctx, base, source)
        if type(checked) is not int:  # no size: the buffer or items, gathered once
            checked = source if checked is source else list(checked)
    if t is range:
        consumed(ctx, source, keeps=True)
    elif t in LAZY_TYPES:
        checked = counted(ctx, source)
    if checked is source:
        return value
    return (checked,) if many else checked


# --- lazy host iterators that a guest function returns to C code -------------------------

#: Iterator types whose ``__length_hint__`` is exact and runs no guest code.
_HINTED: frozenset[type] = frozenset({type(iter(range(0))), type(iter(range(1 << 70))),
                                      type(itertools.repeat(0, 1))})
#: Items a lazy iterator returned to host code may yield unmetered: about the host time of
#: the guest call that returned it (a step a microsecond).
_UNMETERED_ITEMS = 256
#: Lazy type -> the class of its metered stand-ins (same name, a :class:`_Counted`).
_METERED_AS: dict[type, type] = {}


def returned_to_host(ctx: Any, iterator: Any) -> Any:
    """What host C code gets when a guest function it called (a guest ``__iter__`` called by
    ``list()``, ``sorted()``, ``set()``, ``str.join``, unpacking, ``in``...) returns the lazy
    host iterator ``iterator``: the same iterator when it is known to hold at most
    :data:`_UNMETERED_ITEMS` items, otherwise a :class:`_Counted` over it that charges a step
    per item (so the step limit, the deadline and the memory samples of step checkpoints
    apply while C drains it). The stand-in's type has the iterator type's name; it is its
    own iterator (``iter(it) is it``), has no ``__length_hint__`` (a consumer does not
    preallocate from it) and cannot be exported (as the iterator could not)."""
    t = type(iterator)
    if t in SELF_COUNTING:
        return iterator
    if t in _HINTED and iterator.__length_hint__() <= _UNMETERED_ITEMS:
        return iterator
    cls = _METERED_AS.get(t)
    if cls is None:
        cls = _METERED_AS[t] = type(t.__name__, (_Counted,), {
            "__slots__": (), "__module__": "builtins", "__qualname__": t.__qualname__})
    return cls(ctx, iterator)


for _t in LAZY_TYPES:
    HOST_RESULT_GUARDS[_t] = returned_to_host
