from __future__ import annotations
from dataclasses import dataclass, field, asdict, replace
from typing import Optional
from decimal import Decimal, ROUND_HALF_UP
import json

@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    price: Decimal = field(compare=False, default=Decimal("0"))
    qty: int = field(compare=False, default=0)
    tags: list[str] = field(default_factory=list, compare=False)

    @property
    def value(self) -> Decimal:
        return (self.price * self.qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            raise KeyError(f"duplicate sku {item.sku!r}")
        self.items[item.sku] = item

    def find(self, sku: str) -> Optional[Item]:
        return self.items.get(sku)

    def total(self) -> Decimal:
        return sum((i.value for i in self.items.values()), Decimal("0"))

inv = Inventory()
inv.add(Item("B-2", "Bolt", Decimal("0.15"), 1200, ["hardware"]))
inv.add(Item("A-1", "Anvil", Decimal("149.99"), 3))
inv.add(Item("C-9", "Cable", Decimal("3.333"), 7, ["electric", "bulk"]))
try:
    inv.add(Item("A-1", "Again"))
except KeyError as e:
    print("error:", e)

for item in sorted(inv.items.values()):
    print(f"{item.sku:5} {item.name:<8} {item.price:>8} x{item.qty:<5} = {item.value:>10}")
print("total", inv.total())
cheaper = replace(inv.find("A-1"), price=Decimal("99.50"))
print(cheaper)
print(cheaper == inv.find("A-1"))
d = asdict(inv.find("C-9"))
print(json.dumps(d, default=str, sort_keys=True))
print(inv.find("Z-0"))
