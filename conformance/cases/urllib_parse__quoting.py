# Percent-encoding and decoding
from urllib.parse import quote, quote_plus, unquote, unquote_plus, quote_from_bytes, unquote_to_bytes

for text in ["hello world", "a/b/c", "ümlaut & co", "100%", "~user", "emoji 🙂", ""]:
    print(repr(text), quote(text), quote(text, safe=""), quote_plus(text))
print(unquote("%E2%82%AC%20price"), unquote_plus("a+b%2Bc"), unquote("%ZZ%41"))
print(quote("é", encoding="latin-1"), unquote("%E9", encoding="latin-1"), unquote("%E9"))
print(quote_from_bytes(b"\x00\x7f\xff/"), unquote_to_bytes("a%00b%FF"), quote(b"raw bytes"))
print(quote("path with spaces/file.txt", safe="/"), quote_plus("x=1&y=2", safe="="))
