from collections import OrderedDict
from typing import Generic, TypeVar, Hashable, Callable

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

class LRUCache(Generic[K, V]):
    """A tiny LRU cache."""
    __slots__ = ("capacity", "_data", "hits", "misses")

    def __init__(self, capacity: int = 3) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: OrderedDict[K, V] = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key: K, default: V | None = None) -> V | None:
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            evicted, _ = self._data.popitem(last=False)
            print(f"  evict {evicted!r}")

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k!r}: {v!r}" for k, v in self._data.items())
        return f"{type(self).__name__}({self.capacity}, {{{inner}}})"

def memoize(cache: LRUCache) -> Callable:
    def deco(fn):
        def wrapper(*args):
            r = cache.get(args)
            if r is None:
                r = fn(*args)
                cache.put(args, r)
            return r
        wrapper.__name__ = fn.__name__
        return wrapper
    return deco

c: LRUCache[str, int] = LRUCache(2)
c.put("a", 1); c.put("b", 2)
print(c.get("a"))
c.put("c", 3)
print("b" in c, "a" in c, len(c))
print(c)
print(c.hits, c.misses, c.get("zz", -1), c.misses)
try:
    c.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    LRUCache(0)
except ValueError as e:
    print("ValueError:", e)

cache = LRUCache(50)
@memoize(cache)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.__name__, cache.hits, cache.misses)
