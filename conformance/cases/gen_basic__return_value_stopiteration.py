def worker():
    yield 'a'
    yield 'b'
    return 'finished'
g = worker()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print('value:', e.value, e.args)
print(list(worker()))
