from dataclasses import dataclass, field
from collections import defaultdict
@dataclass
class Product:
    sku: str
    name: str
    price: float
    qty: int
    category: str
    @property
    def value(self):
        return self.price * self.qty
@dataclass
class Warehouse:
    products: dict = field(default_factory=dict)
    log: list = field(default_factory=list)
    def add(self, p):
        if p.sku in self.products:
            raise ValueError(f'duplicate sku {p.sku}')
        self.products[p.sku] = p
    def remove_stock(self, sku, n):
        p = self.products[sku]
        if n > p.qty:
            raise ValueError(f'insufficient stock for {sku}: have {p.qty}, need {n}')
        p.qty -= n
        self.log.append(('out', sku, n))
    def low_stock(self, threshold=5):
        return sorted((p for p in self.products.values() if p.qty < threshold), key=lambda p: (p.qty, p.sku))
w = Warehouse()
for args in [('A1', 'bolt', 0.25, 100, 'hardware'), ('B7', 'hammer', 12.5, 4, 'tools'),
             ('C3', 'saw', 22.0, 2, 'tools'), ('D9', 'glue', 3.75, 10, 'supplies'),
             ('A1', 'dup', 1.0, 1, 'x')]:
    try:
        w.add(Product(*args))
    except ValueError as e:
        print('error:', e)
for sku, n in [('A1', 30), ('B7', 5), ('D9', 7), ('Z0', 1)]:
    try:
        w.remove_stock(sku, n)
    except (ValueError, KeyError) as e:
        print(f'{type(e).__name__}: {e}')
by_cat = defaultdict(float)
for p in w.products.values():
    by_cat[p.category] += p.value
for cat, total in sorted(by_cat.items(), key=lambda kv: -kv[1]):
    print(f'{cat:<10}{total:>10.2f}')
print('low:', [f'{p.name}({p.qty})' for p in w.low_stock()])
print('log:', w.log)
