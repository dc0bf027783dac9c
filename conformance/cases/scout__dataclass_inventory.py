from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import Optional

@dataclass(order=True)
class Item:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    tags: list[str] = field(default_factory=list)
    qty: int = 0
    def __post_init__(self):
        self.sort_index = self.price * self.qty

@dataclass(frozen=True)
class Sku:
    code: str
    region: Optional[str] = None

@dataclass
class Warehouse:
    items: list[Item] = field(default_factory=list)
    seed: InitVar[int] = 0
    def __post_init__(self, seed):
        self.seed_used = seed
    def total(self) -> float:
        return sum(i.price * i.qty for i in self.items)

w = Warehouse([Item("nut", 0.1, qty=100), Item("saw", 25.0, ["tool"], 2), Item("gem", 99.5, qty=1)], seed=4)
print(w)
print(sorted(w.items)[0].name, max(w.items).name, w.total(), w.seed_used)
print(asdict(w.items[1]), astuple(Sku("A1")))
print([f.name for f in fields(Item)], replace(w.items[0], qty=5))
s = Sku("B2", "eu")
print(s, hash(s) == hash(Sku("B2", "eu")), s == Sku("B2", "eu"), {s: 1}[Sku("B2", "eu")])
try:
    s.code = "x"
except Exception as e:
    print(type(e).__name__, e)
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) < Item("b", 2.0, qty=1))
Item("a")
