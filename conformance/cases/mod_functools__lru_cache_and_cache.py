from functools import lru_cache, cache
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
info = fib.cache_info()
print(info.hits, info.misses, info.currsize)
calls = []
@cache
def slow_square(x):
    calls.append(x)
    return x * x
print([slow_square(i % 3) for i in range(7)], calls)
slow_square.cache_clear()
slow_square(1)
print(calls)
