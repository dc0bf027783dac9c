from collections import OrderedDict
from functools import wraps
import functools

class FakeClock:
    def __init__(self):
        self.t = 0.0
    def __call__(self):
        return self.t
    def tick(self, dt):
        self.t += dt

class TTLCache:
    def __init__(self, maxsize=3, ttl=10.0, clock=None):
        self.maxsize, self.ttl = maxsize, ttl
        self.clock = clock
        self._data: OrderedDict[str, tuple[float, object]] = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key, default=None):
        item = self._data.get(key)
        if item is None:
            self.misses += 1
            return default
        expires, value = item
        if self.clock() >= expires:
            del self._data[key]
            self.misses += 1
            return default
        self._data.move_to_end(key)
        self.hits += 1
        return value

    def set(self, key, value):
        self._data[key] = (self.clock() + self.ttl, value)
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            old, _ = self._data.popitem(last=False)
            self.evictions += 1
            print(f"  evict {old}")

    def __contains__(self, key):
        return key in self._data and self.clock() < self._data[key][0]

    def __repr__(self):
        return f"TTLCache({list(self._data)}, hits={self.hits}, misses={self.misses})"

def cached(cache):
    def deco(fn):
        @wraps(fn)
        def inner(*args):
            key = f"{fn.__name__}{args}"
            sentinel = object()
            value = cache.get(key, sentinel)
            if value is sentinel:
                value = fn(*args)
                cache.set(key, value)
            return value
        return inner
    return deco

clock = FakeClock()
cache = TTLCache(maxsize=3, ttl=5, clock=clock)
calls = []

@cached(cache)
def price(sku, qty=1):
    calls.append(sku)
    return round(len(sku) * 1.25 * qty, 2)

for sku, dt in [("ab", 0), ("abc", 1), ("ab", 1), ("abcd", 1), ("xyz", 0), ("ab", 0), ("abc", 3), ("xyz", 4)]:
    clock.tick(dt)
    print(f"t={clock():>4} price({sku!r}) = {price(sku)}")
print(cache, cache.evictions, calls)
print("price('xyz',)" in cache)

@functools.lru_cache(maxsize=2)
def square(n):
    return n * n
for n in [1, 2, 1, 3, 2, 1]:
    square(n)
print(square.cache_info())
square.cache_clear()
print(square.cache_info(), square.__wrapped__(9))

@functools.cache
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(50), ways.cache_info().currsize > 0)
