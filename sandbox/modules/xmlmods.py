"""``xml``, ``xml.etree.ElementTree`` and ``xml.dom.minidom`` for the guest: guest Python
written for the sandbox (``guest/xml_parse.py``, the parser both share; ``guest/xml_etree.py``
and ``guest/xml_path.py``; ``guest/xml_minidom.py``), not CPython's expat binding. Parsing is
guest code, so its cost is steps and memory charged by the run's limits like any other; the
parser never reads an external entity or DTD, and bounds internal entity expansion (see the
parser's header; tests/security/test_xml_email_dos.py). ``parse``/``iterparse``/``write``
with a file name open files of the session's virtual file system (guest ``open``). Nothing
here re-exports a host callable. ``xml.sax`` and ``xml.parsers.expat`` stay unavailable
(their refusal points here)."""

from __future__ import annotations

from . import guest_source, register_source, withhold

__all__: list[str] = []

_NO_EXPAT = ("no expat parser objects here: use xml.etree.ElementTree (fromstring, XMLParser "
             "with a target, iterparse) or xml.dom.minidom.parseString")
_EXPAT = """
__all__ = ["ExpatError", "error"]


class ExpatError(Exception):
    pass


error = ExpatError
"""

register_source("xml", "", doc="The xml package: xml.etree.ElementTree and xml.dom.minidom.")
register_source("xml.etree", "", doc="The xml.etree package: ElementTree.")
register_source("xml.etree.ElementTree",
                guest_source("xml_parse.py") + "\n\n" + guest_source("xml_etree.py") + "\n\n"
                + guest_source("xml_path.py"),
                doc="Element trees: fromstring/XML, parse, iterparse, Element, SubElement, "
                    "find/findall/iter, tostring, ElementTree.write, indent (as guest code; "
                    "no external entities, bounded entity expansion).")
register_source("xml.parsers", "", doc="The xml.parsers package: only expat's ExpatError.")
register_source("xml.parsers.expat", _EXPAT,
                doc="Only ExpatError (what xml.dom.minidom raises): no expat parser objects.")
withhold("xml.parsers.expat", {"ParserCreate": _NO_EXPAT})
register_source("xml.dom", "", doc="The xml.dom package: minidom.")
register_source("xml.dom.minidom",
                guest_source("xml_parse.py") + "\n\n" + guest_source("xml_minidom.py"),
                doc="A small DOM: parseString, parse, Document, getElementsByTagName, "
                    "toxml/toprettyxml (as guest code).")
