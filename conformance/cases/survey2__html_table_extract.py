from html.parser import HTMLParser
import html
import re
from decimal import Decimal

PAGE = """
<html><head><title>Quarterly &amp; Annual Results</title></head>
<body>
<h1 class="title">Results</h1>
<table id="results">
  <thead><tr><th>Region</th><th>Q1</th><th>Q2</th><th>Notes</th></tr></thead>
  <tbody>
    <tr><td>North</td><td>1,200.50</td><td>1,310.00</td><td>&lt;b&gt;best&lt;/b&gt;</td></tr>
    <tr><td>South</td><td>980.25</td><td>1,005.75</td><td></td></tr>
    <tr class="total"><td><b>Total</b></td><td>2,180.75</td><td>2,315.75</td><td>caf&eacute; &#8364;</td></tr>
  </tbody>
</table>
<p>Contact: <a href="mailto:ir@example.com">IR</a> or <a href='/ir?lang=en&amp;v=2'>site</a>.</p>
<br/><img src="chart.png" alt="chart">
</body></html>
"""

class TableParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables = []
        self._row = None
        self._cell = None
        self.title = ""
        self._in_title = False
        self.links = []
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attrs = dict(attrs)
        if tag == "table":
            self.tables.append({"id": attrs.get("id"), "rows": []})
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "title":
            self._in_title = True
        elif tag == "a":
            self.links.append(attrs["href"])

    def handle_startendtag(self, tag, attrs):
        self.tags.append(tag + "/")

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1]["rows"].append(self._row)
            self._row = None
        elif tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)
        if self._in_title:
            self.title += data

p = TableParser()
p.feed(PAGE)
p.close()
print("title:", p.title)
print("links:", p.links)
print("tags:", " ".join(p.tags))
t = p.tables[0]
header, *body = t["rows"]
print(t["id"], header)
for row in body:
    rec = dict(zip(header, row))
    q1, q2 = (Decimal(rec[q].replace(",", "")) for q in ("Q1", "Q2"))
    growth = (q2 - q1) / q1 * 100
    print(f"{rec['Region']:<6} {q1:>9} {q2:>9} {growth:>+6.2f}% notes={rec['Notes']!r}")
text = re.sub(r"<[^>]+>", " ", PAGE)
text = html.unescape(re.sub(r"\s+", " ", text)).strip()
print(text[:80])
print(html.escape('<a href="x">Tom & "Jerry"</a>'), html.escape("it's", quote=False), html.unescape("&gt;&#x41;&nbsp;|"))
