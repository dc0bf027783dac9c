print(list(zip([1, 2, 3], 'abc')))
print(list(zip([1, 2, 3], 'ab')), list(zip()), list(zip([1])))
print(list(zip(*[(1, 'a'), (2, 'b')])))
print(dict(zip('abc', range(3))))
print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], 'ab', strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1], 'ab', strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    zip(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
