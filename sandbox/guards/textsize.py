"""Estimates of the text ``repr``/``str``/``ascii`` build of nested containers, made before
CPython builds it.

:func:`check_text` (``repr``/``str``/``ascii``/``format``/``print``/f-strings/``%``/
``str.format``) refuses text that would exceed the memory limit before it is built, and
charges the time to build it against the steps and the deadline. The estimator walks each
*distinct* container once (memoised by id, for one call) and counts a shared sub-object every
time it is reached, as CPython's repr does (see :mod:`.sizing` for why). Objects it does not
know count as small leaves; it never calls guest code.
"""

from __future__ import annotations

import collections as _co
import functools as _functools
import itertools as _itertools
import sys
import types as _types
from collections.abc import Callable, Iterable
from typing import Any

from ..runtime.costs import charge_above
from ..runtime.objects import Function
from .containers import (
    CAP,
    CMP_BASES,
    DEADLINE_EVERY,
    FREE_BYTES,
    FREE_NS,
    ITEM_VIEWS,
    SCALARS,
    VIEW_NAMES,
)

GUEST_FLAG = "__sandbox_guest__"

# Host time per item visited, calibrated on a desktop CPU (see costs.py).
_NS_CONTAINER = 400   # repr of a container (Py_ReprEnter bookkeeping, the joined parts)
_NS_LEAF = 60         # repr of a small int, a short str...
_NS_FLOAT = 1_500     # repr of a float (shortest round-trip digits)

_SMALL_LEAVES = frozenset({int, float, bool, type(None), complex})
#: Items of a small container whose text needs no estimate: its text is at most a few times
#: that of objects the guest already holds (no sharing can multiply it).
_SMALL_TEXT = _SMALL_LEAVES | {str}
_PRINTABLE_BYTES = bytes(range(0x20, 0x7F))
_DEFAULT_FACTORY: Any = _co.defaultdict.__dict__["default_factory"]

#: What repr() walks in C: containers, exceptions (their args), a few host types.
_TEXT_BASES: tuple[type, ...] = (*CMP_BASES, BaseException, slice, _functools.partial,
                                 _types.SimpleNamespace)


def _str_chars(s: str, ascii_mode: bool) -> tuple[int, int]:
    """(characters, bytes per character) of ``repr(s)`` (or ``ascii(s)``), an upper bound."""
    n = len(s)
    if s.isascii():
        if s.isprintable():
            return n + 2 + s.count("\\") + s.count("'"), 1
        return 4 * n + 2, 1
    if ascii_mode:
        return 10 * n + 2, 1
    top = max(s)
    kind = 1 if top < "\u0100" else 2 if top < "\U00010000" else 4
    if s.isprintable():
        return n + 2 + s.count("\\") + s.count("'"), kind
    return 10 * n + 2, kind


def _bytes_chars(b: Any) -> int:
    n = len(b)
    if n <= 16:
        return 4 * n + 3
    bad = len(bytes.translate(bytes(b), None, _PRINTABLE_BYTES)) if type(b) is not bytes \
        else len(b.translate(None, _PRINTABLE_BYTES))
    return n + 3 + 3 * bad + b.count(b"\\") + b.count(b"'")


def _int_chars_ns(v: int) -> tuple[int, int]:
    digits = (int.bit_length(v) * 1233 >> 12) + 1
    if digits > 4301:  # CPython refuses the conversion (ValueError) before doing it
        return 4302, 1000
    return digits + 1, _NS_LEAF + digits * digits // 32


def _type_name_chars(t: type) -> int:
    """Characters of ``<class 'module.qualname'>`` (both names can be set by guest code)."""
    module = type.__dict__["__dict__"].__get__(t).get("__module__")
    qualname = type.__dict__["__qualname__"].__get__(t)
    return 12 + len(qualname) + (len(module) if type(module) is str else 8)


class _Layout:
    """How repr() prints one container: its children (keys and values of mappings in one flat
    sequence), fixed characters and characters per item."""

    __slots__ = ("children", "fixed", "items", "per_item")

    def __init__(self, children: Any, fixed: int, items: int, per_item: int) -> None:
        self.children = children
        self.fixed = fixed
        self.items = items
        self.per_item = per_item


def _named(t: type, exact: type) -> int:
    return 0 if t is exact else len(type.__dict__["__name__"].__get__(t)) + 2


def _lay_list(o: Any, t: type) -> _Layout:
    items = o if t is list else list(list.__iter__(o))
    return _Layout(items, 2, len(items), 2)


def _lay_tuple(o: Any, t: type) -> _Layout:
    items = o if t is tuple else tuple(tuple.__iter__(o))
    return _Layout(items, 3, len(items), 2)


def _lay_namedtuple(o: Any, t: type) -> _Layout:
    items = tuple(tuple.__iter__(o))
    names = 0
    for klass in t.__mro__:
        fields = klass.__dict__.get("_fields")
        if type(fields) is tuple:
            names = sum(len(f) + 1 for f in fields if type(f) is str)
            break
    return _Layout(items, 3 + _named(t, tuple) + names, len(items), 2)


def _lay_set(o: Any, t: type) -> _Layout:
    items = o if t is set else list(set.__iter__(o))
    return _Layout(items, 5 + _named(t, set), len(items), 2)


def _lay_frozenset(o: Any, t: type) -> _Layout:
    items = o if t is frozenset else list(frozenset.__iter__(o))
    return _Layout(items, 13 + _named(t, frozenset), len(items), 2)


def _lay_deque(o: Any, t: type) -> _Layout:
    items = list(_co.deque.__iter__(o))
    return _Layout(items, 32 + _named(t, _co.deque), len(items), 2)


def _lay_dict(o: Any, t: type) -> _Layout:
    n = dict.__len__(o)
    return _Layout(list(_itertools.chain.from_iterable(dict.items(o))), 2, n, 4)


def _lay_defaultdict(o: Any, t: type) -> _Layout:
    n = dict.__len__(o)
    children = [_DEFAULT_FACTORY.__get__(o), *_itertools.chain.from_iterable(dict.items(o))]
    return _Layout(children, 18 + _named(t, dict), n, 4)


def _lay_ordereddict(o: Any, t: type) -> _Layout:
    n = dict.__len__(o)
    return _Layout(list(_itertools.chain.from_iterable(dict.items(o))),
                   17 + _named(t, dict), n, 8)


def _lay_counter(o: Any, t: type) -> _Layout:
    n = dict.__len__(o)
    return _Layout(list(_itertools.chain.from_iterable(dict.items(o))),
                   13 + _named(t, dict), n, 4)


def _lay_view(o: Any, t: type) -> _Layout:
    if isinstance(o, ITEM_VIEWS):
        items = list(_itertools.chain.from_iterable(o))
        return _Layout(items, 4 + VIEW_NAMES[t], len(items) // 2, 8)
    items = list(o)
    return _Layout(items, 4 + VIEW_NAMES[t], len(items), 2)


def _lay_exception(o: Any, t: type) -> _Layout:
    args = BaseException.__dict__["args"].__get__(o)
    return _Layout(args, 3 + len(type.__dict__["__name__"].__get__(t)), len(args), 2)


def _lay_slice(o: Any, t: type) -> _Layout:
    return _Layout((o.start, o.stop, o.step), 13, 3, 2)


_PARTIAL_FIELDS = tuple(_functools.partial.__dict__[name] for name in ("func", "args",
                                                                         "keywords"))


def _lay_partial(o: Any, t: type) -> _Layout:
    func, args, keywords = (field.__get__(o) for field in _PARTIAL_FIELDS)
    children = [func, *args, *dict.values(keywords)]
    keys = sum(len(k) + 1 for k in keywords if type(k) is str)
    return _Layout(children, 22 + keys, len(children), 2)


def _lay_namespace(o: Any, t: type) -> _Layout:
    d = _types.SimpleNamespace.__dict__["__dict__"].__get__(o)
    children = list(_itertools.chain.from_iterable(dict.items(d)))
    return _Layout(children, 11, len(children) // 2, 3)


#: The C (or host Python) ``__repr__`` that walks items -> how to lay the container out.
_REPR_LAYOUTS: dict[Any, Callable[[Any, type], _Layout]] = {
    list.__repr__: _lay_list, tuple.__repr__: _lay_tuple, set.__repr__: _lay_set,
    frozenset.__repr__: _lay_frozenset, dict.__repr__: _lay_dict,
    _co.deque.__repr__: _lay_deque, _co.defaultdict.__repr__: _lay_defaultdict,
    _co.OrderedDict.__repr__: _lay_ordereddict, _co.Counter.__repr__: _lay_counter,
    BaseException.__repr__: _lay_exception, slice.__repr__: _lay_slice,
    _functools.partial.__repr__: _lay_partial,
    **{view.__repr__: _lay_view for view in VIEW_NAMES},
}
_LEAF = None


def _classify(t: type) -> Any:
    """The layout function of ``t``'s repr if it walks items in C, else None (a leaf)."""
    for klass in t.__mro__:
        method = klass.__dict__.get("__repr__")
        if method is None:
            continue
        lay = _REPR_LAYOUTS.get(method)
        if lay is not None:
            return lay
        if issubclass(klass, tuple) and type(method) is _types.FunctionType \
                and "_fields" in klass.__dict__:
            return _lay_namedtuple  # collections.namedtuple's repr: name=value for each field
        if issubclass(klass, _types.SimpleNamespace) and type(method) is _types.FunctionType \
                and getattr(klass, GUEST_FLAG, False) is not True:
            return _lay_namespace  # the sandbox's types.SimpleNamespace (host code)
        return _LEAF
    return _LEAF


def _leaf_text(o: Any, t: type) -> tuple[int, int]:
    """(characters, nanoseconds) of the repr of an object whose repr walks nothing in C."""
    if t is range:
        return len(repr(o)), _NS_LEAF
    if isinstance(o, type):
        return _type_name_chars(o), _NS_LEAF
    if t is Function:
        qualname = o.__dict__.get("__qualname__")
        return 40 + (len(qualname) if type(qualname) is str else 0), _NS_LEAF
    for klass in t.__mro__:
        if "__repr__" in klass.__dict__:
            if klass is object:  # <module.Name object at 0x...>
                return 20 + _type_name_chars(t), _NS_LEAF
            break
    return 100, 4 * _NS_LEAF  # a guest __repr__ (charged as it runs) or a host one


class _TextSizer:
    """One estimate of ``repr(root)``: characters, bytes per character, nanoseconds."""

    __slots__ = ("ascii_mode", "kinds", "memo", "strings", "kind", "ctx")

    def __init__(self, ctx: Any, ascii_mode: bool) -> None:
        self.ctx = ctx
        self.ascii_mode = ascii_mode
        self.kinds: dict[type, Any] = {}
        self.memo: dict[int, tuple[int, int]] = {}  # id -> (chars, ns) of a container
        self.strings: dict[int, tuple[int, int]] = {}  # id -> (chars, kind) of long strings
        self.kind = 1

    def layout_of(self, t: type) -> Any:
        kinds = self.kinds
        if t in kinds:
            return kinds[t]
        lay = kinds[t] = _classify(t)
        return lay

    def measure(self, root: Any, root_layout: Any = None) -> tuple[int, int]:
        """(characters, nanoseconds) of ``repr(root)``; ``root_layout``: how the root is laid
        out when a base type's repr is called on it explicitly (``list.__repr__(x)``)."""
        t = type(root)
        root_lay = root_layout or self.layout_of(t)
        if root_lay is None:
            return self.leaf(root, t)
        memo = self.memo
        layout_of = self.layout_of
        kinds = self.kinds
        limit = sys.getrecursionlimit()
        opened: dict[int, _Layout] = {}
        stack = [root]
        nodes = 0
        while stack:
            o = stack[-1]
            i = id(o)
            if i in memo:
                stack.pop()
                continue
            layout = opened.get(i)
            if layout is None:
                if len(opened) > limit:  # CPython's repr fails there, after the walk so far
                    raise RecursionError("maximum recursion depth exceeded while getting the "
                                         "repr of an object")
                lay = root_lay if o is root else layout_of(type(o))
                layout = opened[i] = lay(o, type(o))
                nodes += 1
                if not nodes & DEADLINE_EVERY:
                    self.ctx.check_deadline()
                pushed = False
                if any(layout_of(tc) is not None for tc in set(map(type, layout.children))):
                    for c in layout.children:
                        tc = type(c)
                        if (kinds[tc] if tc in kinds else layout_of(tc)) is None:
                            continue
                        j = id(c)
                        if j in memo or j in opened:
                            continue
                        if (tc is tuple or tc is list) and _SMALL_TEXT.issuperset(map(type, c)):
                            # a flat list or tuple: measured here, without a stack round
                            chars, ns = self.children_text(c, opened)
                            memo[j] = (chars + 3 + 2 * len(c), ns + _NS_CONTAINER)
                            continue
                        stack.append(c)
                        pushed = True
                if pushed:
                    continue
            stack.pop()
            del opened[i]
            chars, ns = self.children_text(layout.children, opened)
            chars += layout.fixed + layout.items * layout.per_item
            memo[i] = (min(chars, CAP), min(ns + _NS_CONTAINER, CAP))
        return memo[id(root)]

    def children_text(self, children: Any, opened: dict[int, _Layout]) -> tuple[int, int]:
        """(characters, nanoseconds) of the reprs of a container's children."""
        if len(children) > 8:
            types = set(map(type, children))
            if len(types) == 1:
                fast = self.uniform(children, types.pop())
                if fast is not None:
                    return fast
        chars = ns = 0
        memo = self.memo
        layout_of = self.layout_of
        kinds = self.kinds
        for c in children:
            tc = type(c)
            if tc is int:
                bits = c.bit_length()
                if bits <= 63:
                    chars += (bits * 1233 >> 12) + 2
                    ns += _NS_LEAF
                else:
                    cc, cn = _int_chars_ns(c)
                    chars += cc
                    ns += cn
            elif tc is float:
                chars += 24
                ns += _NS_FLOAT
            elif tc is str and len(c) <= 64 and c.isascii() and c.isprintable():
                chars += 2 * len(c) + 2
                ns += _NS_LEAF
            elif (kinds[tc] if tc in kinds else layout_of(tc)) is not None:
                hit = memo.get(id(c))
                if hit is None:  # a cycle: printed as [...]
                    chars += 5
                    ns += _NS_LEAF
                else:
                    chars += hit[0]
                    ns += hit[1]
            else:
                cc, cn = self.leaf(c, tc)
                chars += cc
                ns += cn
        return chars, ns

    def uniform(self, children: Any, t: type) -> tuple[int, int] | None:
        """(characters, nanoseconds) of children all of type ``t``, at C speed when ``t`` is
        a common scalar; None otherwise."""
        n = len(children)
        if t is int:
            if max(map(int.bit_length, children)) <= 63:
                bits = sum(map(int.bit_length, children))
                return (bits * 1233 >> 12) + 2 * n, n * _NS_LEAF
            return None
        if t is float:
            return 24 * n, n * _NS_FLOAT
        if t is str:
            if max(map(len, children)) <= 64 and all(map(str.isascii, children)) \
                    and all(map(str.isprintable, children)):
                return 2 * sum(map(len, children)) + 2 * n, n * _NS_LEAF
            return None
        if t is bool or t is type(None):
            return 5 * n, n * _NS_LEAF
        return None

    def leaf(self, o: Any, t: type) -> tuple[int, int]:
        if t is str or isinstance(o, str):
            if len(o) > 64:
                hit = self.strings.get(id(o))
                if hit is None:
                    hit = self.strings[id(o)] = _str_chars(str.__str__(o), self.ascii_mode)
            else:
                hit = _str_chars(str.__str__(o), self.ascii_mode)
            chars, kind = hit
            if kind > self.kind:
                self.kind = kind
            return chars, _NS_LEAF + len(o) * 5
        if t is int or t is bool:
            return _int_chars_ns(o) if t is int else (5, _NS_LEAF)
        if t is float:
            return 24, _NS_FLOAT
        if t is bytes or t is bytearray:
            return _bytes_chars(o) + (11 if t is bytearray else 0), _NS_LEAF + len(o) * 5
        if t is complex:
            return 52, 2 * _NS_FLOAT
        if o is None:
            return 4, _NS_LEAF
        if isinstance(o, int):  # an int subclass (IntEnum...): repr may be its own
            return max(_int_chars_ns(int(int.__index__(o)))[0], 100), _NS_LEAF
        return _leaf_text(o, t)


def text_size(ctx: Any, obj: Any, ascii_mode: bool = False,
              real: Any = None) -> tuple[int, int]:
    """(bytes, nanoseconds): an upper bound of the size of ``repr(obj)`` (or of host repr
    method ``real`` applied to it) and an estimate of the host time CPython takes to build
    it."""
    sizer = _TextSizer(ctx, ascii_mode)
    chars, ns = sizer.measure(obj, _REPR_LAYOUTS.get(real) if real is not None else None)
    return chars * sizer.kind, ns


def _small_flat(o: Any) -> bool:
    """Whether ``o`` is a small builtin container of scalars (see :data:`_SMALL_TEXT`)."""
    t = type(o)
    if t is list or t is tuple or t is set or t is frozenset:
        return len(o) <= 16 and _SMALL_TEXT.issuperset(map(type, o))
    if t is dict:
        return len(o) <= 16 and _SMALL_TEXT.issuperset(map(type, o)) \
            and _SMALL_TEXT.issuperset(map(type, o.values()))
    return False



#: ``__str__`` methods that end in the repr of the object or of its arguments (the others --
#: a guest's, ExceptionGroup's "msg (n sub-exceptions)" -- do not walk anything in C).
_WALKING_STR = frozenset({object.__str__, BaseException.__str__, KeyError.__str__,
                          OSError.__str__})


def _str_walks(t: type) -> bool:
    for klass in t.__mro__:
        method = klass.__dict__.get("__str__")
        if method is not None:
            return method in _WALKING_STR
    return True


def check_text(ctx: Any, obj: Any, what: str, ascii_mode: bool = False,
               real: Any = None, str_mode: bool = False) -> None:
    """Refuse ``repr``/``str`` of ``obj`` (a container: the caller skips :data:`SCALARS`)
    whose text would exceed the memory limit, or whose building would run past the deadline;
    charge a long one as steps. ``real``: the host repr method called explicitly on ``obj``
    (``list.__repr__(x)`` of a guest subclass with its own ``__repr__``); ``str_mode``: it is
    ``str(obj)`` (the text is then bounded by its repr unless its ``__str__`` walks
    nothing)."""
    t = type(obj)
    if t is list or t is tuple:
        if len(obj) <= 16 and _SMALL_TEXT.issuperset(map(type, obj)):
            return
    elif _small_flat(obj) or not isinstance(obj, _TEXT_BASES):
        return
    if str_mode and real is None and not _str_walks(t):
        return
    nbytes, ns = text_size(ctx, obj, ascii_mode, real)
    if nbytes > FREE_BYTES:
        ctx.check_alloc(nbytes, what)
    charge_above(ctx, ns, FREE_NS, what)


def check_text_args(ctx: Any, values: Iterable[Any], what: str,
                    ascii_mode: bool = False, str_mode: bool = False) -> None:
    """:func:`check_text` for each non-scalar of ``values``."""
    for v in values:
        if type(v) not in SCALARS:
            check_text(ctx, v, what, ascii_mode, str_mode=str_mode)
