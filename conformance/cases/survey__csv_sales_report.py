import csv
import io
import statistics
from collections import defaultdict
from itertools import groupby
from operator import itemgetter

RAW = """date,region,rep,units,unit_price
2024-01-03,North,Ann,10,2.50
2024-01-03,South,Bob,4,10.00
2024-01-10,North,Cid,7,2.50
2024-02-01,South,Bob,12,9.50
2024-02-14,East,Dee,1,100
2024-02-20,North,Ann,3,2.75
2024-03-05,East,Dee,5,95.5
"""
rows = list(csv.DictReader(io.StringIO(RAW)))
for r in rows:
    r["units"] = int(r["units"])
    r["unit_price"] = float(r["unit_price"])
    r["revenue"] = r["units"] * r["unit_price"]
    r["month"] = r["date"][:7]

by_region = defaultdict(float)
for r in rows:
    by_region[r["region"]] += r["revenue"]
print({k: round(v, 2) for k, v in sorted(by_region.items(), key=lambda kv: -kv[1])})

rows.sort(key=itemgetter("month"))
for month, grp in groupby(rows, key=itemgetter("month")):
    grp = list(grp)
    revs = [g["revenue"] for g in grp]
    print(f"{month}: n={len(grp)} sum={sum(revs):8.2f} mean={statistics.mean(revs):7.2f} "
          f"median={statistics.median(revs):7.2f}")

revs = [r["revenue"] for r in rows]
print(f"stdev={statistics.stdev(revs):.3f} pstdev={statistics.pstdev(revs):.3f}")
print("quantiles", [round(q, 2) for q in statistics.quantiles(revs, n=4)])
print("mode", statistics.mode(r["region"] for r in rows))

out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["rep", "total"])
totals = defaultdict(float)
for r in rows:
    totals[r["rep"]] += r["revenue"]
for rep, t in sorted(totals.items()):
    w.writerow([rep, round(t, 2)])
w.writerow(['say "hi"', None])
print(out.getvalue(), end="")
print(statistics.fmean([1, 2, 3.5]), statistics.harmonic_mean([2, 4]), statistics.geometric_mean([1, 8]))
