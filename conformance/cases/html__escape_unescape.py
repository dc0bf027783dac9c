import html
from html.parser import HTMLParser

print(html.escape('<a href="x">Tom & Jerry\'s</a>'))
print(html.escape("<b>'q'</b>", quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &#169; &#x41; &eacute; &notanentity; &lt"))
class TextOnly(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts = []
        self.skip = 0
    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in ("p", "br", "li"):
            self.parts.append("\n")
    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)
    def text(self):
        return "\n".join(line.strip() for line in "".join(self.parts).splitlines() if line.strip())
p = TextOnly()
p.feed("<html><style>p{color:red}</style><p>Hello &amp; welcome</p><script>var x = '<p>';</script>"
       "<ul><li>One</li><li>Two &lt;2&gt;</li></ul>Tail<br>end</html>")
p.close()
print(p.text())
