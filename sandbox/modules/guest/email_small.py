# The small modules of the guest email package, written for the sandbox: each section below
# is the source of one module (sandbox/modules/emailmods.py splits them at the "# === "
# markers), so a subclass chain (MIMEText -> MIMENonMultipart -> MIMEBase -> Message) spans
# modules as in CPython. Run as guest code.
# ruff: noqa: F811, E402 - each "# === " section below is a module of its own

# === email
__all__ = ["message_from_string", "message_from_bytes", "message_from_file",
           "message_from_binary_file"]


def message_from_string(s, *args, **kws):
    from email.parser import Parser
    return Parser(*args, **kws).parsestr(s)


def message_from_bytes(s, *args, **kws):
    from email.parser import BytesParser
    return BytesParser(*args, **kws).parsebytes(s)


def message_from_file(fp, *args, **kws):
    from email.parser import Parser
    return Parser(*args, **kws).parse(fp)


def message_from_binary_file(fp, *args, **kws):
    from email.parser import BytesParser
    return BytesParser(*args, **kws).parse(fp)

# === email.errors
__all__ = ["MessageError", "MessageParseError", "HeaderParseError", "BoundaryError",
           "MultipartConversionError", "CharsetError", "MessageDefect",
           "NoBoundaryInMultipartDefect",
           "StartBoundaryNotFoundDefect", "CloseBoundaryNotFoundDefect",
           "FirstHeaderLineIsContinuationDefect", "MisplacedEnvelopeHeaderDefect",
           "MissingHeaderBodySeparatorDefect", "MalformedHeaderDefect",
           "MultipartInvariantViolationDefect", "InvalidBase64PaddingDefect",
           "InvalidBase64CharactersDefect", "InvalidBase64LengthDefect", "HeaderDefect",
           "InvalidHeaderDefect", "HeaderMissingRequiredValue", "NonPrintableDefect",
           "ObsoleteHeaderDefect", "NonASCIILocalPartDefect", "InvalidDateDefect"]


class MessageError(Exception):
    pass


class MessageParseError(MessageError):
    pass


class HeaderParseError(MessageParseError):
    pass


class BoundaryError(MessageParseError):
    pass


class MultipartConversionError(MessageError, TypeError):
    pass


class CharsetError(MessageError):
    pass


class MessageDefect(ValueError):
    def __init__(self, line=None):
        if line is not None:
            super().__init__(line)
        self.line = line


class NoBoundaryInMultipartDefect(MessageDefect):
    pass


class StartBoundaryNotFoundDefect(MessageDefect):
    pass


class CloseBoundaryNotFoundDefect(MessageDefect):
    pass


class FirstHeaderLineIsContinuationDefect(MessageDefect):
    pass


class MisplacedEnvelopeHeaderDefect(MessageDefect):
    pass


class MissingHeaderBodySeparatorDefect(MessageDefect):
    pass


MalformedHeaderDefect = MissingHeaderBodySeparatorDefect


class MultipartInvariantViolationDefect(MessageDefect):
    pass


class InvalidMultipartContentTransferEncodingDefect(MessageDefect):
    pass


class UndecodableBytesDefect(MessageDefect):
    pass


class InvalidBase64PaddingDefect(MessageDefect):
    pass


class InvalidBase64CharactersDefect(MessageDefect):
    pass


class InvalidBase64LengthDefect(MessageDefect):
    pass


class HeaderDefect(MessageDefect):
    pass


class InvalidHeaderDefect(HeaderDefect):
    pass


class HeaderMissingRequiredValue(HeaderDefect):
    pass


class NonPrintableDefect(HeaderDefect):
    def __init__(self, non_printables):
        super().__init__(non_printables)
        self.non_printables = non_printables

    def __str__(self):
        return f"the following ASCII non-printables found in header: {self.non_printables}"


class ObsoleteHeaderDefect(HeaderDefect):
    pass


class NonASCIILocalPartDefect(HeaderDefect):
    pass


class InvalidDateDefect(HeaderDefect):
    pass

# === email.encoders
__all__ = ["encode_7or8bit", "encode_base64", "encode_noop", "encode_quopri"]

import base64 as _base64


def encode_base64(msg):
    orig = msg.get_payload(decode=True)
    data = _base64.encodebytes(orig)
    msg.set_payload(data.decode("ascii"))
    msg["Content-Transfer-Encoding"] = "base64"


def encode_quopri(msg):
    orig = msg.get_payload(decode=True)
    msg.set_payload(qp_body_encode(orig.decode("latin-1")).replace(" ", "=20")
                    if orig.endswith(b" ") else qp_body_encode(orig.decode("latin-1")))
    msg["Content-Transfer-Encoding"] = "quoted-printable"


def encode_7or8bit(msg):
    orig = msg.get_payload(decode=True)
    if orig is None:
        msg["Content-Transfer-Encoding"] = "7bit"
        return
    try:
        orig.decode("ascii")
    except UnicodeError:
        msg["Content-Transfer-Encoding"] = "8bit"
    else:
        msg["Content-Transfer-Encoding"] = "7bit"


def encode_noop(msg):
    pass

# === email.charset
__all__ = ["Charset", "add_alias", "add_charset", "QP", "BASE64", "SHORTEST"]

_CHARSETS, _ALIASES = CHARSETS, ALIASES

QP = 1
BASE64 = 2
SHORTEST = 3
_CODES = {"q": QP, "b": BASE64, "short": SHORTEST, None: None}
_NAMES = {QP: "q", BASE64: "b", SHORTEST: "short", None: None}


class Charset:
    def __init__(self, input_charset="us-ascii"):
        self.input_charset = canonical_charset(input_charset)
        header, body, output = _CHARSETS.get(self.input_charset, ("b", "b", None))
        self.header_encoding = _CODES[header]
        self.body_encoding = _CODES[body]
        self.output_charset = output or self.input_charset

    def __str__(self):
        return self.input_charset

    __repr__ = __str__

    def __eq__(self, other):
        return str(self) == str(other).lower()

    def get_output_charset(self):
        return self.output_charset

    def get_body_encoding(self):
        if self.body_encoding == QP:
            return "quoted-printable"
        if self.body_encoding == BASE64:
            return "base64"
        return "7bit"

    def header_encode(self, string):
        from email.header import _encode_word
        return _encode_word(string, self.output_charset)


def add_charset(charset, header_enc=None, body_enc=None, output_charset=None):
    _CHARSETS[canonical_charset(charset)] = (_NAMES[header_enc], _NAMES[body_enc],
                                            output_charset)


def add_alias(alias, canonical):
    _ALIASES[alias.lower()] = canonical

# === email.mime
__all__ = []

# === email.mime.base
__all__ = ["MIMEBase"]

import email.policy
from email.message import Message


class MIMEBase(Message):
    def __init__(self, _maintype, _subtype, *, policy=None, **_params):
        if policy is None:
            policy = email.policy.compat32
        Message.__init__(self, policy=policy)
        self.add_header("Content-Type", f"{_maintype}/{_subtype}", **_params)
        self["MIME-Version"] = "1.0"

# === email.mime.nonmultipart
__all__ = ["MIMENonMultipart"]

from email import errors
from email.mime.base import MIMEBase


class MIMENonMultipart(MIMEBase):
    def attach(self, payload):
        raise errors.MultipartConversionError(
            "Cannot attach additional subparts to non-multipart/*")

# === email.mime.multipart
__all__ = ["MIMEMultipart"]

from email.mime.base import MIMEBase


class MIMEMultipart(MIMEBase):
    def __init__(self, _subtype="mixed", boundary=None, _subparts=None, *, policy=None,
                 **_params):
        MIMEBase.__init__(self, "multipart", _subtype, policy=policy, **_params)
        self._payload = []
        if _subparts:
            for p in _subparts:
                self.attach(p)
        if boundary:
            self.set_boundary(boundary)

# === email.mime.text
__all__ = ["MIMEText"]

from email.mime.nonmultipart import MIMENonMultipart


class MIMEText(MIMENonMultipart):
    def __init__(self, _text, _subtype="plain", _charset=None, *, policy=None):
        if _charset is None:
            try:
                _text.encode("us-ascii")
                _charset = "us-ascii"
            except UnicodeEncodeError:
                _charset = "utf-8"
        MIMENonMultipart.__init__(self, "text", _subtype, policy=policy,
                                  **{"charset": str(_charset)})
        self.set_payload(_text, _charset)

# === email.mime.application
__all__ = ["MIMEApplication"]

from email import encoders
from email.mime.nonmultipart import MIMENonMultipart


class MIMEApplication(MIMENonMultipart):
    def __init__(self, _data, _subtype="octet-stream", _encoder=encoders.encode_base64, *,
                 policy=None, **_params):
        if _subtype is None:
            raise TypeError("Invalid application MIME subtype")
        MIMENonMultipart.__init__(self, "application", _subtype, policy=policy, **_params)
        self.set_payload(_data)
        _encoder(self)

# === email.mime.image
__all__ = ["MIMEImage"]

from email import encoders
from email.mime.nonmultipart import MIMENonMultipart

_SIGNATURES = [(b"\x89PNG\r\n\x1a\n", "png"), (b"\xff\xd8", "jpeg"), (b"GIF87a", "gif"),
               (b"GIF89a", "gif"), (b"BM", "bmp"), (b"RIFF", "webp")]


class MIMEImage(MIMENonMultipart):
    def __init__(self, _imagedata, _subtype=None, _encoder=encoders.encode_base64, *,
                 policy=None, **_params):
        if _subtype is None:
            for magic, name in _SIGNATURES:
                if bytes(_imagedata).startswith(magic):
                    _subtype = name
                    break
        if _subtype is None:
            raise TypeError("Could not guess image MIME subtype")
        MIMENonMultipart.__init__(self, "image", _subtype, policy=policy, **_params)
        self.set_payload(_imagedata)
        _encoder(self)

# === email.mime.message
__all__ = ["MIMEMessage"]

from email import message
from email.mime.nonmultipart import MIMENonMultipart


class MIMEMessage(MIMENonMultipart):
    def __init__(self, _msg, _subtype="rfc822", *, policy=None):
        MIMENonMultipart.__init__(self, "message", _subtype, policy=policy)
        if not isinstance(_msg, message.Message):
            raise TypeError("Argument is not an instance of Message")
        message.Message.attach(self, _msg)
        self.set_default_type("message/rfc822")
