from xml.dom import minidom

doc = minidom.Document()
root = doc.createElement("people")
doc.appendChild(root)
for name, age in [("Ann", 31), ("Bob <admin>", 45)]:
    person = doc.createElement("person")
    person.setAttribute("age", str(age))
    person.appendChild(doc.createTextNode(name))
    root.appendChild(person)
root.appendChild(doc.createComment(" end "))
print(doc.toprettyxml(indent="  "))
print(root.childNodes.length, root.firstChild.tagName, root.lastChild.nodeType,
      root.firstChild.nextSibling.getAttribute("age"))
root.removeChild(root.firstChild)
print(doc.toxml())
impl = minidom.getDOMImplementation()
d2 = impl.createDocument(None, "root", None)
d2.documentElement.appendChild(d2.createTextNode("x & y"))
print(d2.toxml())
