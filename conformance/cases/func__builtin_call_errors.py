try:
    len()
except TypeError as e:
    print(type(e).__name__, e)
try:
    len([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [].append()
except TypeError as e:
    print(type(e).__name__, e)
try:
    'abc'.split(1)
except TypeError as e:
    print(type(e).__name__, e)
