from collections import OrderedDict
class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError('capacity must be positive')
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = 0
    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            old, _ = self.data.popitem(last=False)
            self.evictions += 1
            print(f'  evict {old}')
    def __len__(self):
        return len(self.data)
    def __contains__(self, key):
        return key in self.data
    def __repr__(self):
        return f'LRU({list(self.data.items())})'
    @property
    def hit_rate(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0
cache = LRUCache(3)
ops = [('put', 'a', 1), ('put', 'b', 2), ('get', 'a'), ('put', 'c', 3), ('put', 'd', 4),
       ('get', 'b'), ('get', 'c'), ('put', 'a', 10), ('put', 'e', 5), ('get', 'd'), ('get', 'a')]
for op, *args in ops:
    if op == 'put':
        cache.put(*args)
        print(f'put {args}')
    else:
        print(f'get {args[0]} -> {cache.get(args[0], "MISS")}')
print(cache, len(cache), 'e' in cache)
print(f'hits={cache.hits} misses={cache.misses} evictions={cache.evictions} rate={cache.hit_rate:.2%}')
try:
    LRUCache(0)
except ValueError as e:
    print('error:', e)
