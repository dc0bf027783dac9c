import binascii
print(binascii.hexlify(b'\x01\xab\xff'), binascii.unhexlify('01abff'))
print(binascii.hexlify(b'abc', '-'), binascii.b2a_hex(b'hi'))
print(binascii.crc32(b'hello world'), binascii.crc_hqx(b'abc', 0))
print(binascii.b2a_base64(b'data'), binascii.a2b_base64(b'ZGF0YQ==\n'))
try:
    binascii.unhexlify('abc')
except binascii.Error as e:
    print(type(e).__name__, e)
