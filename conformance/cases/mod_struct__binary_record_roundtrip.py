import struct
FMT = '<I8sd'
size = struct.calcsize(FMT)
records = [(1, b'alpha', 1.25), (2, b'beta', -3.5)]
blob = b''.join(struct.pack(FMT, *r) for r in records)
print(size, len(blob))
for i in range(0, len(blob), size):
    rid, name, val = struct.unpack(FMT, blob[i:i + size])
    print(rid, name.rstrip(b'\x00').decode(), val)
print(struct.pack('>i', -2).hex(), struct.unpack('>f', struct.pack('>f', 0.1))[0])
