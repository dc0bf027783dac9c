# email.headerregistry for the guest, written for the sandbox: the header values the default
# policy hands out (str subclasses with .name, and .addresses/.groups for address headers,
# .datetime for dates, .content_type/.params for Content-Type...), Address and Group, and
# the tokens email.generator folds them from. Run as guest code.

import datetime as _datetime
import re as _re
from email import utils as _utils

__all__ = ["Address", "Group", "BaseHeader", "UnstructuredHeader", "AddressHeader",
           "DateHeader", "ContentTypeHeader", "ContentDispositionHeader",
           "ContentTransferEncodingHeader", "HeaderRegistry"]

_SPECIALS = '()<>@,:;."[]'
_EW = _re.compile(r"=\?([^?]*?)\?([qQbB])\?(.*?)\?=")


def decode_words(text):
    """``text`` with its RFC 2047 encoded words decoded (blanks between two words dropped)."""
    if "=?" not in text:
        return text
    from email.header import decode_header
    out = []
    for data, charset in decode_header(text):
        if isinstance(data, str):
            out.append(data)
        else:
            out.append(data.decode(charset or "ascii", "replace") if charset
                       else data.decode("ascii", "surrogateescape"))
    return "".join(out)


class Address:
    def __init__(self, display_name="", username="", domain="", addr_spec=None):
        if addr_spec is not None:
            if username or domain:
                raise TypeError("addrspec specified when username and/or domain also "
                                "specified")
            username, _, domain = addr_spec.rpartition("@") if "@" in addr_spec else (
                addr_spec, "", "")
        self._display_name = display_name
        self._username = username
        self._domain = domain

    @property
    def display_name(self):
        return self._display_name

    @property
    def username(self):
        return self._username

    @property
    def domain(self):
        return self._domain

    @property
    def addr_spec(self):
        if self.domain:
            return self.username + "@" + self.domain
        if not self.username:
            return "<>"
        return self.username

    def __repr__(self):
        return (f"Address(display_name={self.display_name!r}, username={self.username!r}, "
                f"domain={self.domain!r})")

    def __str__(self):
        disp = self.display_name
        if any(c in _SPECIALS for c in disp):
            disp = '"' + _utils.quote(disp) + '"'
        if disp:
            addr_spec = "" if self.addr_spec == "<>" else self.addr_spec
            return f"{disp} <{addr_spec}>"
        return self.addr_spec

    def _fold_tokens(self, utf8=False):
        disp = self.display_name
        try:
            disp.encode("ascii")
        except UnicodeEncodeError:
            if not utf8:
                return _encode_runs(disp.split(" ")) + [f"<{self.addr_spec}>"]
        return str(self).split(" ")

    def __eq__(self, other):
        if not isinstance(other, Address):
            return NotImplemented
        return (self.display_name == other.display_name and self.username == other.username
                and self.domain == other.domain)

    def __hash__(self):
        return hash((self.display_name, self.username, self.domain))


class Group:
    def __init__(self, display_name=None, addresses=None):
        self._display_name = display_name
        self._addresses = tuple(addresses) if addresses else tuple()

    @property
    def display_name(self):
        return self._display_name

    @property
    def addresses(self):
        return self._addresses

    def __repr__(self):
        return f"Group(display_name={self.display_name!r}, addresses={self.addresses!r})"

    def __str__(self):
        if self.display_name is None and len(self.addresses) == 1:
            return str(self.addresses[0])
        disp = self.display_name
        if disp is not None and any(c in _SPECIALS for c in disp):
            disp = '"' + _utils.quote(disp) + '"'
        adrstr = ", ".join(str(x) for x in self.addresses)
        adrstr = " " + adrstr if adrstr else adrstr
        return f"{disp}:{adrstr};"

    def __eq__(self, other):
        if not isinstance(other, Group):
            return NotImplemented
        return self.display_name == other.display_name and self.addresses == other.addresses


class BaseHeader(str):
    _parsed_header = True
    max_count = None

    def __new__(cls, name, text, **attrs):
        self = str.__new__(cls, text)
        self._name = name
        self._defects = ()
        for key, value in attrs.items():
            object.__setattr__(self, "_" + key, value)
        return self

    @property
    def name(self):
        return self._name

    @property
    def defects(self):
        return self._defects

    def _fold_tokens(self, utf8=False):
        """The words of this value as folded output writes them (non-ASCII runs encoded
        unless the policy writes UTF-8)."""
        words = str(self).split(" ")
        return words if utf8 else _encode_runs(words)

    def __copy__(self):
        return self  # a header value is immutable, as CPython's

    def __deepcopy__(self, memo):
        return self


def _encode_runs(words):
    """``words`` with each run of non-ASCII words made one encoded word."""
    out = []
    run = []
    for word in words:
        try:
            word.encode("ascii")
        except UnicodeEncodeError:
            run.append(word)
            continue
        if run:
            out.append(ew_policy_encode(" ".join(run)))
            run = []
        out.append(word)
    if run:
        out.append(ew_policy_encode(" ".join(run)))
    return out


class UnstructuredHeader(BaseHeader):
    pass


class UniqueUnstructuredHeader(UnstructuredHeader):
    max_count = 1


class AddressHeader(BaseHeader):
    @property
    def addresses(self):
        return self._addresses

    @property
    def groups(self):
        return self._groups

    def _fold_tokens(self, utf8=False):
        out = []
        for i, group in enumerate(self._groups):
            tokens = []
            if group.display_name is None and len(group.addresses) == 1:
                tokens = group.addresses[0]._fold_tokens(utf8)
            else:
                tokens = str(group).split(" ")
            if i < len(self._groups) - 1:
                tokens[-1] = tokens[-1] + ","
            out.extend(tokens)
        return out


class UniqueAddressHeader(AddressHeader):
    max_count = 1


class DateHeader(BaseHeader):
    @property
    def datetime(self):
        return self._datetime


class ContentTypeHeader(BaseHeader):
    @property
    def content_type(self):
        return f"{self._maintype}/{self._subtype}"

    @property
    def maintype(self):
        return self._maintype

    @property
    def subtype(self):
        return self._subtype

    @property
    def params(self):
        return dict(self._params)


class ContentDispositionHeader(BaseHeader):
    @property
    def content_disposition(self):
        return self._content_disposition

    @property
    def params(self):
        return dict(self._params)


class ContentTransferEncodingHeader(BaseHeader):
    @property
    def cte(self):
        return self._cte


_ADDRESS = {"from", "to", "cc", "bcc", "reply-to", "sender", "resent-from", "resent-to",
            "resent-cc", "resent-bcc", "resent-sender"}
_DATES = {"date", "resent-date", "orig-date"}


def _params_of(text):
    pieces = [p.strip() for p in text.split(";")]
    params = []
    for piece in pieces[1:]:
        if "=" in piece:
            key, _, value = piece.partition("=")
            params.append((key.strip().lower(), _utils.unquote(value.strip())))
    return pieces[0], params


def _address_groups(value):
    if isinstance(value, (Address, Group)):
        value = [value]
    if isinstance(value, (list, tuple)):
        groups = []
        for item in value:
            if isinstance(item, Group):
                groups.append(item)
            elif isinstance(item, Address):
                groups.append(Group(None, [item]))
            else:
                groups.extend(_address_groups(str(item)))
        return groups
    groups = []
    for name, addr in _utils.getaddresses([str(value)]):
        if not name and not addr:
            continue
        groups.append(Group(None, [Address(decode_words(name), addr_spec=addr)]))
    return groups


def make_header_value(name, value):
    """The header object the default policy stores for ``value`` of header ``name``."""
    lname = name.lower()
    if lname in _ADDRESS:
        groups = _address_groups(value)
        addresses = tuple(a for g in groups for a in g.addresses)
        cls = AddressHeader if lname.startswith("resent-") else UniqueAddressHeader
        return cls(name, ", ".join(str(g) for g in groups), groups=tuple(groups),
                   addresses=addresses)
    if lname in _DATES:
        if isinstance(value, _datetime.datetime):
            return DateHeader(name, _utils.format_datetime(value), datetime=value)
        text = str(value)
        try:
            when = _utils.parsedate_to_datetime(text)
        except (ValueError, TypeError):
            return DateHeader(name, text, datetime=None)
        return DateHeader(name, _utils.format_datetime(when), datetime=when)
    text = decode_words(str(value))
    if lname == "content-type":
        ctype, params = _params_of(text)
        maintype, _, subtype = ctype.lower().partition("/")
        if not subtype:
            maintype, subtype = "text", "plain"
        return ContentTypeHeader(name, text, maintype=maintype, subtype=subtype,
                                 params=params)
    if lname == "content-disposition":
        disposition, params = _params_of(text)
        return ContentDispositionHeader(name, text, content_disposition=disposition.lower()
                                        or None, params=params)
    if lname == "content-transfer-encoding":
        return ContentTransferEncodingHeader(name, text, cte=text.strip().lower() or "7bit")
    cls = UniqueUnstructuredHeader if lname == "subject" else UnstructuredHeader
    return cls(name, text)


class HeaderRegistry:
    def __call__(self, name, value):
        return make_header_value(name, value)
