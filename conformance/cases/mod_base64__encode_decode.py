import base64
data = b'hello world!'
enc = base64.b64encode(data)
print(enc, base64.b64decode(enc))
print(base64.urlsafe_b64encode(b'\xfb\xff\xfe'), base64.b64encode(b'\xfb\xff\xfe'))
print(base64.b32encode(b'abc'), base64.b16encode(b'abc'), base64.b16decode(b'616263'))
print(base64.b64encode('ünï'.encode()).decode('ascii'))
print(base64.b85encode(b'xyz'), base64.a85encode(b'xyz'))
try:
    base64.b64decode(b'abc')
except Exception as e:
    print(type(e).__name__, e)
