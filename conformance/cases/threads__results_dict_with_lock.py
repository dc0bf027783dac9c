import threading
from dataclasses import dataclass, field

@dataclass
class Inventory:
    stock: dict = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(self, sku, n):
        with self.lock:
            self.stock[sku] = self.stock.get(sku, 0) + n

inv = Inventory()
orders = [("apple", 3), ("pear", 2), ("apple", 5), ("fig", 1), ("pear", 4)]
threads = [threading.Thread(target=inv.add, args=o) for o in orders]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(inv)
print(sorted(inv.stock.items()))
