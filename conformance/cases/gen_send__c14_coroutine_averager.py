def averager():
    total = n = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError as e:
            print("reset:", e)
            total = n = 0
            avg = None
            continue
        if x is None:
            return (n, avg)
        total += x
        n += 1
        avg = total / n
g = averager()
print(next(g))
for v in [10, 20, 60]:
    print(g.send(v))
print(g.throw(ValueError("bad sample")))
print(g.send(4))
try:
    g.send(None)
except StopIteration as e:
    print("result", e.value)
print(next(g, "closed"))
