from xml.dom import minidom
from xml.parsers.expat import ExpatError

doc = minidom.parseString("""<config>
  <!-- database -->
  <db host="localhost" port="5432">primary</db>
  <flag/>
</config>""")
root = doc.documentElement
print(root.tagName, root.nodeName, doc.nodeName, root.parentNode is doc)
for node in root.childNodes:
    print(node.nodeType, repr(node.nodeName), repr(node.nodeValue))
db = root.getElementsByTagName("db")[0]
print(db.attributes["port"].value, db.attributes.items(), db.hasAttribute("host"))
print(db.firstChild.data, db.childNodes[0].nodeType == minidom.Node.TEXT_NODE)
print(len(doc.getElementsByTagName("*")))
print(repr(root.getElementsByTagName("flag")[0].firstChild))
try:
    minidom.parseString("<config><db></config>")
except ExpatError as e:
    print("ExpatError:", e, e.lineno, e.offset, e.code)
