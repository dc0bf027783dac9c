import struct
rec = struct.pack("<HIf3s", 7, 123456, 1.5, b"abc")
print(rec.hex(), struct.calcsize("<HIf3s"), struct.unpack("<HIf3s", rec))
print(struct.pack(">i", -2), struct.unpack("!H", b"\x01\x02"), list(struct.iter_unpack("<h", b"\x01\x00\x02\x00")))
try:
    struct.pack("<B", 300)
except struct.error as e:
    print(e)
