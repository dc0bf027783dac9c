def worker(log):
    log.append("start")
    try:
        while True:
            try:
                job = yield
                log.append(f"job {job}")
            except ValueError as e:
                log.append(f"recovered {e}")
    finally:
        log.append("cleanup")

log = []
w = worker(log)
next(w)
w.send(1)
w.throw(ValueError("bad input"))
w.send(2)
w.close()
print(log)
try:
    w.send(3)
except StopIteration:
    print("closed generator raises StopIteration")

def counter():
    n = 0
    while True:
        try:
            yield n
        except GeneratorExit:
            print("exit at", n)
            return
        n += 1
c = counter()
print(next(c), next(c))
c.close()
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
g = (x for x in range(3))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("thrown before start:", e)
print(list(g))
