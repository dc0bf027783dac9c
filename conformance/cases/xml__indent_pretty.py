import xml.etree.ElementTree as ET

root = ET.fromstring("<config><db><host>localhost</host><port>5432</port></db>"
                     "<cache enabled='true'/><users><user>a</user><user>b</user></users></config>")
ET.indent(root)
print(ET.tostring(root, encoding="unicode"))
ET.indent(root, space="\t", level=0)
print(ET.tostring(root, encoding="unicode"))
tree = ET.ElementTree(ET.fromstring("<a><b/></a>"))
ET.indent(tree, space="    ")
print(ET.tostring(tree.getroot(), encoding="unicode"))
try:
    ET.indent(root, level=-1)
except ValueError as e:
    print("ValueError:", e)
