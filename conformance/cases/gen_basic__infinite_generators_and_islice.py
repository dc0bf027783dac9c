from itertools import islice, takewhile

def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1

def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1

print(list(islice(fibonacci(), 15)))
print(list(takewhile(lambda p: p < 60, primes())))
print(list(collatz(27))[:10], len(list(collatz(27))))
print(next(x for x in fibonacci() if x > 1000), sum(islice(primes(), 100)))
gen = fibonacci()
print([next(gen) for _ in range(5)], next(gen))
def cycle_n(items, times):
    for _ in range(times):
        yield from items
print(list(cycle_n("ab", 3)), list(islice(cycle_n([1], 10 ** 9), 3)))
