import binascii
import hashlib

payloads = [b"", b"hello", b"hello world", bytes(range(10))]
for p in payloads:
    print(p[:6], binascii.crc32(p), f"{binascii.crc32(p):08x}", binascii.hexlify(p, "-")[:20])
print(binascii.crc_hqx(b"hello", 0), binascii.b2a_base64(b"hi"), binascii.a2b_base64(b"aGk=\n"))
print(binascii.unhexlify(b"48656c6c6f"), binascii.hexlify(b"\xde\xad").upper())
try:
    binascii.unhexlify("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
def verify(data, expected_crc):
    return binascii.crc32(data) == expected_crc
print(verify(b"hello", 907060870), verify(b"hellO", 907060870))
print(hashlib.sha1(b"hello").hexdigest()[:12], binascii.b2a_hex(b"\x00\xff"))
