def bad():
    yield 1
    raise StopIteration('oops')
g = bad()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
