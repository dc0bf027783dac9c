print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max('abc'))
print(min(['aa', 'b', 'ccc'], key=len), max(['aa', 'b', 'ccc'], key=len))
print(max([], default='empty'), min((), default=None))
print(max([1, 3, 3, 2], key=lambda x: x % 3), min([(1, 'b'), (1, 'a')]))
print(max(2, 2.0), max(2.0, 2), min(True, 1), max({'x': 1, 'y': 0}))
print(max([1, 5, 3], default=0), max(-1, -2, key=abs))
try:
    max([])
except ValueError as e:
    print(type(e).__name__, e)
try:
    min()
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(1, 'a')
except TypeError as e:
    print(type(e).__name__, e)
