import zlib
data = b"The quick brown fox jumps over the lazy dog. " * 200
print(zlib.crc32(data), zlib.adler32(data), zlib.crc32(b""), zlib.adler32(b""), zlib.crc32(b"abc", 12345))
crc = 0
for i in range(0, len(data), 1000):
    crc = zlib.crc32(data[i:i + 1000], crc)
print(crc == zlib.crc32(data), hex(zlib.crc32(bytearray(b"hello"))))
for level in (0, 1, 6, 9, -1):
    packed = zlib.compress(data, level)
    print(level, len(packed) < len(data) or level == 0, zlib.decompress(packed) == data)
print(zlib.compress(b"hello world"), zlib.decompress(zlib.compress(b"")))
raw = zlib.compress(data, 6, -15)
print(zlib.decompress(raw, -15) == data, zlib.decompress(zlib.compress(data, wbits=31), 47) == data)
print(zlib.decompress(zlib.compress(data) + b"trailing garbage") == data)
print(len(zlib.decompress(zlib.compress(bytes(3_000_000)))), zlib.MAX_WBITS, zlib.Z_BEST_COMPRESSION, zlib.DEFLATED)
packed = zlib.compress(data)
for bad, kw in [(packed[:-5], {}), (b"not zlib data", {}), (b"", {}), (packed, {"wbits": 99}), (packed, {"bufsize": -1})]:
    try:
        zlib.decompress(bad, **kw)
    except (zlib.error, ValueError) as e:
        print(type(e).__name__, e)
try:
    zlib.decompress("text")
except TypeError as e:
    print("TypeError", e)
print(issubclass(zlib.error, Exception))
zlib.decompress(packed[:20])
