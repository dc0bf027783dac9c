# codecs.encode / decode with text encodings and the bytes/str codecs
import codecs

text = "Grüße, 世界! naïve café"
for enc in ("utf-8", "utf_8", "UTF8", "latin-1", "utf-16-le", "utf-32", "ascii", "cp1252"):
    try:
        data = codecs.encode(text, enc)
        print(enc, len(data), data[:12], codecs.decode(data, enc) == text)
    except UnicodeEncodeError as exc:
        print(enc, "UnicodeEncodeError:", exc)
print(codecs.encode(text, "ascii", "replace"), codecs.encode(text, "ascii", "ignore"))
print(codecs.encode(text, "ascii", "xmlcharrefreplace"))
print(codecs.encode(text, "ascii", "backslashreplace"))
print(codecs.decode(b"caf\xe9 \xff", "utf-8", "replace"), codecs.decode(b"\xe9t\xe9", "latin-1"))
print(codecs.encode("Hello, World!", "rot13"), codecs.decode("Uryyb", "rot_13"))
print(codecs.encode(b"\x00\xffhi", "hex"), codecs.decode(b"48656c6c6f", "hex"))
print(codecs.encode(b"sandbox" * 3, "base64"), codecs.decode(b"c2FuZGJveA==\n", "base64"))
print(codecs.decode("48 65".replace(" ", ""), "hex"))
for args in (("hi", "hex"), (b"\xff", "utf-8"), (b"zz", "hex"), ("x", "no-such-codec"),
             ("é", "ascii")):
    try:
        print(codecs.encode(*args) if isinstance(args[0], str) and args[1] != "utf-8"
              else codecs.decode(*args))
    except (TypeError, ValueError, LookupError) as exc:
        print(type(exc).__name__, exc)
