def gen():
    try:
        yield 1
    finally:
        print('cleanup')
g = gen()
next(g)
try:
    g.throw(KeyError('k'))
except KeyError as e:
    print('propagated', e)
print(next(g, 'exhausted'))
try:
    g.throw(ValueError('after'))
except ValueError as e:
    print('after exhaustion', e)
