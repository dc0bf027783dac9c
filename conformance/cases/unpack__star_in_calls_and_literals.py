def f(a, b, c, d):
    return a * 1000 + b * 100 + c * 10 + d
print(f(*[1, 2], *(3, 4)))
print(f(1, *'23'and[2, 3], 4))
args = (1, 2)
kw = {'d': 4, 'c': 3}
print(f(*args, **kw))
print([*'ab', *[1], *range(2)])
print({**{'a': 1}, **{'a': 2, 'b': 3}})
print(*[1, 2, 3], sep='-')
