s = slice(1, 8, 2)
print(s.start, s.stop, s.step, s)
data = list(range(10))
print(data[s], 'abcdefghij'[s])
print(s.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10))
print(data[slice(3)], data[slice(-2, None)], data[slice(None, None, -3)])
print(slice(1, 2) == slice(1, 2), repr(slice(None)))
try:
    data[::0]
except ValueError as e:
    print(type(e).__name__, e)
