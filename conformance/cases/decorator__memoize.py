def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper_cache = cache
    return wrapper
@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
calls = []
@memoize
def slow_sq(n):
    calls.append(n)
    return n * n
print(slow_sq(4), slow_sq(4), slow_sq(5), calls)
