"""Operator dunders of host values, handed to guest code behind the compiled operators' checks.

``'a'.__mul__(n)``, ``str.__mul__('a', n)``, ``(1).__lshift__(n)``, ``x.__format__(spec)`` and
``super().__pow__(n)`` in a guest subclass of ``int`` run the same C code as ``*``, ``<<``,
``format`` and ``**``, so the gate never hands out a host's own method for a name in
:data:`CHECKED`: wherever guest code reads one (on a host value or type, on a guest subclass or
its instances, through ``super()`` or ``object.__getattribute__``), it gets a stand-in that runs
the operator's check (``check_mul``, ``check_pow``, ``percent.check_percent``...) and then the
method of the host class that defines the name. The in-place names (``__imul__``...) are only
reachable on guest subclasses: the gate refuses them on host values. A host ``__dir__``
(``object``'s, ``Enum``'s) goes through the same stand-ins, its result without the sandbox's
internal names, as ``dir()`` shows it.
"""

from __future__ import annotations

import operator
import types
from collections import deque
from collections.abc import Callable
from typing import Any

from ..runtime import gate
from ..runtime.builtins import BoundCheck
from ..runtime.context import current_ctx
from ..runtime.views import is_internal
from .formatchecks import checked_format
from .iterguard import GUARDED_TYPES, guard_arg
from .opchecks import (
    check_add,
    check_division,
    check_lshift,
    check_mul,
    check_pow,
    check_pow_mod,
    check_round,
    round_operands,
)
from .percent import check_percent, checked_percent
from .sizechecks import check_growth

#: A checked body: (run context, host method, receiver, positional arguments) -> result.
Body = Callable[[Any, Any, Any, tuple[Any, ...]], Any]


def _mul(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    """``__mul__``/``__rmul__``/``__imul__``: repetition and products are symmetric."""
    if len(args) == 1:
        other = args[0]
        if isinstance(obj, int):
            if isinstance(other, int):  # int's method answers NotImplemented to the rest
                check_mul(ctx, obj, other)
        else:
            if not isinstance(other, int) and type(real) is types.WrapperDescriptorType \
                    and hasattr(type(obj), "__len__") and hasattr(type(other), "__index__"):
                # a sequence's repeat slot asks __index__ once: ask it here, pass the int on
                other = operator.index(other)
                args = (other,)
            check_mul(ctx, obj, other)
    return real(obj, *args)


def _add(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_add(ctx, obj, args[0])
    return real(obj, *args)


#: Types whose in-place ``+=``/``|=`` grows the object by any iterable, drained in C.
_GROWS_BY_ITERABLE = (list, bytearray, deque, dict)


def _grow(ctx: Any, obj: Any, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """What the compiled ``+=``/``|=`` does first: a lazy iterable drained in C is charged per
    item, and the grown container is sized."""
    if type(args[0]) in GUARDED_TYPES:
        args = (guard_arg(ctx, list, args[0]),)
    check_growth(ctx, obj, "", args)
    return args


def _iadd(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        if isinstance(obj, _GROWS_BY_ITERABLE):
            args = _grow(ctx, obj, args)
        check_add(ctx, obj, args[0])  # sized as a concatenation too (subclass operands)
    return real(obj, *args)


def _ior(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1 and isinstance(obj, (dict, set)):
        args = _grow(ctx, obj, args)
    return real(obj, *args)


def _radd(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_add(ctx, args[0], obj)
    return real(obj, *args)


def _pow(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1 or (len(args) == 2 and args[1] is None):
        check_pow(ctx, obj, args[0])
    elif len(args) == 2:
        check_pow_mod(ctx, obj, args[0], args[1])
    return real(obj, *args)


def _rpow(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1 or (len(args) == 2 and args[1] is None):
        check_pow(ctx, args[0], obj)
    elif len(args) == 2:
        check_pow_mod(ctx, args[0], obj, args[1])
    return real(obj, *args)


def _lshift(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_lshift(ctx, obj, args[0])
    return real(obj, *args)


def _rlshift(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_lshift(ctx, args[0], obj)
    return real(obj, *args)


_TEMPLATES = (str, bytes, bytearray)
_TEMPLATE_SET = frozenset(_TEMPLATES)


def _exact(value: Any) -> Any:
    """A copy of a str/bytes/bytearray/tuple subclass instance as its exact base type (what
    the C code reads; a guest subclass's ``__len__``, ``find``... are never asked)."""
    kinds: tuple[Any, ...] = (str, bytes, bytearray, tuple)
    for kind in kinds:
        if isinstance(value, kind):
            return value if type(value) is kind else kind.__getitem__(value, slice(None))
    return value


#: The host printf methods: ``real(template, values)`` is ``exact_template % values`` for them.
_BASE_MOD = frozenset({str.__mod__, bytes.__mod__, bytearray.__mod__})


def _percent(ctx: Any, template: Any, values: Any, call: Callable[[], Any]) -> Any:
    """``template % values`` (a str/bytes template), which ``call()`` computes with a host
    ``__mod__``, checked as the compiled ``%`` checks it. The template is read as its exact
    base type (a guest subclass's ``__len__``, ``find``... are never asked) and a tuple
    subclass as a tuple, as C reads them."""
    if isinstance(values, tuple):
        values = _exact(values)
    elif isinstance(values, _TEMPLATES) and type(values) not in _TEMPLATE_SET:
        # a str/bytes subclass as the values: its own __rmod__ would answer ``%``
        check_percent(ctx, _exact(template), values)
        return call()
    # the exact template's own '%' (mapping values are counted as C reads them)
    return checked_percent(ctx, _exact(template), values)


def checked_mod(ctx: Any, a: Any, b: Any, op: Callable[[Any, Any], Any] = operator.mod) -> Any:
    """``op(a, b)`` (``operator.mod`` or ``imod``) with the compiled ``%``'s checks."""
    if isinstance(a, _TEMPLATES):
        if type(a) in _TEMPLATE_SET:  # str, bytes and bytearray have no __imod__
            return checked_percent(ctx, a, b)
        if getattr(type(a), "__mod__", None) in _BASE_MOD:  # a subclass keeping the host '%'
            return _percent(ctx, a, b, lambda: op(a, b))
        check_percent(ctx, _exact(a), _exact(b) if isinstance(b, tuple) else b)
    else:
        check_division(ctx, a, b)
    return op(a, b)


def _mod(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    """``__mod__``: printf formatting for str/bytes templates, division for ints."""
    if len(args) == 1:
        if isinstance(obj, _TEMPLATES):
            if real in _BASE_MOD:
                return _percent(ctx, obj, args[0], lambda: real(obj, *args))
            check_percent(ctx, _exact(obj), args[0])
        else:
            check_division(ctx, obj, args[0])
    return real(obj, *args)


def _rmod(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    """``template.__rmod__`` formats ``other % template`` when other is of its own kind."""
    if len(args) == 1:
        other = args[0]
        for kind in _TEMPLATES:
            if isinstance(obj, kind):
                if isinstance(other, kind):
                    return _percent(ctx, other, obj, lambda: real(obj, *args))
                break
        else:
            check_division(ctx, other, obj)
    return real(obj, *args)


def _div(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_division(ctx, obj, args[0])
    return real(obj, *args)


def _rdiv(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        check_division(ctx, args[0], obj)
    return real(obj, *args)


def _round(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    """``int.__round__(-n)`` computes ``10 ** n`` and divides by it; other numbers get what
    ``round()`` checks (a Decimal's digits)."""
    if len(args) == 1 and real is _INT_ROUND:
        args = (round_operands(obj, args[0]),)
        check_round(ctx, obj, args[0])
    elif type(obj) in GUARDED_TYPES:
        guard_arg(ctx, round, obj)
    return real(obj, *args)


_INT_ROUND = int.__dict__["__round__"]


def _format(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    if len(args) == 1 and isinstance(args[0], str):
        return checked_format(ctx, obj, str.__str__(args[0]), real)
    return real(obj, *args)


def _dir(ctx: Any, real: Any, obj: Any, args: tuple[Any, ...]) -> Any:
    """A host ``__dir__`` lists what a guest class holds, the sandbox's markers too."""
    return [n for n in real(obj, *args) if not is_internal(n)]


#: Dunder name -> checked body: every host method that can build a huge object or run long in
#: one C call, as the compiled operator behind it would check it.
CHECKED: dict[str, Body] = {
    "__mul__": _mul, "__rmul__": _mul, "__imul__": _mul,
    "__add__": _add, "__iadd__": _iadd, "__radd__": _radd, "__ior__": _ior,
    "__pow__": _pow, "__ipow__": _pow, "__rpow__": _rpow,
    "__lshift__": _lshift, "__ilshift__": _lshift, "__rlshift__": _rlshift,
    "__mod__": _mod, "__imod__": _mod, "__rmod__": _rmod,
    "__floordiv__": _div, "__ifloordiv__": _div, "__divmod__": _div,
    "__rfloordiv__": _rdiv, "__rdivmod__": _rdiv,
    "__round__": _round,
    "__format__": _format,
    "__dir__": _dir,
}


class SlotCheck:
    """A checked host dunder read from a type (``str.__mul__``): ``call(obj, *args)``. Stored
    as a class attribute it binds to instances, like the slot wrapper it stands for."""

    __slots__ = ("_fn", "_owner", "__name__", "__qualname__")
    __sandbox_attrs__ = frozenset({"__name__", "__qualname__"})

    def __init__(self, fn: Callable[..., Any], owner: type, name: str) -> None:
        self._fn = fn
        self._owner = owner
        self.__name__ = name
        self.__qualname__ = f"{owner.__name__}.{name}"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._fn(*args, **kwargs)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        return self if obj is None else BoundCheck(self._fn, obj, self.__name__)

    def __repr__(self) -> str:
        return f"<slot wrapper '{self.__name__}' of '{self._owner.__name__}' objects>"


SlotCheck.__name__ = SlotCheck.__qualname__ = "wrapper_descriptor"
SlotCheck.__module__ = "builtins"

#: Stand-ins made for process-wide host classes (builtins and the types the gate's tables
#: name); those of other classes (per-session subclasses of module wrappers) are made afresh,
#: so no global table keeps a session's class alive.
_made: dict[tuple[type, str], SlotCheck | None] = {}


def _unbound(owner: type, name: str) -> SlotCheck | None:
    """The checked stand-in for ``owner.__dict__[name]`` (None if that is no method)."""
    key = (owner, name)
    if key in _made:
        return _made[key]
    made = _make(owner, name)
    if owner.__module__ == "builtins" or owner in gate.GUEST_VISIBLE_TYPES \
            or owner in gate.ALLOWED_ATTRS:
        _made[key] = made
    return made


def _make(owner: type, name: str) -> SlotCheck | None:
    """A stand-in calling ``owner.__dict__[name]`` through its checked body (the body runs
    only for a receiver of ``owner``'s type; anything else gets CPython's own error)."""
    real = owner.__dict__.get(name)
    body = CHECKED[name]
    made: SlotCheck | None = None
    if callable(real) and not isinstance(real, (classmethod, staticmethod)):
        def call(*args: Any, **kwargs: Any) -> Any:
            if args and not kwargs and isinstance(args[0], owner):
                return body(current_ctx(), real, args[0], args[1:])
            return real(*args, **kwargs)  # CPython's own argument errors
        made = SlotCheck(call, owner, name)
    return made


def checked_dunder(owner: type, name: str, obj: Any, bound: bool) -> Any:
    """The stand-in for host class ``owner``'s method ``name``: bound to ``obj`` if
    ``bound``, else unbound; None when ``owner`` defines no such method."""
    unbound = _unbound(owner, name)
    if unbound is None or not bound:
        return unbound
    return BoundCheck(unbound._fn, obj, name)


gate.CHECKED_DUNDERS.update(dict.fromkeys(CHECKED, checked_dunder))
