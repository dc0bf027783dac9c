from xml.dom import minidom

raw = "<catalog><book id='1'><title>Dune</title><year>1965</year></book><book id='2'><title>Emma</title></book></catalog>"
doc = minidom.parseString(raw)
print(doc.toprettyxml(indent="  "))
print(doc.documentElement.toprettyxml(indent="\t"))
print(doc.toxml())
print(doc.toprettyxml(indent=" ", encoding="utf-8"))
for book in doc.getElementsByTagName("book"):
    title = book.getElementsByTagName("title")[0].firstChild.data
    print(book.getAttribute("id"), title, repr(book.getAttribute("missing")))
