# Model orders with dataclasses (post_init, field options, replace, slots) and validate them.
from dataclasses import dataclass, field, replace, asdict, astuple, fields, InitVar
from datetime import datetime
from typing import ClassVar


@dataclass(slots=True)
class Item:
    name: str
    qty: int = 1


@dataclass
class Order:
    id: str
    user_id: int
    amount: float
    currency: str
    status: str
    created: datetime
    items: list = field(default_factory=list)
    raw_items: InitVar[list] = None
    VALID: ClassVar[set] = {"pending", "shipped", "delivered", "cancelled"}

    def __post_init__(self, raw_items):
        if self.status not in self.VALID:
            raise ValueError(f"bad status {self.status!r}")
        if raw_items:
            self.items = [Item(n) for n in raw_items]

    @property
    def open(self):
        return self.status in ("pending", "shipped")


orders = []
for o in get_orders():
    orders.append(Order(o["id"], o["user_id"], o["amount"], o["currency"], o["status"],
                        datetime.fromisoformat(o["created"]), raw_items=o["items"]))
print(orders[0])
print([f.name for f in fields(Order)], Order.VALID == {"pending", "shipped", "delivered", "cancelled"})
open_orders = [o for o in orders if o.open]
print("open:", [(o.id, o.status) for o in open_orders])
shipped = [replace(o, status="delivered") for o in open_orders if o.status == "shipped"]
print("after delivery:", [(o.id, o.status) for o in shipped], orders[0] == replace(orders[0]))
print(asdict(orders[1])["items"], astuple(orders[1])[:3])
try:
    replace(orders[0], status="lost")
except ValueError as exc:
    print("ValueError:", exc)
item = Item("pen", 3)
try:
    item.colour = "blue"
except AttributeError as exc:
    print("AttributeError:", type(exc).__name__)
print(item, Item.__slots__, hasattr(item, "__dict__"))
big = sorted(orders, key=lambda o: o.amount, reverse=True)[:3]
print([f"{o.id}:{o.amount:.0f}{o.currency}" for o in big])
