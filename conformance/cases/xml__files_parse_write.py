import os
import tempfile
import xml.etree.ElementTree as ET

workdir = tempfile.mkdtemp()
path = os.path.join(workdir, "inventory.xml")
root = ET.Element("inventory")
for sku, qty in [("A-1", 4), ("B-2", 0), ("C-3", 12)]:
    ET.SubElement(root, "item", sku=sku, qty=str(qty))
ET.indent(root)
ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
with open(path, encoding="utf-8") as f:
    print(f.read())
tree = ET.parse(path)
low = [i.get("sku") for i in tree.getroot() if int(i.get("qty")) < 5]
print("low stock:", low)
for event, elem in ET.iterparse(path):
    if elem.tag == "item":
        print(event, elem.get("sku"))
events = [(ev, el.tag) for ev, el in ET.iterparse(path, events=("start", "end"))]
print(events[:3], len(events))
try:
    ET.parse(os.path.join(workdir, "nope.xml"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
