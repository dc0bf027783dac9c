# Escaping text for HTML and reading entities back
import html

rows = [("Tom & Jerry", 3), ("<script>alert('x')</script>", 1), ('Say "hi"', 2)]
print("<table>")
for name, n in rows:
    print(f"  <tr><td>{html.escape(name)}</td><td>{n}</td></tr>")
print("</table>")
print(html.escape("a'b\"c", quote=False), html.escape("a'b\"c"))
for s in ["&lt;b&gt;bold&lt;/b&gt;", "caf&eacute; &amp; cr&egrave;me", "&#65;&#x42;&#0067;",
          "&notanentity; &amp", "&nbsp;|&copy;|&euro;", "&#x110000;"]:
    print(repr(html.unescape(s)))
print(html.unescape(html.escape("<&>\"'")) == "<&>\"'")
