import io

data = bytearray(b"abcdefgh")
mv = memoryview(data)
print(mv[2], bytes(mv[1:4]), mv.nbytes, len(mv), mv.readonly, mv.tobytes()[:3], mv.tolist()[:3])
mv[0] = 65
print(data, bytes(memoryview(b"xyz")[::-1]))
buf = io.BytesIO()
buf.write(b"header\n")
buf.write(b"\x00\x01\x02")
print(buf.tell(), buf.getvalue())
buf.seek(0)
print(buf.readline(), buf.read(2), buf.read())
s = io.StringIO("line1\nline2\nline3\n")
print(s.readline().strip(), s.readlines(), s.read() == "")
s2 = io.StringIO()
print("a", "b", sep="-", end="!\n", file=s2)
s2.write("tail")
print(repr(s2.getvalue()))
for line in io.StringIO("x\ny"):
    print(repr(line))
w = io.TextIOWrapper(io.BytesIO(b"caf\xc3\xa9\n"), encoding="utf-8")
print(w.read())
memoryview(b"ro")[0] = 1
