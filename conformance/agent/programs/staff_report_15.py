# Read the staff CSV, summarise salaries per department and price a raise.
import csv
import io
import statistics
from datetime import date
from itertools import groupby
from string import Template

RAISE_PCT = 3
AS_OF = date.fromisoformat('2024-06-30')

try:
    text = get_csv('employees')
except FileNotFoundError as exc:
    print("no such sheet:", exc, "- using employees")
    text = get_csv("employees")
rows = [dict(r, salary=int(r["salary"])) for r in csv.DictReader(io.StringIO(text))]
rows.sort(key=lambda r: r["dept"])
by_dept = {dept: list(members)
           for dept, members in groupby(rows, key=lambda r: r["dept"])}
summary = []
for dept in sorted(by_dept):
    pay = [r["salary"] for r in by_dept[dept]]
    mid = statistics.median(pay)
    summary.append({"dept": dept, "people": len(pay), "avg": round(mid),
                    "after_raise": round(mid * (1 + RAISE_PCT / 100))})
line = Template("$dept: $people people, average $avg -> $after_raise")
for rec in summary:
    print(line.substitute(rec))
def tenure(row):
    y, m, d = map(int, row["start"].split("-"))
    return (AS_OF - date(y, m, d)).days / 365.25

longest = max(rows, key=tenure)
print(f"longest serving: {longest['name']} ({tenure(longest):.1f} years)")
total = sum(r["salary"] for r in rows)
print(f"payroll {total:,} -> {total * (1 + RAISE_PCT / 100):,.2f} after {RAISE_PCT}%")
