import binascii
print(binascii.a2b_hex(b'4142'), binascii.b2a_hex(b'AB', b' '))
print(binascii.b2a_base64(b'hi', newline=False))
print(binascii.a2b_base64('aGk='))
try:
    binascii.a2b_hex('zz')
except binascii.Error as e:
    print(type(e).__name__, e)
print(issubclass(binascii.Error, ValueError))
