def gen():
    yield 1
    return "done"
g = gen()
print(next(g))
next(g)
