def inner():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x
def outer():
    results = []
    while True:
        r = yield from inner()
        results.append(r)
        if len(results) == 2:
            return results
g = outer()
next(g)
print(g.send(1), g.send(2))
print(g.send(None))
print(g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print('done', e.value)
