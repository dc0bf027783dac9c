from functools import lru_cache
calls = []
@lru_cache(maxsize=2)
def f(x):
    calls.append(x)
    return x * 10
for x in [1, 2, 1, 3, 1, 2]:
    f(x)
print(calls)
print(f.cache_info())
@lru_cache
def g(a, b=1):
    return a + b
print(g(1), g(1, b=1), g(1, 1), g.cache_info().misses)
