from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self):
        super().__init__()
        self.events = []
    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs))
    def handle_endtag(self, tag):
        self.events.append(("end", tag))
    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs))
    def handle_data(self, data):
        self.events.append(("data", data))
    def handle_comment(self, data):
        self.events.append(("comment", data))
    def handle_decl(self, decl):
        self.events.append(("decl", decl))
docs = ["<!DOCTYPE html><html><head><title>T &amp; U</title></head><body class='main' id=x>",
        "<p>Hello <b>world</b> &lt;3</p><br/><img src=\"a.png\" alt='A &quot;pic&quot;'><!-- note -->",
        "<a href='/x?a=1&amp;b=2'>Link</a><script>if (a < b) { x = '</p>'; }</script><DIV Data-X=\"1\">Up</DIV>",
        "<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>\n<input disabled type=checkbox>"]
for d in docs:
    p = P()
    p.feed(d)
    p.close()
    for e in p.events:
        print(e)
p = P()
p.feed("<p>split ac")
p.feed("ross</p>")
p.close()
print(p.events)
