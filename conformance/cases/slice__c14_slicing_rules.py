s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[-3:], s[::2], s[1::3], s[::-1], s[-2:-6:-1], s[5:2], s[100:], s[-100:2])
L = list(range(10))
print(L[slice(2, 8, 2)], slice(1, 5).indices(3), slice(None, None, -1).indices(4), L[::-3])
L[2:4] = []
print(L)
L[:0] = ["start"]
print(L)
L[len(L):] = ["end"]
print(L)
sl = slice(1, None)
print(sl.start, sl.stop, sl.step, s[sl], repr(sl))
try:
    s[::0]
except ValueError as e:
    print(e)
try:
    s["a":]
except TypeError as e:
    print(e)
