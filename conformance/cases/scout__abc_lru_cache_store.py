from collections.abc import MutableMapping, Iterator, Iterable, Sized, Set
from collections import OrderedDict
from typing import TypeVar, Generic

K = TypeVar("K")
V = TypeVar("V")

class LRUCache(MutableMapping, Generic[K, V]):
    """A bounded mapping that evicts the least recently used key."""
    def __init__(self, capacity: int = 3):
        self.capacity = capacity
        self._data: OrderedDict = OrderedDict()
        self.evicted: list = []
    def __getitem__(self, key):
        value = self._data[key]
        self._data.move_to_end(key)
        return value
    def __setitem__(self, key, value):
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            old, _ = self._data.popitem(last=False)
            self.evicted.append(old)
    def __delitem__(self, key):
        del self._data[key]
    def __iter__(self):
        return iter(self._data)
    def __len__(self):
        return len(self._data)
    def __repr__(self):
        return f"LRUCache({dict(self._data)}, capacity={self.capacity})"

cache: LRUCache[str, int] = LRUCache(2)
cache["a"] = 1
cache["b"] = 2
print(cache["a"])
cache["c"] = 3
print(cache, cache.evicted, "b" in cache, cache.get("b", "gone"), len(cache))
cache.update({"d": 4}, e=5)
print(list(cache.items()), cache.pop("e"), cache.setdefault("f", 6), cache.evicted)
print(isinstance(cache, MutableMapping), isinstance(cache, Sized), issubclass(LRUCache, Iterable), isinstance(cache, dict))
print(cache == {"d": 4, "f": 6}, cache.keys(), sorted(cache.values()))

class Countdown(Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__, isinstance(Countdown(0), Iterable))

class Tags(Set):
    def __init__(self, items=()):
        self._items = sorted(set(items))
    def __contains__(self, x):
        return x in self._items
    def __iter__(self):
        return iter(self._items)
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return f"Tags({self._items})"
t = Tags("abc") & Tags("bcd")
print(t, Tags("ab") | Tags("c"), Tags("abc") - Tags("b"), Tags("ab") < Tags("abc"), Tags("ab").isdisjoint("xy"))
cache.clear()
print(len(cache), cache.evicted)
cache["zzz"]
