# Read the staff CSV, summarise salaries per department and price a raise.
import csv
import io
import statistics
from datetime import date
from itertools import groupby

RAISE_PCT = 4.5
AS_OF = date.fromisoformat('2024-01-01')

try:
    text = get_csv('staff')
except FileNotFoundError as exc:
    print("no such sheet:", exc, "- using employees")
    text = get_csv("employees")
table = list(csv.reader(io.StringIO(text)))
header, body = table[0], table[1:]
rows = []
for values in body:
    row = dict(zip(header, values))
    row["salary"] = int(row["salary"])
    rows.append(row)
rows.sort(key=lambda r: r["dept"])
by_dept = {dept: list(members)
           for dept, members in groupby(rows, key=lambda r: r["dept"])}
summary = []
for dept in sorted(by_dept):
    pay = [r["salary"] for r in by_dept[dept]]
    mid = statistics.mean(pay)
    summary.append({"dept": dept, "people": len(pay), "avg": round(mid),
                    "after_raise": round(mid * (1 + RAISE_PCT / 100))})
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["dept", "people", "avg", "after_raise"],
                   lineterminator="\n")
w.writeheader()
for rec in summary:
    w.writerow(rec)
print(buf.getvalue(), end="")
def tenure(row):
    y, m, d = map(int, row["start"].split("-"))
    return (AS_OF - date(y, m, d)).days / 365.25

longest = max(rows, key=tenure)
print(f"longest serving: {longest['name']} ({tenure(longest):.1f} years)")
total = sum(r["salary"] for r in rows)
print(f"payroll {total:,} -> {total * (1 + RAISE_PCT / 100):,.2f} after {RAISE_PCT}%")
