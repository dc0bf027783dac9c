# email.message for the guest, written for the sandbox: Message (the compat32 model: headers
# as a list of (name, value), payload a string or a list of parts, MIME parameters) and
# EmailMessage/MIMEPart (the default policy: header objects with .addresses/.datetime,
# set_content/get_content/add_attachment/add_alternative/get_body/iter_attachments), with
# CPython 3.11's header order, parameter quoting and errors. Output is email.generator's.
# Run as guest code.

import base64 as _base64
import binascii as _binascii
import re as _re
from email import errors as _errors
from email import utils as _utils
from email.headerregistry import HeaderRegistry
from email.policy import compat32

make_header_value = HeaderRegistry()

__all__ = ["Message", "EmailMessage", "MIMEPart"]

_TSPECIALS = _re.compile(r'[ \(\)<>@,;:\\"/\[\]\?=]')


def _formatparam(param, value=None, quote=True):
    if value is None or (isinstance(value, str) and not value):
        return param
    if isinstance(value, tuple):
        param = param + "*"
        value = _utils.encode_rfc2231(value[2], value[0], value[1])
        return f"{param}={value}"
    try:
        value.encode("ascii")
    except UnicodeEncodeError:
        return f"{param}*={_utils.encode_rfc2231(value, 'utf-8', '')}"
    if quote or _TSPECIALS.search(value):
        return f'{param}="{_utils.quote(value)}"'
    return f"{param}={value}"


def _split_params(text):
    """The ';'-separated pieces of a structured header value (quotes respected)."""
    parts = []
    current = []
    quoted = False
    escaped = False
    for ch in text:
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch == ";" and not quoted:
            parts.append("".join(current).strip())
            current = []
            continue
        current.append(ch)
    parts.append("".join(current).strip())
    return [p for p in parts if p or p is parts[0]]


def _parse_params(text):
    out = []
    for i, piece in enumerate(_split_params(text)):
        if "=" in piece and i:
            name, _, value = piece.partition("=")
            out.append((name.strip().lower(), value.strip()))
        else:
            out.append((piece.strip().lower() if i else piece.strip(), ""))
    return out


def _unquote_value(value):
    if isinstance(value, tuple):
        return value[0], value[1], _utils.unquote(value[2])
    return _utils.unquote(value)


def _qp_decode(data):
    return _binascii.a2b_qp(data)


class Message:
    def __init__(self, policy=compat32):
        self.policy = policy
        self._headers = []
        self._unixfrom = None
        self._payload = None
        self._charset = None
        self.preamble = self.epilogue = None
        self.defects = []
        self._default_type = "text/plain"

    # --- output ---------------------------------------------------------------------------

    def __str__(self):
        return self.as_string()

    def as_string(self, unixfrom=False, maxheaderlen=0, policy=None):
        from email.generator import Generator
        return Generator.flatten_to_string(self, unixfrom, maxheaderlen,
                                           policy or self.policy)

    def __bytes__(self):
        return self.as_bytes()

    def as_bytes(self, unixfrom=False, policy=None):
        from email.generator import Generator
        return Generator.flatten_to_bytes(self, unixfrom, policy or self.policy)

    # --- payload --------------------------------------------------------------------------

    def is_multipart(self):
        return isinstance(self._payload, list)

    def set_unixfrom(self, unixfrom):
        self._unixfrom = unixfrom

    def get_unixfrom(self):
        return self._unixfrom

    def attach(self, payload):
        if self._payload is None:
            self._payload = [payload]
        elif isinstance(self._payload, list):
            self._payload.append(payload)
        else:
            raise TypeError("Attach is not valid on a message with a non-multipart payload")

    def get_payload(self, i=None, decode=False):
        if self.is_multipart():
            if decode:
                return None
            if i is None:
                return self._payload
            return self._payload[i]
        if i is not None:
            raise TypeError(f"Expected list, got {type(self._payload)}")
        payload = self._payload
        if not decode:
            return payload
        if payload is None:
            return None
        cte = str(self.get("content-transfer-encoding", "")).lower().strip()
        if isinstance(payload, str):
            charset = self.get_content_charset() or "utf-8"
            try:
                raw = payload.encode("ascii", "surrogateescape")
            except UnicodeEncodeError:
                try:
                    raw = payload.encode(charset_info(charset)[2])
                except (UnicodeEncodeError, LookupError):
                    raw = payload.encode("raw-unicode-escape")
        else:
            raw = payload
        if cte == "quoted-printable":
            return _qp_decode(raw)
        if cte == "base64":
            try:
                return _base64.b64decode(b"".join(raw.split()) + b"==", validate=False)
            except _binascii.Error:
                return raw
        return raw

    def set_payload(self, payload, charset=None):
        if isinstance(payload, (bytes, bytearray)):
            payload = bytes(payload).decode("ascii", "surrogateescape")
        self._payload = payload
        if charset is not None:
            self.set_charset(charset)

    def set_charset(self, charset):
        if charset is None:
            self.del_param("charset")
            self._charset = None
            return
        name = canonical_charset(charset)
        info = charset_info(name)
        self._charset = name
        if "MIME-Version" not in self:
            self.add_header("MIME-Version", "1.0")
        if "Content-Type" not in self:
            self.add_header("Content-Type", "text/plain", charset=info[2])
        else:
            self.set_param("charset", info[2])
        if "Content-Transfer-Encoding" not in self:
            body = info[1]
            payload = self._payload
            if body is None:
                text = payload if isinstance(payload, str) else ""
                try:
                    text.encode("ascii")
                    self.add_header("Content-Transfer-Encoding", "7bit")
                except UnicodeEncodeError:
                    self.add_header("Content-Transfer-Encoding", "8bit")
                return
            data = payload.encode(info[2]) if isinstance(payload, str) else b""
            if body == "b":
                self._payload = _base64.encodebytes(data).decode("ascii") if data else ""
                self.add_header("Content-Transfer-Encoding", "base64")
            else:
                self._payload = qp_body_encode(data.decode("latin-1"))
                self.add_header("Content-Transfer-Encoding", "quoted-printable")

    def get_charset(self):
        return self._charset

    # --- headers --------------------------------------------------------------------------

    def __len__(self):
        return len(self._headers)

    def __getitem__(self, name):
        return self.get(name)

    def __setitem__(self, name, val):
        max_count = self.policy.header_max_count(name)
        if max_count:
            lname = name.lower()
            found = sum(1 for k, v in self._headers if k.lower() == lname)
            if found >= max_count:
                raise ValueError(f"There may be at most {max_count} {name} headers in a "
                                 f"message")
        self._headers.append(self._store(name, val))

    def _store(self, name, value):
        if self.policy._modern:
            if isinstance(value, str) and ("\n" in value or "\r" in value):
                raise ValueError("Header values may not contain linefeed or carriage "
                                 "return characters")
            return name, make_header_value(name, value)
        return name, value

    def _fetch(self, name, value):
        if self.policy._modern and not hasattr(value, "_parsed_header"):
            return make_header_value(name, "".join(str(value).splitlines()))
        return value

    def __delitem__(self, name):
        name = name.lower()
        self._headers = [(k, v) for k, v in self._headers if k.lower() != name]

    def __contains__(self, name):
        name = name.lower()
        return any(k.lower() == name for k, v in self._headers)

    def __iter__(self):
        for field, _value in self._headers:
            yield field

    def keys(self):
        return [k for k, v in self._headers]

    def values(self):
        return [self._fetch(k, v) for k, v in self._headers]

    def items(self):
        return [(k, self._fetch(k, v)) for k, v in self._headers]

    def get(self, name, failobj=None):
        name = name.lower()
        for k, v in self._headers:
            if k.lower() == name:
                return self._fetch(k, v)
        return failobj

    def set_raw(self, name, value):
        self._headers.append((name, value))

    def raw_items(self):
        return iter(self._headers.copy())

    def get_all(self, name, failobj=None):
        name = name.lower()
        values = [self._fetch(k, v) for k, v in self._headers if k.lower() == name]
        return values if values else failobj

    def add_header(self, _name, _value, **_params):
        parts = [_formatparam(k.replace("_", "-"), v) for k, v in _params.items()]
        if _value is not None:
            parts.insert(0, _value)
        self[_name] = "; ".join(parts)

    def replace_header(self, _name, _value):
        lname = _name.lower()
        for i, (k, _v) in enumerate(self._headers):
            if k.lower() == lname:
                self._headers[i] = self._store(k, _value)
                return
        raise KeyError(lname)

    # --- content type and parameters ------------------------------------------------------

    def get_content_type(self):
        missing = object()
        value = self.get("content-type", missing)
        if value is missing:
            return self.get_default_type()
        ctype = _split_params(str(value))[0].lower()
        if ctype.count("/") != 1:
            return "text/plain"
        return ctype

    def get_content_maintype(self):
        return self.get_content_type().split("/")[0]

    def get_content_subtype(self):
        return self.get_content_type().split("/")[1]

    def get_default_type(self):
        return self._default_type

    def set_default_type(self, ctype):
        self._default_type = ctype

    def _get_params_preserve(self, failobj, header):
        missing = object()
        value = self.get(header, missing)
        if value is missing:
            return failobj
        return _parse_params(str(value))

    def get_params(self, failobj=None, header="content-type", unquote=True):
        missing = object()
        params = self._get_params_preserve(missing, header)
        if params is missing:
            return failobj
        if unquote:
            return [(k, _unquote_value(v)) for k, v in params]
        return params

    def get_param(self, param, failobj=None, header="content-type", unquote=True):
        if header not in self:
            return failobj
        for k, v in self._get_params_preserve(failobj, header):
            if k == param.lower():
                return _unquote_value(v) if unquote else v
        return failobj

    def set_param(self, param, value, header="Content-Type", requote=True, charset=None,
                  language="", replace=False):
        if not isinstance(value, tuple) and charset:
            value = (charset, language, value)
        if header not in self and header.lower() == "content-type":
            ctype = "text/plain"
        else:
            ctype = str(self.get(header))
        if not self.get_param(param, header=header):
            if not ctype:
                ctype = _formatparam(param, value, requote)
            else:
                ctype = "; ".join([ctype, _formatparam(param, value, requote)])
        else:
            ctype = ""
            for old_param, old_value in self.get_params(header=header, unquote=requote):
                if old_param.lower() == param.lower():
                    append = _formatparam(param, value, requote)
                else:
                    append = _formatparam(old_param, old_value, requote)
                if not ctype:
                    ctype = old_param if not old_value else append
                else:
                    ctype = "; ".join([ctype, append])
        if ctype != self.get(header):
            if replace:
                self.replace_header(header, ctype)
            else:
                del self[header]
                self[header if header != "Content-Type" else "content-type"] = ctype

    def del_param(self, param, header="content-type", requote=True):
        if header not in self:
            return
        new_ctype = ""
        for p, v in self.get_params(header=header, unquote=requote):
            if p.lower() != param.lower():
                if not new_ctype:
                    new_ctype = _formatparam(p, v, requote) if v else p
                else:
                    new_ctype = "; ".join([new_ctype, _formatparam(p, v, requote)])
        if new_ctype != self.get(header):
            del self[header]
            self[header] = new_ctype

    def set_type(self, type, header="Content-Type", requote=True):
        if not type.count("/") == 1:
            raise ValueError
        if header.lower() == "content-type":
            del self["mime-version"]
            self["MIME-Version"] = "1.0"
        if header not in self:
            self[header] = type
            return
        params = self.get_params(header=header, unquote=requote)
        del self[header]
        self[header] = type
        for p, v in params[1:]:
            self.set_param(p, v, header, requote)

    def get_filename(self, failobj=None):
        missing = object()
        filename = self.get_param("filename", missing, "content-disposition")
        if filename is missing:
            filename = self.get_param("name", missing, "content-type")
        if filename is missing:
            return failobj
        return _utils.collapse_rfc2231_value(filename).strip()

    def get_boundary(self, failobj=None):
        missing = object()
        boundary = self.get_param("boundary", missing)
        if boundary is missing:
            return failobj
        return _utils.collapse_rfc2231_value(boundary).rstrip()

    def set_boundary(self, boundary):
        missing = object()
        params = self._get_params_preserve(missing, "content-type")
        if params is missing:
            raise _errors.HeaderParseError("No Content-Type header found")
        newparams = []
        found = False
        for pk, pv in params:
            if pk.lower() == "boundary":
                newparams.append(("boundary", f'"{boundary}"'))
                found = True
            else:
                newparams.append((pk, pv))
        if not found:
            newparams.append(("boundary", f'"{boundary}"'))
        newheaders = []
        for h, v in self._headers:
            if h.lower() == "content-type":
                parts = [k if not v2 else f"{k}={v2}" for k, v2 in newparams]
                newheaders.append(self._store(h, "; ".join(parts)))
            else:
                newheaders.append((h, v))
        self._headers = newheaders

    def get_content_charset(self, failobj=None):
        missing = object()
        charset = self.get_param("charset", missing)
        if charset is missing:
            return failobj
        if isinstance(charset, tuple):
            charset = _utils.collapse_rfc2231_value(charset)
        return charset.lower()

    def get_charsets(self, failobj=None):
        return [part.get_content_charset(failobj) for part in self.walk()]

    def get_content_disposition(self):
        value = self.get("content-disposition")
        if value is None:
            return None
        return _split_params(str(value))[0].lower()

    def walk(self):
        yield self
        if self.is_multipart():
            for subpart in self.get_payload():
                yield from subpart.walk()


class MIMEPart(Message):
    def __init__(self, policy=None):
        if policy is None:
            from email.policy import default
            policy = default
        super().__init__(policy)

    def as_string(self, unixfrom=False, maxheaderlen=None, policy=None):
        policy = self.policy if policy is None else policy
        if maxheaderlen is None:
            maxheaderlen = policy.max_line_length
        return super().as_string(unixfrom, maxheaderlen, policy)

    def __str__(self):
        return self.as_string(policy=self.policy.clone(utf8=True))

    def is_attachment(self):
        c_d = self.get("content-disposition")
        return False if c_d is None else c_d.content_disposition == "attachment"

    def _find_body(self, part, preferencelist):
        if part.is_attachment():
            return
        maintype, subtype = part.get_content_type().split("/")
        if maintype == "text":
            if subtype in preferencelist:
                yield (preferencelist.index(subtype), part)
            return
        if maintype != "multipart" or not self.is_multipart():
            return
        if subtype != "related":
            for subpart in part.iter_parts():
                yield from self._find_body(subpart, preferencelist)
            return
        if "related" in preferencelist:
            yield (preferencelist.index("related"), part)
        candidate = None
        start = part.get_param("start")
        if start:
            for subpart in part.iter_parts():
                if subpart["content-id"] == start:
                    candidate = subpart
                    break
        if candidate is None:
            subparts = part.get_payload()
            candidate = subparts[0] if subparts else None
        if candidate is not None:
            yield from self._find_body(candidate, preferencelist)

    def get_body(self, preferencelist=("related", "html", "plain")):
        best_prio = len(preferencelist)
        body = None
        for prio, part in self._find_body(self, preferencelist):
            if prio < best_prio:
                best_prio = prio
                body = part
                if prio == 0:
                    break
        return body

    def iter_attachments(self):
        maintype, subtype = self.get_content_type().split("/")
        if maintype != "multipart" or subtype == "alternative":
            return
        payload = self.get_payload()
        try:
            parts = payload.copy()
        except AttributeError:
            return
        if maintype == "multipart" and subtype == "related":
            start = self.get_param("start")
            if start:
                found = False
                attachments = []
                for part in parts:
                    if part.get("content-id") == start:
                        found = True
                    else:
                        attachments.append(part)
                if found:
                    yield from attachments
                    return
            parts.pop(0)
            yield from parts
            return
        seen = []
        for part in parts:
            maintype, subtype = part.get_content_type().split("/")
            if ((maintype, subtype) == ("text", "plain") or (maintype, subtype) == (
                    "text", "html") or (maintype, subtype) == ("multipart", "alternative")) \
                    and not part.is_attachment() and subtype not in seen:
                seen.append(subtype)
                continue
            yield part

    def iter_parts(self):
        if self.is_multipart():
            yield from self.get_payload()

    def get_content(self, *args, content_manager=None, **kw):
        from email.contentmanager import raw_data_manager
        return (content_manager or raw_data_manager).get_content(self, *args, **kw)

    def set_content(self, *args, content_manager=None, **kw):
        from email.contentmanager import raw_data_manager
        (content_manager or raw_data_manager).set_content(self, *args, **kw)

    def _make_multipart(self, subtype, disallowed_subtypes, boundary):
        if self.get_content_maintype() == "multipart":
            existing_subtype = self.get_content_subtype()
            disallowed_subtypes = disallowed_subtypes + (subtype,)
            if existing_subtype in disallowed_subtypes:
                raise ValueError(f"Cannot convert {existing_subtype} to {subtype}")
        keep_headers = []
        part_headers = []
        for name, value in self._headers:
            if name.lower().startswith("content-"):
                part_headers.append((name, value))
            else:
                keep_headers.append((name, value))
        if part_headers:
            part = type(self)(policy=self.policy)
            part._headers = part_headers
            part._payload = self._payload
            self._payload = [part]
        else:
            self._payload = []
        self._headers = keep_headers
        self["Content-Type"] = "multipart/" + subtype
        if boundary is not None:
            self.set_param("boundary", boundary)

    def make_related(self, boundary=None):
        self._make_multipart("related", ("alternative", "mixed"), boundary)

    def make_alternative(self, boundary=None):
        self._make_multipart("alternative", ("mixed",), boundary)

    def make_mixed(self, boundary=None):
        self._make_multipart("mixed", (), boundary)

    def _add_multipart(self, _subtype, *args, _disp=None, **kw):
        if (self.get_content_maintype() != "multipart"
                or self.get_content_subtype() != _subtype):
            getattr(self, "make_" + _subtype)()
        part = type(self)(policy=self.policy)
        part.set_content(*args, **kw)
        if _disp and "content-disposition" not in part:
            part["Content-Disposition"] = _disp
        self.attach(part)

    def add_related(self, *args, **kw):
        self._add_multipart("related", *args, _disp="inline", **kw)

    def add_alternative(self, *args, **kw):
        self._add_multipart("alternative", *args, **kw)

    def add_attachment(self, *args, **kw):
        self._add_multipart("mixed", *args, _disp="attachment", **kw)

    def clear(self):
        self._headers = []
        self._payload = None

    def clear_content(self):
        self._headers = [(n, v) for n, v in self._headers
                         if not n.lower().startswith("content-")]
        self._payload = None


class EmailMessage(MIMEPart):
    def set_content(self, *args, **kw):
        super().set_content(*args, **kw)
        if "MIME-Version" not in self:
            self["MIME-Version"] = "1.0"
