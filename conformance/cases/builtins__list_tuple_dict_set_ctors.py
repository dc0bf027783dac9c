print(list(), list('ab'), list((1, 2)), list({'a': 1}), list(range(3)))
print(tuple(), tuple([1]), tuple('xy'), tuple({1: 2}))
print(dict(), dict(a=1), dict([(1, 2)]), dict(zip('ab', 'cd')))
print(set(), set([1, 1, 2]), frozenset('a'), sorted(set('hello')))
try:
    list(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict(1)
except TypeError as e:
    print(type(e).__name__, e)
