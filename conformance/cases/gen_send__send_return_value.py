def gen():
    received = []
    while len(received) < 3:
        x = yield len(received)
        received.append(x)
    return received
g = gen()
print(next(g))
print(g.send('a'))
print(g.send('b'))
try:
    g.send('c')
except StopIteration as e:
    print('returned', e.value)
