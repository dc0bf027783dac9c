class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
        self.hits = 0
    def __call__(self, n):
        if n in self.cache:
            self.hits += 1
            return self.cache[n]
        r = self.fn(n)
        self.cache[n] = r
        return r
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(40), fib.hits, len(fib.cache))
print(type(fib).__name__)
