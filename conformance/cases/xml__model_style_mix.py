import xml.etree.ElementTree as ET
from xml.dom import minidom
import copy
root = ET.Element("data")
ET.SubElement(root, "x", attrib={"a": "1"}).text = "v"
ET.SubElement(root, "y", {"b": "2"}, c="3")
for child in root:
    print(child.tag, child.attrib, child.text)
pretty = minidom.parseString(ET.tostring(root)).toprettyxml(indent="  ")
print(pretty)
print(minidom.parseString(ET.tostring(root, encoding="unicode")).toprettyxml())
print(ET.tostring(root, encoding="unicode", method="xml"))
print(ET.tostring(root, method="html"))
c = copy.deepcopy(root); c[0].text = "changed"; print(root[0].text, c[0].text)
s = copy.copy(root); print(len(s), s[0] is root[0])
print(root.find("x").attrib.get("a"), root.find("./y").get("c"), root.find("z"))
data = {"name": "Widget", "tags": ["a", "b"], "price": 3.5}
item = ET.Element("item")
for k, v in data.items():
    if isinstance(v, list):
        sub = ET.SubElement(item, k)
        for t in v:
            ET.SubElement(sub, "tag").text = t
    else:
        ET.SubElement(item, k).text = str(v)
ET.indent(item)
print(ET.tostring(item, encoding="unicode"))
def to_dict(e):
    d = {c.tag: (to_dict(c) if len(c) else c.text) for c in e}
    return d
print(to_dict(ET.fromstring(ET.tostring(item))))
print([e.tag for e in root.iter() if e.tag != 'data'])
print(ET.fromstring("<a><b>1</b><b>2</b></a>").findall("b")[-1].text)
t = ET.ElementTree(ET.fromstring("<a><b>1</b></a>"))
print(t.getroot().find("b").text, t.findtext("b"))
print(repr(ET.fromstring('<a>  </a>').text))
x = ET.fromstring(b'<?xml version="1.0" encoding="UTF-8"?><r>\xc3\xa9</r>'); print(x.text)
print(ET.XML("<q/>").tag)
import xml.etree.ElementTree as etree
print(etree.VERSION)
