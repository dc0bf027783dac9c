from dataclasses import dataclass, field
from typing import Optional

@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    stock: int = field(default=0, compare=False)
    reorder_at: int = field(default=5, compare=False)
    supplier: Optional[str] = field(default=None, compare=False)

    @property
    def needs_restock(self) -> bool:
        return self.stock <= self.reorder_at

items = [
    Item("B-200", "bolt", 120, 50, "acme"),
    Item("A-100", "anchor", 3),
    Item("C-300", "cable", 5, 5, "wirez"),
    Item("A-050", "axle", 0, 2, "acme"),
]
for it in sorted(items):
    flag = "RESTOCK" if it.needs_restock else "ok"
    print(f"{it.sku} {it.name:<7} {it.stock:>4} {flag}")
by_supplier = {}
for it in items:
    if it.needs_restock:
        by_supplier.setdefault(it.supplier or "<none>", []).append(it.sku)
print(dict(sorted(by_supplier.items())))
print(items[1])
print(Item("X", "a") == Item("X", "b"), Item("A", "z") < Item("B", "a"))
