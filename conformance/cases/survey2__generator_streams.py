from itertools import islice, count, chain, groupby, accumulate, tee
import itertools

def read_records(lines):
    for raw in lines:
        raw = raw.strip()
        if not raw or raw.startswith("#"):
            continue
        key, _, value = raw.partition("=")
        yield key.strip(), value.strip()

def typed(records):
    for k, v in records:
        if v.isdigit():
            v = int(v)
        elif v.lower() in ("true", "false"):
            v = v.lower() == "true"
        yield k, v

def running_average():
    total = n = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        n += 1
        avg = total / n
    return f"{n} values"

def chunked(it, size):
    it = iter(it)
    while chunk := list(islice(it, size)):
        yield chunk

def flatten(nested):
    for x in nested:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

TEXT = """
# settings
name = demo
retries = 3
verbose = TRUE

timeout=30
"""
print(dict(typed(read_records(TEXT.splitlines()))))
ra = running_average()
next(ra)
print([ra.send(x) for x in [10, 20, 60]])
try:
    ra.send(None)
except StopIteration as stop:
    print("finished:", stop.value)
print(list(chunked(range(10), 4)), list(chunked([], 3)))
print(list(flatten([1, [2, [3, (4, 5)], []], 6])))
print(list(islice(fib(), 10)), next(x for x in fib() if x > 1000))
evens = (n for n in count(0, 2))
print(list(islice(evens, 3)), list(islice(evens, 2)))
a, b = tee(range(5))
print(list(zip(a, islice(b, 1, None))))
print(list(accumulate(chain([1], [2, 3]), lambda x, y: x * y)))
data = sorted("mississippi")
print([(k, len(list(g))) for k, g in groupby(data)])
gen = (x * x for x in range(3))
print(next(gen), list(gen), list(gen))
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup ran")
c = closer()
print(next(c))
c.close()
print(list(itertools.chain.from_iterable(chunked("abcdefg", 3))))
def thrower():
    while True:
        try:
            yield "ok"
        except ValueError as e:
            yield f"handled {e}"
t = thrower()
print(next(t), t.throw(ValueError("boom")), next(t))
