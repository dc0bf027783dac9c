def two():
    yield 1
    yield 2
g = two()
print(next(g), next(g), next(g, 'default'), next(g, None))
try:
    next(g)
except StopIteration as e:
    print(type(e).__name__, repr(e), e.value)
