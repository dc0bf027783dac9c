it = iter([10, 20])
print(next(it), next(it), next(it, 'stop'))
it2 = iter('ab')
print(list(it2), list(it2))
it3 = iter(range(3))
print(next(it3), sum(it3))
d = iter({'x': 1})
print(next(d))
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
next(iter([]))
