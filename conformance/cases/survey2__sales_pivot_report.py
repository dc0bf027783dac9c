import csv
import io
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP
from statistics import mean, median

RAW = """region,month,product,units,unit_price
North,2024-01,Widget,12,9.99
North,2024-01,Gadget,3,24.50
South,2024-01,Widget,7,9.99
South,2024-02,Gizmo,15,4.25
North,2024-02,Widget,9,10.49
East,2024-02,Gadget,4,24.50
East,2024-03,Gizmo,22,4.10
South,2024-03,Widget,11,10.49
North,2024-03,Gizmo,5,4.10
"""

rows = list(csv.DictReader(io.StringIO(RAW)))
print(f"loaded {len(rows)} rows; columns={list(rows[0].keys())}")

pivot: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
units_by_product = defaultdict(list)
for r in rows:
    revenue = Decimal(r["units"]) * Decimal(r["unit_price"])
    pivot[r["region"]][r["month"]] += revenue
    units_by_product[r["product"]].append(int(r["units"]))

months = sorted({r["month"] for r in rows})
header = f"{'region':<8}" + "".join(f"{m:>10}" for m in months) + f"{'total':>11}"
print(header)
print("-" * len(header))
grand = Decimal(0)
for region in sorted(pivot):
    cells = [pivot[region].get(m, Decimal(0)) for m in months]
    total = sum(cells, Decimal(0))
    grand += total
    line = f"{region:<8}" + "".join(f"{c.quantize(Decimal('0.01'), ROUND_HALF_UP):>10}" for c in cells)
    print(line + f"{total:>11.2f}")
print(f"{'TOTAL':<8}{'':>{10 * len(months)}}{grand:>11.2f}")

for product, units in sorted(units_by_product.items(), key=lambda kv: -sum(kv[1])):
    print(f"{product:>7}: n={len(units)} sum={sum(units):3d} mean={mean(units):6.2f} median={median(units)}")

out = io.StringIO()
w = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
w.writerow(["region", "total"])
for region in sorted(pivot):
    w.writerow([region, float(sum(pivot[region].values(), Decimal(0)))])
print(out.getvalue(), end="")
