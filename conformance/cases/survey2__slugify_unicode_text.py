import re
import unicodedata
import string
from collections import Counter

TITLES = [
    "Crème Brûlée: A Love Story!",
    "  Ünïcödé   is   FUN  ",
    "Straße & Co. — Annual Report 2024",
    "日本語のタイトル",
    "C++ vs. C#: which one?",
    "naïve café résumé",
    "ﬁnance ＡＢＣ ①②",
]

def strip_accents(s):
    nfkd = unicodedata.normalize("NFKD", s)
    return "".join(c for c in nfkd if not unicodedata.combining(c))

def slugify(s, max_len=30):
    s = strip_accents(s).lower().replace("&", " and ").replace("+", "p").replace("#", "sharp")
    s = s.replace("ß", "ss")
    s = re.sub(r"[^\w\s-]", "", s, flags=re.ASCII)
    s = re.sub(r"[\s_-]+", "-", s).strip("-")
    if len(s) > max_len:
        s = s[:max_len].rsplit("-", 1)[0]
    return s or "untitled"

for t in TITLES:
    print(f"{t.strip()[:28]:<30} -> {slugify(t)}")
for ch in "é1 ½Ω€\u200b":
    print(repr(ch), unicodedata.category(ch), unicodedata.name(ch, "?"), unicodedata.numeric(ch, None), ch.isalnum(), ch.isprintable())
s = "ＡＢＣ①ﬁ"
print(unicodedata.normalize("NFKC", s), unicodedata.normalize("NFC", "e\u0301") == "é", len("e\u0301"), len(unicodedata.normalize("NFC", "e\u0301")))
print("Straße".upper(), "Straße".casefold(), "ǅ".lower(), "ß".upper() == "SS", "İ".lower(), len("İ".lower()))
text = "The café's naïve owner said: 'Ça va?' — 3 times!"
words = re.findall(r"\b[\w']+\b", text)
print(words)
print(Counter(c for c in text.lower() if c.isalpha()).most_common(4))
print("".join(c for c in text if c not in string.punctuation))
print(ascii("café ✓"), "café".encode("utf-8"), "café".encode("latin-1"), b"caf\xc3\xa9".decode(), "x".encode("utf-16-le"))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e.reason, e.start, e.end)
print("café".encode("ascii", errors="replace"), "café".encode("ascii", "xmlcharrefreplace"), b"\xff".decode("utf-8", "replace"))
print(ord("€"), chr(8364), hex(ord("✓")), "\N{BLACK STAR}", "\u00e9" == "é", unicodedata.lookup("SNOWMAN"))
print(unicodedata.east_asian_width("日"), unicodedata.bidirectional("a"), unicodedata.decimal("٣"), unicodedata.digit("3"), unicodedata.mirrored("("))
