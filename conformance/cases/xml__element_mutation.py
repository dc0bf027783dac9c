import xml.etree.ElementTree as ET

root = ET.fromstring("<todo><task done='no'>write</task><task done='yes'>read</task></todo>")
for task in root.findall("task"):
    if task.get("done") == "yes":
        root.remove(task)
new = ET.Element("task", done="no")
new.text = "review"
root.append(new)
root.insert(0, ET.Element("header"))
root[0].text = "My list"
root.set("owner", "ann")
print(ET.tostring(root, encoding="unicode"))
print(len(root), root[1].text, root[-1].attrib, sorted(root.keys()), root.items())
del root[0]
root.extend([ET.Element("task"), ET.Element("task")])
print([t.text for t in root], len(list(root.iter("task"))))
root[1:] = [ET.Element("only")]
print(ET.tostring(root))
first = root[0]
first.clear()
print(ET.tostring(root), first.attrib, first.text)
try:
    root.append("not an element")
except TypeError as e:
    print("TypeError:", e)
try:
    root.remove(ET.Element("ghost"))
except ValueError as e:
    print("ValueError:", e)
