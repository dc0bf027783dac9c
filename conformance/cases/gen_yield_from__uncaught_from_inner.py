def inner():
    yield 1
    raise LookupError('inner failed')
def outer():
    yield from inner()
for v in outer():
    print('value', v)
