from __future__ import annotations
from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto
import json

class Category(Enum):
    TOOLS = auto()
    GARDEN = auto()
    KITCHEN = auto()

    @property
    def label(self) -> str:
        return self.name.title()

class StockError(Exception):
    def __init__(self, sku: str, wanted: int, have: int):
        super().__init__(f"cannot take {wanted} of {sku}: only {have} left")
        self.sku, self.wanted, self.have = sku, wanted, have

@dataclass
class Item:
    sku: str
    name: str
    category: Category
    qty: int = 0
    price: float = 0.0
    tags: list[str] = field(default_factory=list)

    def __post_init__(self):
        if self.qty < 0:
            raise ValueError(f"negative qty for {self.sku}")
        self.sku = self.sku.upper()

    @property
    def value(self) -> float:
        return round(self.qty * self.price, 2)

class Inventory:
    def __init__(self):
        self._items: dict[str, Item] = {}

    def add(self, item: Item) -> None:
        self._items[item.sku] = item

    def take(self, sku: str, n: int) -> Item:
        item = self._items[sku.upper()]
        if n > item.qty:
            raise StockError(item.sku, n, item.qty)
        item.qty -= n
        return item

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda i: (i.category.value, i.sku)))

    def by_category(self):
        out: dict[str, list[str]] = {}
        for it in self:
            out.setdefault(it.category.label, []).append(it.sku)
        return out

inv = Inventory()
inv.add(Item("h-100", "Hammer", Category.TOOLS, 5, 12.5, ["steel"]))
inv.add(Item("r-7", "Rake", Category.GARDEN, 2, 19.99))
inv.add(Item("w-2", "Whisk", Category.KITCHEN, 14, 3.25, ["small"]))
inv.add(Item("s-9", "Saw", Category.TOOLS, 1, 27.0))
print(len(inv), inv.by_category())
try:
    inv.take("s-9", 3)
except StockError as e:
    print("StockError:", e, e.args, (e.sku, e.wanted, e.have))
inv.take("w-2", 4)
try:
    Item("x", "Bad", Category.TOOLS, -1)
except ValueError as e:
    print("rejected:", e)
total = sum(i.value for i in inv)
print(f"total value: ${total:,.2f}")
for it in inv:
    print(f"{it.sku:<6}{it.name:<8}{it.category.label:<8}{it.qty:>4} @ {it.price:>6.2f} = {it.value:>7.2f}")
snap = [{**asdict(i), "category": i.category.name} for i in inv]
print(json.dumps(snap[0], sort_keys=True))
cheaper = replace(inv._items["H-100"], price=9.99)
print(cheaper, cheaper == inv._items["H-100"])
print(Category["GARDEN"], Category(3), [c.label for c in Category])
