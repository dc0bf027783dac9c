"""Estimates of the walks CPython's C code makes over nested containers, made before they run.

``repr(x)``, ``x == y`` and ``hash(x)`` walk nested containers inside one C call, visiting a
shared sub-object every time it is reached: ``x = [x, x]`` thirty times is a few kilobytes
in memory but has 2**30 leaves, so its repr would be gigabytes and its comparison a minute of
C code that no step or deadline check interrupts. The estimators here walk each *distinct*
container once (memoised by id, for one call), so their own work is bounded by the objects
that exist, and add up what the C walk will do, counting a shared sub-object every time it is
reached, as CPython does:

- :func:`check_text` (``repr``/``str``/``ascii``/``format``/``print``/f-strings/``%``/
  ``str.format``): the size of the text against the memory limit, before it is built, and the
  time to build it against the deadline;
- :func:`check_compare`, :func:`check_contains`, :func:`check_items` (``==``, ``<``, ``in``,
  ``sorted``, ``min``...): the element comparisons, against the deadline;
- :func:`check_hash` (``hash()``, dict keys and set items): the nested tuples hashed.

Work estimated above :data:`FREE_NS` is also charged as steps (one per :data:`.costs.NS_PER_STEP`),
so the step budget pays for it and the deadline is checked at once. Objects the estimators do
not know (guest instances, functions...) count as small leaves: a guest ``__repr__``,
``__eq__`` or ``__hash__`` is guest code, charged as it runs. The estimators never call guest
code themselves (they read containers through their builtin base types).
"""

from __future__ import annotations

import collections as _co
import functools as _functools
import itertools as _itertools
import sys
import types as _types
from collections.abc import Callable, Iterable
from typing import Any

from ..runtime.context import current_ctx
from ..runtime.objects import Function
from .collisions import check_collisions
from .costs import charge_bytes, charge_ns

GUEST_FLAG = "__sandbox_guest__"

#: Common leaf types: callers skip the estimators for them (their repr or comparison does not
#: walk anything).
SCALARS = frozenset({int, str, float, bool, type(None), bytes, complex})

#: Text up to this many bytes is not checked against the memory limit.
FREE_BYTES = 1 << 16
#: Host work estimated up to this many nanoseconds is neither charged nor timed.
FREE_NS = 1_000_000
#: Cap of the numbers the estimators add up (far above any limit; keeps them machine ints).
_CAP = 1 << 62
#: Distinct containers measured between two deadline checks of an estimator itself.
_DEADLINE_EVERY = 0xFFF

# Host time per item visited, calibrated on a desktop CPU (see costs.py).
_NS_CONTAINER = 400   # repr of a container (Py_ReprEnter bookkeeping, the joined parts)
_NS_LEAF = 60         # repr of a small int, a short str...
_NS_FLOAT = 1_500     # repr of a float (shortest round-trip digits)
_NS_COMPARE = 15      # one element comparison inside list/tuple/dict/set comparison
_NS_HASH = 5          # one item of a nested tuple's hash

_SMALL_LEAVES = frozenset({int, float, bool, type(None), complex})
#: Items of a small container whose text needs no estimate: its text is at most a few times
#: that of objects the guest already holds (no sharing can multiply it).
_SMALL_TEXT = _SMALL_LEAVES | {str}
_PRINTABLE_BYTES = bytes(range(0x20, 0x7F))

_EMPTY_DICT: dict[Any, Any] = {}
_EMPTY_ODICT: _co.OrderedDict[Any, Any] = _co.OrderedDict()
#: Dict view types -> the length of their name (their repr is ``name([...])``).
_VIEW_NAMES: dict[type, int] = {
    type(view): len(type(view).__name__)
    for d in (_EMPTY_DICT, _EMPTY_ODICT) for view in (d.keys(), d.values(), d.items())}
_ITEM_VIEWS = (type(_EMPTY_DICT.items()), type(_EMPTY_ODICT.items()))
_DEFAULT_FACTORY: Any = _co.defaultdict.__dict__["default_factory"]

#: Builtin containers whose comparison walks their items in C (subclasses included).
_CMP_BASES: tuple[type, ...] = (list, tuple, dict, set, frozenset, _co.deque,
                                *_VIEW_NAMES)
#: What repr() walks in C: containers, exceptions (their args), a few host types.
_TEXT_BASES: tuple[type, ...] = (*_CMP_BASES, BaseException, slice, _functools.partial,
                                 _types.SimpleNamespace)


# --- children of a container, read without guest code -------------------------------------------

def _cmp_items(o: Any, t: type) -> Any:
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
    if isinstance(o, _ITEM_VIEWS):
        return list(_itertools.chain.from_iterable(o))
    return list(o)  # the other dict views (C types no guest class derives from)


# --- repr text ------------------------------------------------------------------------------------

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
    if isinstance(o, _ITEM_VIEWS):
        items = list(_itertools.chain.from_iterable(o))
        return _Layout(items, 4 + _VIEW_NAMES[t], len(items) // 2, 8)
    items = list(o)
    return _Layout(items, 4 + _VIEW_NAMES[t], len(items), 2)


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
    **{view.__repr__: _lay_view for view in _VIEW_NAMES},
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
                if not nodes & _DEADLINE_EVERY:
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
            memo[i] = (min(chars, _CAP), min(ns + _NS_CONTAINER, _CAP))
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


def _scalars_only(o: Any) -> bool:
    """Whether ``o`` is a builtin container of scalars only (comparing it walks nothing)."""
    t = type(o)
    if t is list or t is tuple or t is set or t is frozenset:
        return SCALARS.issuperset(map(type, o))
    if t is dict:
        return SCALARS.issuperset(map(type, o)) and SCALARS.issuperset(map(type, o.values()))
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
    if ns > FREE_NS:
        charge_ns(ctx, ns, what)


def check_text_args(ctx: Any, values: Iterable[Any], what: str,
                    ascii_mode: bool = False, str_mode: bool = False) -> None:
    """:func:`check_text` for each non-scalar of ``values``."""
    for v in values:
        if type(v) not in SCALARS:
            check_text(ctx, v, what, ascii_mode, str_mode=str_mode)


# --- comparisons and hashes ----------------------------------------------------------------------

class _Visits:
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
                w = issubclass(t, _CMP_BASES)
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
                items = opened[i] = _cmp_items(o, type(o))
                self.nodes += 1
                if not self.nodes & _DEADLINE_EVERY:
                    self.ctx.check_deadline()
                if not any(walked(tc) for tc in set(map(type, items))):
                    stack.pop()
                    del opened[i]
                    memo[i] = 1 + len(items)
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
                    total += 1
            memo[i] = min(total, _CAP)
        return memo[id(root)]


def _is_cmp_container(o: Any) -> bool:
    return isinstance(o, _CMP_BASES)


def check_compare(ctx: Any, a: Any, b: Any, what: str = "comparison") -> None:
    """Refuse a comparison of two containers that would walk more shared items than the
    deadline allows; charge a long one as steps. (The caller skips scalar ``a``.)"""
    ta = type(a)
    if a is b or (ta is list or ta is tuple) and SCALARS.issuperset(map(type, a)):
        return
    if _scalars_only(a) or _scalars_only(b) or not _is_cmp_container(a) \
            or not _is_cmp_container(b):
        return
    visits = _Visits(ctx)
    n = visits.count(a)
    if n * _NS_COMPARE <= FREE_NS:
        return
    n = min(n, visits.count(b))
    # an ordering (<) compares the first differing items once more
    ns = 2 * n * _NS_COMPARE
    if ns > FREE_NS:
        charge_ns(ctx, ns, what)


def check_contains(ctx: Any, needle: Any, hay: Any, what: str = "'in' comparison") -> None:
    """``needle in hay`` for a container needle: each item of a sequence is compared with it,
    a set or dict hashes it (and compares it with the few items of equal hash)."""
    if _scalars_only(needle) or not _is_cmp_container(needle):
        return
    th = type(hay)
    if th is list or th is tuple or isinstance(hay, (list, tuple, _co.deque)):
        visits = _Visits(ctx)
        n = visits.count(needle)
        total = n * len(hay)
        if total * _NS_COMPARE > FREE_NS:
            total = min(total, visits.count(hay))
    elif isinstance(hay, (set, frozenset, dict)):
        total = 2 * _Visits(ctx).count(needle)
    else:
        return
    ns = total * _NS_COMPARE
    if ns > FREE_NS:
        charge_ns(ctx, ns, what)


def check_hash(ctx: Any, obj: Any) -> None:
    """Refuse the hash of a tuple whose nested tuples (each counted every time it is reached)
    would take longer than the deadline allows; charge a long one as steps."""
    if not isinstance(obj, tuple) or SCALARS.issuperset(map(type, obj)):
        return
    ns = _Visits(ctx, hash_only=True).count(obj) * _NS_HASH
    if ns > FREE_NS:
        charge_ns(ctx, ns, "hash()")


def check_hashes(ctx: Any, values: Iterable[Any]) -> None:
    """:func:`check_hash` for each tuple of ``values`` (set and dict displays), and the
    probing of keys of equal hash (:mod:`.collisions`)."""
    for v in values:
        if type(v) is tuple:
            check_hash(ctx, v)
    if type(values) is list or type(values) is tuple:
        check_collisions(ctx, values)


def check_hashed_items(ctx: Any, items: Any) -> Any:
    """What to hand to a callable whose C code hashes every item of ``items`` (``set``,
    ``frozenset``, ``dict``, ``Counter``, ``dict.fromkeys``, ``set.update``...). CPython's
    tuple hash recurses in C with no depth guard (a million-deep tuple crashes the host), so
    each tuple item is checked as ``hash()`` checks it: those of a list or tuple now, those
    of an iterator as C code pulls them (through a checking iterator)."""
    t = type(items)
    if t is list or t is tuple:
        if not SCALARS.issuperset(map(type, items)):
            for v in items:
                if isinstance(v, tuple):
                    check_hash(ctx, v)
        check_collisions(ctx, items)
        return items
    if hasattr(t, "__next__"):
        return _HashChecked(ctx, items)
    return items


#: Types of callables whose C code hashes their arguments (an ``lru_cache`` key), bound or
#: not: compiled calls of them check the arguments with :func:`check_cache_key`.
KEYED_CALL_TYPES = frozenset({_functools._lru_cache_wrapper, _types.MethodType})


def check_cache_key(ctx: Any, fn: Any, args: Any, kwargs: Any = None) -> None:
    """A call of an ``functools.lru_cache`` wrapper (or a method bound from one): its C code
    hashes every argument into the cache key, so each tuple argument is checked as
    ``hash()`` checks it (a million-deep tuple would crash the host's C stack)."""
    if type(fn) is _types.MethodType and \
            type(fn.__func__) is not _functools._lru_cache_wrapper:
        return
    for v in (*args, *(kwargs.values() if kwargs else ())):
        if isinstance(v, tuple):
            check_hash(ctx, v)


class _HashChecked:
    """An iterator over ``it`` that checks each tuple item's hash walk before C code hashes
    it."""

    __slots__ = ("_ctx", "_it")

    def __init__(self, ctx: Any, it: Any) -> None:
        self._ctx = ctx
        self._it = it

    def __iter__(self) -> _HashChecked:
        return self

    def __next__(self) -> Any:
        v = next(self._it)
        if isinstance(v, tuple):
            check_hash(self._ctx, v)
        return v


def check_items(ctx: Any, items: Any, what: str, sort: bool) -> None:
    """Refuse sorting (``sort``) or taking the min/max of ``items`` when comparing them would
    walk more shared items than the deadline allows. Each comparison walks at most the
    smaller of its two operands; sorting compares each item about log2(n) times."""
    if not isinstance(items, (list, tuple, set, frozenset, dict)) or len(items) < 2 \
            or SCALARS.issuperset(map(type, items)):
        return
    visits = _Visits(ctx)
    total = sum(visits.count(c) for c in items)
    if sort:
        total *= len(items).bit_length() + 2
    ns = min(total, _CAP) * _NS_COMPARE
    if ns > FREE_NS:
        charge_ns(ctx, ns, what)


def _key_meter(ctx: Any, key: Any, factor: int, what: str) -> Any:
    """A ``key=`` function that measures each key it returns before the C code compares it:
    what sorted/min/max compare are the keys, which only exist once the guest's key made
    them. ``factor``: comparisons each key takes part in (0: min/max, which compare each key
    after the first with the best so far). A closure with a scalar fast path: it runs once
    per item of every sort with a key."""
    visits = _Visits(ctx)
    calls = [0]

    def measured(k: Any) -> Any:
        calls[0] += 1
        if not _scalars_only(k) and _is_cmp_container(k) and (factor or calls[0] > 1):
            ns = visits.count(k) * max(factor, 1) * _NS_COMPARE
            if ns > FREE_NS:
                charge_ns(ctx, ns, what)
        return k

    if key is str or key is repr or key is ascii or key is hash:
        def walking_meter(item: Any) -> Any:  # the builtin walks the item in C: as str(x)
            if type(item) not in SCALARS:
                check_walking_call(ctx, key, item)
            k = key(item)
            return k if type(k) in SCALARS else measured(k)
        return walking_meter

    def meter(item: Any) -> Any:
        k = key(item)
        return k if type(k) in SCALARS else measured(k)
    return meter


# --- builtins and methods ----------------------------------------------------------------------

def check_walking_call(ctx: Any, fn: Any, arg: Any) -> None:
    """``fn(arg)`` for ``fn`` one of ``str``, ``repr``, ``ascii``, ``hash``, ``max``, ``min``,
    ``sorted`` (compiled call sites; the caller skips scalar ``arg``). These stay CPython's
    own objects in the guest's builtins, so ``repr(1)`` or ``max(a, b)`` cost nothing more;
    called through other C code (``map(str, xs)``) they are not checked."""
    t = type(arg)
    if (t is list or t is tuple) and SCALARS.issuperset(map(type, arg)) and (
            len(arg) <= 16 or not (fn is str or fn is repr or fn is ascii)):
        return  # nothing nested (a long list's text is still sized: its items may be shared)
    if fn is str:
        check_text(ctx, arg, "str()", str_mode=True)
    elif fn is repr:
        check_text(ctx, arg, "repr()")
    elif fn is ascii:
        check_text(ctx, arg, "ascii()", ascii_mode=True)
    elif fn is hash:
        check_hash(ctx, arg)
    elif fn is max or fn is min:
        check_items(ctx, arg, f"{fn.__name__}()", sort=False)
    elif fn is sorted:
        check_items(ctx, arg, "sorting", sort=True)
    elif fn is set or fn is frozenset or fn is _co.Counter:
        check_hashed_items(ctx, arg)


def checked_sort(lst: list[Any], *args: Any, **kwargs: Any) -> None:
    """``list.sort`` with the comparisons it will make estimated first."""
    if args or not isinstance(lst, list) or len(lst) < 2:
        return list.sort(lst, *args, **kwargs)  # CPython's own errors
    key = kwargs.get("key")
    if key is not None:
        kwargs["key"] = _key_meter(current_ctx(), key, len(lst).bit_length() + 2, "sorting")
    elif not SCALARS.issuperset(map(type, lst)):
        check_items(current_ctx(), lst, "sorting", sort=True)
    return list.sort(lst, **kwargs)


def check_extremum(ctx: Any, fn: Any, args: list[Any], kwargs: dict[str, Any]) -> None:
    """``min``/``max``/``sorted`` called with ``args`` and ``kwargs`` (compiled call sites):
    the items' comparisons are estimated; a ``key=`` is replaced in ``kwargs`` by one that
    measures each key it makes."""
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


def _index_method(name: str) -> Callable[..., Any]:
    """list/tuple ``index``/``count``/``remove``: each item compared with the argument."""
    def call(obj: Any, *args: Any) -> Any:
        if args and type(args[0]) not in SCALARS:
            check_contains(current_ctx(), args[0], obj, f"{type(obj).__name__}.{name}()")
        elif isinstance(obj, (list, tuple)) and len(obj) > 1 << 16:  # a linear search
            charge_bytes(current_ctx(), 64 * (list.__len__(obj) if isinstance(obj, list)
                                              else tuple.__len__(obj)))
        for t in (list, tuple):
            if isinstance(obj, t):
                return getattr(t, name)(obj, *args)
        return getattr(type(obj), name)(obj, *args)
    return call


def _text_dunder(name: str, real: Any) -> Callable[..., Any]:
    def call(obj: Any, *args: Any) -> Any:
        if type(obj) not in SCALARS and (name != "__format__" or args == ("",)):
            check_text(current_ctx(), obj, f"{name}()", real=real if name == "__repr__"
                       else None, str_mode=name != "__repr__")
        return real(obj, *args)
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
    ``repr``, ``hash``, ``sorted``, ``min``, ``max``... stay CPython's own in ``table``:
    compiled call sites check them, see :func:`check_walking_call`.)"""
    from ..runtime import gate
    from ..runtime.builtins import BoundCheck, make_builtin, unbound_method


    def bound(fn: Callable[..., Any], name: str) -> Callable[[Any], Any]:
        return lambda obj: BoundCheck(fn, obj, name)

    def unbound(fn: Callable[..., Any], name: str) -> Callable[[Any], Any]:
        made = make_builtin(name, fn)
        return lambda _type: made

    gate.OVERRIDES[(list, "sort")] = bound(checked_sort, "sort")
    gate.TYPE_OVERRIDES[(list, "sort")] = unbound_method(list, "sort", checked_sort)
    for seq in (list, tuple):
        for name in ("index", "count", "remove"):
            if hasattr(seq, name):
                gate.OVERRIDES[(seq, name)] = bound(_index_method(name), name)
                gate.TYPE_OVERRIDES[(seq, name)] = unbound_method(seq, name,
                                                                  _index_method(name))
    # type objects the guest can name (collections' classes once that module is loaded)
    named = {list, tuple, dict, set, frozenset, _co.deque, _co.defaultdict, _co.OrderedDict,
             _co.Counter}
    for t in (*_CMP_BASES, _co.defaultdict, _co.OrderedDict, _co.Counter):
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
