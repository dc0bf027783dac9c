import binascii
chunks = [b'hello ', b'world']
crc = 0
for ch in chunks:
    crc = binascii.crc32(ch, crc)
print(crc, crc == binascii.crc32(b'hello world'))
print(format(binascii.crc32(b''), '08x'), format(binascii.crc32(b'a'), '08x'))
print(binascii.hexlify(bytes(range(5))).decode())
print(bytes.fromhex('de ad be ef').hex(':'), b'\xde\xad'.hex())
