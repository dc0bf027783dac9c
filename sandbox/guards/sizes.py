"""Upper bounds of the results that single C calls build, computed before the call.

Every function here is pure and cheap: it looks at lengths, string kinds, codec names and
format specs, never runs guest code and never builds anything large. Callers compare the bound
with the run's memory limit (``RunContext.check_alloc``) *before* letting CPython build the
result. Bounds are worst cases for the given input (not for any input of that length), so
ordinary sizes pass: an ASCII string encodes to UTF-8 at one byte a character, and only a
string that could really expand is charged for the expansion.
"""

from __future__ import annotations

import codecs
import operator
import sys
from typing import Any

_COMPACT_HEADER = sys.getsizeof("\xe9") - 2  # header of a non-ASCII compact str


def str_kind(s: str) -> int:
    """Bytes per character of ``s`` in CPython's representation (1, 2 or 4; 4 when unsure)."""
    if str.isascii(s):
        return 1
    if type(s) is not str:
        return 4
    per = (sys.getsizeof(s) - _COMPACT_HEADER) // (len(s) + 1)
    return 1 if per <= 1 else 2 if per <= 2 else 4


def str_bytes(s: str) -> int:
    """Memory taken by the characters of ``s``."""
    return len(s) * str_kind(s)


# --- integers as text ------------------------------------------------------------------------

#: Bits per digit of the int presentation types whose output is not capped by CPython (the
#: 4,300-digit cap applies to decimal only).
_BITS_PER_DIGIT = {"b": 1, "o": 3, "x": 4, "X": 4}


def int_text_chars(value: int, kind: str, grouped: bool = False) -> int:
    """Upper bound of the length of ``value`` written in presentation type ``kind`` ('b', 'o',
    'x' or 'X'; sign and prefix included, ``_`` every four digits when ``grouped``). Other
    types return 0: decimal is capped by CPython and float types overflow first."""
    per = _BITS_PER_DIGIT.get(kind)
    if per is None:
        return 0
    digits = -(-int.bit_length(value) // per)
    return digits + (digits // 4 if grouped else 0) + 3


def int_format_chars(value: int, spec: str) -> int:
    """Upper bound of ``len(format(value, spec))`` for an int, not counting the padding to the
    width (callers check widths separately)."""
    return int_text_chars(value, spec[-1:], "_" in spec or "," in spec) if spec else 0


# --- encoding and decoding -------------------------------------------------------------------

#: Output bytes per character for each codec family, by input kind (1 = Latin-1 range,
#: 2 = BMP, 4 = astral); ASCII input is listed apart.
_FAMILIES: dict[str, tuple[int, dict[int, int]]] = {
    "utf-8": (1, {1: 2, 2: 3, 4: 4}),
    "utf-16": (2, {1: 2, 2: 2, 4: 4}),
    "utf-32": (4, {1: 4, 2: 4, 4: 4}),
    "unicode-escape": (4, {1: 4, 2: 6, 4: 10}),
    "raw-unicode-escape": (1, {1: 1, 2: 6, 4: 10}),
    "latin-1": (1, {1: 1, 2: 1, 4: 1}),
    "single": (1, {1: 1, 2: 1, 4: 1}),
    "ebcdic": (1, {1: 1, 2: 1, 4: 1}),
    "other": (8, {1: 8, 2: 8, 4: 8}),  # multibyte CJK codecs, utf-7, punycode, idna...
}
#: Characters an error handler writes in place of one character it cannot encode.
_HANDLER_CHARS = {"strict": 0, "ignore": 0, "replace": 1, "surrogateescape": 1,
                  "surrogatepass": 1, "backslashreplace": 10, "xmlcharrefreplace": 10,
                  "namereplace": 92}  # '\N{' + the longest Unicode name (88) + '}'
_MULTIBYTE_CP = frozenset({"cp932", "cp949", "cp950"})
_EBCDIC = frozenset({"cp037", "cp273", "cp424", "cp500", "cp875", "cp1026", "cp1140"})


def codec_family(encoding: Any) -> str | None:
    """The family of a text codec (a key of the tables above), or None when ``encoding`` is not
    a text codec name (CPython will raise its own error)."""
    if type(encoding) is not str:
        return None
    try:
        info = codecs.lookup(encoding)
    except (LookupError, ValueError, TypeError):
        return None
    if not getattr(info, "_is_text_encoding", True):
        return None
    name = info.name
    if name.startswith("utf-8"):
        return "utf-8"
    if name.startswith("utf-16"):
        return "utf-16"
    if name.startswith("utf-32"):
        return "utf-32"
    if name in ("unicode-escape", "raw-unicode-escape"):
        return name
    if name in _EBCDIC:
        return "ebcdic"
    if name == "iso8859-1":
        return "latin-1"
    if name in ("ascii", "charmap") or (
            name.startswith(("iso8859", "mac-", "koi8", "cp", "hp-", "tis-", "kz", "ptcp"))
            and name not in _MULTIBYTE_CP):
        return "single"
    return "other"


def codec_seconds(encoding: Any, data: Any) -> float:
    """Rough host time of encoding str ``data`` (decoding bytes ``data``) with a text codec
    written in Python: punycode and idna take time quadratic in the length of a label (a
    punycode encoding, in its length times its distinct characters: 10,000 distinct
    characters take half a minute). The C codecs return 0."""
    if type(encoding) is not str or len(data) < 64:
        return 0.0
    try:
        name = codecs.lookup(encoding).name
    except (LookupError, ValueError, TypeError):
        return 0.0
    if name not in ("punycode", "idna"):
        return 0.0
    n = len(data)
    if isinstance(data, str):
        distinct = len(set(data)) if n < 1 << 24 else n
        return 2.5e-7 * n * distinct + (1e-5 if name == "idna" else 2e-6) * n
    return 5e-11 * n * n + 5e-6 * n


def encoded_bytes(s: str, encoding: Any = "utf-8", errors: Any = "strict") -> int:
    """Upper bound of ``len(s.encode(encoding, errors))``."""
    family = codec_family(encoding)
    if family is None:
        return 0
    ascii_per, per_kind = _FAMILIES[family]
    n = len(s)
    if str.isascii(s):
        return n * ascii_per + 8
    per = per_kind[str_kind(s)]
    handler = _HANDLER_CHARS.get(errors, 10) if type(errors) is str else 0
    # a replacement is ASCII text, written in the codec's own unit size
    return n * max(per, handler * ascii_per) + 8


def decoded_bytes(data: Any, encoding: Any = "utf-8", errors: Any = "strict") -> int:
    """Upper bound of the memory taken by ``data.decode(encoding, errors)`` (characters times
    the widest character kind the result can have)."""
    family = codec_family(encoding)
    if family is None:
        return 0
    n = len(data)
    if family == "latin-1" or (family in ("utf-8", "single") and data.isascii()):
        return n  # one Latin-1 character a byte
    if errors == "backslashreplace":
        chars = n * 4  # '\\xNN' for each bad byte
    elif errors in ("strict", "ignore"):
        chars = n // 2 + 1 if family == "utf-16" else n // 4 + 1 if family == "utf-32" else n
    else:
        chars = n  # other handlers write a character for each bad byte
    if family in ("single", "ebcdic") or (family == "utf-8" and not _has_astral_leads(data)):
        return chars * 2
    return chars * 4


def _has_astral_leads(data: Any) -> bool:
    """Whether UTF-8 ``data`` may hold a 4-byte sequence (a character outside the BMP)."""
    return any(data.find(lead) >= 0 for lead in (b"\xf0", b"\xf1", b"\xf2", b"\xf3", b"\xf4"))


# --- other str methods -----------------------------------------------------------------------

def case_mapped_bytes(s: str) -> int:
    """Upper bound of the memory of ``s.upper()`` (also lower, casefold, title, capitalize,
    swapcase): ASCII maps one to one; 'ß' becomes two characters, some Greek ones three, and
    Latin-1 characters can map outside Latin-1."""
    n = len(s)
    kind = str_kind(s)
    return n if str.isascii(s) else n * (4 if kind == 1 else 3 * kind)


def translated_bytes(s: str, table: Any) -> int | None:
    """Upper bound of the memory of ``s.translate(table)`` for a dict, list or tuple table
    (each long replacement counted as often as its character occurs), or None for other
    tables (their lookups must be counted as CPython makes them)."""
    n = len(s)
    if type(table) is dict:
        pairs: Any = table.items()
    elif type(table) in (list, tuple):
        pairs = enumerate(table)
    else:
        return None
    kind = str_kind(s)
    long = []
    for key, value in pairs:
        t = type(value)
        if t is str:
            if len(value) > 1:
                long.append((key, len(value)))
            if value:
                kind = max(kind, str_kind(value))
        elif t is int:
            kind = max(kind, 1 if value < 0x100 else 2 if value < 0x10000 else 4)
    if not long:
        return n * kind
    if len(long) > 64:
        return n * max(size for _, size in long) * kind
    extra = 0
    for key, size in long:
        if type(key) is int and 0 <= key < 0x110000:
            extra += str.count(s, chr(key)) * (size - 1)
    return (n + extra) * kind


def hex_chars(data: Any, sep: bool) -> int:
    """Length of ``data.hex()``: two digits a byte, plus a one-character separator between
    groups."""
    return len(data) * (3 if sep else 2)


# --- materialising a sized source ------------------------------------------------------------

#: Host iterators whose remaining length is exact (``__length_hint__`` in C) -> bytes each item
#: the iterator creates (a new object) besides the pointer that holds it.
SIZED_ITERATORS: dict[type, int] = {
    type(iter("")): 0, type(iter("\u0100")): 80, type(iter(b"")): 0,
    type(iter(bytearray())): 0, type(iter([])): 0, type(reversed([])): 0, type(iter(())): 0,
    type(iter(set())): 0, type(iter({})): 0, type(iter({}.values())): 0,
    type(iter({}.items())): 72, type(reversed({})): 0, type(reversed({}.values())): 0,
    type(reversed({}.items())): 72,
}
#: Exact host containers whose ``len`` is O(1) and whose iteration runs no guest code.
SIZED_TYPES: frozenset[type] = frozenset({str, bytes, bytearray, list, tuple, dict, set, frozenset,
                         type({}.keys()), type({}.values()), type({}.items()), memoryview})
_ITEM_TUPLE_TYPES: frozenset[type] = frozenset({type({}.items())})


#: Bytes of the Python object a view's item is as a value, by format (0: a cached small int, a
#: cached one-byte bytes, a bool singleton; an int of a wider format: 32).
_VIEW_ITEM_BYTES = {"B": 0, "b": 0, "c": 0, "?": 0, "f": 24, "d": 24, "e": 24}


def view_nbytes(view: memoryview) -> int:
    """``view.nbytes``, or 0 for a released view (whose every use CPython refuses)."""
    try:
        return view.nbytes
    except ValueError:
        return 0


def view_items(view: memoryview) -> tuple[int, int, int]:
    """:func:`source_items` of a memoryview: its items (all of them, whatever its shape: what
    ``tolist`` makes), the bytes of each item's object, and as many distinct ones (256 for a
    one-byte format)."""
    try:
        size, fmt = view.itemsize, view.format
    except ValueError:
        return 0, 0, 0
    n = view_nbytes(view) // size if size else 0
    fmt = fmt.lstrip("@=<>!")
    per = _VIEW_ITEM_BYTES.get(fmt, 32)
    return n, per, 256 if size == 1 else n


def source_items(value: Any) -> tuple[int, int, int]:
    """For a sized source: (number of items, bytes of new object per item, how many distinct
    items it can hold). Strings and bytes hold few distinct items (their alphabet)."""
    t = type(value)
    if t is memoryview:
        return view_items(value)
    if t in SIZED_TYPES:
        n = len(value)
        if t is str:
            kind = str_kind(value)
            return n, 0 if kind == 1 else 80, 128 if str.isascii(value) else (
                256 if kind == 1 else 0x10000 if kind == 2 else 0x110000)
        if t is bytes or t is bytearray:
            return n, 0, 256
        return n, 72 if t in _ITEM_TUPLE_TYPES else 0, n
    n = operator.length_hint(value)
    return n, SIZED_ITERATORS.get(t, 80), n


class GrowthMeter:
    """Checks a result that C code builds in many small steps the sandbox sees (``sum``'s
    concatenations, the replacements a translate table or a ``%`` mapping hands out): the memory
    limit is consulted each time the size passes the last mark, for the size plus an eighth
    (so between two consultations the result stays under a size already allowed)."""

    __slots__ = ("_ctx", "_what", "_mark")

    def __init__(self, ctx: Any, what: str) -> None:
        self._ctx = ctx
        self._what = what
        self._mark = 1 << 16  # smaller results are not worth a check

    def grow(self, nbytes: int) -> None:
        """The result will take ``nbytes``: refuse it if that (plus an eighth) is too much."""
        if nbytes > self._mark:
            ahead = nbytes + (nbytes >> 3)
            self._ctx.check_alloc(ahead, self._what)
            self._mark = ahead


def field_meter(ctx: Any, what: str, steps_per_field: int = 8) -> Any:
    """A ``check_length`` for :func:`~.formatting.safe_format`: each replacement field (a few
    dozen host bytecodes, its lookups going through the gate) is charged
    ``steps_per_field`` steps, and the text built so far is checked like a
    :class:`GrowthMeter` (``('{0}' * 10**5).format(big)`` repeats one argument)."""
    meter = GrowthMeter(ctx, what)

    def check(chars: int) -> None:
        ctx.steps_left -= steps_per_field
        if ctx.steps_left < 0:
            ctx.refill()
        meter.grow(chars)
    return check
