def coroutine(fn):
    def start(*args, **kwargs):
        g = fn(*args, **kwargs)
        next(g)
        return g
    return start

@coroutine
def sink(results):
    while True:
        item = yield
        results.append(item)

@coroutine
def filter_even(target):
    while True:
        n = yield
        if n % 2 == 0:
            target.send(n)

@coroutine
def scale(factor, target):
    while True:
        n = yield
        target.send(n * factor)

@coroutine
def batch(size, target):
    buf = []
    try:
        while True:
            buf.append((yield))
            if len(buf) == size:
                target.send(tuple(buf))
                buf = []
    except GeneratorExit:
        if buf:
            target.send(tuple(buf))
        raise

out = []
pipe = filter_even(scale(10, batch(3, sink(out))))
for n in range(1, 13):
    pipe.send(n)
print(out)
b_out = []
b = batch(4, sink(b_out))
for ch in "abcdef":
    b.send(ch)
b.close()
print(b_out)
