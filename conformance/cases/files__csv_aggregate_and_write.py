import csv
import io
import os
import shutil
import tempfile
from collections import defaultdict

root = tempfile.mkdtemp()
raw = """date,product,qty,unit_price
2024-01-01,widget,3,2.50
2024-01-01,gadget,1,10.00
2024-01-02,widget,5,2.50
2024-01-02,gizmo,2,7.25
2024-01-03,gadget,4,9.50
"""
src = os.path.join(root, "orders.csv")
with open(src, "w", newline="") as f:
    f.write(raw)
revenue = defaultdict(float)
units = defaultdict(int)
with open(src, newline="") as f:
    for row in csv.DictReader(f):
        revenue[row["product"]] += int(row["qty"]) * float(row["unit_price"])
        units[row["product"]] += int(row["qty"])
dst = os.path.join(root, "summary.csv")
with open(dst, "w", newline="") as f:
    w = csv.writer(f, quoting=csv.QUOTE_NONNUMERIC)
    w.writerow(["product", "units", "revenue"])
    for product in sorted(revenue, key=revenue.get, reverse=True):
        w.writerow([product, units[product], round(revenue[product], 2)])
with open(dst, newline="") as f:
    print(f.read())
with open(dst, newline="") as f:
    rows = list(csv.reader(f, quoting=csv.QUOTE_NONNUMERIC))
print(rows[1:])
buf = io.StringIO()
csv.writer(buf, lineterminator="\n").writerows([["a", "b,c"], ['q"uote', ""]])
print(buf.getvalue())
shutil.rmtree(root)
