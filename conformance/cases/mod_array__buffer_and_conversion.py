from array import array
a = array('H', [1, 256, 65535])
raw = a.tobytes()
print(len(raw), a.itemsize * len(a))
b = array('H')
b.frombytes(raw)
print(b == a, b.tolist())
c = array('i', [3, 1, 2])
c.fromlist([9, 8])
print(c, max(c), min(c), c[1:3], type(c[1:3]).__name__)
try:
    array('z')
except ValueError as e:
    print(type(e).__name__, e)
