# email.contentmanager for the guest, written for the sandbox (after email_words.py): the
# raw_data_manager behind EmailMessage.set_content/get_content (text with CPython's choice of
# 7bit/8bit/quoted-printable/base64, bytes, messages). Run as guest code.

import base64 as _base64

__all__ = ["ContentManager", "raw_data_manager"]



def _encode_text(string, charset, cte, policy):
    lines = string.encode(charset).splitlines()
    normal = b"\n".join(lines) + b"\n"
    limit = policy.max_line_length or 78
    if cte is None:
        if max((len(x) for x in lines), default=0) <= limit:
            try:
                return "7bit", normal.decode("ascii")
            except UnicodeDecodeError:
                pass
            if policy.cte_type == "8bit":
                return "8bit", normal.decode(charset)
        sniff = b"\n".join(lines[:10]) + b"\n"
        qp = qp_body_encode(sniff.decode("latin-1"), limit)
        b64 = _base64.b64encode(sniff)
        if len(qp) > len(b64):
            cte = "base64"
        else:
            cte = "quoted-printable"
            if len(lines) <= 10:
                return cte, qp
    if cte == "7bit":
        return cte, normal.decode("ascii")
    if cte == "8bit":
        return cte, normal.decode(charset)
    if cte == "quoted-printable":
        return cte, qp_body_encode(normal.decode("latin-1"), limit)
    if cte == "base64":
        return cte, _encode_base64(normal, limit)
    raise ValueError(f"Unknown content transfer encoding {cte}")


def _encode_base64(data, max_line_length):
    per_line = max_line_length // 4 * 3
    return "".join(_base64.b64encode(data[i:i + per_line]).decode("ascii") + "\n"
                   for i in range(0, len(data), per_line))


class ContentManager:
    def get_content(self, msg, *args, **kw):
        maintype = msg.get_content_maintype()
        ctype = msg.get_content_type()
        if maintype == "text":
            return _get_text_content(msg, *args, **kw)
        if ctype == "message/rfc822" and msg.is_multipart():
            return msg.get_payload(0)
        if maintype in ("audio", "image", "video", "application"):
            return msg.get_payload(decode=True)
        raise KeyError(ctype)

    def set_content(self, msg, obj, *args, **kw):
        if msg.get_content_maintype() == "multipart":
            raise TypeError("set_content not valid on multipart")
        if isinstance(obj, str):
            handler = _set_text_content
        elif isinstance(obj, (bytes, bytearray)):
            handler = _set_bytes_content
        elif hasattr(obj, "_headers") and hasattr(obj, "policy"):
            handler = _set_message_content
        else:
            raise KeyError(f"{type(obj).__module__}.{type(obj).__qualname__}")
        msg.clear_content()
        handler(msg, obj, *args, **kw)


def _get_text_content(msg, errors="replace"):
    content = msg.get_payload(decode=True)
    charset = msg.get_param("charset", "ASCII")
    return content.decode(charset, errors=errors)


def _prepare_set(msg, maintype, subtype, headers):
    msg["Content-Type"] = "/".join((maintype, subtype))
    if headers:
        for header in headers:
            name, _, value = str(header).partition(":")
            msg[name.strip()] = value.strip()


def _finalize_set(msg, disposition, filename, cid, params):
    if disposition is None and filename is not None:
        disposition = "attachment"
    if disposition is not None:
        msg["Content-Disposition"] = disposition
    if filename is not None:
        msg.set_param("filename", filename, header="Content-Disposition", replace=True)
    if cid is not None:
        msg["Content-ID"] = cid
    if params is not None:
        for key, value in params.items():
            msg.set_param(key, value)


def _set_text_content(msg, string, subtype="plain", charset="utf-8", cte=None,
                      disposition=None, filename=None, cid=None, params=None, headers=None):
    _prepare_set(msg, "text", subtype, headers)
    cte, payload = _encode_text(string, charset, cte, msg.policy)
    msg.set_payload(payload)
    msg.set_param("charset", {"latin-1": "iso-8859-1", "latin_1": "iso-8859-1",
                              "ascii": "us-ascii"}.get(charset.lower(), charset),
                  replace=True)
    msg["Content-Transfer-Encoding"] = cte
    _finalize_set(msg, disposition, filename, cid, params)


def _set_bytes_content(msg, data, maintype, subtype, cte="base64", disposition=None,
                       filename=None, cid=None, params=None, headers=None):
    _prepare_set(msg, maintype, subtype, headers)
    data = bytes(data)
    if cte == "base64":
        payload = _encode_base64(data, msg.policy.max_line_length or 78)
    elif cte == "quoted-printable":
        payload = qp_body_encode(data.decode("latin-1"))
    elif cte == "7bit":
        payload = data.decode("ascii")
    elif cte in ("8bit", "binary"):
        payload = data.decode("ascii", "surrogateescape")
    else:
        raise ValueError(f"Unknown content transfer encoding {cte}")
    msg.set_payload(payload)
    msg["Content-Transfer-Encoding"] = cte
    _finalize_set(msg, disposition, filename, cid, params)


def _set_message_content(msg, message, subtype="rfc822", cte=None, disposition=None,
                         filename=None, cid=None, params=None, headers=None):
    _prepare_set(msg, "message", subtype, headers)
    msg.set_payload([message])
    if cte is not None:
        msg["Content-Transfer-Encoding"] = cte
    _finalize_set(msg, disposition, filename, cid, params)


raw_data_manager = ContentManager()
