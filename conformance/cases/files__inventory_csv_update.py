import csv
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
inv_path = os.path.join(root, "inventory.csv")
with open(inv_path, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["sku", "name", "stock"])
    w.writerows([["A1", "bolt", 100], ["B2", "nut", 40], ["C3", "washer", 5]])
orders = [("A1", 30), ("C3", 10), ("B2", 40), ("Z9", 1)]

with open(inv_path, newline="") as f:
    stock = {row["sku"]: row for row in csv.DictReader(f)}
problems = []
for sku, qty in orders:
    item = stock.get(sku)
    if item is None:
        problems.append(f"{sku}: unknown")
        continue
    have = int(item["stock"])
    if qty > have:
        problems.append(f"{sku}: short by {qty - have}")
        continue
    item["stock"] = str(have - qty)
tmp = inv_path + ".new"
with open(tmp, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=["sku", "name", "stock"])
    w.writeheader()
    w.writerows(stock.values())
os.replace(tmp, inv_path)
with open(inv_path) as f:
    print(f.read())
print(problems)
low = [r["name"] for r in stock.values() if int(r["stock"]) < 10]
print("low stock:", low)
shutil.rmtree(root)
