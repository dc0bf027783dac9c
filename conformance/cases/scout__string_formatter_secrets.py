import string
import secrets
import keyword
import reprlib
import unicodedata

f = string.Formatter()
print(f.format("{0}-{name}", 1, name="n"), list(f.parse("a{b:>3}c{d!r}")))
print(keyword.iskeyword("class"), keyword.iskeyword("klass"), len(keyword.kwlist) > 30, "match" in keyword.softkwlist)
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100))
print(unicodedata.name("é"), unicodedata.category("A"), unicodedata.normalize("NFD", "é").encode(), unicodedata.lookup("BLACK STAR"))
tok = secrets.token_hex(8)
print(len(tok), all(c in string.hexdigits for c in tok), len(secrets.token_urlsafe(16)) >= 16, 0 <= secrets.randbelow(10) < 10)
print(secrets.choice("abc") in "abc", len(secrets.token_bytes(4)), secrets.compare_digest("a", "b"))
alphabet = string.ascii_letters + string.digits
pw = "".join(secrets.choice(alphabet) for _ in range(12))
print(len(pw), pw.isalnum())
print(unicodedata.name("\x00"))
