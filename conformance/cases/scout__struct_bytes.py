import struct

header = struct.pack(">HHI", 1, 2, 0xDEADBEEF)
print(header, len(header), struct.calcsize(">HHI"), struct.calcsize("iqd"))
print(struct.unpack(">HHI", header), struct.unpack_from("<H", header, 2))
rec = struct.Struct("<4sIf")
packed = rec.pack(b"abcd", 7, 1.5)
print(packed, rec.size, rec.unpack(packed), rec.format)
print(list(struct.iter_unpack("<h", b"\x01\x00\x02\x00\xff\xff")))
buf = bytearray(8)
struct.pack_into("<I", buf, 2, 258)
print(buf, int.from_bytes(b"\x01\x02", "big"), (513).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
b = b"Hello, World"
print(b.upper(), b.split(b", "), b[0], b[:5], b.decode("ascii"), b.find(b"o"), b.replace(b"l", b"L", 1))
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba[0] = 65
print(ba, bytes(ba), ba.pop(), len(ba), memoryview(b"xyz")[1], bytes(3))
print("naïve".encode("utf-8"), "naïve".encode("ascii", errors="replace"), b"\xc3\xa9".decode())
struct.pack(">H", 70000)
