import xml.etree.ElementTree as ET

feed = """<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <title>News</title>
  <entry><title>One</title><media:thumbnail url="a.png"/></entry>
  <entry><title>Two</title><media:thumbnail url="b.png"/></entry>
</feed>"""
root = ET.fromstring(feed)
print(root.tag)
ns = {"atom": "http://www.w3.org/2005/Atom", "media": "http://search.yahoo.com/mrss/"}
for entry in root.findall("atom:entry", ns):
    print(entry.find("atom:title", ns).text, entry.find("media:thumbnail", ns).get("url"))
print([e.tag for e in root.findall("{*}entry")])
print(len(root.findall("{http://www.w3.org/2005/Atom}entry")))
print(root.findall("entry"))
el = ET.Element("{urn:a}root")
ET.SubElement(el, "{urn:b}child", {"{urn:a}attr": "1"})
print(ET.tostring(el, encoding="unicode"))
ET.register_namespace("inv", "urn:inventory")
inv = ET.Element("{urn:inventory}stock")
ET.SubElement(inv, "{urn:inventory}item").text = "x"
print(ET.tostring(inv, encoding="unicode"))
print(ET.tostring(ET.fromstring("<a xmlns='urn:d'><b/></a>"), encoding="unicode",
                  default_namespace="urn:d"))
