# email.generator for the guest, written for the sandbox (after email_words.py): a message
# flattened to text or bytes as CPython 3.11 writes it (header folding per policy,
# boundaries made from the session's random generator, 8bit text re-encoded as base64 in
# string output). Run as guest code.

import base64 as _base64
import random as _random
import sys as _sys
from email.header import Header

__all__ = ["Generator", "BytesGenerator", "DecodedGenerator"]


def _make_boundary(text=None):
    token = _random.randrange(_sys.maxsize)
    boundary = ("=" * 15) + f"{token:019d}" + "=="
    if text is None:
        return boundary
    b = boundary
    counter = 0
    while ("--" + b) in text:
        b = boundary + "." + str(counter)
        counter += 1
    return b


def _fold_line(name, tokens, limit):
    line = name + ":"
    lines = []
    for token in tokens:
        if not token:
            line += " "
            continue
        # a list separator may end a full line (the fold comes after it)
        size = len(token) - 1 if token.endswith(",") else len(token)
        if limit and len(line) + 1 + size > limit and line.strip() != name + ":":
            lines.append(line)
            line = " " + token
        else:
            line += " " + token if not line.endswith(" ") or line == name + ":" else token
    lines.append(line)
    return lines


def _header_lines(name, value, policy, maxlen):
    if not policy._modern:
        if isinstance(value, Header):
            text = value.encode(linesep="\n", maxlinelen=maxlen)
        else:
            text = str(value)
            try:
                text.encode("ascii")
            except UnicodeEncodeError:
                text = Header(text, "utf-8", header_name=name).encode(maxlinelen=maxlen)
        return (name + ": " + text).splitlines() or [name + ": "]
    if not getattr(value, "_parsed_header", False):  # source text, as parsed
        text = str(value)
        lines = text.splitlines() or [""]
        long_line = maxlen and any(len(line) > maxlen for line in lines)
        try:
            text.encode("ascii")
            ascii_text = True
        except UnicodeEncodeError:
            ascii_text = False
        if ascii_text and not long_line:
            return [name + ": " + lines[0]] + lines[1:]
        from email.headerregistry import HeaderRegistry
        value = HeaderRegistry()(name, "".join(lines))
    return _fold_line(name, value._fold_tokens(getattr(policy, "utf8", False)), maxlen)


class Generator:
    def __init__(self, outfp, mangle_from_=None, maxheaderlen=None, *, policy=None):
        self._fp = outfp
        self.maxheaderlen = maxheaderlen
        self.policy = policy

    def flatten(self, msg, unixfrom=False, linesep=None):
        policy = msg.policy if self.policy is None else self.policy
        if linesep is not None:
            policy = policy.clone(linesep=linesep)
        maxlen = policy.max_line_length if self.maxheaderlen is None else self.maxheaderlen
        text = _flatten(msg, policy, maxlen, self._bytes_mode())
        if unixfrom:
            ufrom = msg.get_unixfrom() or "From nobody Thu Jan  1 00:00:00 1970"
            text = ufrom + policy.linesep + text
        self._emit(text, msg)

    def _bytes_mode(self):
        return False

    def _emit(self, text, msg):
        self._fp.write(text)

    def clone(self, fp):
        return type(self)(fp, None, self.maxheaderlen, policy=self.policy)

    def write(self, s):
        self._fp.write(s)

    @staticmethod
    def flatten_to_string(msg, unixfrom, maxheaderlen, policy):
        import io
        fp = io.StringIO()
        Generator(fp, False, maxheaderlen, policy=policy).flatten(msg, unixfrom)
        return fp.getvalue()

    @staticmethod
    def flatten_to_bytes(msg, unixfrom, policy):
        import io
        fp = io.BytesIO()
        BytesGenerator(fp, False, None, policy=policy).flatten(msg, unixfrom)
        return fp.getvalue()


class BytesGenerator(Generator):
    def _bytes_mode(self):
        return True

    def _emit(self, text, msg):
        self._fp.write(text.encode("utf-8", "surrogateescape"))

    def write(self, s):
        self._fp.write(s.encode("ascii", "surrogateescape"))


class DecodedGenerator(Generator):
    pass


def _with_linesep(text, nl):
    """``text`` with each of its line ends (\\r\\n, \\r or \\n) written as ``nl``."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\n", nl) if nl != "\n" else text


def _has_non_ascii(text):
    try:
        text.encode("ascii")
        return False
    except UnicodeEncodeError:
        return True


def _flatten(msg, policy, maxlen, bytes_mode):
    nl = policy.linesep
    headers = list(msg._headers)
    payload = msg._payload
    body = ""
    if msg.is_multipart():
        texts = [_flatten(part, policy if not hasattr(part, "policy") else
                          (policy if part.policy is msg.policy else part.policy),
                          maxlen, bytes_mode) for part in payload]
        boundary = msg.get_boundary()
        if boundary is None:
            boundary = _make_boundary(nl.join(texts))
            msg.set_boundary(boundary)
            headers = list(msg._headers)
        parts = []
        if msg.preamble is not None:
            parts.append(_with_linesep(msg.preamble, nl) + nl)
        parts.append("--" + boundary + nl)
        for i, text in enumerate(texts):
            if i:
                parts.append(nl + "--" + boundary + nl)
            parts.append(text)
        parts.append(nl + "--" + boundary + "--" + nl)
        if msg.epilogue is not None:
            parts.append(_with_linesep(msg.epilogue, nl))
        body = "".join(parts)
    elif payload is None:
        body = ""
    elif isinstance(payload, str):
        cte = str(msg.get("content-transfer-encoding", "")).lower()
        charset = msg.get_content_charset() or "utf-8"
        if not bytes_mode and cte == "8bit" and _has_non_ascii(payload):
            data = payload.encode(charset_info(charset)[2], "surrogateescape")
            body = _base64.encodebytes(data).decode("ascii")
            headers = [(k, "base64" if k.lower() == "content-transfer-encoding" else v)
                       for k, v in headers]
            if policy._modern:
                from email.headerregistry import HeaderRegistry
                headers = [(k, HeaderRegistry()(k, v) if isinstance(v, str) and not
                            hasattr(v, "_parsed_header") else v) for k, v in headers]
        elif bytes_mode and _has_non_ascii(payload):
            body = payload.encode(charset_info(charset)[2], "surrogateescape").decode(
                "utf-8", "surrogateescape")
        else:
            body = payload
        body = _with_linesep(body, nl)
    else:
        body = str(payload)
    out = []
    for name, value in headers:
        for line in _header_lines(name, value, policy, maxlen):
            out.append(line + nl)
    out.append(nl)
    out.append(body)
    return "".join(out)


