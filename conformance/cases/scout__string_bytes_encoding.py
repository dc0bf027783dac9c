text = "Grüße, 世界! café"
for enc in ["utf-8", "utf-16", "latin-1", "ascii"]:
    try:
        b = text.encode(enc)
        print(enc, len(b), b[:12])
    except UnicodeEncodeError as e:
        print(enc, "failed:", e.reason, e.start, e.end, repr(e.object[e.start:e.end]))
print(text.encode("ascii", "ignore"), text.encode("ascii", "replace"), text.encode("ascii", "xmlcharrefreplace"), text.encode("ascii", "backslashreplace"))
raw = text.encode("utf-8")
print(raw.decode("utf-8"), raw.decode("latin-1")[:10], raw[:3].decode("utf-8", errors="replace"), raw.decode("ascii", "ignore"))
print(bytes([72, 105]), bytes.fromhex("48 69"), b"Hi".hex(), list(b"Hi"), bytearray("hé", "utf-8"), b"%d bytes" % 5)
print(b"abc" + b"def", b"-".join([b"a", b"b"]), b"a,b".split(b","), b"  x ".strip(), b"abc".startswith(b"a"), b"x" * 3)
print(str(b"bytes"), repr(b"\x00\xff"), b"\xe2\x82\xac".decode(), "€".encode("utf-8"), "A".encode("utf-32-be"))
import codecs
print(codecs.encode("hello", "rot13"), codecs.decode(b"68656c6c6f", "hex"), codecs.lookup("UTF8").name)
print("abc".encode("utf-8").decode("utf-16"))
