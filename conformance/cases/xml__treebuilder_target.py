import xml.etree.ElementTree as ET

class DepthCounter:
    def __init__(self):
        self.depth = 0
        self.max_depth = 0
        self.tags = []
        self.text = []

    def start(self, tag, attrib):
        self.depth += 1
        self.max_depth = max(self.max_depth, self.depth)
        self.tags.append((tag, dict(attrib)))

    def end(self, tag):
        self.depth -= 1

    def data(self, data):
        if data.strip():
            self.text.append(data.strip())

    def close(self):
        return self.max_depth, len(self.tags)

parser = ET.XMLParser(target=DepthCounter())
parser.feed("<a><b x='1'><c>deep</c></b>")
parser.feed("<d>text</d></a>")
print(parser.close())
print(parser.target.tags, parser.target.text)
builder = ET.TreeBuilder()
builder.start("root", {"v": "1"})
builder.data("hi")
builder.end("root")
print(ET.tostring(builder.close()))
tree = ET.fromstringlist(["<x>", "<y/>", "</x>"])
print(tree.tag, [c.tag for c in tree])
print(ET.iselement(tree), ET.iselement("x"))
