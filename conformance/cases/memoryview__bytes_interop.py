# views where bytes are taken: bytes(), bytearray(), join, +, decode, codecs, struct, re
import base64
import binascii
import hashlib
import re
import struct
import zlib
payload = "héllo wörld".encode("utf-8")
mv = memoryview(payload)
print(bytes(mv).decode(), str(mv, "utf-8"), mv.tobytes().decode("latin-1"))
print(bytes(mv[1:3]).decode("utf-8"), bytes(mv[:6]).decode("ascii", "replace"))
print(b"-".join([mv[:1], memoryview(b"x"), b"y", bytearray(b"z")]), b"".join([mv]) == payload)
print(b"ab" + memoryview(b"cd"), bytearray(b"ab") + memoryview(b"cd"))
acc = bytearray()
acc += memoryview(b"12")
acc.extend(memoryview(b"34"))
print(acc, bytearray(mv[:2]), bytes(memoryview(b"q")) is not None)
print(base64.b64encode(mv[:5]), binascii.hexlify(mv[:3]), hashlib.sha256(mv).hexdigest()[:16])
print(zlib.crc32(mv), zlib.decompress(memoryview(zlib.compress(b"abc" * 3))))
print(struct.unpack("<HH", memoryview(b"\x01\x00\x02\x00")), struct.unpack_from("<B", mv, 2))
print(int.from_bytes(memoryview(b"\x01\x02"), "big"), b"abcabc".count(memoryview(b"bc")))
print(b"abc".startswith(memoryview(b"ab")), b"a,b".split(memoryview(b",")))
print(re.findall(rb"l+", mv), re.match(rb"h", memoryview(b"hi")) is not None)
print(payload.find(memoryview(b"llo")), bytearray(b"xyz").replace(memoryview(b"y"), b"Y"))
print(mv.tobytes() is not payload, bytes(mv) == payload, memoryview(mv).obj is payload)
print(memoryview(bytes(4)).cast("I").tolist(), list(memoryview(b"\xff\x01").cast("b")))
print(format(memoryview(b"a").tolist()), str(bytes(memoryview(b"a"))))
print(len(memoryview(b"")), memoryview(b"").tolist(), memoryview(b"").hex(), bytes(memoryview(b"")))
import io
bio = io.BytesIO()
bio.write(memoryview(b"written"))
print(bio.getvalue())
bytes(mv).decode("ascii")
