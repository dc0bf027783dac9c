import hashlib
import bisect
import math

class BloomFilter:
    def __init__(self, capacity: int, error_rate: float = 0.01):
        self.m = math.ceil(-capacity * math.log(error_rate) / math.log(2) ** 2)
        self.k = max(1, round(self.m / capacity * math.log(2)))
        self.bits = bytearray((self.m + 7) // 8)
    def _hashes(self, item: str):
        h = hashlib.sha256(item.encode()).digest()
        a, b = int.from_bytes(h[:8], "big"), int.from_bytes(h[8:16], "big")
        return [(a + i * b) % self.m for i in range(self.k)]
    def add(self, item):
        for h in self._hashes(item):
            self.bits[h // 8] |= 1 << (h % 8)
    def __contains__(self, item):
        return all(self.bits[h // 8] & (1 << (h % 8)) for h in self._hashes(item))

bf = BloomFilter(100)
for w in (f"user{i}" for i in range(100)):
    bf.add(w)
print(bf.m, bf.k, all(f"user{i}" in bf for i in range(100)), sum(f"other{i}" in bf for i in range(1000)))

class HashRing:
    def __init__(self, nodes, replicas=50):
        self.replicas = replicas
        self.ring: list[int] = []
        self.owner: dict[int, str] = {}
        for n in nodes:
            self.add(n)
    @staticmethod
    def _h(key: str) -> int:
        return int(hashlib.md5(key.encode()).hexdigest()[:12], 16)
    def add(self, node):
        for i in range(self.replicas):
            h = self._h(f"{node}#{i}")
            bisect.insort(self.ring, h)
            self.owner[h] = node
    def remove(self, node):
        self.ring = [h for h in self.ring if self.owner[h] != node]
    def get(self, key):
        i = bisect.bisect(self.ring, self._h(key)) % len(self.ring)
        return self.owner[self.ring[i]]

ring = HashRing(["a", "b", "c"])
keys = [f"key{i}" for i in range(300)]
before = {k: ring.get(k) for k in keys}
from collections import Counter
print(sorted(Counter(before.values()).items()))
ring.remove("b")
after = {k: ring.get(k) for k in keys}
moved = sum(before[k] != after[k] for k in keys)
print(moved, sum(before[k] == "b" for k in keys), sorted(set(after.values())))
