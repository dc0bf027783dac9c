print(len(''), len('abc'), len([1, 2]), len((1,)), len({'a': 1}), len({1, 2, 2}))
print(len(range(10)), len(range(0, 10, 3)), len(range(5, 0)), len(b'xy'), len(frozenset()))
print(len('ñ'), len('日本'), len([[]]), len(range(-10, 10, 7)))
try:
    len(3.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(None)
except TypeError as e:
    print(type(e).__name__, e)
