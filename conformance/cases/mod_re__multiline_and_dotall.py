import re

text = """[section one]
key = value
other = 1

[section two]
name = test
"""
print(re.findall(r"^\[(.+)\]$", text, re.M))
print(re.findall(r"^(\w+) = (.*)$", text, re.MULTILINE))
blocks = re.split(r"\n(?=\[)", text.strip())
print(len(blocks), [b.splitlines()[0] for b in blocks])
html = "<div>\n  <p>one</p>\n  <p>two\nlines</p>\n</div>"
print(re.findall(r"<p>(.*?)</p>", html), re.findall(r"<p>(.*?)</p>", html, re.S))
print(re.search(r"^  <p>", html, re.M).start(), re.search(r"div>$", html).start())
print(re.findall(r"\A\w+|\w+\Z", "first middle last"), bool(re.match(r"(?ms)^a.b$", "a\nb")))
pattern = re.compile(r"""
    (?P<key>[a-z_]+)   # the key
    \s*=\s*
    (?P<value>\S+)     # the value
""", re.VERBOSE | re.IGNORECASE)
print([m.groupdict() for m in pattern.finditer("A = 1  b_c=two")])
print(re.sub(r"^", "> ", "line1\nline2", flags=re.M), re.escape("1+1=2?"))
