import struct
try:
    struct.pack('>B', 256)
except struct.error as e:
    print(type(e).__name__, e)
try:
    struct.unpack('>I', b'\x00\x01')
except struct.error as e:
    print(type(e).__name__, e)
try:
    struct.pack('>h', 'x')
except struct.error as e:
    print(type(e).__name__, e)
print(struct.unpack_from('>H', b'\x00\x00\x01\x02', offset=2))
