import io
b = io.BytesIO()
b.write(b'\x00\x01')
b.write(bytes([65, 66, 67]))
print(b.getvalue(), b.tell())
b.seek(2)
print(b.read(2), b.read())
r = io.BytesIO(b'line1\nline2\n')
print(r.readline(), r.readlines())
try:
    io.BytesIO().write('text')
except TypeError as e:
    print(type(e).__name__, e)
