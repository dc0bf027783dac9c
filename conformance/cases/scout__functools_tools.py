import functools
from functools import reduce, partial, wraps, lru_cache, cached_property, singledispatch, total_ordering

def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        print(f"call {fn.__name__}{args}")
        return fn(*args, **kwargs)
    return wrapper

@logged
def add(a, b=2):
    """Add two numbers."""
    return a + b

print(add(1), add.__name__, add.__doc__, add.__wrapped__(5, 5))

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60), fib.cache_info())
print(reduce(lambda acc, x: acc * 10 + x, [1, 2, 3], 0))
base2 = partial(int, base=2)
print(base2("1011"), base2.func is int, base2.keywords)

@singledispatch
def describe(x):
    return f"object {x!r}"

@describe.register
def _(x: int):
    return f"int {x}"

@describe.register(list)
def _(x):
    return f"list of {len(x)}"

print(describe(3), describe([1, 2]), describe("s"), describe(True))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("computing")
        return 3.14159 * self.r ** 2

c = Circle(2)
print(c.area, c.area)

@total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n

print(V(1) <= V(2), V(3) >= V(4), sorted([V(3), V(1)], key=functools.cmp_to_key(lambda a, b: a.n - b.n))[0].n)
print(reduce(lambda a, b: a + b, []))
