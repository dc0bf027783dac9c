# email.parser for the guest, written for the sandbox: message text (or bytes) in, Message
# or EmailMessage out (per policy), as CPython 3.11's parser splits it: folded headers kept
# as their source text, the body a string, multipart bodies split at their boundary into
# parts with preamble and epilogue, message/rfc822 parts parsed. Run as guest code.

import re as _re
from email import errors as _errors
from email.policy import compat32

__all__ = ["Parser", "HeaderParser", "BytesParser", "BytesHeaderParser", "FeedParser",
           "BytesFeedParser"]

_HEADER = _re.compile(r"([\041-\071\073-\176]+):")


def _factory(policy, _class):
    if _class is not None:
        return _class
    if policy.message_factory is not None:
        return policy.message_factory
    from email.message import EmailMessage, Message
    return EmailMessage if policy._modern else Message


def _split_lines(text):
    return text.splitlines(keepends=True)


def parse_text(text, factory, policy, headersonly=False, default_type=None):
    msg = factory(policy=policy)
    if default_type is not None:
        msg.set_default_type(default_type)
    lines = _split_lines(text)
    i = 0
    if lines and lines[0].startswith("From "):
        msg.set_unixfrom(lines[0].rstrip("\r\n"))
        i = 1
    current = None
    headers = []
    while i < len(lines):
        line = lines[i]
        if line in ("\n", "\r\n", "\r"):
            i += 1
            break
        if line[:1] in (" ", "\t") and current is not None:
            current.append(line)
            i += 1
            continue
        if _HEADER.match(line) is None:
            if current is not None or headers:
                msg.defects.append(_errors.MissingHeaderBodySeparatorDefect())
            break
        current = [line]
        headers.append(current)
        i += 1
    for source in headers:
        name, _, value = source[0].partition(":")
        value = value.lstrip(" \t") + "".join(source[1:])
        msg._headers.append((name, value.rstrip("\r\n")))
    body = "".join(lines[i:])
    if headersonly:
        msg.set_payload(body)
        return msg
    ctype = msg.get_content_type()
    if msg.get_content_maintype() == "multipart":
        boundary = msg.get_boundary()
        if boundary is None:
            msg.defects.append(_errors.NoBoundaryInMultipartDefect())
            msg.set_payload(body)
            return msg
        _split_multipart(msg, body, boundary, factory, policy,
                         "message/rfc822" if ctype == "multipart/digest" else None)
    elif ctype == "message/rfc822":
        msg.set_payload([parse_text(body, factory, policy)])
    else:
        msg._payload = body
    return msg


def _strip_eol(text):
    if text.endswith("\r\n"):
        return text[:-2]
    if text.endswith(("\n", "\r")):
        return text[:-1]
    return text


def _split_multipart(msg, body, boundary, factory, policy, default_type):
    delimiter = "--" + boundary
    lines = _split_lines(body)
    chunks = []
    current = None
    preamble = []
    closed_at = None
    for index, line in enumerate(lines):
        bare = line.rstrip(" \t\r\n")
        if bare == delimiter + "--":
            if current is not None:
                chunks.append(current)
            closed_at = index
            break
        if bare == delimiter:
            if current is not None:
                chunks.append(current)
            current = []
            continue
        if current is None:
            preamble.append(line)
        else:
            current.append(line)
    else:
        if current is not None:
            chunks.append(current)
            msg.defects.append(_errors.CloseBoundaryNotFoundDefect())
        else:
            msg.defects.append(_errors.StartBoundaryNotFoundDefect())
            msg.set_payload(body)
            return
    if preamble:
        msg.preamble = _strip_eol("".join(preamble))
    parts = []
    for chunk in chunks:
        text = _strip_eol("".join(chunk))
        parts.append(parse_text(text, factory, policy, default_type=default_type))
    msg._payload = parts
    if closed_at is not None:
        msg.epilogue = "".join(lines[closed_at + 1:])


class Parser:
    def __init__(self, _class=None, *, policy=compat32):
        self._class = _class
        self.policy = policy

    def parse(self, fp, headersonly=False):
        return self.parsestr(fp.read(), headersonly)

    def parsestr(self, text, headersonly=False):
        return parse_text(text, _factory(self.policy, self._class), self.policy, headersonly)


class HeaderParser(Parser):
    def parse(self, fp, headersonly=True):
        return Parser.parse(self, fp, True)

    def parsestr(self, text, headersonly=True):
        return Parser.parsestr(self, text, True)


class BytesParser:
    def __init__(self, *args, **kw):
        self.parser = Parser(*args, **kw)

    def parse(self, fp, headersonly=False):
        return self.parsebytes(fp.read(), headersonly)

    def parsebytes(self, text, headersonly=False):
        text = bytes(text).decode("ASCII", errors="surrogateescape")
        return self.parser.parsestr(text, headersonly)


class BytesHeaderParser(BytesParser):
    def parse(self, fp, headersonly=True):
        return BytesParser.parse(self, fp, True)

    def parsebytes(self, text, headersonly=True):
        return BytesParser.parsebytes(self, text, True)


class FeedParser:
    def __init__(self, _factory=None, *, policy=compat32):
        self._class = _factory
        self.policy = policy
        self._chunks = []

    def feed(self, data):
        self._chunks.append(data)

    def close(self):
        return Parser(self._class, policy=self.policy).parsestr("".join(self._chunks))


class BytesFeedParser(FeedParser):
    def feed(self, data):
        self._chunks.append(bytes(data).decode("ascii", "surrogateescape"))
