# html.parser for the guest, written for the sandbox: an event-driven HTML tokenizer in the
# manner of CPython's HTMLParser (subclass it and override handle_starttag, handle_data...).
# Tag and attribute names are lowercased, attribute values unescaped, character references in
# text converted (convert_charrefs=True) or reported to handle_charref/handle_entityref
# (convert_charrefs=False), script/style content passed through as raw data.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import re
from html import unescape

__all__ = ["HTMLParser"]

_TAG = re.compile(r"<([a-zA-Z][^\t\n\r\f />\x00]*)")
_ATTR = re.compile(r"""\s*([^\s/>=][^\s/>=]*)(\s*=\s*('[^']*'|"[^"]*"|[^\s>]*))?""")
_END_TAG = re.compile(r"</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>")
_INCOMPLETE_REF = re.compile(r"&[#a-zA-Z0-9]*$")
# convert_charrefs=False: references are events of their own
_MARKUP_OR_REF = re.compile(r"[&<]")
_CHARREF = re.compile(r"&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]")
_ENTITYREF = re.compile(r"&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]")
_INCOMPLETE = re.compile(r"&[a-zA-Z#]")


class HTMLParser:
    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        self.rawdata = ""
        self.lasttag = "???"
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0
        self._starttag_text = None

    def feed(self, data):
        self.rawdata = self.rawdata + data
        self._goahead(False)

    def close(self):
        self._goahead(True)

    def getpos(self):
        return self.lineno, self.offset

    def get_starttag_text(self):
        return self._starttag_text

    def _advance(self, text):
        lines = text.count("\n")
        if lines:
            self.lineno += lines
            self.offset = len(text) - (text.rfind("\n") + 1)
        else:
            self.offset += len(text)

    def _text(self, text):
        if text:
            self.handle_data(unescape(text) if self.convert_charrefs and not self.cdata_elem
                             else text)

    def _goahead(self, end):
        raw = self.rawdata
        i, n = 0, len(raw)
        while i < n:
            if self.cdata_elem:
                close = re.compile(r"</\s*" + self.cdata_elem + r"\s*>", re.I).search(raw, i)
                if close is None:
                    if not end:
                        break
                    j = n
                else:
                    j = close.start()
            elif not self.convert_charrefs:
                j = _MARKUP_OR_REF.search(raw, i)
                j = n if j is None else j.start()
            else:
                j = raw.find("<", i)
                if j < 0:
                    j = n
                    if not end:
                        ref = _INCOMPLETE_REF.search(raw, i)
                        if ref is not None:
                            j = ref.start()
            if i < j:
                self._text(raw[i:j])
                self._advance(raw[i:j])
            i = j
            if i == n:
                break
            if raw[i] == "&" and not self.cdata_elem:
                k = self._reference(raw, i, end)
                if k < 0:
                    if end:  # never completed: text, as CPython's close() reports it
                        self._text(raw[i:n])
                        self._advance(raw[i:n])
                        i = n
                    break
                self._advance(raw[i:k])
                i = k
                continue
            if raw[i] != "<":
                break
            k = self._markup(raw, i, end)
            if k < 0:
                if not end:
                    break
                self._text(raw[i:n])
                self._advance(raw[i:n])
                i = n
                break
            self._advance(raw[i:k])
            i = k
        self.rawdata = raw[i:]

    def _reference(self, raw, i, end):
        """With convert_charrefs=False: report the reference at raw[i] ('&') to
        handle_charref/handle_entityref (or a lone '&' as data); the index after it (its ';'
        included), or -1 to wait for more input."""
        m = _CHARREF.match(raw, i) if raw.startswith("&#", i) else _ENTITYREF.match(raw, i)
        if m is not None:
            if raw.startswith("&#", i):
                self.handle_charref(m.group()[2:-1])
            else:
                self.handle_entityref(m.group(1))
            return m.end() if m.group().endswith(";") else m.end() - 1
        if raw.startswith("&#", i):
            if ";" in raw[i:]:  # not a reference: its "&#" is text
                self.handle_data("&#")
                return i + 2
            return -1
        if _INCOMPLETE.match(raw, i) or i + 1 >= len(raw):
            return -1  # may still become a reference (at close(), the rest is text)
        self.handle_data("&")
        return i + 1

    def _markup(self, raw, i, end):
        """Handle the markup at raw[i] ('<'); the index after it, or -1 if incomplete."""
        if raw.startswith("<!--", i):
            k = raw.find("-->", i + 4)
            if k < 0:
                return -1
            self.handle_comment(raw[i + 4:k])
            return k + 3
        if raw.startswith("</", i):
            m = _END_TAG.match(raw, i)
            if m is None:
                k = raw.find(">", i)
                if k < 0:
                    return -1
                return k + 1  # a malformed end tag is dropped
            tag = m.group(1).lower()
            if self.cdata_elem is not None and tag != self.cdata_elem:
                self._text(m.group(0))
                return m.end()
            self.handle_endtag(tag)
            self.cdata_elem = None
            return m.end()
        if raw.startswith("<!", i):
            k = raw.find(">", i)
            if k < 0:
                return -1
            self.handle_decl(raw[i + 2:k])
            return k + 1
        if raw.startswith("<?", i):
            k = raw.find(">", i)
            if k < 0:
                return -1
            self.handle_pi(raw[i + 2:k])
            return k + 1
        m = _TAG.match(raw, i)
        if m is None:
            self._text("<")
            return i + 1
        k = raw.find(">", m.end())
        while k >= 0 and raw.count('"', m.end(), k) % 2 or raw.count("'", m.end(), k) % 2:
            k = raw.find(">", k + 1)
        if k < 0:
            return -1
        tag = m.group(1).lower()
        inner = raw[m.end():k]
        selfclosing = inner.rstrip().endswith("/")
        if selfclosing:
            inner = inner.rstrip()[:-1]
        attrs = []
        pos = 0
        while pos < len(inner):
            a = _ATTR.match(inner, pos)
            if a is None or a.end() == pos:
                pos += 1
                continue
            name, value = a.group(1).lower(), a.group(3)
            if value is not None:
                if value[:1] in ("'", '"') and value[-1:] == value[:1] and len(value) > 1:
                    value = value[1:-1]
                value = unescape(value)
            attrs.append((name, value))
            pos = a.end()
        self._starttag_text = raw[i:k + 1]
        self.lasttag = tag
        if selfclosing:
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.cdata_elem = tag
        return k + 1

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
