import functools

calls = []

@functools.cache
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), len(calls), fib.cache_info().currsize)
print(fib(10), len(calls))

class Report:
    def __init__(self, rows):
        self.rows = rows
        self.computed = 0

    @functools.cached_property
    def totals(self):
        self.computed += 1
        return {k: sum(r[k] for r in self.rows) for k in self.rows[0]}

r = Report([{"a": 1, "b": 2}, {"a": 3, "b": 4}])
print(r.totals, r.totals, r.computed, "totals" in vars(r))
del r.totals
print(r.totals, r.computed)

@functools.lru_cache(maxsize=2)
def square(x):
    calls.append(("sq", x))
    return x * x

calls.clear()
for x in [1, 2, 1, 3, 2, 1]:
    square(x)
print(calls, square.cache_info())
@functools.lru_cache(typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind.cache_info().currsize)
print(functools.update_wrapper(lambda: 0, fib).__name__ if False else fib.__wrapped__(1))
