import base64
import binascii

raw = b"sandbox \x00\xff data"
print(base64.b64encode(raw), base64.b64decode(base64.b64encode(raw)) == raw)
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"))
print(base64.b32encode(b"abc"), base64.b16encode(b"abc"), base64.b85encode(b"abc"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVsbG8"+b"="), base64.standard_b64decode("YQ=="))
token = base64.urlsafe_b64encode(b'{"user": 1}').rstrip(b"=").decode()
padded = token + "=" * (-len(token) % 4)
print(token, base64.urlsafe_b64decode(padded))
try:
    base64.b64decode("abc", validate=True)
except binascii.Error as e:
    print("binascii.Error:", e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.crc32(b"hello"))
print(base64.a85encode(b"hi"), base64.b32decode("MFRGG==="))
