from array import array
a = array('i', [1, 2, 3])
a.append(4)
a.extend([5, 6])
print(a, len(a), a[1], a[-2:], sum(a))
print(a.tolist(), a.typecode, a.itemsize)
d = array('d', [1.5, 2.5])
print(d * 2, d.tobytes() == array('d', [1.5, 2.5]).tobytes())
try:
    a.append(1.5)
except TypeError as e:
    print(type(e).__name__, e)
b = array('b', [127])
try:
    b.append(128)
except OverflowError as e:
    print(type(e).__name__, e)
print(array('u', 'hi'), array('B', b'\x01\x02'))
