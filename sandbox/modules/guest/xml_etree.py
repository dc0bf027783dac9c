# xml.etree.ElementTree for the guest, written for the sandbox (after xml_parse.py, whose
# parser it uses): Element trees with CPython 3.11's API, reprs, serialisation (tostring,
# ElementTree.write, indent, namespaces as ns0/ns1) and errors. parse() and iterparse() read
# guest files (the session's virtual file system, through guest open) or file objects.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import io
import sys

__all__ = ["Comment", "dump", "Element", "ElementTree", "fromstring", "fromstringlist",
           "indent", "iselement", "iterparse", "parse", "ParseError", "PI",
           "ProcessingInstruction", "QName", "SubElement", "tostring", "tostringlist",
           "TreeBuilder", "VERSION", "XML", "XMLParser", "register_namespace", "XMLID"]

VERSION = "1.3.0"


class Element:
    def __init__(self, tag, attrib={}, **extra):  # noqa: B006 - CPython's signature
        if not isinstance(attrib, dict):
            raise TypeError(f"Element() argument 2 must be dict, not {type(attrib).__name__}")
        self.tag = tag
        self.attrib = {**attrib, **extra}
        self.text = None
        self.tail = None
        self._children = []

    def __repr__(self):
        return f"<Element {self.tag!r} at {hex(id(self))}>"

    def makeelement(self, tag, attrib):
        return self.__class__(tag, attrib)

    def __copy__(self):
        elem = self.makeelement(self.tag, self.attrib)
        elem.text = self.text
        elem.tail = self.tail
        elem[:] = self
        return elem

    def __len__(self):
        return len(self._children)

    def __bool__(self):
        return len(self._children) != 0

    def __getitem__(self, index):
        return self._children[index]

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            element = list(element)
            for elt in element:
                _check(elt)
        else:
            _check(element)
        self._children[index] = element

    def __delitem__(self, index):
        del self._children[index]

    def __iter__(self):
        return iter(self._children)

    def append(self, subelement):
        _check(subelement, "append() argument")
        self._children.append(subelement)

    def extend(self, elements):
        for element in elements:
            _check(element)
            self._children.append(element)

    def insert(self, index, subelement):
        _check(subelement, "insert() argument 2")
        self._children.insert(index, subelement)

    def remove(self, subelement):
        _check(subelement, "remove() argument")
        for i, child in enumerate(self._children):
            if child is subelement:
                del self._children[i]
                return
        raise ValueError("list.remove(x): x not in list")

    def find(self, path, namespaces=None):
        return next(_select(self, path, namespaces), None)

    def findtext(self, path, default=None, namespaces=None):
        elem = self.find(path, namespaces)
        if elem is None:
            return default
        return elem.text or ""

    def findall(self, path, namespaces=None):
        return list(_select(self, path, namespaces))

    def iterfind(self, path, namespaces=None):
        return _select(self, path, namespaces)

    def clear(self):
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return list(self.attrib.keys())

    def items(self):
        return list(self.attrib.items())

    def iter(self, tag=None):
        # iterative, as the C implementation: a tree's depth is data, not recursion
        if tag == "*":
            tag = None
        stack = [iter((self,))]
        while stack:
            for node in stack[-1]:
                if tag is None or node.tag == tag:
                    yield node
                if node._children:
                    stack.append(iter(node._children))
                    break
            else:
                stack.pop()

    def itertext(self):
        # as the C implementation does: comments and processing instructions included
        if self.text:
            yield self.text
        stack = [(self, 0)]
        while stack:
            elem, i = stack[-1]
            if i < len(elem._children):
                stack[-1] = (elem, i + 1)
                child = elem._children[i]
                if child.text:
                    yield child.text
                stack.append((child, 0))
            else:
                stack.pop()
                if stack and elem.tail:
                    yield elem.tail


def _check(element, what=None):
    if not isinstance(element, Element):
        if what is None:
            raise TypeError(f"expected an Element, not {type(element).__name__}")
        raise TypeError(f"{what} must be xml.etree.ElementTree.Element, not "
                        f"{type(element).__name__}")


def SubElement(parent, tag, attrib={}, **extra):  # noqa: B006 - CPython's signature
    if not isinstance(attrib, dict):
        raise TypeError(f"SubElement() argument 3 must be dict, not {type(attrib).__name__}")
    _check(parent, "SubElement() argument 1")
    element = parent.makeelement(tag, {**attrib, **extra})
    parent.append(element)
    return element


def Comment(text=None):
    element = Element(Comment)
    element.text = text
    return element


def ProcessingInstruction(target, text=None):
    element = Element(ProcessingInstruction)
    element.text = target
    if text:
        element.text = element.text + " " + text
    return element


PI = ProcessingInstruction


def iselement(element):
    return hasattr(element, "tag")


class QName:
    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = f"{{{text_or_uri}}}{tag}"
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<QName {self.text!r}>"

    def __hash__(self):
        return hash(self.text)

    def __eq__(self, other):
        return self.text == (other.text if isinstance(other, QName) else other)

    def __lt__(self, other):
        return self.text < (other.text if isinstance(other, QName) else other)


# --- building and parsing ------------------------------------------------------------------

class TreeBuilder:
    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None,
                 insert_comments=False, insert_pis=False):
        self._data = []
        self._elem = []
        self._last = None
        self._root = None
        self._tail = None
        self._factory = Element if element_factory is None else element_factory
        self._comment_factory = Comment if comment_factory is None else comment_factory
        self._pi_factory = ProcessingInstruction if pi_factory is None else pi_factory
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis

    def close(self):
        if self._root is None:
            raise AssertionError("missing toplevel element")
        return self._root

    def _flush(self):
        if self._data:
            if self._last is not None:
                text = "".join(self._data)
                if self._tail:
                    self._last.tail = text
                else:
                    self._last.text = text
            self._data = []

    def data(self, data):
        self._data.append(data)

    def start(self, tag, attrs):
        self._flush()
        self._last = elem = self._factory(tag, attrs)
        if self._elem:
            self._elem[-1].append(elem)
        elif self._root is None:
            self._root = elem
        self._elem.append(elem)
        self._tail = 0
        return elem

    def end(self, tag):
        self._flush()
        self._last = self._elem.pop()
        self._tail = 1
        return self._last

    def comment(self, text):
        return self._handle_single(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._handle_single(self._pi_factory, self.insert_pis, target, text)

    def _handle_single(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._elem:
                self._elem[-1].append(elem)
            self._tail = 1
        return elem


class XMLParser:
    def __init__(self, *, target=None, encoding=None):
        self.target = TreeBuilder() if target is None else target
        self._parser = _Parser(self.target)
        self.version = "Expat 2.5.0"
        self.entity = {}

    def feed(self, data):
        self._parser.feed(data)

    def close(self):
        self._parser.close()
        close = getattr(self.target, "close", None)
        return close() if close is not None else None


def XML(text, parser=None):
    if parser is None:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    return parser.close()


fromstring = XML


def fromstringlist(sequence, parser=None):
    if parser is None:
        parser = XMLParser(target=TreeBuilder())
    for text in sequence:
        parser.feed(text)
    return parser.close()


def XMLID(text, parser=None):
    tree = XML(text, parser)
    ids = {}
    for elem in tree.iter():
        key = elem.get("id")
        if key:
            ids[key] = elem
    return tree, ids


def _read_source(source):
    if hasattr(source, "read"):
        return source.read()
    with open(source, "rb") as f:
        return f.read()


def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


class _EventBuilder(TreeBuilder):
    def __init__(self, events):
        super().__init__()
        self._events = []
        self._wanted = events

    def start(self, tag, attrs):
        elem = super().start(tag, attrs)
        if "start" in self._wanted:
            self._events.append(("start", elem))
        return elem

    def end(self, tag):
        elem = super().end(tag)
        if "end" in self._wanted:
            self._events.append(("end", elem))
        return elem

    def start_ns(self, prefix, uri):
        if "start-ns" in self._wanted:
            self._events.append(("start-ns", (prefix or "", uri or "")))

    def comment(self, text):
        elem = super().comment(text)
        if "comment" in self._wanted:
            self._events.append(("comment", elem))
        return elem

    def pi(self, target, text=None):
        elem = super().pi(target, text)
        if "pi" in self._wanted:
            self._events.append(("pi", elem))
        return elem


class _IterParseIterator:
    def __init__(self, source, events):
        self._source = source
        self._events = events
        self._pending = None
        self.root = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._pending is None:
            builder = _EventBuilder(self._events)
            parser = _Parser(builder)
            parser.feed(_read_source(self._source))
            parser.close()
            self.root = builder.close()
            self._pending = iter(builder._events)
        return next(self._pending)


def iterparse(source, events=None, parser=None):
    events = ("end",) if events is None else tuple(events)
    for event in events:
        if event not in ("start", "end", "start-ns", "end-ns", "comment", "pi"):
            raise ValueError(f"unknown event {event!r}")
    return _IterParseIterator(source, events)


class ElementTree:
    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        if parser is None:
            parser = XMLParser(target=TreeBuilder())
        parser.feed(_read_source(source))
        self._root = parser.close()
        return self._root

    def iter(self, tag=None):
        return self._root.iter(tag)

    def _rooted(self, path):
        if path[:1] == "/":
            import warnings
            warnings.warn(f"This search is broken in 1.3 and earlier, and will be fixed in a "
                          f"future version.  If you rely on the current behaviour, change it "
                          f"to {'.' + path!r}", FutureWarning, stacklevel=3)
            return "." + path
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._rooted(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._rooted(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._rooted(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._rooted(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None,
              default_namespace=None, method=None, *, short_empty_elements=True):
        parts, encoding, unicode = self._pieces(encoding, xml_declaration, default_namespace,
                                                method, short_empty_elements)
        text = "".join(parts)
        if isinstance(file_or_filename, str):
            if unicode:
                with open(file_or_filename, "w", encoding="utf-8") as f:
                    f.write(text)
            else:
                with open(file_or_filename, "wb") as f:
                    f.write(text.encode(encoding, "xmlcharrefreplace"))
        elif unicode:
            file_or_filename.write(text)
        else:
            file_or_filename.write(text.encode(encoding, "xmlcharrefreplace"))

    def _pieces(self, encoding, xml_declaration, default_namespace, method,
                short_empty_elements):
        """The text pieces of this tree as the serialiser writes them."""
        method = method or "xml"
        if method not in ("xml", "html", "text"):
            raise ValueError(f"unknown method {method!r}")
        encoding = encoding or "us-ascii"
        unicode = encoding.lower() == "unicode"
        declared = "utf-8" if unicode else encoding
        parts = []
        write = parts.append
        if method == "xml" and (xml_declaration or (
                xml_declaration is None and not unicode
                and declared.lower() not in ("utf-8", "us-ascii"))):
            write(f"<?xml version='1.0' encoding='{declared}'?>\n")
        if method == "text":
            for text in self._root.itertext():
                write(text)
        else:
            qnames, namespaces = _namespaces(self._root, default_namespace)
            _serialize(write, self._root, qnames, namespaces, short_empty_elements,
                       method == "html")
        return parts, encoding, unicode

    def write_c14n(self, file):
        raise ValueError("canonical XML is not available in the sandbox")


# --- serialisation -------------------------------------------------------------------------

_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}


def register_namespace(prefix, uri):
    import re
    if re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    for k, v in list(_namespace_map.items()):
        if k == uri or v == prefix:
            del _namespace_map[k]
    _namespace_map[uri] = prefix


def _cannot(value):
    raise TypeError(f"cannot serialize {value!r} (type {type(value).__name__})")


def _namespaces(elem, default_namespace=None):
    qnames = {None: None}
    namespaces = {}
    if default_namespace:
        namespaces[default_namespace] = ""

    def add_qname(qname):
        if qname[:1] == "{":
            uri, tag = qname[1:].rsplit("}", 1)
            prefix = namespaces.get(uri)
            if prefix is None:
                prefix = _namespace_map.get(uri)
                if prefix is None:
                    prefix = f"ns{len(namespaces)}"
                if prefix != "xml":
                    namespaces[uri] = prefix
            qnames[qname] = f"{prefix}:{tag}" if prefix else tag
        else:
            if default_namespace:
                raise ValueError("cannot use non-qualified names with default_namespace "
                                 "option")
            qnames[qname] = qname

    for node in elem.iter():
        tag = node.tag
        if isinstance(tag, QName):
            if tag.text not in qnames:
                add_qname(tag.text)
        elif isinstance(tag, str):
            if tag not in qnames:
                add_qname(tag)
        elif tag is not None and tag is not Comment and tag is not PI:
            _cannot(tag)
        for key, value in node.items():
            if isinstance(key, QName):
                key = key.text
            if key not in qnames:
                if not isinstance(key, str):
                    _cannot(key)
                add_qname(key)
            if isinstance(value, QName) and value.text not in qnames:
                add_qname(value.text)
        text = node.text
        if isinstance(text, QName) and text.text not in qnames:
            add_qname(text.text)
    return qnames, namespaces


def _escape_cdata(text):
    if not isinstance(text, str):
        _cannot(text)
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def _escape_attrib(text):
    if not isinstance(text, str):
        _cannot(text)
    for old, new in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"),
                     ("\r", "&#13;"), ("\n", "&#10;"), ("\t", "&#09;")):
        if old in text:
            text = text.replace(old, new)
    return text


_HTML_EMPTY = {"area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img",
               "input", "isindex", "link", "meta", "param", "source", "track", "wbr"}


def _serialize(write, elem, qnames, namespaces, short_empty_elements, html=False):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write(f"<!--{text}-->")
    elif tag is ProcessingInstruction:
        write(f"<?{text}?>")
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(_escape_cdata(text))
            for child in elem:
                _serialize(write, child, qnames, None, short_empty_elements, html)
        else:
            write("<" + tag)
            if namespaces:
                for uri, prefix in sorted(namespaces.items(), key=lambda x: x[1]):
                    write(f' xmlns{":" + prefix if prefix else ""}="{_escape_attrib(uri)}"')
            for key, value in elem.items():
                if isinstance(key, QName):
                    key = key.text
                value = qnames[value.text] if isinstance(value, QName) else \
                    _escape_attrib(value)
                write(f' {qnames[key]}="{value}"')
            if html:
                write(">")
                low = tag.lower()
                if text:
                    write(text if low in ("script", "style") else _escape_cdata(text))
                for child in elem:
                    _serialize(write, child, qnames, None, short_empty_elements, html)
                if low not in _HTML_EMPTY:
                    write("</" + tag + ">")
            elif text or len(elem) or not short_empty_elements:
                write(">")
                if text:
                    write(_escape_cdata(text))
                for child in elem:
                    _serialize(write, child, qnames, None, short_empty_elements)
                write("</" + tag + ">")
            else:
                write(" />")
    if elem.tail:
        write(_escape_cdata(elem.tail))


def tostring(element, encoding=None, method=None, *, xml_declaration=None,
             default_namespace=None, short_empty_elements=True):
    unicode = encoding is not None and encoding.lower() == "unicode"
    stream = io.StringIO() if unicode else io.BytesIO()
    ElementTree(element).write(stream, encoding, xml_declaration=xml_declaration,
                               default_namespace=default_namespace, method=method,
                               short_empty_elements=short_empty_elements)
    return stream.getvalue()


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None,
                 default_namespace=None, short_empty_elements=True):
    parts, encoding, unicode = ElementTree(element)._pieces(
        encoding, xml_declaration, default_namespace, method, short_empty_elements)
    if unicode:
        return parts
    return [part.encode(encoding, "xmlcharrefreplace") for part in parts]


def dump(elem):
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    text = tostring(elem.getroot(), encoding="unicode")
    sys.stdout.write(text)
    if not text.endswith("\n"):
        sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError(f"Initial indentation level must be >= 0, got {level}")
    if not len(tree):
        return
    indentations = ["\n" + level * space]

    def walk(elem, level):
        child_indentation = level + 1
        if len(indentations) <= child_indentation:
            indentations.append(indentations[level] + space)
        if not elem.text or not elem.text.strip():
            elem.text = indentations[child_indentation]
        for child in elem:
            if len(child):
                walk(child, child_indentation)
            if not child.tail or not child.tail.strip():
                child.tail = indentations[child_indentation]
        if not child.tail.strip():
            child.tail = indentations[level]

    walk(tree, 0)
