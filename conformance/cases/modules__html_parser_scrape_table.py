from html.parser import HTMLParser
class TableParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows, self._row, self._cell = [], None, None
    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []
    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self._row = None
    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)
page = """<table class="prices">
<tr><th>Item</th><th>Price</th></tr>
<tr><td>Tea &amp; biscuits</td><td>3.50</td></tr>
<tr><td>Coffee</td><td> 2.80 </td></tr>
<TR><TD>Cake<br>slice</TD><TD>4.10</TD></TR>
</table>"""
p = TableParser()
p.feed(page)
p.close()
header, *body = p.rows
print(header)
for name, price in body:
    print(f"{name:<16}{float(price):>6.2f}")
print(round(sum(float(r[1]) for r in body), 2))
