d = {'a': 1}
try:
    d['b']
except KeyError as e:
    print(type(e).__name__, e, e.args)
try:
    d.pop('b')
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    d[[1]] = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print(type(e).__name__, e)
print(d[('tuple', 'key')])
