def producer():
    yield 1
    yield 2
p = producer()
print(next(p))
p.throw(RuntimeError('stop producing'))
