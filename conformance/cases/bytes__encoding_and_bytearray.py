data = "naïve café".encode("utf-8")
print(data, len(data), data.decode("utf-8"), data.decode("ascii", errors="ignore"))
print(data.decode("ascii", errors="replace"), "naïve".encode("ascii", errors="xmlcharrefreplace"))
print(b"hello world".split(), b"a,b".split(b","), b"  x ".strip(), b"abc".upper())
print(b"abc"[0], b"abc"[0:1], list(b"hi"), bytes([72, 105]), bytes(3), b"ab" * 2)
print(b"\x00\xff".hex(), bytes.fromhex("de ad be ef"), b"ab".hex("-"))
buf = bytearray(b"hello")
buf[0] = ord("J")
buf.extend(b"!!")
buf += b"?"
print(buf, buf.decode(), len(buf), buf.pop(), buf.find(b"l"))
del buf[1:3]
print(buf, bytes(buf), buf.replace(b"l", b"L"), bytearray(3))
print(b"abc" < b"abd", b"a" in b"cat", b"x".join([b"1", b"2"]), b"%d-%s" % (5, b"z"))
try:
    b"abc" + "def"
except TypeError as e:
    print(e)
try:
    "ü".encode("ascii")
except UnicodeEncodeError as e:
    print(e.reason, e.start, e.end)
try:
    bytes([256])
except ValueError as e:
    print(e)
print(int.from_bytes(b"\x00\x10", "big"), (4096).to_bytes(2, "little"), b"AbC".swapcase())
