# A TTL cache with an injected clock in front of slow tools, with OrderedDict LRU eviction.
from collections import OrderedDict
from functools import wraps


class Clock:
    def __init__(self):
        self.now = 0.0

    def advance(self, seconds):
        self.now += seconds


class TTLCache:
    def __init__(self, clock, ttl=60, maxsize=3):
        self.clock, self.ttl, self.maxsize = clock, ttl, maxsize
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key):
        entry = self.data.get(key)
        if entry is None or entry[1] < self.clock.now:
            self.misses += 1
            self.data.pop(key, None)
            return None
        self.hits += 1
        self.data.move_to_end(key)
        return entry[0]

    def put(self, key, value):
        self.data[key] = (value, self.clock.now + self.ttl)
        self.data.move_to_end(key)
        while len(self.data) > self.maxsize:
            evicted, _ = self.data.popitem(last=False)
            self.evictions += 1
            print("  evict", evicted)

    def __repr__(self):
        return f"TTLCache(hits={self.hits}, misses={self.misses}, keys={list(self.data)})"


clock = Clock()
cache = TTLCache(clock)


def cached(fn):
    @wraps(fn)
    def inner(*args):
        key = (fn.__name__,) + args
        value = cache.get(key)
        if value is None:
            value = fn(*args)
            cache.put(key, value)
        return value
    return inner


weather = cached(get_weather)
price = cached(get_stock_price)
for step, (kind, arg) in enumerate([("w", "Paris"), ("p", "ACME"), ("w", "Paris"), ("w", "Lima"),
                                    ("p", "WAYNE"), ("w", "Paris"), ("p", "NONE"), ("w", "Oslo")]):
    clock.advance(25)
    try:
        value = weather(arg)["temp_c"] if kind == "w" else price(arg)
        print(f"t={clock.now:>5} {kind} {arg:<6} -> {value}")
    except KeyError as exc:
        print(f"t={clock.now:>5} {kind} {arg:<6} -> KeyError {exc}")
print(cache, cache.evictions)
print(weather.__name__, weather.__wrapped__ is get_weather)
