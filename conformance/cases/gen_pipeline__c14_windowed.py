from collections import deque
from itertools import islice, count, takewhile, tee
def window(it, n):
    buf = deque(maxlen=n)
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield tuple(buf)
def moving_avg(it, n):
    for w in window(it, n):
        yield sum(w) / n
def primes():
    found = []
    for c in count(2):
        if all(c % p for p in takewhile(lambda p: p * p <= c, found)):
            found.append(c)
            yield c
print(list(window("abcde", 3)))
print([round(x, 2) for x in moving_avg([1, 4, 2, 8, 5, 7], 3)])
print(list(islice(primes(), 15)))
a, b = tee(islice(primes(), 6))
next(b)
print([y - x for x, y in zip(a, b)])
g = window([], 2)
print(list(g), next(g, "exhausted"))
