"""``format()`` with its size checks: the width in a format spec and the text of a binary,
octal or hex int (not capped like decimal) or of a Decimal are checked against the memory
limit before CPython pads or writes them (f-strings, ``format()``, ``str.format``,
``__format__``)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from ..runtime.context import current_ctx
from ..runtime.reprs import guest_text
from . import decimals
from .sizes import int_format_chars
from .sizing import SCALARS


def _spec_width(spec: str) -> int:
    """The largest run of digits in a format spec (an upper bound of width and precision)."""
    best = run = 0
    for ch in spec:
        if "0" <= ch <= "9":
            run = run * 10 + (ord(ch) - 48)
            if run > best:
                best = run
        else:
            run = 0
    return best


def checked_format(ctx: Any, value: Any, spec: str = "",
                   formatter: Callable[[Any, str], str] = format) -> str:
    """``format(value, spec)`` with the width checked against the memory limit first
    (``formatter`` is a host ``__format__`` when guest code calls one directly)."""
    if spec:
        if len(spec) > 1:
            width = _spec_width(spec)
            if width > 4096:
                ctx.check_alloc(width, "format width")
        if spec[-1] in "boxX" and isinstance(value, int):
            check_int_text(ctx, value, spec)
        elif isinstance(value, Decimal):
            decimals.check_text(ctx, value, spec)
    text = formatter(value, spec)
    return text if type(value) in SCALARS else guest_text(text, value)


def check_int_text(ctx: Any, value: int, spec: str) -> None:
    """Refuse writing int ``value`` with format spec (or presentation type) ``spec`` when the
    text would exceed the memory limit: binary, octal and hex are not capped like decimal."""
    chars = int_format_chars(value, spec)
    if chars > 4096:
        ctx.check_alloc(chars, "int to text")


def format_value(value: Any, spec: str) -> str:
    """How str.format renders one field: ``format`` after the int-text check."""
    if spec and spec[-1] in "boxX" and isinstance(value, int):
        check_int_text(current_ctx(), value, spec)
    elif spec and isinstance(value, Decimal):
        decimals.check_text(current_ctx(), value, spec)
    return format(value, spec)
