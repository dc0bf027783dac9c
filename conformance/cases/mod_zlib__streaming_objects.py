import zlib
data = b"".join(b"line %d of the streamed text, " % i for i in range(4000))
c = zlib.compressobj()
parts = [c.compress(data[i:i + 7000]) for i in range(0, len(data), 7000)]
parts.append(c.flush())
packed = b"".join(parts)
print(type(c).__name__, zlib.decompress(packed) == data, len(packed) < len(data) // 5)
c9 = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY)
raw = c9.compress(data) + c9.flush(zlib.Z_SYNC_FLUSH) + c9.compress(b"tail") + c9.flush()
print(zlib.decompress(raw, -15) == data + b"tail")
d = zlib.decompressobj()
out = d.decompress(packed[:100])
print(len(out) > 0, d.eof, d.unused_data, d.unconsumed_tail)
out += d.decompress(packed[100:] + b"EXTRA")
print(out == data, d.eof, d.unused_data, d.unconsumed_tail, d.flush())
d = zlib.decompressobj()
chunks = []
buf = packed
while not d.eof:
    chunk = d.decompress(buf, 5000)
    chunks.append(len(chunk))
    buf = d.unconsumed_tail
print(max(chunks), sum(chunks) == len(data), len(chunks) > 10, d.unconsumed_tail)
d = zlib.decompressobj()
head = d.decompress(packed, 10)
print(head, len(d.unconsumed_tail) > 0, d.eof)
rest = d.flush()
print(head + rest == data, d.eof)
d = zlib.decompressobj()
first = d.decompress(packed[:len(packed) // 2])
copy = d.copy()
print(first + d.decompress(packed[len(packed) // 2:]) == data, first + copy.decompress(packed[len(packed) // 2:]) == data)
c = zlib.compressobj(6)
start = c.compress(b"abc" * 100)
c2 = c.copy()
print(zlib.decompress(start + c.flush()) == zlib.decompress(start + c2.flush(zlib.Z_FINISH)) == b"abc" * 100)
zd = b"common words common phrases"
cz = zlib.compressobj(zdict=zd)
pz = cz.compress(b"common words and common phrases") + cz.flush()
print(zlib.decompressobj(zdict=zd).decompress(pz))
g = zlib.decompressobj(wbits=31)
cg = zlib.compressobj(wbits=31)
print(g.decompress(cg.compress(b"gzip me") + cg.flush()), g.eof)
d = zlib.decompressobj()
print(d.decompress(b""), d.flush(), d.eof)
for bad in [lambda: zlib.decompressobj().decompress(b"garbage!"),
            lambda: zlib.decompressobj().decompress(packed, -1),
            lambda: zlib.decompressobj().flush(0),
            lambda: zlib.compressobj(99),
            lambda: zlib.compressobj().compress("text"),
            lambda: zlib.decompressobj(wbits=99),
            lambda: zlib.compressobj(zdict=None), lambda: zlib.decompressobj(zdict=None),
            lambda: zlib.decompressobj().decompress(b"", "1"), lambda: zlib.decompressobj().flush(2.0)]:
    try:
        bad()
    except (zlib.error, ValueError, TypeError) as e:
        print(type(e).__name__, e)
c = zlib.compressobj()
c.flush()
try:
    c.compress(b"more")
except zlib.error as e:
    print("error", e)
print(len(zlib.decompressobj().decompress(zlib.compress(bytes(3_000_000)))))
c = zlib.compressobj()
framed = []
for i in range(3000):  # a sync flush per message, as a framed protocol does
    framed.append(c.compress(b"message %d " % i) + c.flush(zlib.Z_SYNC_FLUSH))
d = zlib.decompressobj()
print(sum(len(d.decompress(frame)) for frame in framed), framed[1])
zlib.decompressobj().decompress(b"x\x9c bad")
