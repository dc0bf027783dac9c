"""The ``email`` package for the guest: guest Python written for the sandbox
(``guest/email_*.py``), not CPython's package, so building, flattening and parsing messages
is guest code under the gate and the run's limits (its cost is steps and memory, like any
guest loop). Nothing here re-exports a host callable or reaches the network: sending stays a
tool the host may give (``smtplib``/``imaplib`` are refused with a hint that says so).
Differences from CPython (CONFORMANCE.md): ``make_msgid`` names ``localhost`` and no process
id, the local zone is UTC, multipart boundaries come from the session's random generator, and
long headers are folded at spaces only."""

from __future__ import annotations

from . import guest_source, register_source

__all__: list[str] = []


def _sections(filename: str) -> dict[str, str]:
    """The per-module sources of a guest file split at its ``# === module`` markers."""
    out: dict[str, str] = {}
    name = None
    for line in guest_source(filename).splitlines(keepends=True):
        if line.startswith("# === "):
            name = line[6:].strip()
            out[name] = ""
        elif name is not None:
            out[name] += line
    return out


_SMALL = _sections("email_small.py")
_DOCS = {
    "email": "Email messages: message_from_string/bytes/file and the email.* modules "
             "(as guest code; no sending).",
    "email.errors": "The email package's exceptions and defects.",
    "email.encoders": "encode_base64, encode_quopri, encode_7or8bit, encode_noop.",
    "email.charset": "Charset and the charset table (header and body encodings).",
    "email.mime": "The email.mime package.",
    "email.mime.base": "MIMEBase.",
    "email.mime.nonmultipart": "MIMENonMultipart.",
    "email.mime.multipart": "MIMEMultipart.",
    "email.mime.text": "MIMEText.",
    "email.mime.application": "MIMEApplication.",
    "email.mime.image": "MIMEImage (png/jpeg/gif/bmp/webp recognised).",
    "email.mime.message": "MIMEMessage.",
}
#: modules whose source starts with the shared helpers of guest/email_words.py
_WITH_WORDS = {"email.header", "email.utils", "email.headerregistry", "email.message",
               "email.generator", "email.contentmanager", "email.encoders", "email.charset"}


def _source(name: str, text: str) -> str:
    return guest_source("email_words.py") + "\n\n" + text if name in _WITH_WORDS else text


for _name, _text in _SMALL.items():
    register_source(_name, _source(_name, _text), doc=_DOCS[_name] + " (as guest code)")

register_source("email.contentmanager", _source("email.contentmanager", guest_source(
    "email_contentmanager.py")), doc="raw_data_manager: EmailMessage.set_content and "
    "get_content (as guest code).")
register_source("email.utils", _source("email.utils", guest_source("email_utils.py")),
                doc="parseaddr, getaddresses, formataddr, formatdate, format_datetime, "
                    "parsedate(_tz/_to_datetime), make_msgid (as guest code; clock under "
                    "the host's policy, local zone UTC).")
register_source("email.header", _source("email.header", guest_source("email_header.py")),
                doc="RFC 2047 headers: decode_header, make_header, Header (as guest code).")
register_source("email.policy", guest_source("email_policy.py"),
                doc="compat32, default, SMTP, SMTPUTF8, HTTP, strict (as guest code).")
register_source("email.headerregistry",
                _source("email.headerregistry", guest_source("email_headerregistry.py")),
                doc="Address, Group and the default policy's header values (as guest code).")
register_source("email.message", _source("email.message", guest_source("email_message.py")),
                doc="Message, EmailMessage, MIMEPart (as guest code).")
register_source("email.generator", _source("email.generator", guest_source("email_generator.py")),
                doc="Generator, BytesGenerator: messages flattened as CPython writes them "
                    "(as guest code).")
register_source("email.parser", guest_source("email_parser.py"),
                doc="Parser, BytesParser, HeaderParser, FeedParser (as guest code).")

EMAIL_MODULES = [*_SMALL, "email.contentmanager", "email.utils", "email.header", "email.policy",
                 "email.headerregistry", "email.message", "email.generator", "email.parser"]
