"""The set operators of dict views, whose C code hashes every item of both operands.

``d.keys() | xs``, ``xs & d.items()``, ``-`` and ``^`` accept *any* iterable as the other
operand (a list, an iterator, a guest object) and build a set of both operands' items in one
C call; an items view's items are ``(key, value)`` pairs, so its values are hashed too. A
view's operator never answers ``NotImplemented``: when a view is the left operand its C code
runs at once; when it is the right one, the left operand's own operator (if its type has one)
runs first and the view's runs after it with the left operand as ``self``. CPython's tuple
hash recurses in C with no depth check, so what reaches C here is checked as the hashing
callables' arguments are (:func:`~.compares.check_hashed_items`): the iterated operand is
handed over as a checking iterator, an items view's pairs are checked first (the C code
builds the view's set before it iterates the other operand, and runs no guest code between).

Comparisons of an items view with a set or view (``d.items() == s``, ``<=``...) hash its
pairs the same way: :func:`check_items_view` serves them too.
"""

from __future__ import annotations

import collections as _co
import operator as _op
from typing import Any

from ..runtime.classes import is_guest_class
from .compares import check_hash, check_hashed_items

_D: dict[Any, Any] = {}
_OD: _co.OrderedDict[Any, Any] = _co.OrderedDict()
#: Views whose operators hash both operands' items (those of OrderedDict derive from them).
KEYS_VIEWS = frozenset({type(_D.keys()), type(_OD.keys())})
ITEMS_VIEWS = frozenset({type(_D.items()), type(_OD.items())})
SET_VIEWS = KEYS_VIEWS | ITEMS_VIEWS

#: The binary operators a view defines -> the name of the left operand's method tried first.
_METHODS = {_op.or_: "__or__", _op.and_: "__and__", _op.sub: "__sub__", _op.xor: "__xor__",
            _op.ior: "__or__", _op.iand: "__and__", _op.isub: "__sub__", _op.ixor: "__xor__"}
_IN_PLACE = {_op.ior: "__ior__", _op.iand: "__iand__", _op.isub: "__isub__",
             _op.ixor: "__ixor__"}


def check_items_view(ctx: Any, view: Any) -> None:
    """Check each ``(key, value)`` pair of an items view as ``hash()`` checks a tuple (the
    key was hashed when it was stored; the value never was)."""
    for pair in view:
        check_hash(ctx, pair)


def view_op(ctx: Any, fn: Any, a: Any, b: Any) -> Any:
    """``fn(a, b)`` for a set operator ``fn`` (binary or in-place ``|``, ``&``, ``-``, ``^``)
    with a dict view operand (the caller tests that ``type(a)`` or ``type(b)`` is in
    :data:`SET_VIEWS`), dispatched as CPython dispatches it, with what the view's C code
    hashes checked before it does."""
    ta, tb = type(a), type(b)
    if ta in ITEMS_VIEWS:
        check_items_view(ctx, a)
    if tb in ITEMS_VIEWS:
        check_items_view(ctx, b)
    if ta in SET_VIEWS:  # the view's C code runs first and iterates b
        return fn(a, _iterated(ctx, b))
    if tb in SET_VIEWS and is_guest_class(ta):
        # a's own operator first, as CPython tries it; then the view's C code iterates a
        inplace = _IN_PLACE.get(fn)
        for name in (inplace, _METHODS[fn]):
            method = _lookup(ta, name) if name else None
            if method is not None:
                r = method(a, b)
                if r is not NotImplemented:
                    return r
        return _BINARY[fn](_iterated(ctx, a), b)
    if _lookup(ta, _METHODS[fn]) is None:  # a list, an iterator: no operator of its own
        return fn(_iterated(ctx, a), b)
    return fn(a, b)  # a host type's operator, then the view's over a's items (hashed ones)


def _lookup(t: type, name: str) -> Any:
    """``name`` on the MRO of ``t`` (never the metaclass's: ``type.__or__`` makes unions)."""
    for klass in t.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


_BINARY = {**{f: f for f in (_op.or_, _op.and_, _op.sub, _op.xor)},
           _op.ior: _op.or_, _op.iand: _op.and_, _op.isub: _op.sub, _op.ixor: _op.xor}


def _iterated(ctx: Any, x: Any) -> Any:
    """What to hand a view's C code in place of ``x``, which it iterates: ``x`` itself when
    its items are hashed already or checked here, else a checking iterator made when C asks
    for one (so ``x.__iter__`` runs when CPython would run it, and a non-iterable raises
    CPython's error)."""
    t = type(x)
    if t in SET_VIEWS or isinstance(x, (set, frozenset)) or t is dict:
        return x  # hashed keys (a set subclass too: C reads its entries); items views checked
    if t is list or t is tuple:
        return check_hashed_items(ctx, x)
    return _LazyChecked(ctx, x)


class _LazyChecked:
    """An iterable over ``x`` that C iterates as it would iterate ``x``: ``iter(x)`` when C
    asks, each item then checked as it comes (:func:`~.compares.check_hashed_items`)."""

    __slots__ = ("_ctx", "_x")

    def __init__(self, ctx: Any, x: Any) -> None:
        self._ctx = ctx
        self._x = x

    def __iter__(self) -> Any:
        return check_hashed_items(self._ctx, iter(self._x))
