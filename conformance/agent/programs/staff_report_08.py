# Read the staff CSV, summarise salaries per department and price a raise.
import csv
import io
import statistics
from datetime import date
from itertools import groupby

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_csv = LOG.wrap('get_csv', get_csv)

RAISE_PCT = 4.5
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
print(f"{'dept':<6}{'n':>3}{'avg':>12}{'after':>12}")
for rec in summary:
    print(f"{rec['dept']:<6}{rec['people']:>3}{rec['avg']:>12,.0f}{rec['after_raise']:>12,.0f}")
def tenure(row):
    y, m, d = map(int, row["start"].split("-"))
    return (AS_OF - date(y, m, d)).days / 365.25

longest = max(rows, key=tenure)
print(f"longest serving: {longest['name']} ({tenure(longest):.1f} years)")
total = sum(r["salary"] for r in rows)
print(f"payroll {total:,} -> {total * (1 + RAISE_PCT / 100):,.2f} after {RAISE_PCT}%")
