import csv
import io
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

DATA = """region,rep,amount,date
North,Ann,1200.50,2024-01-03
South,Bob,830.00,2024-01-04
North,Cid,99.99,2024-02-11
East,Dee,4500.10,2024-02-12
South,Ann,120.00,2024-03-01
"""

reader = csv.DictReader(io.StringIO(DATA))
totals = defaultdict(Decimal)
reps = defaultdict(set)
for row in reader:
    totals[row["region"]] += Decimal(row["amount"])
    reps[row["region"]].add(row["rep"])

out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerow(["region", "total", "reps"])
for region in sorted(totals, key=lambda r: -totals[r]):
    total = totals[region].quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    writer.writerow([region, total, ";".join(sorted(reps[region]))])
print(out.getvalue(), end="")
print(reader.fieldnames)
print(reader.line_num)
grand = sum(totals.values(), Decimal(0))
print(f"grand total: {grand:,.2f}")
print(f"{'share':>8}", *(f"{r}={totals[r] / grand:.1%}" for r in sorted(totals)))
