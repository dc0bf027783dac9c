import re

text = """Contact: John Smith <john.smith@example.com>, +1 (555) 123-4567
Jane Doe <jane_doe99@mail.co.uk> phone: 555.987.6543 on 2024-03-15
Invalid: foo@bar, @nope.com; visit https://www.example.org/path?x=1 or http://test.io
Price $1,234.56 and €99,00 — order #A-1029, #B-77; ip 192.168.1.254 and 999.1.1.1"""

emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
print(emails)
phones = re.findall(r"\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{4}", text)
print(phones)
print([m.group(0) for m in re.finditer(r"https?://[^\s,]+", text)])
for m in re.finditer(r"(?P<first>[A-Z][a-z]+) (?P<last>[A-Z][a-z]+) <(?P<email>[^>]+)>", text):
    print(m.group("last"), m["first"], m.span("email"), m.groupdict())
print(re.sub(r"(\d{4})-(\d{2})-(\d{2})", r"\3/\2/\1", text.splitlines()[1]))
print(re.sub(r"#(\w)-(\d+)", lambda m: f"#{m[1].lower()}{int(m[2]):05d}", text.splitlines()[3]))
ip = re.compile(r"\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b")
print(ip.findall(text), ip.pattern[:10], ip.flags & re.UNICODE != 0)
print(re.split(r"[;,]\s*", "a, b;c,   d"), re.split(r"(\d)", "a1b2c"), re.split(r"\s+", "  x  y ", maxsplit=1))
money = re.compile(r"""
    (?P<cur>[$€])      # currency
    (?P<amt>[\d,.]+)   # amount
""", re.VERBOSE)
print([(m["cur"], m["amt"]) for m in money.finditer(text)])
print(re.match(r"\w+", "hello world").group(), re.search(r"o\s*w", "hello world").start(), re.fullmatch(r"\d+", "123a"))
print(re.sub(r"\s+", " ", "  lots   of\n\nspace ").strip(), re.subn(r"a", "A", "banana"))
print(re.escape("1+1=2? (yes)"), re.findall(r"(?i)HELLO", "Hello hello HeLLo"), re.findall(r"^\w", "ab\ncd", re.M))
print(re.findall(r"(\w)\1", "aabbcd eef"), re.findall(r"(?<=\$)\d+", "$5 $10 x20"), re.findall(r"\d+(?!px)\b", "10px 20em 30"))
m = re.match(r"(a)(b)?", "a")
print(m.groups(), m.groups("-"), m.lastindex, m.group(0, 1), m.expand(r"[\1]"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e.msg, e.pos)
print(repr(re.compile(r"x+", re.I)), re.compile("a").search("cat"))
re.compile("[z-a]")
