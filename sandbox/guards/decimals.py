"""Size and time checks for turning a ``Decimal`` into digits.

A ``Decimal`` stores a coefficient and an exponent: ``Decimal('1e999999999')`` is a dozen bytes,
but writing it out in fixed point (``format(d, 'f')``), converting it to an int (``int(d)``,
``round(d)``, ``'%d' % d``, ``math.floor(d)``) or to a fraction (``d.as_integer_ratio()``,
``Fraction(d)``, ``statistics``) builds every one of its digits in one C call, and the
conversion to an int is quadratic in them. The callers (format paths, the call guard of
:mod:`.iterguard` for ``int``/``round``/``Fraction``, module wrappers) ask these checks first.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from ..runtime.costs import check_time

#: Bytes of an int per decimal digit (log2(10) / 8).
_INT_BYTES_PER_DIGIT = 0.416
#: Below this many digits a conversion is cheap: not checked.
_SMALL_DIGITS = 4096


def int_seconds(digits: int) -> float:
    """Rough time CPython takes to convert a ``digits``-digit Decimal to an int (quadratic)."""
    return 0.36 * (digits / 1e5) ** 2


def _exponent(d: Decimal) -> int:
    exp = d.as_tuple().exponent
    return exp if type(exp) is int else 0


def check_int(ctx: Any, d: Any, what: str) -> None:
    """Refuse converting ``d`` to an int when the int would not fit in memory or the
    conversion would run past the deadline."""
    if isinstance(d, Decimal) and d.is_finite():
        digits = d.adjusted() + 1
        if digits > _SMALL_DIGITS:
            ctx.check_alloc(int(digits * _INT_BYTES_PER_DIGIT), what)
            check_time(ctx, int_seconds(digits), what)


def check_ratio(ctx: Any, d: Any, what: str) -> None:
    """Refuse ``d.as_integer_ratio()`` (numerator and denominator with all the digits of the
    coefficient and of the power of ten) when too big or too slow."""
    if isinstance(d, Decimal) and d.is_finite():
        adjusted = d.adjusted()
        if adjusted > _SMALL_DIGITS or adjusted < -_SMALL_DIGITS or \
                len(d.as_tuple().digits) > _SMALL_DIGITS:
            digits = max(adjusted + 1, 0) + abs(_exponent(d)) + 1
            ctx.check_alloc(int(digits * _INT_BYTES_PER_DIGIT), what)
            check_time(ctx, 2 * int_seconds(digits), what)  # two conversions and a gcd


def fixed_point_chars(d: Decimal, spec: str) -> int:
    """An upper bound of the length of ``format(d, spec)`` for a fixed-point spec (type ``f``,
    ``F`` or ``%``): every digit from the leading one down to the precision (by default, the
    exponent) is written."""
    if not d.is_finite():
        return 5
    adjusted = d.adjusted()
    precision = _precision(spec)
    if spec.endswith("%"):
        adjusted += 2
    int_digits = max(adjusted + 1, 1)
    if precision is None:
        exp = _exponent(d) + (2 if spec.endswith("%") else 0)
        precision = max(-exp, 0)
    chars = int_digits + precision + 3
    if "," in spec or "_" in spec:
        chars += int_digits // 3
    return chars


def _precision(spec: str) -> int | None:
    """The precision written in a format spec (``.3`` in ``>10.3f``), else None."""
    dot = spec.rfind(".")
    if dot < 0:
        return None
    digits = spec[dot + 1:-1]
    return int(digits) if digits.isdigit() and digits.isascii() else None


def check_text(ctx: Any, d: Any, spec: str) -> None:
    """Refuse a fixed-point format of Decimal ``d`` longer than the memory limit allows."""
    if spec[-1:] in ("f", "F", "%"):
        chars = fixed_point_chars(d, spec)
        if chars > _SMALL_DIGITS:
            ctx.check_alloc(chars, "Decimal to text")


def _digits(x: Any) -> int:
    """Decimal digits of the integer part of an int or Decimal (0 for anything else)."""
    if isinstance(x, Decimal):
        return max(x.adjusted() + 1, 0) if x.is_finite() else 0
    if isinstance(x, int):
        return int(int.bit_length(x) * 0.30103) + 1
    return 0


def powmod_seconds(exp_digits: int, mod_digits: int) -> float:
    """Rough time of a modular Decimal power: a modular product per bit of the exponent, each
    about quadratic in the modulus's digits."""
    return exp_digits * (5e-7 + 7e-6 * (mod_digits / 100) ** 1.7)


def check_powmod(ctx: Any, exp: Any, mod: Any) -> None:
    """Refuse ``pow(a, exp, mod)`` / ``Context.power(a, exp, mod)`` on Decimals when it would
    run past the deadline."""
    check_time(ctx, powmod_seconds(_digits(exp), _digits(mod)), "a modular Decimal power")


# --- functions whose time grows with the context's precision -----------------------------------

#: Seconds per cubed digit of precision of a correctly rounded ``ln``/``log10``/``exp`` or
#: non-integral power (libmpdec, measured on the 2-core CI machine: at 1,000 digits ln 63 ms
#: and power 101 ms; at 2,000 ln 0.5 s, power 1.0 s; at 3,500 ln 3.8 s, power 5.4 s), rounded
#: up. Precision is capped at 5,000 digits (``mathmods_decimal.DECIMAL_MAX_PREC``), where one
#: ``ln`` is several seconds of C code no deadline check interrupts.
TRANSCENDENTAL_S_PER_DIGIT3 = 1.5e-10
#: Seconds per squared digit of a square root (5,000 digits: 18 ms), rounded up.
SQRT_S_PER_DIGIT2 = 1e-9
#: Seconds per digit**1.6 of one product at the precision (an integral power makes about two
#: per bit of its exponent; 5,000 digits: ~1.6 ms a product).
MUL_S_PER_DIGIT16 = 2e-9

#: The Decimal (and Context) methods timed by precision, and how.
TIMED_FUNCTIONS = frozenset({"ln", "log10", "exp", "sqrt", "power"})


def precision_seconds(name: str, prec: int, exp: Any = None) -> float:
    """Rough time of Decimal function ``name`` (``ln``, ``log10``, ``exp``, ``sqrt``,
    ``power``) at ``prec`` digits; ``exp``: a power's exponent (an integral one is computed by
    repeated products, any other as ``exp(y * ln(x))``)."""
    if name == "sqrt":
        return SQRT_S_PER_DIGIT2 * prec * prec
    if name == "power" and exp is not None:
        bits = _integral_bits(exp)
        if bits is not None:
            return 2 * max(bits, 1) * MUL_S_PER_DIGIT16 * prec ** 1.6
    return TRANSCENDENTAL_S_PER_DIGIT3 * prec ** 3


#: Exponents up to this many bits are computed by products (libmpdec: an exponent that fits
#: its machine word).
_INTEGRAL_POWER_BITS = 63


def _integral_bits(exp: Any) -> int | None:
    """The bit length of an integral power exponent (an int, or an integral finite Decimal
    of at most 19 digits), None for an exponent that takes the ``exp(y * ln(x))`` path."""
    if isinstance(exp, int):
        bits = int.bit_length(int(exp))
        return bits if bits <= _INTEGRAL_POWER_BITS else None
    if isinstance(exp, Decimal) and Decimal.is_finite(exp):
        if Decimal.adjusted(exp) > 18:
            return None
        if Decimal.__eq__(exp, Decimal.to_integral_value(exp)):
            return int(Decimal.__int__(exp)).bit_length()
    return None


def check_function(ctx: Any, name: str, prec: int, exp: Any = None) -> None:
    """Refuse (past the deadline) and charge Decimal function ``name`` at ``prec`` digits
    before it runs (:func:`precision_seconds`)."""
    if ctx is not None and prec > 50:  # the default 28 digits: microseconds
        check_time(ctx, precision_seconds(name, prec, exp), f"Decimal {name}() at "
                   f"{prec} digits")


def check_pow(ctx: Any, base: Any, exp: Any) -> None:
    """``base ** exp`` where either is a Decimal: timed at the current context's precision."""
    if isinstance(base, Decimal) or isinstance(exp, Decimal):
        import decimal
        check_function(ctx, "power", decimal.getcontext().prec, exp)
