g = (c for c in 'ab')
print(next(g), next(g))
print(next(g, 'default'))
print(list(g))
try:
    next(g)
except StopIteration as e:
    print(type(e).__name__, repr(e))
g2 = (i for i in range(1))
print(next(g2))
next(g2)
