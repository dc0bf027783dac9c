# Shared helpers of the guest email package, written for the sandbox: the charset table,
# RFC 2047 "Q"/"B" encoded words and quoted-printable bodies. This text is included at the
# top of each email module that uses them (sandbox/modules/emailmods.py), so none of them
# is a public name of any module. Run as guest code.

import base64 as _w_base64

# charset -> (header encoding, body encoding, output charset); "q"/"b"/"short"/None
CHARSETS = {
    "us-ascii": (None, None, "us-ascii"), "ascii": (None, None, "us-ascii"),
    "utf-8": ("short", "b", "utf-8"), "utf8": ("short", "b", "utf-8"),
    "iso-8859-1": ("q", "q", "iso-8859-1"), "latin-1": ("q", "q", "iso-8859-1"),
    "latin_1": ("q", "q", "iso-8859-1"), "iso-8859-2": ("q", "q", "iso-8859-2"),
    "iso-8859-15": ("q", "q", "iso-8859-15"), "windows-1252": ("q", "q", "windows-1252"),
    "cp1252": ("q", "q", "cp1252"), "utf-16": ("b", "b", "utf-16"),
    "big5": ("b", "b", "big5"), "gb2312": ("b", "b", "gb2312"),
    "euc-jp": ("b", None, "iso-2022-jp"), "shift_jis": ("b", None, "iso-2022-jp"),
    "iso-2022-jp": ("b", None, "iso-2022-jp"), "koi8-r": ("b", "b", "koi8-r"),
}
ALIASES = {"latin_1": "iso-8859-1", "latin-1": "iso-8859-1", "latin1": "iso-8859-1",
           "ascii": "us-ascii", "utf8": "utf-8", "cp1252": "windows-1252"}


def canonical_charset(name):
    name = str(name).lower()
    return ALIASES.get(name, name)


def charset_info(name):
    name = canonical_charset(name)
    return CHARSETS.get(name, ("b", "b", name))


_Q_SAFE = frozenset(b"-!*+/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def q_encode(data):
    """RFC 2047 "Q" text of ``data`` (bytes)."""
    out = []
    for byte in data:
        if byte in _Q_SAFE:
            out.append(chr(byte))
        elif byte == 32:
            out.append("_")
        else:
            out.append(f"={byte:02X}")
    return "".join(out)


def q_length(data):
    return sum(1 if byte in _Q_SAFE or byte == 32 else 3 for byte in data)


def b_length(data):
    return (len(data) + 2) // 3 * 4


def _b_size(count):
    return (count + 2) // 3 * 4


def q_decode(text):
    text = text.replace("_", " ")
    return _re.sub(r"=([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)


def encoded_word(data, charset, encoding):
    if encoding == "q":
        return f"=?{charset}?q?{q_encode(data)}?="
    return f"=?{charset}?b?{_w_base64.b64encode(data).decode('ascii')}?="


def _encode_word(text, charset="utf-8"):
    """One encoded word for ``text`` as email.utils.formataddr writes a display name."""
    info = charset_info(charset)
    data = text.encode(info[2])
    kind = info[0]
    if kind == "short":
        kind = "b" if b_length(data) < q_length(data) else "q"
    return encoded_word(data, info[2], kind or "q")


def ew_policy_encode(text, charset="utf-8"):
    """An encoded word as the default policy writes one (q unless b is 5 shorter)."""
    data = text.encode(charset)
    kind = "q" if q_length(data) - b_length(data) < 5 else "b"
    return encoded_word(data, charset, kind)


def qp_body_encode(text, maxlinelen=76):
    """Quoted-printable body text of ``text`` (characters below 256), lines of at most
    ``maxlinelen`` with soft breaks."""
    out_lines = []
    for line in text.splitlines():
        encoded = []
        for i, ch in enumerate(line):
            code = ord(ch)
            if (33 <= code <= 126 and ch != "=") or (ch in " \t" and i < len(line) - 1):
                encoded.append(ch)
            else:
                encoded.append(f"={code:02X}")
        pieces = []
        current = ""
        for piece in encoded:
            if len(current) + len(piece) > maxlinelen - 1:
                pieces.append(current + "=")
                current = piece
            else:
                current += piece
        pieces.append(current)
        out_lines.extend(pieces)
    result = "\n".join(out_lines)
    if text.endswith(("\n", "\r")):
        result += "\n"
    return result


