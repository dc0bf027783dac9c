import struct
import io
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone

HEADER = struct.Struct("<4sHHI")
RECORD = struct.Struct("<IqdB15s")

@dataclass
class Sample:
    sensor: int
    ts: int
    value: float
    flags: int
    label: str

    def pack(self) -> bytes:
        return RECORD.pack(self.sensor, self.ts, self.value, self.flags, self.label.encode()[:15])

    @classmethod
    def unpack(cls, buf: bytes) -> "Sample":
        sensor, ts, value, flags, label = RECORD.unpack(buf)
        return cls(sensor, ts, value, flags, label.rstrip(b"\0").decode())

samples = [Sample(i, 1_700_000_000 + 60 * i, round(20 + i * 0.37, 3), i % 4, f"room-{i}") for i in range(5)]
body = b"".join(s.pack() for s in samples)
crc = zlib.crc32(body)
blob = HEADER.pack(b"SMPL", 1, len(samples), crc) + body
print("header size", HEADER.size, "record size", RECORD.size, "total", len(blob))
print(blob[:16].hex(" "))

stream = io.BytesIO(blob)
magic, version, count, crc_read = HEADER.unpack(stream.read(HEADER.size))
print(magic, version, count, crc_read == crc)
decoded = [Sample.unpack(stream.read(RECORD.size)) for _ in range(count)]
print(decoded == samples, decoded[-1])
for s in decoded[:3]:
    when = datetime.fromtimestamp(s.ts, tz=timezone.utc)
    print(f"{s.sensor} {when:%Y-%m-%d %H:%M} {s.value:7.3f} flags={s.flags:02b} {s.label}")
corrupt = bytearray(blob)
corrupt[HEADER.size + 5] ^= 0xFF
print("corrupt detected:", zlib.crc32(bytes(corrupt[HEADER.size:])) != crc)
try:
    RECORD.unpack(b"short")
except struct.error as e:
    print("struct.error:", e)
try:
    struct.pack("<B", 300)
except struct.error as e:
    print("struct.error:", e)
print(struct.pack(">HH", 1, 2), struct.unpack("<f", struct.pack("<f", 0.1))[0], struct.calcsize("@ii"), struct.calcsize("<bq"))
print(list(struct.iter_unpack("<hh", bytes(range(8)))), struct.unpack_from("<I", blob, 4))
buf = bytearray(8)
struct.pack_into("<II", buf, 0, 7, 9)
print(bytes(buf), int.from_bytes(buf[:4], "little"), (513).to_bytes(2, "big"), int.from_bytes(b"\xff\xff", "big", signed=True))
print(bytes.fromhex("de ad be ef"), bytearray(b"abc").hex("-"), memoryview_like := bytes(3))
