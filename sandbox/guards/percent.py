"""``template % args`` for str, bytes and bytearray templates, sized before CPython formats.

CPython builds the whole result in one C call, so the size is estimated first from the template
and the arguments: every conversion's width and precision (written digits or ``*`` taken from
the arguments, negative ``*`` widths included), the length of str/bytes values (``%s``, ``%r``,
``%a``, ``%b``), the digits of ints written in binary-like bases (``%x``, ``%o``) and the widest
character kind the result can have. The template is parsed the way CPython's
``PyUnicode_Format``/``_PyBytes_FormatEx`` parse it (``%%``, ``%(key)`` with nested parentheses,
flags, width, precision, length modifier); parsed templates are cached.

With a mapping argument (``'%(a)s' % m``), values are not looked up ahead of CPython (that
would run a guest ``__getitem__`` twice): CPython is handed a proxy that reads each value from
the mapping once, when CPython asks for it, and refuses as soon as the running total of the
conversions so far is over the limit -- before that value is written.
"""

from __future__ import annotations

import re
import sys
from decimal import Decimal
from typing import Any

from ..runtime.context import current_ctx
from ..runtime.reprs import guest_text
from . import decimals
from .sizes import GrowthMeter, int_text_chars, str_kind
from .sizing import SCALARS, check_text_args

#: One conversion after '%' (and after its '(key)'): flags, width, precision, length
#: modifier and the conversion character (absent at the end of the template).
_SPEC = re.compile(r"[-+ #0]*(\*|[0-9]*)(?:\.(\*|[0-9]*))?[hlL]?(.?)", re.S)
_BSPEC = re.compile(rb"[-+ #0]*(\*|[0-9]*)(?:\.(\*|[0-9]*))?[hlL]?(.?)", re.S)
_STAR = -1
_HUGE = sys.maxsize
#: Conversions whose precision pads with digits (for %s/%r/%a it truncates instead).
_NUMERIC = frozenset("diuoxXeEfFgG")
_FLOATS = frozenset("eEfFgG")
#: Conversions whose size the template alone bounds (with their width and precision).
_FIXED = frozenset("diueEfFgG")
#: Characters of repr()/ascii() per character of a str, by kind ('\x00', '\u2028',
#: '\U000e0000').
_REPR_PER_CHAR = {1: 4, 2: 6, 4: 10}
_SMALL_CHARS = 4096
#: Types whose str() and repr() are ASCII.
_ASCII_TYPES = frozenset({int, float, bool, complex, type(None)})

class _Template:
    """A parsed ``%`` template: its conversions ``(key or None, width, precision,
    conversion)`` (``-1`` for a ``*`` width or precision) and what can be known from the
    template alone."""

    __slots__ = ("specs", "static", "dynamic", "stars", "keyed", "text", "kind", "simple",
                 "size")

    def __init__(self, template: Any, specs: list[tuple[Any, int, int, str]]) -> None:
        self.specs = tuple(specs)
        self.text = isinstance(template, str)
        self.kind = str_kind(template) if self.text else 1
        #: the template's length plus the written widths and digit-padding precisions
        self.static = len(template) + sum(
            max(width, precision if conv in _NUMERIC else 0) + (320 if conv in _FLOATS else 0)
            for _, width, precision, conv in specs if width != _STAR and precision != _STAR)
        #: whether the size depends on the arguments ('*', values written as text, %c)
        self.dynamic = any(width == _STAR or precision == _STAR or conv not in _FIXED
                           for _, width, precision, conv in specs)
        self.stars = any(width == _STAR or precision == _STAR for _, width, precision, _ in specs)
        self.keyed = any(key is not None for key, _, _, _ in specs)
        #: no key and nothing dynamic: ``size`` bounds the result whatever the arguments
        self.simple = not self.keyed and not self.dynamic
        self.size = self.static * self.kind


_cache: dict[Any, _Template] = {}


def _number(run: Any) -> int:
    if run in ("*", b"*"):
        return _STAR
    if not run:
        return 0
    return int(run) if len(run) < 19 else _HUGE  # CPython refuses more ("width too big")


def parse(template: Any) -> _Template:
    """Parse a ``%`` template the way CPython does; parsing stops where CPython would raise
    (incomplete format or key)."""
    cached = _cache.get(template) if type(template) is not bytearray else None
    if cached is not None:
        return cached
    is_text = isinstance(template, str)
    pct, lpar, rpar = ("%", "(", ")") if is_text else (b"%", b"("[0], b")"[0])
    spec_re = _SPEC if is_text else _BSPEC
    specs: list[tuple[Any, int, int, str]] = []
    n = len(template)
    i = template.find(pct)
    while 0 <= i < n - 1:
        i += 1
        c = template[i]
        if c == (pct if is_text else pct[0]):
            i = template.find(pct, i + 1)
            continue
        key = None
        if c == lpar:
            depth, j = 1, i + 1
            while j < n and depth:
                ch = template[j]
                depth += 1 if ch == lpar else -1 if ch == rpar else 0
                j += 1
            if depth:
                break
            key = template[i + 1:j - 1]
            i = j
        m = spec_re.match(template, i)
        assert m is not None  # every group may be empty
        conv: Any = m.group(3)
        if not conv:
            break
        specs.append((key, _number(m.group(1)),
                      _number(m.group(2)) if m.group(2) is not None else 0,
                      conv if is_text else conv.decode("latin-1")))
        i = template.find(pct, m.end())
    result = _Template(template, specs)
    if (is_text or type(template) is bytes) and n < 2000:
        if len(_cache) > 512:
            _cache.clear()
        _cache[template] = result
    return result


def _value_chars(conv: str, value: Any, precision: int) -> tuple[int, int]:
    """(characters, character kind) a conversion writes for ``value`` (0 characters when
    unknown: other objects are converted by their own str/repr)."""
    t = type(value)
    if conv == "s" or conv == "b":
        if t is str:
            n = len(value)
            return (min(n, precision) if precision > 0 else n), str_kind(value)
        if t is bytes or t is bytearray:
            return len(value), 1
        return 0, 1 if t in _ASCII_TYPES else 4
    if conv == "r" or conv == "a":
        if t is str:
            kind = str_kind(value)
            n = len(value) * _REPR_PER_CHAR[kind] + 2
            return (min(n, precision) if precision > 0 else n), 1 if conv == "a" else kind
        if t is bytes or t is bytearray:
            return len(value) * 4 + 14, 1
        return 0, 1 if conv == "a" or t in _ASCII_TYPES else 4
    if conv == "c":
        return 1, 4
    if isinstance(value, int) and conv in "xXo":
        return int_text_chars(value, conv) + precision, 1
    if conv in _FLOATS:
        return 320 + precision, 1  # the longest float is 309 digits
    if conv in ("d", "i", "u") and isinstance(value, Decimal):  # int() of it: quadratic
        decimals.check_int(current_ctx(), value, "'%' formatting")
    return precision, 1  # decimal ints are capped at 4,300 digits by CPython


def percent_bytes(template: Any, args: Any) -> int:
    """Upper bound of the memory of ``template % args`` for positional arguments (a tuple or
    one value), or of its widths alone for a mapping (values are sized by :class:`_Counted`)."""
    info = parse(template)
    if not info.dynamic:
        return info.static * info.kind
    positional = args if type(args) is tuple else (args,)
    index = 0
    chars = len(template)
    kind = info.kind
    for key, width, precision, conv in info.specs:
        if width == _STAR:
            width = _next(positional, index)
            index += 1
        if precision == _STAR:
            precision = _next(positional, index)
            index += 1
        value: Any = None
        if key is None:
            value = positional[index] if index < len(positional) else None
            index += 1
        size, k = _value_chars(conv, value, precision) if not info.keyed else (0, 1)
        chars += max(abs(width), size)
        if k > kind and info.text:
            kind = k
    return chars * kind


def _next(args: tuple[Any, ...], index: int) -> int:
    value = args[index] if index < len(args) else 0
    return value if type(value) is int else 0


def _cheap_chars(args: Any, stars: bool) -> int:
    """A quick upper bound of what positional arguments can add to a template's static size
    (with ``stars``, any int may be a width; any str may be written by ``%a``)."""
    extra = 0
    for value in (args if type(args) is tuple else (args,)):
        t = type(value)
        if t is str:
            extra += len(value) * 10 + 2
        elif t is int:
            bits = value.bit_length()
            extra += abs(value) if stars and bits < 63 else bits // 3 + 3
        elif t is bytes or t is bytearray:
            extra += len(value) * 4 + 3
        elif t is not float and t is not bool and t is not type(None):
            return _HUGE  # sized precisely
    return extra


def uses_mapping(template: Any, args: Any) -> bool:
    """Whether CPython formats ``template % args`` in mapping mode with only keyed
    conversions (the case :class:`_Counted` can stand in for the mapping)."""
    if type(args) is tuple or isinstance(args, (str, bytes, bytearray)) or not hasattr(
            type(args), "__getitem__"):
        return False
    info = parse(template)
    return bool(info.specs) and all(key is not None for key, _, _, _ in info.specs)


class _Counted:
    """Stands in for the guest's mapping in ``template % mapping``: CPython reads each value
    through it (once, in template order, as it would read the mapping), and the running size
    of the result is checked before the value is written."""

    __slots__ = ("_mapping", "_ctx", "_meter", "_specs", "_index", "_chars", "_kind", "_text")

    def __init__(self, ctx: Any, mapping: Any, template: Any) -> None:
        self._mapping = mapping
        self._ctx = ctx
        self._meter = GrowthMeter(ctx, "'%' formatting")
        self._specs = parse(template).specs
        self._index = 0
        self._chars = len(template)
        self._text = isinstance(template, str)
        self._kind = str_kind(template) if self._text else 1

    def __getitem__(self, key: Any) -> Any:
        value = self._mapping[key]
        specs = self._specs
        if self._index < len(specs):
            _, width, precision, conv = specs[self._index]
            self._index += 1
            if type(value) not in SCALARS:  # a container's text (sizing.py)
                check_text_args(self._ctx, (value,), "'%' formatting",
                                conv == "a" or not self._text)
                if isinstance(value, Decimal) and conv in "diu":
                    decimals.check_int(self._ctx, value, "'%' formatting")
            size, kind = _value_chars(conv, value, max(precision, 0))
            self._chars += max(abs(width), size)
            if kind > self._kind and self._text:
                self._kind = kind
            self._meter.grow(self._chars * self._kind)
        return value


def _check_decimal_ints(ctx: Any, template: Any, values: Any) -> None:
    """``'%d' % d`` converts a Decimal to an int first: every digit, in quadratic time."""
    for value in values:
        if isinstance(value, Decimal) and any(
                c in template for c in (("d", "i", "u") if isinstance(template, str)
                                        else (b"d", b"i", b"u"))):
            decimals.check_int(ctx, value, "'%' formatting")


def checked_percent(ctx: Any, template: Any, args: Any) -> Any:
    """``template % args`` (str, bytes or bytearray template) with the result's size checked
    against the memory limit before CPython builds it, and no host address in its text
    (:func:`~sandbox.runtime.reprs.guest_text`)."""
    info = _cache.get(template) if type(template) is not bytearray else None
    if info is None:
        info = parse(template)
    mapping = info.keyed and uses_mapping(template, args)  # values are checked as read
    if not mapping and (type(args) is tuple or type(args) not in SCALARS):
        values = args if type(args) is tuple else (args,)  # containers' text (sizing.py)
        check_text_args(ctx, values, "'%' formatting", not isinstance(template, str))
        _check_decimal_ints(ctx, template, values)
    if info.simple:
        if info.size > _SMALL_CHARS:
            ctx.check_alloc(info.size, "'%' formatting")
        text = template % args
        return text if type(args) in SCALARS else guest_text(text, args)
    if not info.keyed:
        if info.dynamic and (info.static + _cheap_chars(args, info.stars)) * 4 > _SMALL_CHARS:
            size = percent_bytes(template, args)
        else:
            size = info.static * info.kind
        if size > _SMALL_CHARS:
            ctx.check_alloc(size, "'%' formatting")
        return guest_text(template % args, args)
    size = info.static * info.kind  # widths; values are counted as CPython reads them
    if size > _SMALL_CHARS:
        ctx.check_alloc(size, "'%' formatting")
    if mapping:
        return guest_text(template % _Counted(ctx, args, template), args)
    return guest_text(template % args, args)


def check_percent(ctx: Any, template: Any, args: Any) -> None:
    """Refuse ``template %= args`` whose result would exceed the memory limit (mapping
    values are not looked up here: widths only)."""
    if isinstance(template, (str, bytes, bytearray)) and len(template) > 1:
        values = args if type(args) is tuple else (args,)
        check_text_args(ctx, values, "'%' formatting", not isinstance(template, str))
        _check_decimal_ints(ctx, template, values)
        size = percent_bytes(template, () if uses_mapping(template, args) else args)
        if size > _SMALL_CHARS:
            ctx.check_alloc(size, "'%' formatting")
