def inner():
    x = yield 'i1'
    print('inner got', x)
    yield 'i2'
    return 'inner-result'
def outer():
    r = yield from inner()
    print('outer got', r)
    yield 'o1'
g = outer()
print(next(g))
print(g.send('sent'))
print(next(g))
print(next(g, 'end'))
