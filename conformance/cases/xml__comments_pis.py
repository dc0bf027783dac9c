import xml.etree.ElementTree as ET

root = ET.Element("root")
root.append(ET.Comment(" generated "))
ET.SubElement(root, "x").text = "1"
root.append(ET.ProcessingInstruction("xml-stylesheet", 'href="s.xsl"'))
print(ET.tostring(root, encoding="unicode"))
print(root[0].tag is ET.Comment, root[2].tag is ET.PI, root[0].text)
parsed = ET.fromstring("<a><!-- dropped --><?pi dropped?><b/></a>")
print([c.tag for c in parsed])
keep = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True, insert_pis=True))
kept = ET.fromstring("<a><!-- kept --><?pi kept?><b/></a>", parser=keep)
print([c.tag if isinstance(c.tag, str) else c.text for c in kept])
print(ET.tostring(kept, encoding="unicode"))
print(list(kept.itertext()))
