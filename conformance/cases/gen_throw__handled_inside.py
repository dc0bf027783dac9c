def resilient():
    while True:
        try:
            yield 'ready'
        except ValueError as e:
            print('caught inside:', e)
            yield 'recovered'
g = resilient()
print(next(g))
print(g.throw(ValueError('bad')))
print(next(g))
print(g.throw(ValueError('again')))
