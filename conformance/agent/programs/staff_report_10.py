# Read the staff CSV, summarise salaries per department and price a raise.
import csv
import io
import statistics
from datetime import date

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

RAISE_PCT = 3
AS_OF = date.fromisoformat('2024-06-30')

try:
    text = get_csv('staff')
except FileNotFoundError as exc:
    print("no such sheet:", exc, "- using employees")
    text = get_csv("employees")
lines = text.strip().splitlines()
header = lines[0].split(",")
rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
for row in rows:
    row["salary"] = int(row["salary"])
by_dept = {}
for row in rows:
    by_dept.setdefault(row["dept"], []).append(row)
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
