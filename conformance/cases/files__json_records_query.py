import json
import os
import shutil
import tempfile
from collections import defaultdict

root = tempfile.mkdtemp()
orders = [
    {"id": 1, "customer": "acme", "items": [{"sku": "A", "qty": 2, "price": 3.5}], "status": "paid"},
    {"id": 2, "customer": "beta", "items": [{"sku": "B", "qty": 1, "price": 10.0},
                                           {"sku": "A", "qty": 4, "price": 3.5}], "status": "open"},
    {"id": 3, "customer": "acme", "items": [], "status": "cancelled"},
    {"id": 4, "customer": "gamma", "items": [{"sku": "C", "qty": 10, "price": 0.99}], "status": "paid"},
]
path = os.path.join(root, "orders.json")
with open(path, "w") as f:
    json.dump({"version": 1, "orders": orders}, f)
with open(path) as f:
    doc = json.load(f)
def order_total(o):
    return round(sum(i["qty"] * i["price"] for i in o["items"]), 2)
by_customer = defaultdict(float)
for o in doc["orders"]:
    if o["status"] != "cancelled":
        by_customer[o["customer"]] += order_total(o)
print(dict(by_customer))
print(sorted((o["id"] for o in doc["orders"] if o["status"] == "paid")))
sku_qty = defaultdict(int)
for o in doc["orders"]:
    for i in o["items"]:
        sku_qty[i["sku"]] += i["qty"]
print(sorted(sku_qty.items(), key=lambda kv: -kv[1]))
summary = {"customers": len(by_customer), "revenue": round(sum(by_customer.values()), 2)}
with open(os.path.join(root, "summary.json"), "w") as f:
    json.dump(summary, f, indent=1)
with open(os.path.join(root, "summary.json")) as f:
    print(f.read())
shutil.rmtree(root)
