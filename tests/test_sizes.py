"""The size estimates of ``sandbox/guards/sizes.py`` and ``percent.py`` are upper bounds of
what CPython really builds (checked against CPython on many inputs), and tight for ordinary
inputs (ASCII text encodes at one byte a character)."""

from __future__ import annotations

import warnings

import pytest

from sandbox.guards.percent import parse, percent_bytes
from sandbox.guards.sizes import (
    case_mapped_bytes,
    decoded_bytes,
    encoded_bytes,
    hex_chars,
    int_format_chars,
    source_items,
    str_kind,
    translated_bytes,
)


def _mem(s: str) -> int:
    """Bytes of the characters of ``s``."""
    return len(s) * str_kind(s)


TEXTS = ["", "abc", "a\x00\t\n'\"\\", "\xe9\xdf\xff" * 3, "\u0100\u20ac\u2028" * 2,
         "\U0001f600a\U000e0000", "ß" * 5 + "ŉΐ", "İ" * 4, "\ud800x"]


@pytest.mark.parametrize("s", TEXTS)
def test_str_kind(s: str) -> None:
    widest = max(map(ord, s), default=0)
    assert str_kind(s) == (1 if widest < 0x100 else 2 if widest < 0x10000 else 4)


@pytest.mark.parametrize("s", TEXTS)
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32-le", "latin-1", "ascii",
                                      "cp1252", "unicode_escape", "raw_unicode_escape",
                                      "utf-7", "gb18030", "iso2022_jp", "utf-8-sig", "cp037"])
@pytest.mark.parametrize("errors", ["strict", "replace", "ignore", "backslashreplace",
                                    "xmlcharrefreplace", "namereplace", "surrogatepass",
                                    "surrogateescape"])
def test_encoded_bytes_bound(s: str, encoding: str, errors: str) -> None:
    try:
        out = s.encode(encoding, errors)
    except (UnicodeError, LookupError):
        return
    assert len(out) <= encoded_bytes(s, encoding, errors)


def test_encoded_bytes_tight_for_ascii() -> None:
    assert encoded_bytes("a" * 1000, "utf-8") <= 1008
    assert encoded_bytes("a" * 1000, "utf-32") == 4008


BLOBS = [b"", b"abc", bytes(range(256)), b"\xff" * 7, b"\xf0\x9f\x98\x80abc", b"\\u20ac\\x00",
         b"\xc3\xa9" * 3, b"+AOk-"]


@pytest.mark.parametrize("data", BLOBS)
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32", "latin-1", "ascii",
                                      "cp1252", "unicode_escape", "raw_unicode_escape",
                                      "utf-7", "gb18030", "cp037"])
@pytest.mark.parametrize("errors", ["strict", "replace", "ignore", "backslashreplace",
                                    "surrogateescape"])
def test_decoded_bytes_bound(data: bytes, encoding: str, errors: str) -> None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # invalid escapes
            out = data.decode(encoding, errors)
    except (UnicodeError, LookupError):
        return
    assert _mem(out) <= decoded_bytes(data, encoding, errors)


@pytest.mark.parametrize("s", TEXTS)
@pytest.mark.parametrize("method", ["upper", "lower", "casefold", "title", "capitalize",
                                    "swapcase"])
def test_case_mapped_bytes_bound(s: str, method: str) -> None:
    assert _mem(getattr(s, method)()) <= case_mapped_bytes(s)


def test_case_mapping_of_every_character_is_bounded() -> None:
    for start in range(0, 0x110000, 0x1000):
        s = "".join(chr(c) for c in range(start, start + 0x1000) if not 0xD800 <= c < 0xE000)
        for method in ("upper", "lower", "casefold", "title", "swapcase"):
            assert _mem(getattr(s, method)()) <= case_mapped_bytes(s), (hex(start), method)


@pytest.mark.parametrize("table", [{97: "xyz"}, {97: None, 98: "\U0001f600" * 3}, {97: 0x10ffff},
                                   ["q" * 5] * 128, ("é",) * 100, {}, {ord("b"): "bb"}])
def test_translated_bytes_bound(table: object) -> None:
    s = "abcab" * 20 + "é"
    assert _mem(s.translate(table)) <= translated_bytes(s, table)  # type: ignore[arg-type]


def test_translated_bytes_needs_counting_for_other_tables() -> None:
    assert translated_bytes("abc", range(3)) is None


@pytest.mark.parametrize("value", [0, 1, -1, 255, -(1 << 100), 1 << 1000, (1 << 999) - 1])
@pytest.mark.parametrize("spec", ["b", "o", "x", "X", "#b", "_b", "#_x", "+o", "_o"])
def test_int_format_chars_bound(value: int, spec: str) -> None:
    assert len(format(value, spec)) <= int_format_chars(value, spec)


@pytest.mark.parametrize("value", [0, 255, 1 << 1000, -(1 << 77)])
def test_bin_oct_hex_bound(value: int) -> None:
    for fn, kind in ((bin, "b"), (oct, "o"), (hex, "x")):
        assert len(fn(value)) <= int_format_chars(value, kind)


def test_hex_chars() -> None:
    data = bytes(range(100))
    assert len(data.hex()) <= hex_chars(data, False)
    assert len(data.hex(":", 3)) <= hex_chars(data, True)


def test_source_items() -> None:
    assert source_items("a" * 10) == (10, 0, 128)
    assert source_items("\u20ac" * 10)[1] > 0  # each character a new str object
    assert source_items(b"xy") == (2, 0, 256)
    assert source_items(iter([1, 2, 3])) == (3, 0, 3)
    assert source_items({1: 2}.items())[1] > 0  # each item a new tuple


# --- '%' formatting ---------------------------------------------------------------------------

PERCENT = [
    ("%s", "abc"), ("%5s|%-7d", ("é", 3)), ("%*d", (-30, 1)), ("%.*f", (20, 1.5)),
    ("%r %a", ("\x00\u2028", "\U0001f600")), ("%c%c", (65, 0x1F600)),
    ("%x %o %X", (1 << 200, -5, 255)),
    ("%.40d", 7), ("%%%s%%", "x"), ("%-+ #012.5e", 3.0), ("%s" * 5, ("ab",) * 5),
    ("%(a)s %(b)10r", {"a": "x", "b": [1, 2]}), ("%ld %hi %Lf", (1, 2, 3.0)),
    (b"%s %b %r", (b"ab", b"cd", "q\x00")), (b"%5c %x %a", (65, 1 << 100, "\xe9")),
]


@pytest.mark.parametrize(("template", "args"), PERCENT)
def test_percent_bytes_bound(template: str | bytes, args: object) -> None:
    out = template % args  # type: ignore[operator]
    size = len(out) * (str_kind(out) if isinstance(out, str) else 1)
    keyed = any(key is not None for key, _, _, _ in parse(template).specs)
    if not keyed:
        assert size <= percent_bytes(template, args)


def test_percent_parse_follows_cpython() -> None:
    specs = parse("%(a(b)c)5d %-*.*f %% %5x %ls %")
    assert [(key, width, precision, conv) for key, width, precision, conv in specs.specs] == [
        ("a(b)c", 5, 0, "d"), (None, -1, -1, "f"), (None, 5, 0, "x"), (None, 0, 0, "s")]
