"""Gated re-implementation of ``str.format`` / ``str.format_map`` for guest code.

CPython's ``str.format`` performs ``getattr`` on the objects named in replacement
fields (``"{0.__class__.__mro__}".format(x)``), which would let guest code bypass the
sandbox's attribute policy.  This module re-implements the algorithm of CPython 3.11's
``Objects/stringlib/unicode_format.h`` on top of CPython's own parsers
(``_string.formatter_parser`` and ``_string.formatter_field_name_split``), so parsing
and every parse error are byte-for-byte identical to the real thing, while:

* every attribute step (``{x.attr}``) is performed by a caller-supplied gate,
* every item step (``{x[key]}``) uses ordinary ``obj[key]`` semantics,
* every value is rendered through a caller-supplied ``format_value`` (default
  :func:`format`), after ``!r``/``!s``/``!a`` conversion,
* the (fully substituted) format spec of every field is vetted by ``check_width``
  before rendering, so a caller can refuse ``"{0:>99999999999}"``, and
* optionally, the growing output length is reported to ``check_length`` after each
  field, so a caller can refuse ``"{0}" * 10_000`` with a huge argument.

Everything here is a pure function of its arguments: no module-level mutable state.
"""

from __future__ import annotations

import importlib
import operator
import sys
from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

__all__ = ["safe_format", "safe_format_map"]

# CPython starts build_string() with recursion_depth=2: the template itself plus one
# level of nested replacement fields inside a format spec.
_MAX_RECURSION = 2

# Auto-numbering states (AutoNumberState in unicode_format.h).
_ANS_INIT = 0
_ANS_AUTO = 1
_ANS_MANUAL = 2

# Widths larger than this are reported to check_width clamped to this value
# (CPython itself rejects them with "Too many decimal digits in format string").
_WIDTH_CLAMP = sys.maxsize + 1

# CPython's own format-string parsers (the ones str.format uses); _string has no stubs.
_string = importlib.import_module("_string")
_formatter_parser: Callable[[str], Iterator[tuple[str, str | None, str | None, str | None]]]
_formatter_parser = _string.formatter_parser
_field_name_split: Callable[[str], tuple[int | str, Iterator[tuple[bool, int | str]]]]
_field_name_split = _string.formatter_field_name_split
_getitem: Callable[[Any, Any], Any] = operator.getitem


def _ignore_int(n: int) -> None:
    """Default ``check_width``: accept every width."""


def safe_format(
    template: str,
    args: tuple[object, ...],
    kwargs: Mapping[str, object],
    *,
    get_attr: Callable[[object, str], object],
    format_value: Callable[[object, str], str] = format,
    check_width: Callable[[int], None] = _ignore_int,
    check_length: Callable[[int], None] | None = None,
    check_value: Callable[[object, str | None], None] | None = None,
) -> str:
    """Return ``str.format(template, *args, **kwargs)`` computed under sandbox gates.

    Contract:

    * With ``get_attr=getattr`` and the default ``format_value``, the result,
      exception type and exception message are identical to CPython 3.11's
      ``str.format`` for every template, including field numbering errors, parse
      errors, ``IndexError``/``KeyError`` for missing arguments, conversion errors and
      nested-spec recursion errors, and side effects happen in the same order.
    * Each ``.name`` step in a field name calls ``get_attr(obj, name)`` instead of
      ``getattr``; any exception it raises propagates unchanged.
    * Each ``[key]`` step evaluates ``obj[key]`` (``key`` is an ``int`` when it is all
      decimal digits, else a ``str``), exactly like CPython.
    * Each value is converted (``!r`` -> :func:`repr`, ``!s`` -> :class:`str`,
      ``!a`` -> :func:`ascii`) and then rendered with ``format_value(value, spec)``,
      which must return a ``str``.
    * If the final (substituted) spec of a field contains a decimal digit,
      ``check_width(n)`` is called just before ``format_value`` with ``n`` the largest
      integer written in the spec (Unicode decimal digits count, as for CPython;
      values above ``sys.maxsize`` are reported as ``sys.maxsize + 1``).  It should
      raise to refuse the width/precision.
    * If ``check_length`` is given, it is called after each replacement field is
      rendered with the length of the output accumulated so far at that nesting level;
      it should raise to refuse an oversized result.
    * If ``check_value`` is given, it is called with each field's value and its conversion
      (``"r"``, ``"s"``, ``"a"`` or None) before the value is converted or rendered; it
      should raise to refuse a value whose text would be too large.

    ``kwargs`` is looked up like the fresh dict that ``**kwargs`` creates (so a
    ``__missing__`` hook of a dict subclass is *not* consulted); ``args`` like a tuple.
    """
    if type(args) is not tuple:
        args = tuple(args)
    if type(kwargs) is not dict:
        kwargs = dict(kwargs)
    state = _Builder(args, kwargs, get_attr, format_value, check_width, check_length,
                     check_value)
    return state.build(template, _MAX_RECURSION)


def safe_format_map(
    template: str,
    mapping: object,
    *,
    get_attr: Callable[[object, str], object],
    format_value: Callable[[object, str], str] = format,
    check_width: Callable[[int], None] = _ignore_int,
    check_length: Callable[[int], None] | None = None,
    check_value: Callable[[object, str | None], None] | None = None,
) -> str:
    """Return ``str.format_map(template, mapping)`` computed under sandbox gates.

    Same contract as :func:`safe_format`, except that keyword fields are looked up
    with ``mapping[key]`` on the mapping object itself (so ``__missing__`` of dict
    subclasses and arbitrary ``__getitem__`` implementations are honoured, and a
    non-subscriptable ``mapping`` fails only when a keyword field is reached), and any
    positional field (``{}`` or ``{0}``) raises
    ``ValueError("Format string contains positional fields")``.
    """
    state = _Builder(None, mapping, get_attr, format_value, check_width, check_length,
                     check_value)
    return state.build(template, _MAX_RECURSION)


class _Builder:
    """Per-call state: arguments, gates and the shared auto-numbering state."""

    __slots__ = (
        "args",
        "kwargs",
        "get_attr",
        "format_value",
        "check_width",
        "check_length",
        "check_value",
        "an_state",
        "an_field_number",
    )

    def __init__(
        self,
        args: tuple[object, ...] | None,
        kwargs: object,
        get_attr: Callable[[object, str], object],
        format_value: Callable[[object, str], str],
        check_width: Callable[[int], None],
        check_length: Callable[[int], None] | None,
        check_value: Callable[[object, str | None], None] | None = None,
    ) -> None:
        self.args = args
        self.kwargs = kwargs
        self.get_attr = get_attr
        self.format_value = format_value
        self.check_width = check_width
        self.check_length = check_length
        self.check_value = check_value
        self.an_state = _ANS_INIT
        self.an_field_number = 0

    def build(self, template: str, depth: int) -> str:
        """Mirror of ``build_string``: expand ``template`` at recursion level ``depth``."""
        if depth <= 0:
            raise ValueError("Max string recursion exceeded")
        parts: list[str] = []
        total = 0
        check_length = self.check_length
        # formatter_parser is lazy, so parse errors surface after the side effects of
        # earlier fields, exactly as in CPython's MarkupIterator loop.
        for literal, field_name, spec, conversion in _formatter_parser(template):
            if literal:
                parts.append(literal)
                total += len(literal)
            if field_name is None:
                continue
            assert spec is not None  # always a str when a field is present
            # output_markup: field object, then conversion, then spec expansion, render.
            obj = self.get_field(field_name)
            if self.check_value is not None:
                self.check_value(obj, conversion)
            if conversion is not None:
                obj = _convert(obj, conversion)
            if spec:
                if "{" in spec:
                    spec = self.build(spec, depth - 1)
                if spec:
                    width = _largest_integer(spec)
                    if width >= 0:
                        self.check_width(width)
            text = self.format_value(obj, spec)
            parts.append(text)
            if check_length is not None:
                total += len(text)
                check_length(total)
        return "".join(parts)

    def get_field(self, field_name: str) -> object:
        """Mirror of ``get_field_object``: resolve a field name to its value."""
        first, rest = _field_name_split(field_name)
        obj: object
        if isinstance(first, int):
            # Manual numbering ("{0}", "{1[x]}").
            if self.an_state == _ANS_INIT:
                self.an_state = _ANS_MANUAL
            elif self.an_state == _ANS_AUTO:
                raise ValueError(
                    "cannot switch from automatic field numbering to manual field specification"
                )
            obj = self.positional(first)
        elif not first:
            # Automatic numbering ("{}", "{.attr}", "{[0]}").
            if self.an_state == _ANS_INIT:
                self.an_state = _ANS_AUTO
            elif self.an_state == _ANS_MANUAL:
                raise ValueError(
                    "cannot switch from manual field specification to automatic field numbering"
                )
            index = self.an_field_number
            self.an_field_number = index + 1
            obj = self.positional(index)
        else:
            obj = _getitem(self.kwargs, first)
        get_attr = self.get_attr
        for is_attr, key in rest:
            if is_attr:
                obj = get_attr(obj, cast(str, key))
            else:
                obj = _getitem(obj, key)
        return obj

    def positional(self, index: int) -> object:
        """Return positional argument ``index`` with CPython's error messages."""
        args = self.args
        if args is None:
            raise ValueError("Format string contains positional fields")
        if index >= len(args):
            raise IndexError(f"Replacement index {index} out of range for positional args tuple")
        return args[index]


def _convert(obj: object, conversion: str) -> str:
    """Mirror of ``do_conversion``: apply ``!r``, ``!s`` or ``!a``."""
    if conversion == "r":
        return repr(obj)
    if conversion == "s":
        return str(obj)
    if conversion == "a":
        return ascii(obj)
    code = ord(conversion)
    if 32 < code < 127:
        raise ValueError(f"Unknown conversion specifier {conversion}")
    raise ValueError(f"Unknown conversion specifier \\x{code:x}")


def _largest_integer(spec: str) -> int:
    """Return the largest run of decimal digits in ``spec`` as an int, or -1 if none.

    Uses ``str.isdecimal`` (the same table as CPython's format-spec parser, so
    non-ASCII digits such as ``"٩"`` count).  Values above ``sys.maxsize`` are
    clamped to ``sys.maxsize + 1`` without ever converting a huge digit string.
    """
    best = -1
    n = len(spec)
    i = 0
    while i < n:
        if spec[i].isdecimal():
            j = i + 1
            while j < n and spec[j].isdecimal():
                j += 1
            value = _decimal_value(spec[i:j])
            if value > best:
                best = value
            i = j
        else:
            i += 1
    return best


def _decimal_value(run: str) -> int:
    """Value of a run of decimal digits, clamped to ``sys.maxsize + 1``."""
    if len(run) <= 18 and run.isascii():
        return int(run)
    value = 0
    for ch in run:
        value = value * 10 + int(ch)
        if value > sys.maxsize:
            return _WIDTH_CLAMP
    return value
