import struct
import array

header = struct.pack("<4sHHI", b"PKG\x00", 2, 7, 123456)
print(header, len(header), struct.calcsize("<4sHHI"), struct.calcsize("@iq"))
magic, major, minor, size = struct.unpack("<4sHHI", header)
print(magic.rstrip(b"\x00").decode(), major, minor, size)
rec = struct.Struct(">if?")
blob = b"".join(rec.pack(i, i * 1.5, i % 2 == 0) for i in range(3))
print(blob.hex(" "), [rec.unpack_from(blob, off) for off in range(0, len(blob), rec.size)])
print(list(struct.iter_unpack("<H", b"\x01\x00\x02\x00")))
n = 0xDEADBEEF
print(n.to_bytes(4, "big"), n.to_bytes(4, "little").hex(), int.from_bytes(b"\x01\x02", "big"), (-1).to_bytes(2, "big", signed=True))
print(n.bit_length(), bin(n).count("1"), n.bit_count(), (255).to_bytes(2, byteorder="little"))
b = bytearray(b"hello world")
b[0] = ord("H"); b[6:] = b"there"; b.extend(b"!!"); b.insert(0, 62)
print(b, b.find(b"there"), b.upper(), bytes(b).split(), b.pop(), len(b))
print(bytes([72, 105]), bytes.fromhex("de ad be ef"), b"abc" * 2, b"a,b,,c".split(b","), b"  x ".strip())
print(b"caf\xc3\xa9".decode("utf-8"), "café".encode("utf-8"), "café".encode("ascii", errors="replace"), "naïve".encode("latin-1"))
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e.reason, e.start, e.end)
print(b"\xff".decode("utf-8", errors="ignore"), b"\xff".decode("utf-8", "backslashreplace"), "€".encode("utf-16-le"))
arr = array.array("i", [1, 2, 3])
arr.append(4); arr.extend([5, 6])
print(arr, arr.tolist()[::-1], arr.itemsize, arr.typecode, sum(arr), arr.tobytes()[:8])
f = array.array("d", [0.5, 1.5])
print(f * 2, f.index(1.5), array.array("u", "hi"))
def checksum(data: bytes) -> int:
    return sum(data) & 0xFF
def xor(data: bytes, key: bytes) -> bytes:
    return bytes(c ^ key[i % len(key)] for i, c in enumerate(data))
enc = xor(b"secret message", b"k3y")
print(enc.hex(), xor(enc, b"k3y"), checksum(b"abc"))
print(int("ff", 16), int("0b101", 0), int("  42  "), hex(-255), oct(8), f"{0xff:08b}", ord("€"), chr(8364))
struct.unpack("<I", b"\x00\x01")
