# ==, hash of read-only views, comparisons across formats
a = memoryview(b"abc")
b = memoryview(bytearray(b"abc"))
print(a == b, a == b"abc", b"abc" == a, a != b"abd", a == bytearray(b"abc"), a == "abc")
print(a == a.cast("c"), a.cast("c") == b.cast("c"), a == [97, 98, 99], a == 1)
print(memoryview(b"\x01\x00").cast("H") == memoryview(b"\x01"), memoryview(b"\x01\x00").cast("H") == memoryview(bytes([1, 0])).cast("H"))
print(hash(a) == hash(b"abc"), hash(a[1:]) == hash(b"bc"), hash(a.cast("c")) == hash(b"abc"))
d = {a: 1}
print(d[b"abc"], b"abc" in d, memoryview(b"abc") in d)
s = {memoryview(b"x"), b"x"}
print(len(s))
try:
    hash(b)
except ValueError as e:
    print("ValueError:", e)
try:
    hash(memoryview(bytearray(b"a")).toreadonly()) == hash(b"a")
except TypeError as e:
    print("TypeError:", e)
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
nan = memoryview(bytes(8)).cast("d")
print(nan == nan, nan.tolist())
f = memoryview(b"\x00\x00\xc0\x7f").cast("f")
print(f == f, f.tolist())
print(sorted([b"b", b"a"]), memoryview(b"x") == memoryview(b"x").toreadonly())
a < 1
