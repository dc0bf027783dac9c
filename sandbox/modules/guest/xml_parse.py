# An XML 1.0 parser for the guest, written for the sandbox: well-formed documents in, target
# events out (start/end/data/comment/pi, the TreeBuilder protocol), with expat's error
# messages and positions for the mistakes programs make (ParseError: "mismatched tag: line 1,
# column 8"). Shared by xml.etree.ElementTree and xml.dom.minidom (each source includes it).
# Run by the sandbox as guest code: every step is charged and every string counted by the
# run's limits. What expat could be made to do that this parser never does: read external
# entities or DTDs (a SYSTEM/PUBLIC entity is never fetched; referencing one is expat's
# "undefined entity" error, as ElementTree reports it), and expand entities without bound:
# internal entities expand to at most _MAX_ENTITY_CHARS characters per document and nest at
# most _MAX_ENTITY_DEPTH deep, so "billion laughs" is an error, not a memory bomb.

import re


class ParseError(SyntaxError):
    pass


_PREDEFINED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
_MAX_ENTITY_CHARS = 1_000_000
_MAX_ENTITY_DEPTH = 40
_NAME = re.compile(r"[^\x00-\x2c/;<=>?@\[\\\]^`{|}~\s\x7f\d.\-]"
                   r"[^\x00-\x2c/;<=>?@\[\\\]^`{|}~\s\x7f]*")
_SPACE = re.compile(r"[ \t\r\n]*")
_TEXT = re.compile(r"[^<&\]]+")
_BAD_CHAR = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_ATTR_TEXT = re.compile(r"[^<&\"']+")
_ENTITY_DECL = re.compile(
    r"""<!ENTITY\s+(%\s+)?([^\s"']+)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b[^>]*)\s*>""")
# the common case, a well-formed ASCII tag whose attribute values hold no references, in one
# match (anything else takes the character-by-character path, which also reports errors)
_FAST_START = re.compile(r"<([A-Za-z_][\w.\-:]*)((?:[ \t\n]+[A-Za-z_][\w.\-:]*[ \t\n]*=[ \t\n]*"
                         r"(?:\"[^\"<&]*\"|'[^'<&]*'))*)[ \t\n]*(/?)>")
_FAST_ATTR = re.compile(r"([A-Za-z_][\w.\-:]*)[ \t\n]*=[ \t\n]*(\"[^\"]*\"|'[^']*')")
_FAST_END = re.compile(r"</([A-Za-z_][\w.\-:]*)[ \t\n]*>")
_TOKEN = re.compile(
    r"(?P<text>(?:[^<&\]]|\](?!\]>))+)"
    r"|<(?P<start>[A-Za-z_][\w.\-:]*)(?P<attrs>(?:[ \t\n]+[A-Za-z_][\w.\-:]*[ \t\n]*=[ \t\n]*"
    r"(?:\"[^\"<&]*\"|'[^'<&]*'))*)[ \t\n]*(?P<empty>/?)>"
    r"|</(?P<end>[A-Za-z_][\w.\-:]*)[ \t\n]*>"
    r"|&(?P<ref>lt|gt|amp|quot|apos);"
    r"|<!--(?P<comment>(?:[^-]|-(?!-))*)-->")
_BASE_SCOPE = {"xml": "http://www.w3.org/XML/1998/namespace"}
_XML_DECL_ENC = re.compile(r"""^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")

_CODES = {"syntax error": 2, "no element found": 3, "not well-formed (invalid token)": 4,
          "unclosed token": 5, "mismatched tag": 7, "duplicate attribute": 8,
          "junk after document element": 9, "undefined entity": 11,
          "reference to invalid character number": 14, "XML or text declaration not at start "
          "of entity": 17, "unclosed CDATA section": 20, "unbound prefix": 27}


def _decode(data):
    """The text of ``data`` (str as is; bytes by their BOM or XML declaration, else UTF-8)."""
    if isinstance(data, str):
        return data
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    data = bytes(data)
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    m = _XML_DECL_ENC.match(data[:200].decode("latin-1"))
    encoding = m.group(1) if m else "utf-8"
    try:
        return data.decode(encoding)
    except LookupError:
        raise ParseError("unknown encoding: line 1, column 30") from None
    except UnicodeDecodeError as exc:
        return _fail_at(data[:exc.start].decode(encoding, "replace"), exc.start,
                        "not well-formed (invalid token)")


def _fail_at(text, pos, message):
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1)
    err = ParseError(f"{message}: line {line}, column {col}")
    err.code = _CODES.get(message.split(" &")[0], 4)
    err.position = (line, col)
    raise err


class _Parser:
    """One document's parse: ``feed`` text, then ``close`` (events go to ``target``)."""

    def __init__(self, target, namespaces=True):
        self.target = target
        self.namespaces = namespaces
        self.chunks = []

    def feed(self, data):
        self.chunks.append(_decode(data))

    def close(self):
        text = "".join(self.chunks)
        self.chunks = []
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        self.text = text
        self.entities = {}
        self.expanded = 0
        self.active = set()
        try:
            self.run()
        except ParseError as exc:  # reported from here: the scanner's frames say nothing
            err = ParseError(str(exc))
            err.code, err.position = exc.code, exc.position
            raise err from None

    # --- errors -------------------------------------------------------------------------------

    def fail(self, pos, message):
        _fail_at(self.text, pos, message)

    # --- the document -------------------------------------------------------------------------

    def run(self):
        text = self.text
        n = len(text)
        pos = 0
        self.stack = stack = []  # (qualified name, namespace scope)
        self.seen_root = False
        self.scope = _BASE_SCOPE
        target = self.target
        while pos < n:
            # the fast path: runs of common tokens from one scanner (a restart copies the
            # text, so it restarts only after a construct the careful path read)
            for m in _TOKEN.finditer(text, pos):
                if m.start() != pos:
                    break
                chunk = m.group("text")
                if chunk is not None:
                    if not stack:
                        if chunk.strip(" \t\n"):
                            break
                    else:
                        self.data(chunk, pos)
                elif m.group("start") is not None:
                    if not stack and self.seen_root:
                        break
                    attrs = {}
                    if m.group("attrs"):
                        for a in _FAST_ATTR.finditer(m.group("attrs")):
                            key = a.group(1)
                            if key in attrs:
                                attrs = None
                                break
                            value = a.group(2)[1:-1]
                            if "\n" in value or "\t" in value:
                                value = value.replace("\n", " ").replace("\t", " ")
                            attrs[key] = value
                        if attrs is None:
                            break
                    self.open(m.group("start"), attrs, m.group("empty") == "/", m.end(), pos,
                              stack, self.scope)
                    self.seen_root = True
                    self.scope = stack[-1][1] if stack else _BASE_SCOPE
                elif m.group("end") is not None:
                    if not stack or m.group("end") != stack[-1][0]:
                        break
                    qname, scope = stack.pop()
                    target.end(self.qualify(qname, scope, pos, True) if self.namespaces
                               else qname)
                    self.scope = stack[-1][1] if stack else _BASE_SCOPE
                elif m.group("ref") is not None:
                    if not stack:
                        break
                    target.data(_PREDEFINED[m.group("ref")])
                else:
                    if not stack or not hasattr(target, "comment"):
                        break
                    body = m.group("comment")
                    target.comment(body)
                pos = m.end()
            if pos < n:
                pos = self.step(pos)
        if stack or not self.seen_root:
            self.fail(n, "no element found")

    def step(self, pos):
        """Read the one construct at ``pos`` (the careful path: every error is found here)."""
        text = self.text
        n = len(text)
        stack = self.stack
        seen_root = self.seen_root
        target = self.target
        scope = self.scope
        ch = text[pos]
        if ch == "<":
            if text[pos:pos + 2] == "</":
                if not stack:
                    self.fail(pos, "junk after document element" if seen_root
                              else "syntax error")
                pos = self.end_tag(pos, stack)
                if stack:
                    scope = stack[-1][1]
                else:
                    scope = {"xml": "http://www.w3.org/XML/1998/namespace"}
            elif text[pos:pos + 4] == "<!--":
                end = text.find("-->", pos + 4)
                if end < 0:
                    self.fail(pos, "unclosed token")
                body = text[pos + 4:end]
                if "--" in body:
                    self.fail(pos + 4 + body.index("--"), "not well-formed (invalid token)")
                if stack and hasattr(target, "comment"):
                    target.comment(body)
                elif not stack and hasattr(target, "comment") and \
                        getattr(target, "_top_level_comments", False):
                    target.comment(body)
                pos = end + 3
            elif text[pos:pos + 9] == "<![CDATA[":
                if not stack:
                    self.fail(pos, "junk after document element" if seen_root
                              else "syntax error")
                end = text.find("]]>", pos + 9)
                if end < 0:
                    self.fail(n, "unclosed CDATA section")
                if hasattr(target, "cdata"):
                    target.cdata(text[pos + 9:end])
                else:
                    self.data(text[pos + 9:end], pos + 9)
                pos = end + 3
            elif text[pos:pos + 9] == "<!DOCTYPE":
                if stack or seen_root:
                    self.fail(pos, "junk after document element" if seen_root
                              else "syntax error")
                pos = self.doctype(pos)
            elif text[pos:pos + 2] == "<?":
                end = text.find("?>", pos + 2)
                if end < 0:
                    self.fail(pos, "unclosed token")
                body = text[pos + 2:end]
                m = _NAME.match(body)
                if m is None:
                    self.fail(pos + 2, "not well-formed (invalid token)")
                name = m.group()
                if name.lower() == "xml":
                    if pos != 0:
                        self.fail(pos, "XML or text declaration not at start of entity")
                elif (stack or getattr(target, "_top_level_comments", False)) \
                        and hasattr(target, "pi"):
                    target.pi(name, body[m.end():].lstrip())
                pos = end + 2
            else:
                if not stack and seen_root:
                    self.fail(pos, "junk after document element")
                pos, closed, scope = self.start_tag(pos, stack, scope)
                seen_root = True
                if closed and not stack:
                    scope = {"xml": "http://www.w3.org/XML/1998/namespace"}
        elif not stack:
            m = _SPACE.match(text, pos)
            if m.end() == pos:
                self.fail(pos, "junk after document element" if seen_root
                          else "syntax error")
            pos = m.end()
        else:
            pos = self.content(pos)
        self.seen_root = seen_root
        self.scope = scope
        return pos

    def content(self, pos):
        """Character data from ``pos`` up to the next markup (references resolved)."""
        text = self.text
        parts = []
        start = pos
        while True:
            m = _TEXT.match(text, pos)
            if m is not None:
                parts.append(m.group())
                pos = m.end()
            if pos >= len(text):
                break
            ch = text[pos]
            if ch == "&":
                value, pos = self.reference(pos, False)
                parts.append(value)
            elif ch == "]":
                if text[pos:pos + 3] == "]]>":
                    self.fail(pos + 2, "not well-formed (invalid token)")
                parts.append("]")
                pos += 1
            else:
                break
        self.data("".join(parts), start)
        return pos

    def data(self, value, pos):
        if not value:
            return
        bad = _BAD_CHAR.search(value)
        if bad is not None:
            self.fail(pos + bad.start(), "not well-formed (invalid token)")
        self.target.data(value)

    def reference(self, pos, in_attribute, depth=0):
        """The text of the reference at ``pos`` (``&name;`` or ``&#n;``) and where it ends."""
        text = self.text
        if text[pos:pos + 2] == "&#":
            m = re.compile(r"&#(?:([0-9]+)|x([0-9a-fA-F]+));").match(text, pos)
            if m is None:
                if re.compile(r"&#x?[0-9a-fA-F]*$").match(text, pos):
                    self.fail(pos, "unclosed token")
                bad = pos + 2
                while bad < len(text) and (text[bad].isdigit() or (
                        text[pos + 2] == "x" and text[bad] in "x0123456789abcdefABCDEF")):
                    bad += 1
                self.fail(bad, "not well-formed (invalid token)")
            number = int(m.group(1), 10) if m.group(1) else int(m.group(2), 16)
            if number == 0 or number > 0x10FFFF or (number < 32 and number not in (9, 10, 13)) \
                    or 0xD800 <= number <= 0xDFFF or number in (0xFFFE, 0xFFFF):
                self.fail(pos, "reference to invalid character number")
            return chr(number), m.end()
        m = _NAME.match(text, pos + 1)
        if m is None:
            self.fail(pos + 1, "not well-formed (invalid token)")
        if m.end() >= len(text):
            self.fail(pos, "unclosed token")
        if text[m.end()] != ";":
            self.fail(m.end(), "not well-formed (invalid token)")
        name = m.group()
        value = _PREDEFINED.get(name)
        if value is not None:
            return value, m.end() + 1
        declared = self.entities.get(name)
        if declared is None:
            self.fail(pos, "undefined entity")
        if declared is False:  # an external entity: never read
            self.fail(pos, f"undefined entity &{name};")
        return self.expand(name, declared, pos, in_attribute, depth), m.end() + 1

    def expand(self, name, value, pos, in_attribute, depth):
        """An internal entity's replacement text, its own references resolved (bounded)."""
        if depth >= _MAX_ENTITY_DEPTH or name in self.active:
            self.fail(pos, "recursive entity reference")
        if "&" not in value and "<" not in value:
            self.count(len(value), pos)
            return value
        if "<" in value:  # markup inside an entity's value: not read here (CONFORMANCE.md)
            self.fail(pos, "the sandbox's XML parser does not expand markup inside entities")
        self.active.add(name)
        out = []
        i = 0
        while i < len(value):
            j = value.find("&", i)
            if j < 0:
                out.append(value[i:])
                break
            out.append(value[i:j])
            k = value.find(";", j)
            if k < 0:
                self.fail(pos, "not well-formed (invalid token)")
            ref = value[j + 1:k]
            if ref.startswith("#"):
                out.append(chr(int(ref[2:], 16) if ref[1:2] == "x" else int(ref[1:])))
            elif ref in _PREDEFINED:
                out.append(_PREDEFINED[ref])
            else:
                inner = self.entities.get(ref)
                if inner is None or inner is False:
                    self.fail(pos, "undefined entity" if inner is None
                              else f"undefined entity &{ref};")
                out.append(self.expand(ref, inner, pos, in_attribute, depth + 1))
            i = k + 1
        self.active.discard(name)
        result = "".join(out)
        self.count(len(result), pos)
        return result

    def count(self, chars, pos):
        self.expanded += chars
        if self.expanded > _MAX_ENTITY_CHARS:
            self.fail(pos, "limit on input amplification factor (from DTD and entities) "
                           "breached")

    def doctype(self, pos):
        """Skip ``<!DOCTYPE ...>``, recording its internal subset's general entities."""
        text = self.text
        i = pos + 9
        bracket = text.find("[", i)
        close = text.find(">", i)
        if close < 0:
            self.fail(pos, "unclosed token")
        if bracket < 0 or bracket > close:
            return close + 1
        end = text.find("]", bracket)
        if end < 0:
            self.fail(pos, "unclosed token")
        subset = text[bracket + 1:end]
        for m in _ENTITY_DECL.finditer(subset):
            if m.group(1):  # a parameter entity: unused by anything this parser reads
                continue
            name = m.group(2)
            if name in self.entities:
                continue  # the first declaration binds, as in XML
            value = m.group(3) if m.group(3) is not None else m.group(4)
            self.entities[name] = False if value is None else value
        close = text.find(">", end)
        if close < 0:
            self.fail(pos, "unclosed token")
        return close + 1

    def attribute_value(self, pos, quote):
        """The normalised value of the attribute whose text starts at ``pos``."""
        text = self.text
        parts = []
        while True:
            m = _ATTR_TEXT.match(text, pos)
            if m is not None:  # literal white space is normalised, references are not
                parts.append(m.group().replace("\n", " ").replace("\t", " "))
                pos = m.end()
            if pos >= len(text):
                return None, pos
            ch = text[pos]
            if ch == quote:
                return "".join(parts), pos + 1
            if ch == "&":
                value, pos = self.reference(pos, True)
                parts.append(value)
            elif ch == "<":
                self.fail(pos, "not well-formed (invalid token)")
            else:
                parts.append(ch)
                pos += 1

    def start_tag(self, pos, stack, scope):
        text = self.text
        start = pos
        m = _FAST_START.match(text, pos)
        if m is not None:
            attrs = {}
            if m.group(2):
                for a in _FAST_ATTR.finditer(m.group(2)):
                    key = a.group(1)
                    if key in attrs:
                        attrs = None  # the slow path reports it
                        break
                    value = a.group(2)[1:-1]
                    if "\n" in value or "\t" in value:
                        value = value.replace("\n", " ").replace("\t", " ")
                    attrs[key] = value
            if attrs is not None:
                return self.open(m.group(1), attrs, m.group(3) == "/", m.end(), start, stack,
                                 scope)
        m = _NAME.match(text, pos + 1)
        if m is None:
            if pos + 1 >= len(text):
                self.fail(pos, "unclosed token")
            self.fail(pos + 1, "not well-formed (invalid token)")
        name = m.group()
        pos = m.end()
        attrs = {}
        while True:
            sp = _SPACE.match(text, pos)
            gap = sp.end() > pos
            pos = sp.end()
            if pos >= len(text):
                self.fail(start, "unclosed token")
            ch = text[pos]
            if ch == ">":
                closed = False
                pos += 1
                break
            if text[pos:pos + 2] == "/>":
                closed = True
                pos += 2
                break
            if ch == "/":
                self.fail(pos + 1 if pos + 1 < len(text) else start,
                          "not well-formed (invalid token)" if pos + 1 < len(text)
                          else "unclosed token")
            a = _NAME.match(text, pos)
            if a is None or not gap:
                self.fail(pos, "not well-formed (invalid token)")
            aname = a.group()
            pos = _SPACE.match(text, a.end()).end()
            if pos >= len(text):
                self.fail(start, "unclosed token")
            if text[pos] != "=":
                self.fail(pos, "not well-formed (invalid token)")
            pos = _SPACE.match(text, pos + 1).end()
            if pos >= len(text):
                self.fail(start, "unclosed token")
            quote = text[pos]
            if quote not in "\"'":
                self.fail(pos, "not well-formed (invalid token)")
            value, pos = self.attribute_value(pos + 1, quote)
            if value is None:
                self.fail(start, "unclosed token")
            if aname in attrs:
                self.fail(a.start(), "duplicate attribute")
            attrs[aname] = value
        return self.open(name, attrs, closed, pos, start, stack, scope)

    def open(self, name, attrs, closed, pos, start, stack, scope):
        """Report element ``name`` opened (and closed, for ``<x/>``) at ``start``."""
        if self.namespaces:
            tag, attrib, scope = self.resolve(name, attrs, scope, start)
        else:
            tag, attrib = name, attrs
        stack.append((name, scope))
        self.target.start(tag, attrib)
        if closed:
            stack.pop()
            self.target.end(tag)
            if stack:
                scope = stack[-1][1]
        return pos, closed, scope

    def resolve(self, name, attrs, scope, pos):
        """Namespace processing: ``{uri}local`` names, ``xmlns`` attributes consumed."""
        declared = None
        for key, value in attrs.items():
            if key == "xmlns" or key.startswith("xmlns:"):
                if declared is None:
                    declared = dict(scope)
                declared[key[6:] if key != "xmlns" else ""] = value
                if hasattr(self.target, "start_ns"):
                    self.target.start_ns(key[6:], value)
        if declared is not None:
            scope = declared
        tag = self.qualify(name, scope, pos, True)
        attrib = {}
        for key, value in attrs.items():
            if key == "xmlns" or key.startswith("xmlns:"):
                continue
            qname = self.qualify(key, scope, pos, False) if ":" in key else key
            if qname in attrib:
                self.fail(pos, "duplicate attribute")
            attrib[qname] = value
        return tag, attrib, scope

    def qualify(self, name, scope, pos, element):
        prefix, colon, local = name.partition(":")
        if not colon:
            uri = scope.get("") if element else None
            return "{" + uri + "}" + name if uri else name
        uri = scope.get(prefix)
        if not uri:
            self.fail(pos, "unbound prefix")
        return "{" + uri + "}" + local

    def end_tag(self, pos, stack):
        text = self.text
        m = _FAST_END.match(text, pos)
        if m is not None and m.group(1) == stack[-1][0]:
            qname, scope = stack.pop()
            self.target.end(self.qualify(qname, scope, pos, True) if self.namespaces
                            else qname)
            return m.end()
        m = _NAME.match(text, pos + 2)
        if m is None:
            if pos + 2 >= len(text):
                self.fail(pos, "unclosed token")
            self.fail(pos + 2, "not well-formed (invalid token)")
        name = m.group()
        if name != stack[-1][0]:
            self.fail(pos + 2, "mismatched tag")
        end = _SPACE.match(text, m.end()).end()
        if end >= len(text):
            self.fail(pos, "unclosed token")
        if text[end] != ">":
            self.fail(end, "not well-formed (invalid token)")
        qname, scope = stack.pop()
        if self.namespaces:
            tag = self.qualify(qname, scope, pos, True)
        else:
            tag = qname
        self.target.end(tag)
        return end + 1
