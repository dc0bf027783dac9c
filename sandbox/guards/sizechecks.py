"""Size checks for builtin functions, constructors and methods that build a result in one C call.

CPython's own methods run to completion once called: ``('a' * 20_000_000).encode('utf-32')``
or ``list('a' * 60_000_000)`` allocate hundreds of megabytes before any step or memory sample
can intervene. Each check here estimates the result from its inputs (:mod:`.sizes`) and refuses
it with ``RunContext.check_alloc`` *before* the call:

- str/bytes methods whose output grows with the input (``encode``, ``decode``, ``hex``,
  ``translate``, case mappings): the gate hands out the real bound method for short objects
  (nothing they return can be large) and a :class:`~.builtins.BoundCheck` for long ones; the
  unbound forms (``str.upper``) are checked wrappers;
- in-place growth (``list.extend``, ``bytearray.extend``, ``set.update``, ``dict.update``,
  ``+=``): the size of the grown container;
- builtins that materialise a sized source (``list``, ``tuple``, ``sorted``, ``set``,
  ``frozenset``, ``dict``, ``dict.fromkeys``, ``bytes(s, encoding)``, ``str(b, encoding)``):
  compiled call sites hand a large sized argument to :func:`check_call`;
- ``sum`` with a sequence start (``sum(lists, [])``): concatenated step by step with the
  growth checked, in linear time.
"""

from __future__ import annotations

import collections as _collections
import functools
import operator
import types
from collections.abc import Callable
from typing import Any

from ..runtime import classes, gate, heldslots
from ..runtime.builtins import BoundCheck, Builtin, make_builtin, unbound_method
from ..runtime.classes import GUEST_FLAG
from ..runtime.classes import late_checked as _late
from ..runtime.context import current_ctx
from ..runtime.costs import charge_bytes, check_time
from ..runtime.heldslots import held_slot, needs_holding
from ..runtime.hosttext import returned_text
from ..runtime.objects import HOST_RESULT_GUARDS
from ..runtime.reprs import guest_text
from . import costmodel
from .collisions import note_joins
from .costmodel import CLASS_CHECK_IDS, class_check
from .handed import keyed_when_called
from .iterguard import GUARDED_TYPES, charge, guard_arg, register_consumer, sized_source
from .opchecks import check_add
from .sizes import (
    SIZED_ITERATORS,
    SIZED_TYPES,
    GrowthMeter,
    case_mapped_bytes,
    codec_seconds,
    decoded_bytes,
    encoded_bytes,
    hex_chars,
    source_items,
    translated_bytes,
    view_items,
    view_nbytes,
)
from .sizing import (
    SCALARS,
    check_extremum,
    check_hashed_items,
    check_hashing_call,
    check_walking_call,
    hashed_positions,
)

#: Objects shorter than this get the real bound method (their results stay small).
_SHORT = 4096
#: Results under this many bytes are not worth a check.
_SMALL_BYTES = 1 << 16
#: C loops over a sized source are charged one step per 2**this items (a step of the
#: evaluator costs about as much host time as 16 items of a C loop).
_ITEMS_PER_STEP_SHIFT = 4

# --- str / bytes methods whose result grows with the input -------------------------------------


def _arg(args: tuple[Any, ...], kwargs: dict[str, Any], index: int, name: str,
         default: Any) -> Any:
    if len(args) > index:
        return args[index]
    return kwargs.get(name, default)


def _check_encode(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    encoding = _arg(args, kwargs, 0, "encoding", "utf-8")
    check_time(current_ctx(), codec_seconds(encoding, obj), "encoding")
    return encoded_bytes(obj, encoding, _arg(args, kwargs, 1, "errors", "strict"))


def _check_decode(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    encoding = _arg(args, kwargs, 0, "encoding", "utf-8")
    check_time(current_ctx(), codec_seconds(encoding, obj), "decoding")
    return decoded_bytes(obj, encoding, _arg(args, kwargs, 1, "errors", "strict"))


def _check_hex(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    return hex_chars(obj, bool(args) or "sep" in kwargs)


def _check_case(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    return case_mapped_bytes(obj)


#: Objects shorter than this get the real ``encode``/``decode`` (punycode is quadratic).
_SHORT_CODEC = 128

#: (types, method name) -> the bound of its result in bytes, from (obj, args, kwargs).
_GROWING: dict[tuple[tuple[type, ...], str], Callable[..., int]] = {
    ((str,), "encode"): _check_encode,
    ((bytes, bytearray), "decode"): _check_decode,
    ((bytes, bytearray), "hex"): _check_hex,
    **{((str,), name): _check_case for name in ("upper", "lower", "casefold", "title",
                                                  "capitalize", "swapcase")},
}


def _short(name: str) -> int:
    return _SHORT_CODEC if name in ("encode", "decode") else _SHORT


def _bounded_method(base: Any, name: str, bound: Callable[..., int]) -> Callable[..., Any]:
    """The checked implementation of ``base.name``: refuse when the bound of the result
    exceeds the memory limit, then call CPython's method."""
    real = getattr(base, name)
    what = f"{base.__name__}.{name}"
    short = _short(name)

    def call(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(obj, base) and base.__len__(obj) >= short:
            size = bound(obj, args, kwargs)
            if size > _SMALL_BYTES:
                current_ctx().check_alloc(size, what)
        return real(obj, *args, **kwargs)  # CPython's own argument errors
    return call


def _switching_override(base: Any, name: str,
                        checked: Callable[..., Any]) -> Callable[[Any], Any]:
    """Gate override: the real bound method for a short object, a checked one for a long
    one (its length as ``base`` sees it: a guest subclass's ``__len__`` is not asked)."""
    length = base.__len__
    short = _short(name)

    method = getattr(base, name)

    def override(obj: Any) -> Any:
        if length(obj) < short:  # base's own method (a guest subclass may override it and
            return method.__get__(obj, type(obj))  # call this one through super())
        return BoundCheck(checked, obj, name)
    return override


#: (type, name) of the methods whose real bound method is handed out for short objects.
_SHORT_OK: set[tuple[type, str]] = set()


def short_types(name: str) -> dict[type, int]:
    """Types whose method ``name`` may be read with plain ``getattr`` from a short object ->
    the length from which it may not (compiled method calls skip the gate below it)."""
    return {t: _short(n) for t, n in _SHORT_OK if n == name}


def _register_growing() -> None:
    for (bases, name), bound in _GROWING.items():
        for base in bases:
            _SHORT_OK.add((base, name))
            checked = _bounded_method(base, name, bound)
            gate.OVERRIDES[(base, name)] = _switching_override(base, name, checked)
            gate.TYPE_OVERRIDES[(base, name)] = unbound_method(base, name, checked)


# --- str / bytes methods that scan the whole object -------------------------------------------

#: Methods whose time is linear in the object they scan (their result is small): on a long object
#: each call is charged a step per :data:`~sandbox.runtime.costs.BYTES_PER_STEP` bytes, so a loop of
#: ``s.find(c)`` over a 50 MB string uses up the step budget (and meets the deadline checks) in
#: proportion to the bytes it touches, not one step a call.
_SCANNING = ("find", "rfind", "index", "rindex", "count", "startswith", "endswith", "strip",
             "lstrip", "rstrip", "partition", "rpartition", "isalnum", "isalpha", "isdigit",
             "isdecimal", "isnumeric", "isspace", "islower", "isupper", "istitle",
             "isidentifier", "isprintable", "removeprefix", "removesuffix")


def _scanning_method(base: Any, name: str) -> Callable[..., Any]:
    real = getattr(base, name)

    def call(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(obj, base):
            charge_bytes(current_ctx(), base.__len__(obj))
        return real(obj, *args, **kwargs)
    return call


def _register_scanning() -> None:
    for base in (str, bytes, bytearray):
        for name in _SCANNING:
            if not hasattr(base, name) or (base, name) in gate.OVERRIDES:
                continue
            _SHORT_OK.add((base, name))
            checked = _scanning_method(base, name)
            gate.OVERRIDES[(base, name)] = _switching_override(base, name, checked)
            gate.TYPE_OVERRIDES[(base, name)] = unbound_method(base, name, checked)


# --- str.translate ------------------------------------------------------------------------------

class _CountedTable:
    """Stands in for a translate table CPython cannot be told the size of (a guest mapping, a
    dict subclass): each lookup is the mapping's own, once, as CPython makes it, and the
    characters written so far are checked against the memory limit."""

    __slots__ = ("_table", "_meter", "_chars")

    def __init__(self, ctx: Any, table: Any) -> None:
        self._table = table
        self._meter = GrowthMeter(ctx, "str.translate")
        self._chars = 0

    def __getitem__(self, key: Any) -> Any:
        value = self._table[key]
        if type(value) is str and len(value) > 1:
            self._chars += len(value)
            self._meter.grow(self._chars * 4)
        return value


def _translate(obj: Any, *args: Any, **kwargs: Any) -> Any:
    if isinstance(obj, str) and len(args) == 1 and not kwargs:
        table = args[0]
        size = translated_bytes(obj, table)
        if size is None:
            if hasattr(type(table), "__getitem__"):
                args = (_CountedTable(current_ctx(), table),)
        elif size > _SMALL_BYTES:
            current_ctx().check_alloc(size, "str.translate")
    return str.translate(obj, *args, **kwargs)


# --- in-place growth ----------------------------------------------------------------------------

#: Bytes per item of a container that grows in place.
_GROWTH_ITEM_BYTES: dict[type, int] = {list: 8, bytearray: 1, set: 32, dict: 32}
GROWABLE = frozenset(_GROWTH_ITEM_BYTES)


def _source(value: Any) -> tuple[int, int, int]:
    """How many items a source will yield, how many different ones at most (what a set or
    dict keeps) and the bytes of the new object each item is (0 items when unknown: lazy
    iterators are charged as they are drained)."""
    t = type(value)
    if t is range:
        try:
            n = len(value)
        except OverflowError:
            n = 1 << 62
        return n, n, 32
    if t in SIZED_TYPES or t in SIZED_ITERATORS:
        n, item_bytes, alphabet = source_items(value)
        return n, min(n, alphabet), item_bytes
    return 0, 0, 0


def check_growth(ctx: Any, obj: Any, name: str, args: Any) -> None:
    """Refuse ``obj.extend(arg)`` / ``obj.update(*args)`` / ``obj += arg`` (list, bytearray,
    set, dict and their subclasses) when the grown container would exceed the memory limit."""
    base: Any = type(obj)
    per = _GROWTH_ITEM_BYTES.get(base)
    if per is None:
        for base in _GROWTH_ITEM_BYTES:
            if isinstance(obj, base):
                per = _GROWTH_ITEM_BYTES[base]
                break
        else:
            return
    items = added = size = 0
    distinct = base is set or base is dict
    for arg in args:
        n, different, item_bytes = _source(arg)
        items += n
        if distinct:
            n = different
        added += n
        size += n * item_bytes
    if items > _SHORT:
        what = f"{type(obj).__name__}.{name}" if name else "in-place concatenation"
        ctx.check_alloc((base.__len__(obj) + added) * per + size, what)
        charge(ctx, items >> _ITEMS_PER_STEP_SHIFT)  # the C loop's time


def _growth_method(base: type, name: str) -> Callable[..., Any]:
    real = getattr(base, name)

    def call(obj: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(obj, base):
            check_growth(current_ctx(), obj, name, args)
        return real(obj, *args, **kwargs)
    return call


def _bound(fn: Callable[..., Any], name: str) -> Callable[[Any], Any]:
    return lambda obj: BoundCheck(fn, obj, name)


def _register_growth() -> None:
    for base, name in ((list, "extend"), (bytearray, "extend"), (set, "update"),
                       (dict, "update")):
        checked = _growth_method(base, name)
        gate.OVERRIDES[(base, name)] = _bound(checked, name)
        gate.TYPE_OVERRIDES[(base, name)] = unbound_method(base, name, checked)


# --- materialising a sized source ---------------------------------------------------------------

def _materialise(per_item: int, distinct: bool) -> Callable[..., None]:
    """Check for a builtin that keeps every item of its first argument: ``per_item`` bytes a
    slot, plus each new item object; set-like results keep distinct items only. (Also a
    checker of :mod:`.costmodel`, through :func:`materialising`.)"""
    def check(ctx: Any, name: str, args: Any, kwargs: Any) -> None:
        if not args or type(args[0]) not in SIZED_LEN and type(args[0]) is not range:
            return  # nothing sized: lazy sources are charged per item as they are drained
        n, item_bytes, alphabet = source_items(args[0])
        kept = min(n, alphabet) if distinct else n
        size = kept * (per_item + item_bytes)
        if size > _SMALL_BYTES:
            ctx.check_alloc(size, f"{name}() of {kept} items")
        charge(ctx, n >> _ITEMS_PER_STEP_SHIFT)  # the C loop's time, against steps/deadline
    return check


def materialising(per_item: int, distinct: bool) -> Callable[..., None]:
    """A cost-model checker for a callable that keeps every item of its first argument (a
    mapping or set-like result keeps ``distinct`` items only)."""
    return _materialise(per_item, distinct)


def _encode_call(ctx: Any, name: str, args: Any, kwargs: Any) -> None:
    """``bytes(s, encoding[, errors])`` / ``bytearray(...)``: an encoding in disguise."""
    source = args[0]
    if type(source) is memoryview:  # a copy of the view's bytes
        n = view_nbytes(source)
        if n > _SMALL_BYTES:
            ctx.check_alloc(n, f"{name}() of a memoryview")
        charge_bytes(ctx, n)
    elif isinstance(source, str):
        encoding = _arg(args, kwargs or {}, 1, "encoding", None)
        if encoding is not None:
            check_time(ctx, codec_seconds(encoding, source), f"{name}() encoding")
            size = encoded_bytes(source, encoding, _arg(args, kwargs or {}, 2, "errors",
                                                        "strict"))
            if size > _SMALL_BYTES:
                ctx.check_alloc(size, f"{name}() encoding")


def _decode_call(ctx: Any, name: str, args: Any, kwargs: Any) -> None:
    """``str(b, encoding[, errors])``: a decoding in disguise; ``str(b)``: the repr of ``b``
    (four characters a byte at most)."""
    source = args[0]
    kw = kwargs or {}
    if type(source) is memoryview and (len(args) > 1 or kw):
        # a decoding of the view's bytes: sized on a copy of them, checked first (as bytes(mv))
        n = view_nbytes(source)
        if n > _SMALL_BYTES:
            ctx.check_alloc(n, "str() of a memoryview")
        charge_bytes(ctx, n)
        source = source.tobytes()
    if isinstance(source, (bytes, bytearray)):
        if len(args) > 1 or kw:
            encoding = _arg(args, kw, 1, "encoding", "utf-8")
            check_time(ctx, codec_seconds(encoding, source), "str() decoding")
            size = decoded_bytes(source, encoding, _arg(args, kw, 2, "errors", "strict"))
        else:
            size = len(source) * 4 + 14
        if size > _SMALL_BYTES:
            ctx.check_alloc(size, "str() of bytes")


#: id(host callable) -> check(ctx, name, args, kwargs), run before the callable gets a large
#: sized first argument.
CALL_CHECKS: dict[int, tuple[str, Callable[..., None]]] = {
    id(list): ("list", _materialise(8, False)),
    id(tuple): ("tuple", _materialise(8, False)),
    id(sorted): ("sorted", _materialise(12, False)),  # the list plus merge scratch space
    id(set): ("set", _materialise(32, True)),
    id(frozenset): ("frozenset", _materialise(32, True)),
    id(dict): ("dict", _materialise(32, True)),
    id(bytes): ("bytes", _encode_call),
    id(bytearray): ("bytearray", _encode_call),
    id(str): ("str", _decode_call),
}
_FROMKEYS = ("dict.fromkeys", _materialise(32, True))


#: The sandbox's own wrappers of materialising builtins (``sorted``...), by name.
_WRAPPED = {"sorted": CALL_CHECKS[id(sorted)]}


def check_call(ctx: Any, fn: Any, args: Any, kwargs: Any = None) -> None:
    """Run the size check of host callable ``fn`` (if it has one) on ``args``, whose first item
    is a sized source (a long container or an iterator over one)."""
    entry = _sized_entry(fn)
    if entry is not None:
        name, check = entry
        check(ctx, name, args, kwargs)


def _sized_entry(fn: Any) -> tuple[str, Callable[..., None]] | None:
    """The size check of host callable ``fn`` (:func:`check_call`), or None."""
    entry = CALL_CHECKS.get(id(fn))
    if entry is None:
        if isinstance(fn, Builtin):
            return _WRAPPED.get(fn.__name__)
        if type(fn) is types.BuiltinMethodType and getattr(fn, "__name__", "") == "fromkeys":
            owner = fn.__self__
            if isinstance(owner, type) and issubclass(owner, dict):
                return _FROMKEYS  # dict.fromkeys, bound: a new object at each read
    return entry


#: Sized sources -> how to read their length (compiled call sites hand a source longer than
#: :data:`LONG` to :func:`check_call`).
SIZED_LEN: dict[type, Callable[[Any], int]] = {
    **dict.fromkeys(SIZED_TYPES, len), **dict.fromkeys(SIZED_ITERATORS, operator.length_hint),
    memoryview: view_nbytes}  # (its len counts rows of items of any size)
LONG = 4096


# --- sum ------------------------------------------------------------------------------------------

_NUMBERS = frozenset({int, float, complex, bool})
_CONTAINERS = frozenset({list, tuple, set, frozenset, dict})
_COPIED_BY_ADD = frozenset({str, bytes, bytearray, list, tuple})


def _sum(*args: Any, **kwargs: Any) -> Any:
    if not 1 <= len(args) <= 2 or kwargs and (len(args) == 2 or list(kwargs) != ["start"]):
        return sum(*args, **kwargs)  # CPython's own argument errors
    iterable = args[0]
    start = args[1] if len(args) == 2 else kwargs.get("start", 0)
    if type(start) in _NUMBERS:
        t = type(iterable)
        if t is list or t is tuple:
            if len(iterable) < 16:
                for item in iterable:
                    if type(item) not in _NUMBERS:
                        break
                else:
                    return sum(iterable, start)  # numbers only: CPython's C loop
            elif _NUMBERS.issuperset(map(type, iterable)):
                return sum(iterable, start)
        elif t is range or (t in _CONTAINERS and _NUMBERS.issuperset(map(type, iterable))):
            return sum(iterable, start)
        elif t is memoryview or t is bytes or t is bytearray:  # numbers (a 'c' view: C's
            n = view_items(iterable)[0] if t is memoryview else len(iterable)  # TypeError)
            charge(current_ctx(), n >> _ITEMS_PER_STEP_SHIFT)  # CPython's C loop, charged
            return sum(iterable, start)
    elif isinstance(start, (str, bytes, bytearray)):
        return sum(iterable, start)  # CPython's TypeError
    return _sum_stepwise(current_ctx(), iterable, start)


def _sum_stepwise(ctx: Any, iterable: Any, acc: Any) -> Any:
    """CPython's ``sum`` loop (``acc = acc + item``), with each concatenation sized first. A run
    of lists (or tuples) added to a list (tuple) is gathered in one list this loop owns, so
    ``sum(lists, [])`` takes linear time instead of quadratic."""
    own: list[Any] | None = None  # the gathered run; no other reference to it exists
    own_type: Any = list
    meter = GrowthMeter(ctx, "sum()")
    item: Any
    for item in iterable:
        if own is not None:
            if type(item) is own_type:
                meter.grow((len(own) + len(item)) * 8)
                own.extend(item)
                continue
            acc = own if own_type is list else tuple(own)
            own = None
        ta = type(acc)
        if (ta is list or ta is tuple) and type(item) is ta:
            meter.grow((len(acc) + len(item)) * 8)
            own = list(acc)
            own.extend(item)
            own_type = ta
            continue
        if ta is not int and ta is not float:
            check_add(ctx, acc, item)
            if ta in _COPIED_BY_ADD:
                charge(ctx, len(acc) >> 6)  # each step copies the whole sum so far
        acc = acc + item
    if own is not None:
        acc = own if own_type is list else tuple(own)
    return acc


SUM = make_builtin("sum", _sum, sum.__doc__)
register_consumer(SUM, False)


def _install() -> None:
    _register_growing()
    _register_scanning()
    _register_growth()
    gate.OVERRIDES[(str, "translate")] = _bound(_translate, "translate")
    gate.TYPE_OVERRIDES[(str, "translate")] = unbound_method(str, "translate", _translate)


_install()


def check_inplace_add(ctx: Any, a: Any, b: Any) -> None:
    """``a += b``: a list or bytearray grows in place by any iterable (sized first); other
    types concatenate (:func:`~.builtins.check_add`)."""
    ta = type(a)
    if ta is str and type(b) is str:  # the common case, as check_add sizes it
        if len(a) + len(b) > 1_000_000:
            ctx.check_alloc(len(a) + len(b), "concatenation")
            charge_bytes(ctx, len(a) + len(b))  # the copy
    elif ta is list or ta is bytearray:
        check_growth(ctx, a, "", (b,))
    else:
        check_add(ctx, a, b)


_SIZED_KEYS = frozenset({list, tuple, set, frozenset, dict})


def check_inplace_or(ctx: Any, a: Any, b: Any) -> None:
    """``a |= b`` for a set or dict: the grown container is sized first, and the keys of a
    list of pairs (``d |= pairs``, as ``d.update``) are checked as ``update`` checks them."""
    if type(a) is set or type(a) is dict:
        check_growth(ctx, a, "", (b,))
        if type(b) in _SIZED_KEYS:
            note_joins(ctx, a, b)  # s |= {k}: by the groups its keys join
    if isinstance(a, dict) and type(b) not in SCALARS and not isinstance(b, dict):
        check_hashed_items(ctx, b)  # (a list or tuple: an iterator is consumed by C code)


# --- host callables that C code calls ---------------------------------------------------------

_WALKING_FNS = frozenset(map(id, (max, min, sorted)))
#: Builtins that make text from their argument in C (text that may hold host addresses).
_TEXT_FNS = frozenset(map(id, (str, repr, ascii)))
#: Host callables that wrap another callable, whose text results C code (``map``, ``iter(f,
#: sentinel)``...) hands to guest code without a call site: mapped as a host call's result.
_TEXT_MAKERS = (functools.partial, type(functools.lru_cache(None)(len)), operator.methodcaller)
#: Builtins that build a container from their one argument in C.
_MATERIALISING_FNS = frozenset(map(id, (list, tuple, set, frozenset, dict, sorted, bytes,
                                        bytearray, _collections.Counter,
                                        _collections.OrderedDict)))
#: Host callables that hash every item of their one argument in C.
_HASHING_FNS = frozenset(map(id, (set, frozenset, dict, _collections.Counter,
                                  _collections.OrderedDict)))


def checked_callable(ctx: Any, fn: Any) -> Any:
    """``fn`` as C code should call it (:func:`_checked_callable`); an ``lru_cache``
    wrapper, a host Python method or a partial of one checks its arguments first, as its
    compiled call site would (:func:`.handed.keyed_when_called`)."""
    inner = _checked_callable(ctx, fn)
    return inner if ctx is None else keyed_when_called(ctx, fn, inner)


def _checked_callable(ctx: Any, fn: Any) -> Any:
    """``fn`` as C code should call it when guest code hands it to a host function that
    calls it (``map``, ``filter``, ``itertools.starmap``, ``functools.reduce``,
    ``operator.call``...): a builtin whose one argument CPython walks, hashes or
    materialises (``str``, ``list``, ``set``, ``bytearray(n)``...) or a class
    with a declared cost model gets the checks its compiled call site would run; a
    ``functools.partial`` of such a builtin is called as its builtin would be; a partial,
    lru_cache wrapper or methodcaller has the host addresses of its text results rewritten as
    a host call's result (:mod:`sandbox.runtime.hosttext`); anything else is ``fn`` itself
    (module members with a cost model check themselves)."""
    i = id(fn)
    if type(fn) is functools.partial and _needs_checks(fn.func):
        inner, bound, keywords = checked_callable(ctx, fn.func), fn.args, fn.keywords

        def partial(*args: Any, **kwargs: Any) -> Any:
            return inner(*bound, *args, **{**keywords, **kwargs})
        return partial
    if i in _TEXT_FNS:  # the text gets the guest's addresses, as at a compiled call site
        def text(*args: Any, **kwargs: Any) -> Any:
            if len(args) == 1 and not kwargs:
                arg = args[0]
                if type(arg) in SCALARS:  # no host address in a scalar's text
                    return fn(arg)
                check_walking_call(ctx, fn, arg)
                t = fn(arg)
                return t if type(t) is not str or " at 0x" not in t else guest_text(t, arg)
            return guest_text(fn(*args, **kwargs), *args, *kwargs.values())
        return text
    if type(fn) in _TEXT_MAKERS:  # partial(str, v), lru_cache(repr), methodcaller('__repr__')
        def made(*args: Any, **kwargs: Any) -> Any:
            r = fn(*args, **kwargs)
            return r if type(r) is not str or " at 0x" not in r else \
                returned_text(None, r, fn, (*args, *kwargs.values()))
        return made
    if i in _WALKING_FNS:
        def walking(*args: Any, **kwargs: Any) -> Any:
            values = list(args)
            # as at a compiled call site: max(a, b) of C's reduce/map/accumulate compares
            # its two arguments, max(xs) its items, a key= its keys (round 10)
            check_extremum(ctx, fn, values, kwargs)
            _check_size(ctx, fn, values, kwargs)  # sorted builds a list too
            return fn(*values, **kwargs)
        return walking
    if i in _MATERIALISING_FNS:
        def materialising(*args: Any, **kwargs: Any) -> Any:
            if args:
                arg = args[0]
                ta = type(arg)
                if ta in GUARDED_TYPES:
                    arg = guard_arg(ctx, fn, arg)
                    if i in _HASHING_FNS:  # Counter(zip(ks, vs)): as a list's items
                        arg = check_hashed_items(ctx, arg, True)
                elif ta is int and (fn is bytes or fn is bytearray):
                    if arg > _SHORT:
                        ctx.check_alloc(arg, f"{fn.__name__}({arg})")
                elif (fn is bytes or fn is bytearray) and len(args) == 1 and not kwargs \
                        and ta not in SCALARS and hasattr(ta, "__index__"):
                    arg = sized_source(ctx, fn, arg)  # property(bytes) of x.__index__()
                else:
                    n = SIZED_LEN.get(ta)
                    if n is not None and n(arg) > LONG:
                        check_call(ctx, fn, args, kwargs)
                    if i in _HASHING_FNS:
                        arg = check_hashed_items(ctx, arg, True)
                args = (arg, *args[1:])
            elif (fn is bytes or fn is bytearray) and len(kwargs) == 1 and "source" in kwargs:
                kwargs = {"source": sized_source(ctx, fn, kwargs["source"])}
            return fn(*args, **kwargs)
        return materialising
    if i in CLASS_CHECK_IDS:
        def constructing(*args: Any, **kwargs: Any) -> Any:
            held = class_check(ctx, fn, args, kwargs)
            if held is not None:
                args, kwargs = held
            return fn(*args, **kwargs)
        return constructing
    if hashed_positions(fn) >= 0:  # a set or dict subclass, d.update, s.union...
        def hashing(*args: Any, **kwargs: Any) -> Any:
            values = list(args)
            _check_size(ctx, fn, values, kwargs)  # (first: an iterator is metered, then hashed)
            check_hashing_call(ctx, fn, values, kwargs)
            return fn(*values, **kwargs)
        return hashing
    if _sized_entry(fn) is not None:  # dict.fromkeys (stop 31: 10**8 keys, 28 s, 10 GB)
        def sized(*args: Any, **kwargs: Any) -> Any:
            values = list(args)
            _check_size(ctx, fn, values, kwargs)
            return fn(*values, **kwargs)
        return sized
    return fn


def _check_size(ctx: Any, fn: Any, args: list[Any], kwargs: dict[str, Any]) -> None:
    """What ``fn``'s compiled call site checks, in place in ``args``: an iterator argument is
    metered (``map(s.union, [iter(range(10**8))])`` ran 32 s past a 10 s limit before), a
    sized first argument gets ``fn``'s size check."""
    for i, arg in enumerate(args):
        if type(arg) in GUARDED_TYPES:
            args[i] = guard_arg(ctx, fn, arg)
    if args and _sized_entry(fn) is not None:
        n = SIZED_LEN.get(type(args[0]))
        if n is not None and n(args[0]) > LONG:
            check_call(ctx, fn, args, kwargs)


# --- host callables that CPython calls later (class attributes, partials) ---------------------

#: The builtins whose compiled call sites check their arguments (:func:`checked_callable`).
SITE_CHECKED_IDS = _TEXT_FNS | _WALKING_FNS | _MATERIALISING_FNS


def _needs_checks(fn: Any) -> bool:
    """Whether C calling ``fn`` with guest arguments must run checks first: whether
    :func:`checked_callable` answers anything but ``fn`` itself (one rule for both)."""
    return id(fn) in SITE_CHECKED_IDS or id(fn) in CLASS_CHECK_IDS or (
        type(fn) is functools.partial and _needs_checks(fn.func)) or (
        callable(fn) and checked_callable(None, fn) is not fn)


def host_called_value(name: str, value: Any) -> Any:
    """A guest class attribute ``name`` as :func:`sandbox.runtime.classes.host_called` wants
    it: a checked builtin that host code may call itself becomes a
    :class:`~sandbox.runtime.classes.LateChecked`: the value of a dunder (CPython's slots:
    ``__call__``, ``__missing__``) or of a sunder (the stdlib's hooks: enum's ``_missing_``,
    round 8: ``_missing_ = staticmethod(list)`` built a gigabyte and then its repr), and
    under any name a static or class method's function or a ``property``'s or
    ``functools.cached_property``'s. A plain builtin under any other name stays itself
    (``C.conv is str``; ``C().conv(x)`` is a compiled call, which checks it)."""
    t = type(value)
    if needs_holding(name, value, GUEST_FLAG):
        return held_slot(value)  # bound by CPython's slot lookup: what it gives is held
    if t is property:
        funcs = (value.fget, value.fset, value.fdel)
        if any(map(_needs_checks, funcs)):
            get, put, drop = (_late(f) if _needs_checks(f) else f for f in funcs)
            return property(get, put, drop, value.__doc__)
        return value
    if t is functools.cached_property:
        if _needs_checks(value.func):
            held = functools.cached_property(_late(value.func))
            held.attrname, held.__doc__ = value.attrname, value.__doc__
            return held
        return value
    if t is staticmethod or t is classmethod:
        return t(_late(value.__func__)) if _needs_checks(value.__func__) else value
    if not (name.endswith("_") and name.startswith("_") and len(name) > 2):
        return value  # (a dunder or a sunder: "__call__", "_missing_")
    return _late(value) if _needs_checks(value) else value


def held_callable(fn: Any, nullary: bool = False) -> Any:
    """``fn`` as host code that calls it later, or in C, must hold it: a checked builtin (or
    a partial of one) as a :class:`~sandbox.runtime.classes.LateChecked`, which runs its
    compiled call site's checks under the run current when called; anything else itself.
    ``nullary``: it is called with no arguments (a factory), so a bare builtin (``list``)
    builds nothing and stays itself, and a partial is held whatever it binds (its text
    results are rewritten: ``partial(lru_cache(None)(repr), v)``)."""
    if nullary:  # a partial may make text from a host object (partial(repr, v)): held
        return fn if type(fn) is not functools.partial else _late(fn)
    t = type(fn)
    if (t is staticmethod or t is classmethod) and _needs_checks(fn.__func__):
        return t(_late(fn.__func__))  # bound later by host code (singledispatchmethod)
    return _late(fn) if t is not classes.LateChecked and _needs_checks(fn) else fn


def _returned_callable(ctx: Any, result: Any) -> Any:
    """A partial or builtin function a guest function returns to host code (a guest
    ``__get__`` answering CPython's lookup of ``__call__``: partialmethod's), held: the
    caller may call it (round 8)."""
    return held_callable(result)


classes.HOST_CALLED.append(host_called_value)
heldslots.HOLD.append(held_callable)
costmodel.CALLBACK_HOLDER.append(held_callable)
classes.HOLDERS.append(held_callable)
for _t in (functools.partial, types.BuiltinFunctionType):
    HOST_RESULT_GUARDS[_t] = _returned_callable
classes.LATE_CHECKS.append(checked_callable)
