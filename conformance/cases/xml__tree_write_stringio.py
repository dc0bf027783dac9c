import io
import xml.etree.ElementTree as ET

root = ET.Element("report")
for name, value in [("cpu", "93%"), ("mem", "1.2G")]:
    ET.SubElement(root, "metric", name=name).text = value
tree = ET.ElementTree(root)
buf = io.StringIO()
tree.write(buf, encoding="unicode")
print(buf.getvalue())
raw = io.BytesIO()
tree.write(raw, encoding="utf-8", xml_declaration=True)
print(raw.getvalue())
raw = io.BytesIO()
tree.write(raw)
print(raw.getvalue())
print(tree.find("metric").get("name"), tree.findtext("metric"), len(tree.findall("metric")))
print(type(tree.getroot()).__name__, [m.text for m in tree.iter("metric")])
try:
    tree.write(io.StringIO())
except TypeError as e:
    print("TypeError:", e)
