import xml.etree.ElementTree as ET

e = ET.Element("row")
e.text = 42
try:
    ET.tostring(e)
except TypeError as err:
    print("TypeError:", err)
e.text = "42"
e.set("score", 9.5)
try:
    ET.tostring(e)
except TypeError as err:
    print("TypeError:", err)
e.set("score", "9.5")
print(ET.tostring(e, encoding="unicode"))
print(ET.tostring(e, encoding="latin-1"))
print(ET.tostring(ET.fromstring("<n>é€</n>")))
print(ET.tostring(ET.fromstring("<n>é€</n>"), encoding="utf-8"))
print(ET.tostring(e, encoding="unicode", xml_declaration=True))
print(ET.tostringlist(e, encoding="unicode"))
