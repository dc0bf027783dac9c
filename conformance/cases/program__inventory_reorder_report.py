from dataclasses import dataclass
from collections import defaultdict
import json

@dataclass
class Item:
    sku: str
    name: str
    on_hand: int
    reorder_at: int
    supplier: str
    unit_cost: float

catalog = [
    Item("A-1", "bolts", 40, 50, "acme", 0.1),
    Item("A-2", "nuts", 500, 100, "acme", 0.05),
    Item("B-7", "gears", 3, 10, "gearco", 12.5),
    Item("C-3", "belts", 0, 5, "beltly", 7.25),
    Item("B-9", "springs", 12, 12, "gearco", 0.8),
]
to_order = defaultdict(list)
for item in catalog:
    if item.on_hand <= item.reorder_at:
        qty = max(item.reorder_at * 2 - item.on_hand, 1)
        to_order[item.supplier].append({"sku": item.sku, "qty": qty, "cost": round(qty * item.unit_cost, 2)})
for supplier in sorted(to_order):
    lines = to_order[supplier]
    print(f"{supplier}: {len(lines)} lines, total {sum(l['cost'] for l in lines):.2f}")
    for l in lines:
        print(f"   {l['sku']:<5} x{l['qty']:>4}  {l['cost']:>8.2f}")
print(json.dumps(to_order, sort_keys=True))
out_of_stock = [i.name for i in catalog if i.on_hand == 0]
print("out of stock:", out_of_stock or "none")
