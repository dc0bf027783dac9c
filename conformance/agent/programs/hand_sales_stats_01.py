# Summarise monthly sales per region with statistics and a formatted table.
import csv
import io
import statistics
from collections import defaultdict, Counter

raw = get_csv("sales")
rows = list(csv.DictReader(io.StringIO(raw)))
print(f"loaded {len(rows)} rows with columns {list(rows[0])}")

by_region = defaultdict(list)
units_by_month = Counter()
for row in rows:
    revenue = float(row["revenue"])
    units = int(row["units"])
    by_region[row["region"]].append(revenue)
    units_by_month[row["month"]] += units

print(f"{'region':<8}{'n':>3}{'total':>12}{'mean':>10}{'stdev':>10}")
for region in sorted(by_region):
    values = by_region[region]
    stdev = statistics.stdev(values) if len(values) > 1 else 0.0
    print(f"{region:<8}{len(values):>3}{sum(values):>12,.2f}{statistics.mean(values):>10.2f}"
          f"{stdev:>10.2f}")

all_revenue = [float(r["revenue"]) for r in rows]
print("median revenue:", statistics.median(all_revenue))
print("quantiles:", [round(q, 2) for q in statistics.quantiles(all_revenue, n=4)])
print("busiest month:", units_by_month.most_common(1)[0])
price_per_unit = {r["region"] + "/" + r["month"]: round(float(r["revenue"]) / int(r["units"]), 3)
                  for r in rows}
best = max(price_per_unit, key=price_per_unit.get)
print(f"highest price per unit: {best} at {price_per_unit[best]}")
try:
    get_csv("returns")
except FileNotFoundError as exc:
    print("no returns file:", exc, exc.args)
share = {region: sum(v) / sum(all_revenue) for region, v in by_region.items()}
for region, s in sorted(share.items(), key=lambda kv: -kv[1]):
    bar = "#" * round(s * 40)
    print(f"{region:>6} {s:6.1%} {bar}")
print("harmonic mean units:", round(statistics.harmonic_mean([int(r["units"]) for r in rows]), 3))
print("mode region:", statistics.mode(r["region"] for r in rows))
