s = 'a'
for ch in 'bcd':
    s += ch * 2
print(s)
b = b''
b += b'xy'
b *= 2
print(b)
t = ()
for i in range(3):
    t += (i,)
print(t)
f = 1.5
f **= 2
f //= 1
print(f)
n = 10
n /= 4
print(n, type(n).__name__)
try:
    s -= 'a'
except TypeError as e:
    print(type(e).__name__, e)
