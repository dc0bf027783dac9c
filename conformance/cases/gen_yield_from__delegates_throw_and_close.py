def inner():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print('inner handled', e)
        yield 'after-error'
    finally:
        print('inner finally')
def outer():
    yield from inner()
    yield 'outer-done'
g = outer()
print(next(g))
print(g.throw(ValueError('x')))
print(next(g))
g2 = outer()
next(g2)
g2.close()
print('closed')
