import xml.etree.ElementTree as ET

response = """<?xml version="1.0" encoding="UTF-8"?>
<response status="ok">
  <meta><count>3</count><page>1</page></meta>
  <items>
    <item id="101" type="book"><title>Dune</title><price currency="USD">9.99</price></item>
    <item id="102" type="film"><title>Alien</title><price currency="EUR">4.50</price></item>
    <item id="103" type="book"><title>Emma &amp; Co</title><price currency="USD">12.00</price></item>
  </items>
</response>"""

root = ET.fromstring(response)
print(root.tag, root.attrib, root.get("status"))
print("count:", int(root.find("meta/count").text))
for item in root.findall("./items/item"):
    price = item.find("price")
    print(item.get("id"), item.get("type"), item.findtext("title"),
          float(price.text), price.get("currency"))
books = [i.findtext("title") for i in root.iter("item") if i.get("type") == "book"]
print(books)
total = sum(float(p.text) for p in root.iter("price") if p.get("currency") == "USD")
print(f"USD total: {total:.2f}")
print(root.find("items/item[@id='102']/title").text)
print(root.findtext("missing", default="n/a"), repr(root.findtext("meta")))
