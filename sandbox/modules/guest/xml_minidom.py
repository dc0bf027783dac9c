# xml.dom.minidom for the guest, written for the sandbox (after xml_parse.py, whose parser it
# uses without namespace processing, as minidom keeps qualified names): Document, Element,
# Text, Comment, CDATASection and ProcessingInstruction nodes with CPython 3.11's navigation,
# editing, reprs and writexml/toxml/toprettyxml output. Parse errors are
# xml.parsers.expat.ExpatError, as in CPython. Run as guest code.

import io
from xml.parsers.expat import ExpatError

__all__ = ["parse", "parseString", "getDOMImplementation", "Document", "Element", "Text",
           "Comment", "CDATASection", "ProcessingInstruction", "Node", "Attr",
           "NamedNodeMap", "NodeList", "DOMImplementation"]


class NodeList(list):
    @property
    def length(self):
        return len(self)

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None


class Node:
    ELEMENT_NODE = 1
    ATTRIBUTE_NODE = 2
    TEXT_NODE = 3
    CDATA_SECTION_NODE = 4
    ENTITY_REFERENCE_NODE = 5
    ENTITY_NODE = 6
    PROCESSING_INSTRUCTION_NODE = 7
    COMMENT_NODE = 8
    DOCUMENT_NODE = 9
    DOCUMENT_TYPE_NODE = 10
    DOCUMENT_FRAGMENT_NODE = 11
    NOTATION_NODE = 12

    parentNode = None
    ownerDocument = None
    nodeValue = None
    nextSibling = None
    previousSibling = None

    def __bool__(self):
        return True

    @property
    def firstChild(self):
        children = self.childNodes
        return children[0] if children else None

    @property
    def lastChild(self):
        children = self.childNodes
        return children[-1] if children else None

    def hasChildNodes(self):
        return bool(self.childNodes)

    def _relink(self):
        children = self.childNodes
        for i, child in enumerate(children):
            child.previousSibling = children[i - 1] if i else None
            child.nextSibling = children[i + 1] if i + 1 < len(children) else None

    def appendChild(self, node):
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        self.childNodes.append(node)
        node.parentNode = self
        self._relink()
        return node

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        index = self._index(refChild)
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
            index = self._index(refChild)
        self.childNodes.insert(index, newChild)
        newChild.parentNode = self
        self._relink()
        return newChild

    def _index(self, node):
        for i, child in enumerate(self.childNodes):
            if child is node:
                return i
        raise NotFoundError()

    def removeChild(self, oldChild):
        del self.childNodes[self._index(oldChild)]
        oldChild.parentNode = oldChild.nextSibling = oldChild.previousSibling = None
        self._relink()
        return oldChild

    def replaceChild(self, newChild, oldChild):
        index = self._index(oldChild)
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
            index = self._index(oldChild)
        self.childNodes[index] = newChild
        newChild.parentNode = self
        oldChild.parentNode = oldChild.nextSibling = oldChild.previousSibling = None
        self._relink()
        return oldChild

    def normalize(self):
        merged = []
        for child in self.childNodes:
            if child.nodeType == Node.TEXT_NODE:
                if not child.data:
                    continue
                if merged and merged[-1].nodeType == Node.TEXT_NODE:
                    merged[-1].data = merged[-1].data + child.data
                    continue
            elif child.nodeType == Node.ELEMENT_NODE:
                child.normalize()
            merged.append(child)
        self.childNodes[:] = merged
        self._relink()

    def toprettyxml(self, indent="\t", newl="\n", encoding=None, standalone=None):
        writer = io.StringIO()
        if self.nodeType == Node.DOCUMENT_NODE:
            self.writexml(writer, "", indent, newl, encoding, standalone)
        else:
            self.writexml(writer, "", indent, newl)
        if encoding is None:
            return writer.getvalue()
        return writer.getvalue().encode(encoding, "xmlcharrefreplace")

    def toxml(self, encoding=None, standalone=None):
        return self.toprettyxml("", "", encoding, standalone)

    def unlink(self):
        for child in self.childNodes:
            child.unlink()
        self.parentNode = self.previousSibling = self.nextSibling = None

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        self.unlink()


class NotFoundError(Exception):
    pass


def _write_data(writer, data):
    if data:
        data = data.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;") \
            .replace(">", "&gt;")
        writer.write(data)


def _elements_by_tag(parent, name, out):
    for node in parent.childNodes:
        if node.nodeType == Node.ELEMENT_NODE:
            if name == "*" or node.tagName == name:
                out.append(node)
            _elements_by_tag(node, name, out)
    return out


class Attr(Node):
    nodeType = Node.ATTRIBUTE_NODE

    def __init__(self, qName, value=""):
        self.name = self.nodeName = qName
        self.value = value
        self.childNodes = NodeList()
        self.ownerElement = None

    @property
    def nodeValue(self):
        return self.value

    @property
    def localName(self):
        return self.name.split(":", 1)[-1]

    def __repr__(self):
        return f"<xml.dom.minidom.Attr object at {hex(id(self))}>"


class NamedNodeMap:
    def __init__(self, attrs):
        self._attrs = attrs

    def __len__(self):
        return len(self._attrs)

    @property
    def length(self):
        return len(self._attrs)

    def __getitem__(self, name):
        return self._attrs[name]

    def __contains__(self, name):
        return name in self._attrs

    def get(self, name, value=None):
        return self._attrs.get(name, value)

    def item(self, index):
        try:
            return list(self._attrs.values())[index]
        except IndexError:
            return None

    def keys(self):
        return self._attrs.keys()

    def values(self):
        return self._attrs.values()

    def items(self):
        return [(name, attr.value) for name, attr in self._attrs.items()]

    def getNamedItem(self, name):
        return self._attrs.get(name)

    def __repr__(self):
        return f"<xml.dom.minidom.NamedNodeMap object at {hex(id(self))}>"


class Element(Node):
    nodeType = Node.ELEMENT_NODE

    def __init__(self, tagName, namespaceURI=None, prefix=None, localName=None):
        self.tagName = self.nodeName = tagName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self.childNodes = NodeList()
        self._attrs = {}

    @property
    def localName(self):
        return self.tagName.split(":", 1)[-1]

    @property
    def attributes(self):
        return NamedNodeMap(self._attrs)

    def __repr__(self):
        return f"<DOM Element: {self.tagName} at {hex(id(self))}>"

    def getAttribute(self, attname):
        attr = self._attrs.get(attname)
        return "" if attr is None else attr.value

    def setAttribute(self, attname, value):
        attr = self._attrs.get(attname)
        if attr is None:
            attr = Attr(attname)
            attr.ownerElement = self
            attr.ownerDocument = self.ownerDocument
            self._attrs[attname] = attr
        attr.value = value

    def removeAttribute(self, name):
        if name not in self._attrs:
            raise NotFoundError()
        del self._attrs[name]

    def hasAttribute(self, name):
        return name in self._attrs

    def hasAttributes(self):
        return bool(self._attrs)

    def getAttributeNode(self, attrname):
        return self._attrs.get(attrname)

    def getElementsByTagName(self, name):
        return _elements_by_tag(self, name, NodeList())

    def cloneNode(self, deep):
        clone = Element(self.tagName)
        clone.ownerDocument = self.ownerDocument
        for name, attr in self._attrs.items():
            clone.setAttribute(name, attr.value)
        if deep:
            for child in self.childNodes:
                clone.appendChild(child.cloneNode(True))
        return clone

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(indent + "<" + self.tagName)
        for name, attr in self._attrs.items():
            writer.write(f' {name}="')
            _write_data(writer, attr.value)
            writer.write('"')
        if self.childNodes:
            writer.write(">")
            if len(self.childNodes) == 1 and self.childNodes[0].nodeType in (
                    Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
                self.childNodes[0].writexml(writer, "", "", "")
            else:
                writer.write(newl)
                for node in self.childNodes:
                    node.writexml(writer, indent + addindent, addindent, newl)
                writer.write(indent)
            writer.write(f"</{self.tagName}>{newl}")
        else:
            writer.write(f"/>{newl}")


class _CharacterData(Node):
    def __init__(self, data=""):
        self.data = data
        self.childNodes = NodeList()

    @property
    def nodeValue(self):
        return self.data

    @property
    def length(self):
        return len(self.data)

    def __repr__(self):
        data = self.data
        more = "..." if len(data) > 10 else ""
        return f'<DOM {type(self).__name__} node "{data[0:10]!r}{more}">'

    def cloneNode(self, deep):
        clone = type(self)(self.data)
        clone.ownerDocument = self.ownerDocument
        return clone


class Text(_CharacterData):
    nodeType = Node.TEXT_NODE
    nodeName = "#text"

    @property
    def wholeText(self):
        return self.data

    def writexml(self, writer, indent="", addindent="", newl=""):
        _write_data(writer, f"{indent}{self.data}{newl}")


class CDATASection(Text):
    nodeType = Node.CDATA_SECTION_NODE
    nodeName = "#cdata-section"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "]]>" in self.data:
            raise ValueError("']]>' not allowed in a CDATA section")
        writer.write(f"<![CDATA[{self.data}]]>")


class Comment(_CharacterData):
    nodeType = Node.COMMENT_NODE
    nodeName = "#comment"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "--" in self.data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write(f"{indent}<!--{self.data}-->{newl}")


class ProcessingInstruction(Node):
    nodeType = Node.PROCESSING_INSTRUCTION_NODE

    def __init__(self, target, data):
        self.target = self.nodeName = target
        self.data = data
        self.childNodes = NodeList()

    @property
    def nodeValue(self):
        return self.data

    def cloneNode(self, deep):
        return ProcessingInstruction(self.target, self.data)

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(f"{indent}<?{self.target} {self.data}?>{newl}")


class Document(Node):
    nodeType = Node.DOCUMENT_NODE
    nodeName = "#document"
    doctype = None

    def __init__(self):
        self.childNodes = NodeList()

    @property
    def documentElement(self):
        for node in self.childNodes:
            if node.nodeType == Node.ELEMENT_NODE:
                return node
        return None

    def appendChild(self, node):
        if node.nodeType == Node.ELEMENT_NODE and self.documentElement is not None:
            raise HierarchyRequestError("two document elements disallowed")
        return super().appendChild(node)

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createTextNode(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(Text(data))

    def createComment(self, data):
        return self._own(Comment(data))

    def createCDATASection(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(CDATASection(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        return self._own(Attr(qName))

    def getElementsByTagName(self, name):
        return _elements_by_tag(self, name, NodeList())

    def getElementById(self, elementId):
        return None

    def cloneNode(self, deep):
        clone = Document()
        if deep:
            for child in self.childNodes:
                clone.appendChild(child.cloneNode(True))
        return clone

    def writexml(self, writer, indent="", addindent="", newl="", encoding=None,
                 standalone=None):
        declarations = []
        if encoding:
            declarations.append(f'encoding="{encoding}"')
        if standalone is not None:
            declarations.append(f'standalone="{"yes" if standalone else "no"}"')
        writer.write(f'<?xml version="1.0" {" ".join(declarations)}?>{newl}')
        for node in self.childNodes:
            node.writexml(writer, indent, addindent, newl)

    def __repr__(self):
        return f"<xml.dom.minidom.Document object at {hex(id(self))}>"


class HierarchyRequestError(Exception):
    pass


class DOMImplementation:
    def hasFeature(self, feature, version):
        return feature.lower() in ("core", "xml")

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        doc = Document()
        if qualifiedName:
            doc.appendChild(doc.createElement(qualifiedName))
        return doc


def getDOMImplementation(features=None):
    return DOMImplementation()


class _DOMBuilder:
    _top_level_comments = True

    def __init__(self):
        self.document = Document()
        self.node = self.document

    def start(self, tag, attrs):
        element = self.document.createElement(tag)
        for name, value in attrs.items():
            element.setAttribute(name, value)
        self.node.appendChild(element)
        self.node = element

    def end(self, tag):
        self.node = self.node.parentNode

    def data(self, text):
        last = self.node.childNodes[-1] if self.node.childNodes else None
        if last is not None and last.nodeType == Node.TEXT_NODE:
            last.data = last.data + text
        else:
            self.node.appendChild(self.document.createTextNode(text))

    def cdata(self, text):
        self.node.appendChild(self.document.createCDATASection(text))

    def comment(self, text):
        self.node.appendChild(self.document.createComment(text))

    def pi(self, target, text):
        self.node.appendChild(self.document.createProcessingInstruction(target, text))


def parseString(string, parser=None):
    builder = _DOMBuilder()
    p = _Parser(builder, namespaces=False)
    try:
        p.feed(string)
        p.close()
    except ParseError as exc:
        err = ExpatError(str(exc))
        err.code = exc.code
        err.lineno, err.offset = exc.position
        raise err from None
    return builder.document


def parse(file, parser=None, bufsize=None):
    if hasattr(file, "read"):
        return parseString(file.read())
    with open(file, "rb") as f:
        return parseString(f.read())
