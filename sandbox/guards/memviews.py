"""``memoryview`` for guest code: over bytes, bytearray and other views only, with the members
whose work grows with the view sized and charged before the C call.

A view is CPython's own object (``type(mv) is memoryview``, ``bytes(mv)``, ``b''.join`` and the
codecs take it in C). What this module adds:

- the constructor (a checker at compiled call sites, as for module classes:
  :func:`~.costmodel.class_check`) accepts a ``bytes``, ``bytearray`` (or a subclass of one)
  or ``memoryview`` and refuses every other buffer provider with a message that says what to
  use instead (``array.array`` -> ``bytes(arr)``); a non-buffer object gets CPython's
  ``TypeError``;
- ``tobytes``, ``tolist`` and ``hex`` of a view of :data:`SHORT_BYTES` bytes or more are
  :class:`~sandbox.runtime.builtins.BoundCheck`\\ s that check the result's size against the
  memory limit and charge its host time (:func:`~sandbox.runtime.costs.charge_above`) before
  the call; the unbound forms (``memoryview.tolist(mv)``) are the same checks;
- ``mv.obj`` answers the guest ``bytes``/``bytearray`` the view is over, and refuses any other
  exporter (none can be made through the constructor; a view a host module might hand out
  must not give its exporter away);
- ``hash(view)`` (:func:`check_hash`: a copy of its bytes is hashed) and the view's iterator
  (lazy: C consumers drain it counted, :func:`.iterguard.register_lazy`);
- (elsewhere) the sizes of a view as a source of items or bytes (:func:`.sizes.view_items`,
  :func:`.sizes.view_nbytes`: ``list(mv)``, ``bytes(mv)``, ``sum``, ``b''.join``, ``+``,
  ``+=``), the time of ``==``, ``in``, ``index``/``count`` over or with a view, a view inside
  compared containers (:mod:`.compares`), and of ``max``/``min``/``sorted`` (:mod:`.sizing`).

Everything else a view does is O(1) (slices are views, ``len``, ``cast``, ``release``,
``toreadonly``, the shape fields) or bounded by an object the run already holds (item and
slice assignment copy into the exported ``bytearray``, whose resize CPython refuses with
``BufferError`` while a view exists, so a view never lets it grow). A view's own memory
(~200 bytes) is counted by the run's memory samples like any object it keeps.
"""

from __future__ import annotations

import array as _array
from collections.abc import Callable
from typing import Any

from ..runtime import gate
from ..runtime.builtins import BoundCheck, make_builtin, unbound_method
from ..runtime.context import current_ctx
from ..runtime.costs import charge_above
from .containers import FREE_NS
from .iterguard import register_lazy
from .sizes import view_items, view_nbytes

#: Views of fewer bytes than this get the real bound methods (their results stay small).
SHORT_BYTES = 4096

#: Host nanoseconds per byte, measured on CPython 3.11 (desktop CPU, 10 MB view): tobytes
#: (memcpy and its page faults) ~3, hex ~8.5, == between views ~10 per item (C unpacks and
#: compares each item by its format: :mod:`.compares`).
_NS_TOBYTES = 4
_NS_HEX = 10
#: Host nanoseconds per item of ``tolist`` (~40 measured: an int or float object a slot).
_NS_TOLIST = 45

#: Exporters a guest view may be over (and that ``mv.obj`` may answer).
_BASES = (bytes, bytearray)


def tolist_bytes(view: memoryview) -> int:
    """The memory ``view.tolist()`` builds: a list slot and an object per item (by format),
    and a list per row of a multi-dimensional view."""
    n, per, _ = view_items(view)
    rows = 0
    shape = view.shape or ()
    if len(shape) > 1:
        rows = n // max(shape[-1], 1) + 1
    return n * (8 + per) + rows * 64 + 64


def _check(ctx: Any, nbytes: int, ns: int, what: str) -> None:
    if nbytes > 1 << 16:
        ctx.check_alloc(nbytes, what)
    charge_above(ctx, ns, FREE_NS, what)


def _tobytes(view: Any, *args: Any, **kwargs: Any) -> Any:
    if type(view) is memoryview:
        n = view_nbytes(view)
        _check(current_ctx(), n + 33, n * _NS_TOBYTES, "memoryview.tobytes")
    return memoryview.tobytes(view, *args, **kwargs)


def _tolist(view: Any, *args: Any, **kwargs: Any) -> Any:
    if type(view) is memoryview and view_nbytes(view):
        _check(current_ctx(), tolist_bytes(view), view_items(view)[0] * _NS_TOLIST,
               "memoryview.tolist")
    return memoryview.tolist(view, *args, **kwargs)


def _hex(view: Any, *args: Any, **kwargs: Any) -> Any:
    if type(view) is memoryview:
        n = view_nbytes(view)
        chars = 3 * n if args or "sep" in kwargs else 2 * n
        _check(current_ctx(), chars + 49, n * _NS_HEX, "memoryview.hex")
    return memoryview.hex(view, *args, **kwargs)


def check_hash(ctx: Any, view: memoryview) -> None:
    """``hash(view)`` of a read-only view: CPython hashes a copy of its bytes (once; the hash
    is cached), so the copy is sized and its time charged first. (Dict keys and set items
    hashed by C code are not seen here: their first hash is the same bounded copy.)"""
    if ctx is not None and view_nbytes(view) >= SHORT_BYTES:
        n = view_nbytes(view)
        _check(ctx, n + 33, n * (_NS_TOBYTES + 2), "hash() of a memoryview")


_CHECKED: dict[str, Callable[..., Any]] = {"tobytes": _tobytes, "tolist": _tolist, "hex": _hex}


def _switching(name: str, checked: Callable[..., Any]) -> Callable[[Any], Any]:
    """Gate override: the real bound method for a short view, a checked one otherwise."""
    method = getattr(memoryview, name)

    def override(view: Any) -> Any:
        if view_nbytes(view) < SHORT_BYTES:
            return method.__get__(view, memoryview)
        return BoundCheck(checked, view, name)
    return override


def _obj(view: memoryview) -> Any:
    """``mv.obj`` for guest code: the guest data the view is over, nothing else."""
    base = view.obj  # (CPython's ValueError for a released view)
    if isinstance(base, _BASES) or type(base) is memoryview:
        return base
    raise AttributeError("'memoryview' object attribute 'obj' is not available in the "
                         "sandbox for this view (its buffer is not guest data)")


# --- the constructor -----------------------------------------------------------------------

_INSTEAD: dict[type, str] = {
    _array.array: "use bytes(arr) or arr.tobytes() for its bytes, or arr itself for its "
                  "items",
}


def check_source(ctx: Any, what: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """``memoryview(obj)``: ``obj`` must be a bytes, bytearray or memoryview; any other
    buffer provider is refused with a message saying what to use instead (a non-buffer object
    goes on to CPython's own TypeError)."""
    if len(args) + len(kwargs) != 1:
        return  # CPython's own argument errors
    source: Any = args[0] if args else kwargs.get("object")
    if isinstance(source, _BASES) or type(source) is memoryview:
        return
    t = type(source)
    try:
        with memoryview(source):
            pass
    except (TypeError, ValueError):
        return  # no buffer: CPython's "a bytes-like object is required" when it is called
    instead = next((why for k, why in _INSTEAD.items() if isinstance(source, k)),
                   "use bytes(obj) and a view of that")
    raise TypeError(f"memoryview of a '{t.__name__}' object is not available in the sandbox "
                    f"(views are over bytes, bytearray and memoryview only): {instead}")


def _checked_new(cls: Any, *args: Any, **kwargs: Any) -> Any:
    """``memoryview.__new__(cls, obj)``: the constructor's check, then CPython's slot."""
    check_source(current_ctx(), "memoryview", args, kwargs)
    return memoryview.__new__(cls, *args, **kwargs)


def install() -> None:
    """Put the view's checked members in the gate and its class among the guest's types."""
    from . import costmodel
    names = frozenset(n for n in dir(memoryview) if not n.startswith("_"))
    gate.ALLOWED_ATTRS[memoryview] = names
    gate.GUEST_VISIBLE_TYPES.add(memoryview)
    for name, checked in _CHECKED.items():
        gate.OVERRIDES[(memoryview, name)] = _switching(name, checked)
        gate.TYPE_OVERRIDES[(memoryview, name)] = unbound_method(memoryview, name, checked)
    gate.OVERRIDES[(memoryview, "obj")] = _obj
    # its iterator has no length hint: C consumers (list(iter(mv))...) drain it per item,
    # charged and with what they gather checked against the memory limit
    register_lazy(type(iter(memoryview(b""))))
    new = make_builtin("__new__", _checked_new, memoryview.__new__.__doc__)
    gate.TYPE_OVERRIDES[(memoryview, "__new__")] = lambda _type: new
    costmodel.enforced("memoryview", memoryview, costmodel.checked(check_source),
                       current_ctx)
