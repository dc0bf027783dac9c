print(list(reversed([1, 2, 3])), list(reversed('abc')), list(reversed((1,))))
print(list(reversed(range(1, 10, 3))), ''.join(reversed('stressed')))
print(list(reversed({'a': 1, 'b': 2})))
r = reversed([1, 2])
print(next(r), next(r), next(r, 'end'))
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e).__name__, e)
