# email.header for the guest, written for the sandbox: RFC 2047 encoded words (decode_header,
# make_header, Header) with CPython 3.11's results for the usual cases, and the encoded-word
# helpers the rest of the guest email package uses (q and b encodings, the charset table).
# Run as guest code.

import base64 as _base64
import binascii as _binascii
import re as _re
from email.errors import HeaderParseError

__all__ = ["Header", "decode_header", "make_header"]

_EW = _re.compile(r"=\?([^?]*?)\?([qQbB])\?(.*?)\?=(?=[ \t]|$)", _re.MULTILINE)


def decode_header(header):
    if hasattr(header, "_chunks"):
        return [(_as_bytes(text, charset), str(charset) if charset else None)
                for text, charset in header._chunks]
    if not _EW.search(header):
        return [(header, None)]
    pieces = []  # (text or bytes, charset or None, encoded?)
    for line in header.splitlines():
        pos = 0
        first = True
        for m in _EW.finditer(line):
            plain = line[pos:m.start()]
            if first:
                plain = plain.lstrip()
                first = False
            if plain:
                pieces.append((plain, None, False))
            charset, kind, text = m.group(1).lower(), m.group(2).lower(), m.group(3)
            if kind == "q":
                data = q_decode(text).encode("raw-unicode-escape")
            else:
                text = text + "==="[:(4 - len(text) % 4) % 4]
                try:
                    data = _base64.b64decode(text)
                except _binascii.Error:
                    raise HeaderParseError("Base64 decoding error") from None
            pieces.append((data, charset, True))
            pos = m.end()
        rest = line[pos:] if not first else line.lstrip()
        if rest:
            pieces.append((rest, None, False))
    # whitespace between two encoded words is not part of the text
    kept = [p for i, p in enumerate(pieces)
            if not (not p[2] and p[0].isspace() and 0 < i < len(pieces) - 1
                    and pieces[i - 1][2] and pieces[i + 1][2])]
    out = []
    for text, charset, _ in kept:
        data = text if isinstance(text, bytes) else text.encode("raw-unicode-escape")
        if out and out[-1][1] == charset:
            joined = out[-1][0] + (b" " + data if charset is None else data)
            out[-1] = (joined, charset)
        else:
            out.append((data, charset))
    return out


def _as_bytes(text, charset):
    return text.encode(charset_info(charset)[2] if charset else "ascii", "replace")


def make_header(decoded_seq, maxlinelen=None, header_name=None, continuation_ws=" "):
    h = Header(maxlinelen=maxlinelen, header_name=header_name,
               continuation_ws=continuation_ws)
    for text, charset in decoded_seq:
        if charset is not None and not isinstance(charset, str):
            charset = str(charset)
        h.append(text, charset)
    return h


class Header:
    def __init__(self, s=None, charset=None, maxlinelen=None, header_name=None,
                 continuation_ws=" ", errors="strict"):
        self._charset = canonical_charset(charset) if charset else "us-ascii"
        self._continuation_ws = continuation_ws
        self._chunks = []
        self._maxlinelen = 76 if maxlinelen is None else maxlinelen
        self._headerlen = len(header_name) + 2 if header_name else 0
        if s is not None:
            self.append(s, charset, errors)

    def append(self, s, charset=None, errors="strict"):
        charset = canonical_charset(charset) if charset else self._charset
        if isinstance(s, (bytes, bytearray)):
            s = bytes(s).decode(charset if charset != "unknown-8bit" else "ascii", errors)
        output = charset_info(charset)[2]
        for candidate in ((charset, "utf-8") if charset == "us-ascii" else (charset,)):
            try:
                s.encode(charset_info(candidate)[2], errors)
                charset = candidate
                break
            except UnicodeEncodeError:
                if candidate == "utf-8":
                    raise
        else:
            s.encode(output, errors)
        self._chunks.append((s, charset))

    def __str__(self):
        # a blank separates an encoded chunk from plain text unless the plain side has one
        out = []
        last_plain = None
        for text, charset in self._chunks:
            plain = charset_info(charset)[0] is None
            if out and last_plain is not None and plain != last_plain:
                edge = text[:1] if plain else out[-1][-1:]
                if not (edge.isspace() or edge in ("(", ")", "\\")):
                    out.append(" ")
            out.append(text)
            last_plain = plain
        return "".join(out)

    def __eq__(self, other):
        return other == str(self)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    def encode(self, splitchars=";, \t", maxlinelen=None, linesep="\n"):
        limit = self._maxlinelen if maxlinelen is None else maxlinelen
        if limit == 0:
            limit = 1_000_000
        fold = linesep + self._continuation_ws
        out = ""
        for text, charset in self._chunks:
            info = charset_info(charset)
            if info[0] is None:
                piece = text
            else:
                first = limit + 1 - (self._headerlen if not out else len(out) + 1)
                piece = fold.join(_split_words(text, info, limit, first))
            if out and not out[-1:].isspace() and not piece[:1].isspace():
                out += " "
            out += piece
        return out


def _split_words(text, info, limit, first):
    """``text`` as encoded words: the first at most ``first`` characters long, the others
    (each on a line of its own after a blank) at most ``limit``."""
    kind = info[0]
    data = text.encode(info[2])
    if kind == "short":
        kind = "b" if b_length(data) < q_length(data) else "q"
    frame = len(f"=?{info[2]}?{kind}??=")
    room = first - frame
    words = []
    start = 0
    nbytes = qsize = 0
    for i, ch in enumerate(text):
        raw = ch.encode(info[2])
        grow_b = _b_size(nbytes + len(raw))
        grow_q = qsize + q_length(raw)
        if (grow_b if kind == "b" else grow_q) > room and i > start:
            words.append(text[start:i])
            start = i
            room = limit - frame
            nbytes, qsize = len(raw), q_length(raw)
        else:
            nbytes, qsize = nbytes + len(raw), grow_q
    words.append(text[start:])
    return [encoded_word(w.encode(info[2]), info[2], kind) for w in words]
