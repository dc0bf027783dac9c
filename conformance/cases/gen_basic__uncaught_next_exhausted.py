def one():
    yield 1
g = one()
print(next(g))
next(g)
