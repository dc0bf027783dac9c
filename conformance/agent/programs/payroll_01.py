# Payroll overview by department, with a proposed raise.
import csv
import io
from dataclasses import dataclass
from datetime import date
from statistics import mean

REF = date.fromisoformat("2025-07-01")
RAISE = 5
rows = list(csv.DictReader(io.StringIO(get_csv("employees"))))
@dataclass
class Employee:
    name: str
    dept: str
    salary: int
    start: date

    def years(self, today):
        return (today - self.start).days // 365

staff = [Employee(r["name"], r["dept"], int(r["salary"]),
                  date.fromisoformat(r["start"])) for r in rows]
depts = {}
for e in staff:
    depts.setdefault(e.dept, []).append(e)
for d in sorted(depts):
    people = depts[d]
    avg = mean(e.salary for e in people)
    print(f"{d}: {len(people)} people, avg {avg:,.0f}")
    for e in sorted(people, key=lambda e: -e.salary):
        new = round(e.salary * (1 + RAISE / 100))
        print(f"   {e.name:<5} {e.years(REF):>2}y {e.salary:>8,} -> {new:>8,}")
cost = sum(round(e.salary * RAISE / 100) for e in staff)
print(f"raise cost: {cost:,} ({RAISE}%)")
