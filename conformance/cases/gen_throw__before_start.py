def g():
    print('started')
    yield 1
gen = g()
try:
    gen.throw(IndexError('early'))
except IndexError as e:
    print(type(e).__name__, e)
print(list(gen))
