import zlib
import io
import base64
import json
import struct

records = [{"id": i, "name": f"user{i:03d}", "score": (i * 37) % 100} for i in range(200)]
raw = "\n".join(json.dumps(r, separators=(",", ":")) for r in records).encode()
print("raw bytes:", len(raw))

gz = zlib.compressobj(level=6, wbits=31)
out = io.BytesIO()
for i in range(0, len(raw), 1000):
    out.write(gz.compress(raw[i:i + 1000]))
out.write(gz.flush())
blob = out.getvalue()
print("gzip magic:", blob[:2].hex(), "method:", blob[2], "ratio:", round(len(blob) / len(raw), 3))
crc, isize = struct.unpack("<II", blob[-8:])
print("trailer crc matches:", crc == zlib.crc32(raw), "isize:", isize)

d = zlib.decompressobj(wbits=47)
restored = b""
stream = io.BytesIO(blob)
while chunk := stream.read(512):
    restored += d.decompress(chunk)
restored += d.flush()
print("roundtrip:", restored == raw, d.eof, len(d.unused_data))

lines = restored.decode().splitlines()
top = sorted((json.loads(l) for l in lines), key=lambda r: (-r["score"], r["id"]))[:3]
print(top)
raw_deflate = zlib.compress(raw, 9)
print(len(raw_deflate) < len(blob), zlib.decompress(raw_deflate) == raw, raw_deflate[:1].hex())
c = zlib.compressobj(wbits=-15)
headerless = c.compress(b"abcabcabc") + c.flush()
print(zlib.decompress(headerless, -15), zlib.adler32(b"abc"), f"{zlib.crc32(b'abc'):#010x}")
try:
    zlib.decompress(b"not compressed")
except zlib.error as e:
    print("zlib.error:", e)
token = base64.b85encode(zlib.compress(b'{"k": [1, 2, 3]}'))
print(token.decode(), json.loads(zlib.decompress(base64.b85decode(token))))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.ZLIB_VERSION.count(".") >= 1)
