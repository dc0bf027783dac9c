import xml.etree.ElementTree as ET

orders = [{"id": 1, "customer": "Ann", "lines": [("pen", 2, 1.5), ("ink", 1, 7.25)]},
          {"id": 2, "customer": "Bob & Co", "lines": [("pad", 5, 0.99)]}]
root = ET.Element("orders", generated="2024-01-01")
for order in orders:
    o = ET.SubElement(root, "order", id=str(order["id"]))
    ET.SubElement(o, "customer").text = order["customer"]
    lines = ET.SubElement(o, "lines")
    for sku, qty, price in order["lines"]:
        ET.SubElement(lines, "line", sku=sku, qty=str(qty)).text = f"{price:.2f}"
print(ET.tostring(root, encoding="unicode"))
print(ET.tostring(root))
print(len(root), [o.get("id") for o in root])
empty = ET.Element("empty")
print(ET.tostring(empty), ET.tostring(empty, short_empty_elements=False))
