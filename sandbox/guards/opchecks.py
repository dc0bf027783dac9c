"""Size and time checks shared by the compiled operators, the checked dunders and the
builtins (``*``, ``**``, ``<<``, ``+``, ``round``, division): each runs before CPython builds a
result, so a huge object is refused before it exists. No guest code runs in them."""

from __future__ import annotations

import operator
import sys
from decimal import Decimal
from fractions import Fraction
from typing import Any

from ..runtime import gate
from ..runtime.costs import (
    charge_bytes,
    check_time,
    div_seconds,
    inverse_seconds,
    mul_seconds,
    pow_mod_seconds,
    pow_seconds,
)
from . import decimals
from .sizes import view_nbytes

_SEQ_TYPES = (str, bytes, bytearray, list, tuple)
_SEQ_SET = frozenset(_SEQ_TYPES)
_TEXT_TYPES = (str, bytes, bytearray)
_TEXT_SET = frozenset(_TEXT_TYPES)
_MAXSIZE = sys.maxsize
_index = operator.index
_SLOT_WRAPPER = type(str.__mul__)


def exact_int(x: Any) -> Any:
    """``x`` as an exact int when it is an int subclass (``bool``, ``IntEnum``, a guest
    subclass: whose ``bit_length``, comparisons and ``__len__`` guest code may override),
    else ``x`` itself. No guest code runs."""
    if type(x) is not int and isinstance(x, int):
        return _index(x)
    return x


def host_len(obj: Any) -> int:
    """``len(obj)`` as the C code of obj's host base class sees it: a guest subclass's
    ``__len__`` is not asked (it could understate a size)."""
    t = type(obj)
    if t in _SEQ_SET:
        return len(obj)
    for klass in t.__mro__:
        if "__len__" in klass.__dict__ and getattr(klass, gate.GUEST_FLAG, False) is not True:
            length: int = klass.__dict__["__len__"](obj)
            return length
    return len(obj)


def check_pow(ctx: Any, base: Any, exp: Any) -> None:
    """Refuse ``base ** exp`` for ints when the result would exceed the memory limit."""
    if type(exp) is not int:
        if isinstance(exp, Fraction) and exp.denominator == 1:
            exp = exp.numerator  # int ** Fraction(n): CPython raises to the int n
        elif not isinstance(exp, int):
            if isinstance(base, Decimal) or isinstance(exp, Decimal):
                decimals.check_pow(ctx, base, exp)  # timed by the context's precision
            return
        exp = _index(exp)
    if exp > 1 or exp < -1:
        if type(base) is not int:
            if isinstance(base, Fraction):  # numerator and denominator are raised in turn
                check_pow(ctx, base.numerator, abs(exp))
                check_pow(ctx, base.denominator, abs(exp))
                return
            if not isinstance(base, int):
                if isinstance(base, Decimal):
                    decimals.check_pow(ctx, base, exp)
                return
            base = _index(base)
        if exp < 0:
            return  # a float
        bits = base.bit_length() - 1  # |base| >= 2 ** bits
        if bits * exp > 8 * 4096:
            ctx.check_alloc(bits * exp // 8, "integer power")
            # a result under the memory limit can still take minutes (10 ** 10 ** 8)
            check_time(ctx, pow_seconds(base, exp), "an integer power")


def check_pow_mod(ctx: Any, base: Any, exp: Any, mod: Any) -> None:
    """Refuse ``pow(base, exp, mod)`` for ints when it would run past the deadline (one
    modular multiplication per exponent bit, each quadratic in the modulus's size)."""
    base, exp, mod = exact_int(base), exact_int(exp), exact_int(mod)
    if type(base) is int and type(exp) is int and type(mod) is int and mod:
        mod_bits = mod.bit_length()
        check_time(ctx, div_seconds(base.bit_length(), mod_bits)
                   + pow_mod_seconds(exp.bit_length(), mod_bits)
                   + (inverse_seconds(mod_bits) if exp < 0 else 0.0),  # pow(a, -1, m)
                   "a modular power")


def _item_bytes(seq: Any) -> int:
    return 1 if isinstance(seq, _TEXT_TYPES) else 8


def check_mul(ctx: Any, a: Any, b: Any) -> None:
    """Refuse sequence repetition or int products larger than the memory limit (a count
    beyond ``sys.maxsize`` is left to CPython, which raises OverflowError at once)."""
    ta = type(a)
    tb = type(b)
    if ta is int:
        if tb is int:
            a_bits, b_bits = a.bit_length(), b.bit_length()
            size = (a_bits + b_bits) // 8
            if size > 4096:
                ctx.check_alloc(size, "integer product")
                check_time(ctx, mul_seconds(a_bits, b_bits), "an integer product")
        elif tb in _SEQ_SET:
            if 1 < a <= _MAXSIZE:
                ctx.check_alloc(len(b) * a * (1 if tb in _TEXT_SET else 8),
                                "sequence repetition")
        elif isinstance(b, int):  # bool, IntEnum, guest subclasses: as exact ints
            check_mul(ctx, a, _index(b))
        elif 1 < a <= _MAXSIZE:
            _check_repeat(ctx, b, tb, a)
    elif tb is int:
        if ta in _SEQ_SET:
            if 1 < b <= _MAXSIZE:
                ctx.check_alloc(len(a) * b * (1 if ta in _TEXT_SET else 8),
                                "sequence repetition")
        elif isinstance(a, int):
            check_mul(ctx, _index(a), b)
        elif 1 < b <= _MAXSIZE:
            _check_repeat(ctx, a, ta, b)
    elif isinstance(a, int) or isinstance(b, int):  # as exact ints: no guest method is asked
        check_mul(ctx, exact_int(a), exact_int(b))


def _check_repeat(ctx: Any, seq: Any, t: type, count: int) -> None:
    """Refuse ``seq * count`` (count > 1) for a sequence that is not an exact builtin one (a
    subclass is sized as its host base class sees it)."""
    # the instances' own __len__ (an enum class's metaclass has one: a float-mixed Enum member
    # times 2 asked len() of the member)
    if isinstance(seq, _SEQ_TYPES) or (any("__len__" in k.__dict__ for k in t.__mro__)
                                       and hasattr(t, "__mul__")
                                       and t is not float and t is not complex):
        ctx.check_alloc(host_len(seq) * count * _item_bytes(seq), "sequence repetition")


#: Operand types of a product that never ask ``__index__`` for a repetition count: for them
#: the compiled ``*`` needs :func:`check_mul` alone.
PLAIN_OPERANDS = frozenset({int, float, bool, complex, str, bytes, bytearray, list, tuple})


def _repeats(t: type) -> bool:
    """Whether ``t * n`` and ``n * t`` are a host sequence's repetition slot (which takes the
    count from ``n.__index__``): a host ``__mul__`` slot wrapper on a sized type, inherited
    unchanged by guest subclasses."""
    if not hasattr(t, "__len__"):
        return False
    for name in ("__mul__", "__rmul__"):
        owner = next((k for k in t.__mro__ if name in k.__dict__), None)
        if owner is None or getattr(owner, gate.GUEST_FLAG, False) is True or \
                type(owner.__dict__[name]) is not _SLOT_WRAPPER:
            return False
    return True


def _counted_by_index(t: type) -> bool:
    """Whether CPython takes ``x``'s value from ``__index__`` when a sequence is repeated
    ``x`` times (no ``__mul__``/``__rmul__`` of its own is asked first)."""
    return hasattr(t, "__index__") and not hasattr(t, "__mul__") and not hasattr(t, "__rmul__")


def repeat_operands(a: Any, b: Any) -> tuple[Any, Any]:
    """``(a, b)``, with an object that CPython would read through ``__index__`` as the count
    of a sequence repetition replaced by that int: ``__index__`` is asked once, here, so the
    size check and the repetition see the same count."""
    ta, tb = type(a), type(b)
    if tb not in PLAIN_OPERANDS and _counted_by_index(tb) and _repeats(ta):
        return a, _index(b)
    if ta not in PLAIN_OPERANDS and _counted_by_index(ta) and _repeats(tb):
        return _index(a), b
    return a, b


def checked_mul(ctx: Any, a: Any, b: Any) -> Any:
    """``a * b`` after :func:`check_mul`, for operands not all in :data:`PLAIN_OPERANDS`."""
    if type(a) not in PLAIN_OPERANDS or type(b) not in PLAIN_OPERANDS:
        a, b = repeat_operands(a, b)
    check_mul(ctx, a, b)
    return a * b


def checked_imul(ctx: Any, a: Any, b: Any) -> Any:
    """``a *= b`` after :func:`check_mul` (a count taken from ``__index__`` asked once)."""
    if type(a) not in PLAIN_OPERANDS or type(b) not in PLAIN_OPERANDS:
        a, b = repeat_operands(a, b)
    check_mul(ctx, a, b)
    a *= b
    return a


def check_round(ctx: Any, number: Any, ndigits: Any) -> None:
    """Refuse ``round(number, ndigits)`` of an int with ``ndigits < 0`` beyond the limits:
    CPython computes ``10 ** -ndigits`` and divides ``number`` by it."""
    if isinstance(number, int) and isinstance(ndigits, int):
        n = -exact_int(ndigits)
        if n > 0:
            check_pow(ctx, 10, n)
            check_time(ctx, div_seconds(exact_int(number).bit_length(), n * 10 // 3),
                       "an integer rounding")
    elif isinstance(number, Fraction) and isinstance(ndigits, int):
        check_pow(ctx, 10, abs(exact_int(ndigits)))  # Fraction.__round__ scales by 10**n


def round_operands(number: Any, ndigits: Any) -> Any:
    """``ndigits`` as int's ``__round__`` reads it (``__index__`` asked once, here, so the
    check and the rounding see the same value) when that method will do the rounding."""
    if type(ndigits) is not int and ndigits is not None and hasattr(type(ndigits), "__index__") \
            and getattr(type(number), "__round__", None) is _INT_ROUND:
        return _index(ndigits)
    return ndigits


_INT_ROUND = int.__round__


def check_division(ctx: Any, a: Any, b: Any) -> None:
    """Refuse ``//``, ``%``, ``divmod`` of huge ints that would run past the deadline."""
    if isinstance(a, int) and isinstance(b, int):
        a, b = exact_int(a), exact_int(b)
        check_time(ctx, div_seconds(a.bit_length(), b.bit_length()), "an integer division")


def check_lshift(ctx: Any, a: Any, b: Any) -> None:
    """Refuse ``a << b`` for ints when the result would exceed the memory limit."""
    if isinstance(a, int) and isinstance(b, int):
        a, b = exact_int(a), exact_int(b)
        if b > 4096 * 8 and a:
            ctx.check_alloc((a.bit_length() + b) // 8, "left shift")


def _concat_kind(seq: Any) -> type | None:
    for t in (str, list, tuple):
        if isinstance(seq, t):
            return t
    return bytes if isinstance(seq, (bytes, bytearray)) else None


def check_add(ctx: Any, a: Any, b: Any) -> None:
    """Refuse a sequence concatenation larger than the memory limit."""
    if type(a) is int or type(a) is float:
        return
    kind = _concat_kind(a)
    if kind is bytes and type(b) is memoryview:  # b"..." + view: the view's bytes are copied
        n = host_len(a) + view_nbytes(b)
    elif kind is not None and kind is _concat_kind(b):
        n = host_len(a) + host_len(b)
    else:
        return
    if n > 1_000_000:
        size = n if kind is str or kind is bytes else n * 8
        ctx.check_alloc(size, "concatenation", size)  # built while a and b are alive
        charge_bytes(ctx, size)  # the copy's time, against steps and the deadline


