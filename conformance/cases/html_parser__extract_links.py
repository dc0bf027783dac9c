from html.parser import HTMLParser

class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []
        self.depth = 0
        self.in_title = False
        self.title = ""

    def handle_starttag(self, tag, attrs):
        self.depth += 1
        attrs = dict(attrs)
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if tag == "title":
            self.in_title = True

    def handle_endtag(self, tag):
        self.depth -= 1
        if tag == "title":
            self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data
        elif data.strip():
            self.text.append(data.strip())

doc = """<html><head><title>My &amp; Page</title></head>
<body><p>Hello <b>world</b>!</p>
<a href="/one">One</a> <a class="x" href='https://ex.com/two?a=1&amp;b=2'>Two</a>
<a name="anchor">no link</a><br/><img src="i.png" alt="pic"></body></html>"""
p = LinkParser()
p.feed(doc)
p.close()
print(p.title)
print(p.links)
print(p.text)
print(p.depth)
