"""``decimal`` for the guest: CPython's ``Decimal`` with per-session contexts.

CPython keeps the current decimal context in a context variable; every guest run and task is a
greenlet that starts with an empty one, so a run never sees the host's or another session's
context. The session owns one :class:`Context` (a subclass of ``decimal.Context``):
``getcontext()`` installs it in the running greenlet on first use and returns it, so settings
made through it persist across the session's runs; ``setcontext()`` replaces it (outside a
``localcontext`` block); ``localcontext()`` works as in CPython.

Precision is capped at :data:`DECIMAL_MAX_PREC` digits: arithmetic runs in C, in one call the
deadline cannot interrupt, and ``ln``/``exp``/``power`` grow quadratically with the precision
(``ln(2)`` at 20 000 digits takes half a minute). Every context a guest can hold is a
:class:`Context` (``copy()``, ``localcontext()``, the ``BasicContext``/``ExtendedContext``/
``DefaultContext`` copies), whose constructor and ``prec`` setter refuse more with CPython's
``ValueError``. The module-level templates are per-session copies: the real ones are
process-global.

Known limits (they need the core, not this wrapper): runs reuse pooled greenlets, whose
context variables outlive the run, so a run's Decimal arithmetic *before* its first
``getcontext()``/``setcontext()``/``localcontext()`` uses whatever context the greenlet last
held -- CPython's default, or another session's (its precision, and its flags get set). Every
context this module hands out is marked with its session, and ``getcontext()`` replaces a
foreign one, so a session never *obtains* another's context; giving each session its own
``contextvars.Context`` as the runner's ``gr_context`` would close the rest.

A Decimal's digits are sized from its exponent (:mod:`sandbox.guards.decimals`) before they
are written out: fixed-point formatting (``format``, ``str.format``, f-strings), ``int(d)``,
``round(d)``, ``'%d' % d``, ``as_integer_ratio``, ``Fraction(d)`` and ``statistics`` (the call
guard checks a Decimal handed to ``int``/``round``/``Fraction``); modular powers
(``pow(a, b, m)``, ``Context.power``) are timed. Not checked: the other direction, an int of
millions of digits turned into a Decimal (``Decimal(n)``, ``d + n``, ``d == n``: quadratic in
C), and guest subclasses of Decimal handed to ``int()``.
"""

from __future__ import annotations

import decimal
import fractions
from typing import Any, Literal

from ..guards import decimals
from ..guards.costmodel import costs
from ..guards.iterguard import register_value_check
from ..runtime import classes, gate
from ..runtime.builtins import BoundCheck, make_builtin, unbound_method
from ..runtime.context import current_ctx
from . import ModuleEnv, register

#: The largest precision a guest context may have (CPython: ``decimal.MAX_PREC``).
DECIMAL_MAX_PREC = 5_000
_SETTABLE = ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps")


def _check_prec(value: Any) -> Any:
    if isinstance(value, int):
        prec = int.__index__(value)
        if prec > DECIMAL_MAX_PREC:
            raise ValueError(f"valid range for prec is [1, {DECIMAL_MAX_PREC}] in the sandbox")
        return prec
    return value


class Context(decimal.Context):
    """A decimal context whose precision is capped for the sandbox."""

    __slots__ = ("_owner",)  # the session that made or installed it (see getcontext)
    __sandbox_settable__ = frozenset(_SETTABLE)

    def __init__(self, prec: Any = None, rounding: Any = None, Emin: Any = None,  # noqa: N803
                 Emax: Any = None, capitals: Any = None, clamp: Any = None,  # noqa: N803
                 flags: Any = None, traps: Any = None) -> None:
        super().__init__(_check_prec(prec), rounding, Emin, Emax, capitals, clamp, flags, traps)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "prec":
            value = _check_prec(value)
        decimal.Context.__setattr__(self, name, value)

    def copy(self) -> Context:
        """Return a duplicate of the context with all flags cleared."""
        return _copy(self)

    def __copy__(self) -> Context:
        return _copy(self)


Context.__module__ = "decimal"
Context.__init__.__doc__ = decimal.Context.__doc__


def _copy(ctx: Any, owner: Any = None) -> Context:
    """A :class:`Context` with the settings, flags and traps of ``ctx``."""
    new = Context(ctx.prec, ctx.rounding, ctx.Emin, ctx.Emax, ctx.capitals, ctx.clamp,
                  flags=[s for s, v in ctx.flags.items() if v],
                  traps=[s for s, v in ctx.traps.items() if v])
    new._owner = owner if owner is not None else getattr(ctx, "_owner", None)
    return new


class _ContextManager:
    """What ``localcontext()`` returns (``with localcontext() as ctx:``)."""

    __slots__ = ("_local", "_saved")
    __sandbox_attrs__: frozenset[str] = frozenset()
    _local: Any
    _saved: Any

    def __new__(cls, *args: Any, **kwargs: Any) -> _ContextManager:
        raise TypeError("cannot create 'decimal.ContextManager' instances")

    def __enter__(self) -> Context:
        decimal.setcontext(self._local)
        return self._local  # type: ignore[no-any-return]

    def __exit__(self, *exc: Any) -> Literal[False]:
        decimal.setcontext(self._saved)
        return False


_ContextManager.__name__ = _ContextManager.__qualname__ = "ContextManager"
_ContextManager.__module__ = "decimal"

_DecimalTuple = type(decimal.Decimal(0).as_tuple())
_SignalDict = type(decimal.Context().traps)

gate.ALLOWED_ATTRS.update({
    decimal.Decimal: frozenset(n for n in dir(decimal.Decimal) if not n.startswith("_")),
    Context: frozenset(n for n in dir(decimal.Context) if not n.startswith("_"))
    | {"flags", "traps"},
    # a context's own flags/traps mapping (MutableMapping methods over that context only)
    _SignalDict: frozenset({"clear", "copy", "get", "items", "keys", "pop", "popitem",
                            "setdefault", "update", "values"}),
    _DecimalTuple: frozenset({"sign", "digits", "exponent", "count", "index", "_fields",
                              "_asdict", "_replace"}),
})
gate.GUEST_VISIBLE_TYPES.add(decimal.Decimal)  # Decimal.from_float(...)
classes.SUBCLASSABLE.add(decimal.Decimal)


# --- conversions that write out every digit ----------------------------------------------------

_FROM_DECIMAL = vars(fractions.Fraction)["from_decimal"].__func__


def _guard_decimal(ctx: Any, fn: Any, d: Any) -> Any:
    """Check a Decimal handed to a host callable that converts it to an int or a fraction
    (``int(d)``, ``round(d)``, ``Fraction(d)``, ``Fraction.from_decimal(d)``)."""
    if fn is int or fn is round:
        decimals.check_int(ctx, d, f"{fn.__name__}() of a Decimal")
    elif (isinstance(fn, type) and issubclass(fn, fractions.Fraction)) or \
            getattr(fn, "__func__", None) is _FROM_DECIMAL:
        decimals.check_ratio(ctx, d, "Fraction of a Decimal")
    return d


register_value_check(decimal.Decimal, _guard_decimal)


def _as_integer_ratio(d: Any) -> tuple[int, int]:
    decimals.check_ratio(current_ctx(), d, "Decimal.as_integer_ratio")
    return decimal.Decimal.as_integer_ratio(d)


def _bound_ratio(d: Any) -> Any:
    return BoundCheck(_as_integer_ratio, d, "as_integer_ratio")


_RATIO = make_builtin("as_integer_ratio", _as_integer_ratio,
                      decimal.Decimal.as_integer_ratio.__doc__)
gate.OVERRIDES[(decimal.Decimal, "as_integer_ratio")] = _bound_ratio
gate.TYPE_OVERRIDES[(decimal.Decimal, "as_integer_ratio")] = lambda _cls: _RATIO


def _power(context: Any, a: Any, b: Any, modulo: Any = None) -> Any:
    """Context.power(a, b, modulo): a modular power costs a product per bit of ``b``; any
    other is timed by the precision (:func:`sandbox.guards.decimals.check_function`)."""
    if modulo is not None:
        decimals.check_powmod(current_ctx(), b, modulo)
    elif isinstance(context, decimal.Context):
        decimals.check_function(current_ctx(), "power", decimal.Context.__getattribute__(
            context, "prec"), b)
    return decimal.Context.power(context, a, b, modulo)


gate.OVERRIDES[(Context, "power")] = lambda context: BoundCheck(_power, context, "power")


def _timed_method(name: str) -> tuple[Any, Any]:
    """``Decimal.name`` and ``Context.name`` (``ln``, ``log10``, ``exp``, ``sqrt``) checked
    at the precision of the context they will use (issue 13: ``ln`` at 5,000 digits is
    seconds of C code in one call)."""
    on_decimal = getattr(decimal.Decimal, name)
    on_context = getattr(decimal.Context, name)

    def of_decimal(d: Any, context: Any = None) -> Any:
        used = context if isinstance(context, decimal.Context) else decimal.getcontext()
        decimals.check_function(current_ctx(), name, decimal.Context.__getattribute__(
            used, "prec"))
        return on_decimal(d, context)

    def of_context(context: Any, a: Any) -> Any:
        if isinstance(context, decimal.Context):
            decimals.check_function(current_ctx(), name, decimal.Context.__getattribute__(
                context, "prec"))
        return on_context(context, a)
    return of_decimal, of_context


def _binder(fn: Any, name: str) -> Any:
    """The gate override handing out ``fn`` bound to the object read from."""
    def bind(obj: Any) -> BoundCheck:
        return BoundCheck(fn, obj, name)
    return bind


for _name in ("ln", "log10", "exp", "sqrt"):
    _of_decimal, _of_context = _timed_method(_name)
    gate.OVERRIDES[(decimal.Decimal, _name)] = _binder(_of_decimal, _name)
    gate.TYPE_OVERRIDES[(decimal.Decimal, _name)] = unbound_method(decimal.Decimal, _name,
                                                                    _of_decimal)
    gate.OVERRIDES[(Context, _name)] = _binder(_of_context, _name)

_SIGNALS = ["DecimalException", "Clamped", "InvalidOperation", "DivisionByZero", "Inexact",
            "Rounded", "Subnormal", "Overflow", "Underflow", "FloatOperation",
            "ConversionSyntax", "DivisionImpossible", "DivisionUndefined", "InvalidContext"]
_CONSTANTS = ["ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_HALF_UP",
              "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP", "MAX_PREC", "MAX_EMAX",
              "MIN_EMIN", "MIN_ETINY", "HAVE_THREADS", "HAVE_CONTEXTVAR"]


@register("decimal", doc="Decimal fixed- and floating-point arithmetic (CPython's decimal, "
                         f"precision up to {DECIMAL_MAX_PREC} digits).", costs=costs(
    # arithmetic is bounded by the capped precision; conversions of huge exponents are
    # checked by the value checks of sandbox.guards.decimals
    constant=["Decimal", "Context", "DecimalTuple", *_SIGNALS],
    wrapped=("getcontext", "setcontext", "localcontext")))
def build_decimal(env: ModuleEnv) -> dict[str, Any]:
    token = object()  # marks this session's contexts
    session = [_copy(decimal.DefaultContext, token)]  # replaced by setcontext at top level
    templates = {name: _copy(getattr(decimal, name), token)
                 for name in ("DefaultContext", "BasicContext", "ExtendedContext")}

    def mine(context: Any) -> bool:
        return type(context) is Context and getattr(context, "_owner", None) is token

    def getcontext() -> Context:
        """Returns this thread's context."""
        current = decimal.getcontext()
        if not mine(current):  # a fresh run or task (or a greenlet another session used)
            current = session[0]
            decimal.setcontext(current)
        return current  # type: ignore[return-value]

    def setcontext(context: Any, /) -> None:
        """Set a new default context."""
        if not isinstance(context, decimal.Context):
            raise TypeError("argument must be a context")
        if type(context) is not Context or any(context is t for t in templates.values()) or \
                getattr(context, "_owner", token) is not token:
            context = _copy(context, token)  # CPython copies the templates too
        context._owner = token
        current = decimal.getcontext()
        if not mine(current) or current is session[0]:  # not in a localcontext
            session[0] = context
        decimal.setcontext(context)

    def localcontext(ctx: Any = None, **kwargs: Any) -> _ContextManager:
        """Return a context manager that will set the default context to a copy of ctx on
        entry to the with-statement and restore the previous default context when exiting
        the with-statement."""
        saved = getcontext()
        if ctx is not None and not isinstance(ctx, decimal.Context):
            raise TypeError("optional argument must be a context")
        local = _copy(saved if ctx is None else ctx, token)
        for key, value in kwargs.items():
            if key not in _SETTABLE:
                raise TypeError(f"'{key}' is an invalid keyword argument for this function")
            setattr(local, key, value)
        manager = object.__new__(_ContextManager)
        manager._local = local
        manager._saved = saved
        return manager

    ns: dict[str, Any] = {
        "Decimal": decimal.Decimal, "Context": Context, "DecimalTuple": _DecimalTuple,
        **{name: getattr(decimal, name) for name in _SIGNALS + _CONSTANTS},
        **templates,
    }
    for fn in (getcontext, setcontext, localcontext):
        ns[fn.__name__] = make_builtin(fn.__name__, fn, fn.__doc__)
    return ns
