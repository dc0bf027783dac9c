import struct

header = struct.pack("<4sHHI", b"DATA", 1, 3, 1024)
print(header, len(header), struct.calcsize("<4sHHI"), struct.calcsize("4sHHI"))
magic, major, minor, size = struct.unpack("<4sHHI", header)
print(magic, major, minor, size)
records = [(1, 2.5, b"ab"), (2, -1.25, b"cd"), (3, 100.0, b"e")]
fmt = struct.Struct(">if2s")
blob = b"".join(fmt.pack(*r) for r in records)
print(len(blob), fmt.size, fmt.format)
print([fmt.unpack_from(blob, i * fmt.size) for i in range(len(records))])
print(list(fmt.iter_unpack(blob))[1])
print(struct.pack(">h", -2), struct.unpack(">H", b"\xff\xfe"), struct.pack("?b", True, -1))
print(struct.pack(">d", 1.0).hex(), struct.unpack("<Q", bytes(range(8)))[0])
try:
    struct.pack(">B", 256)
except struct.error as e:
    print("struct.error:", e)
try:
    struct.unpack(">I", b"\x00")
except struct.error as e:
    print("struct.error:", e)
