def make_multipliers():
    return [lambda x: x * i for i in range(4)]

def make_multipliers_fixed():
    return [lambda x, i=i: x * i for i in range(4)]

def make_multipliers_closure():
    def make(i):
        def mul(x):
            return x * i
        return mul
    return [make(i) for i in range(4)]

print([m(2) for m in make_multipliers()])
print([m(2) for m in make_multipliers_fixed()])
print([m(2) for m in make_multipliers_closure()])

def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper

@memoize
def slow_fib(n):
    return n if n < 2 else slow_fib(n - 1) + slow_fib(n - 2)
print(slow_fib(50), len(slow_fib.cache))

def accumulator():
    items = []
    def add(x=None):
        if x is not None:
            items.append(x)
        return list(items)
    return add
acc1, acc2 = accumulator(), accumulator()
acc1(1); acc1(2); acc2("z")
print(acc1(), acc2(), acc1.__name__)
