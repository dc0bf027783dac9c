from functools import lru_cache, wraps

calls = []
@lru_cache(maxsize=3)
def slow_square(n):
    calls.append(n)
    return n * n

for n in [1, 2, 3, 1, 4, 2, 5, 1]:
    slow_square(n)
print(calls)
print(slow_square.cache_info())
slow_square.cache_clear()
print(slow_square.cache_info())

def memo(fn):
    store = {}
    @wraps(fn)
    def inner(*args):
        if args not in store:
            store[args] = fn(*args)
        return store[args]
    inner.store = store
    return inner

@memo
def paths(r, c):
    """Lattice paths."""
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)

print(paths(10, 10), len(paths.store), paths.__name__, paths.__doc__)
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info().currsize)
