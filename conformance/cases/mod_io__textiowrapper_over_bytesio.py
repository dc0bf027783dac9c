import io
raw = io.BytesIO('héllo\nwörld\r\nlast'.encode('utf-8'))
t = io.TextIOWrapper(raw, encoding='utf-8')
print(t.buffer is raw, t.encoding, t.readable(), t.writable())
print(repr(t.readline()), repr(t.read()), t.newlines)
raw2 = io.BytesIO('a,b\n1,2\n'.encode('latin-1'))
import csv
print(list(csv.reader(io.TextIOWrapper(raw2, encoding='latin-1', newline=''))))
out = io.BytesIO()
w = io.TextIOWrapper(out, encoding='utf-8', newline='\n')
w.write('línea 1\n')
print(w.write('dos\n'))
w.flush()
print(out.getvalue())
w2 = io.TextIOWrapper(io.BytesIO(b'\xff\xfe'), encoding='ascii', errors='replace')
print(repr(w2.read()), w2.errors)
for line in io.TextIOWrapper(io.BytesIO(b'x\ny\n'), encoding='utf-8'):
    print(repr(line))
try:
    io.TextIOWrapper(io.BytesIO(b'\xff'), encoding='utf-8').read()
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
w.close()
print(out.closed, w.closed)
