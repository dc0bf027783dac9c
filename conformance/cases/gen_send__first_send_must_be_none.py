def echo():
    while True:
        x = yield
        print('got', x)
g = echo()
try:
    g.send('too early')
except TypeError as e:
    print(type(e).__name__, e)
g.send(None)
g.send('hello')
g.send([1, 2])
print(next(g) is None)
