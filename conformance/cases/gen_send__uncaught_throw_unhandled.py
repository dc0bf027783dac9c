def consumer():
    total = 0
    while True:
        x = yield total
        total += x
c = consumer()
next(c)
print(c.send(5), c.send(10))
c.throw(ValueError('bad input'))
