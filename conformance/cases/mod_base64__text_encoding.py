import base64
s = 'user:pässword'
enc = base64.b64encode(s.encode('utf-8')).decode('ascii')
print('Basic ' + enc)
print(base64.b64decode(enc).decode('utf-8'))
print(base64.b64encode(b'\x00\x00\x00'), base64.b32decode('MFRGG==='))
print(base64.standard_b64encode(b'hi'), base64.encodebytes(b'x' * 5))
try:
    base64.b64encode('not bytes')
except TypeError as e:
    print(type(e).__name__, e)
