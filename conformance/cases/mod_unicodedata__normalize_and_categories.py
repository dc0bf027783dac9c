import unicodedata

for ch in ["A", "é", "1", "٣", " ", "☃", "\u0301", "ß"]:
    print(repr(ch), unicodedata.category(ch), unicodedata.name(ch, "?"), unicodedata.numeric(ch, None))
s = "Crème Brûlée"
nfd = unicodedata.normalize("NFD", s)
print(len(s), len(nfd), unicodedata.normalize("NFC", nfd) == s)
print("".join(c for c in nfd if not unicodedata.combining(c)))
print(unicodedata.normalize("NFKC", "ﬁ ① Ｈ"), unicodedata.lookup("SNOWMAN"), unicodedata.decimal("7"))
print(unicodedata.east_asian_width("中"), unicodedata.mirrored("("), unicodedata.bidirectional("a"))
def slugify(text):
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join(ascii_text.lower().split())
print(slugify("Ça va très bien"), slugify("Äpfel und Öl"))
