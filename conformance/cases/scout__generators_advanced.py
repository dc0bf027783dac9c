import itertools

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

print(list(itertools.islice(fib(), 10)))
def averager():
    total, n = 0, 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError:
            print("reset")
            total, n = 0, 0
            continue
        total += x
        n += 1
        avg = total / n
a = averager()
next(a)
print(a.send(10), a.send(20))
print(a.throw(ValueError))
print(a.send(5))
def delegator():
    result = yield from sub()
    print("sub returned", result)
    yield "after"
def sub():
    yield 1
    yield 2
    return "sub-done"
print(list(delegator()))
def windows(seq, n):
    it = iter(seq)
    win = list(itertools.islice(it, n))
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win = win[1:] + [x]
        yield tuple(win)
print(list(windows(range(6), 3)))
gen = (x for x in range(3))
print(gen.__next__(), type(gen).__name__)
def g2():
    yield 1
it = g2()
print(list(it), list(it))
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)
a.throw(KeyError("k"))
