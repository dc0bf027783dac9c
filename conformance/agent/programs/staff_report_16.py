# Read the staff CSV, summarise salaries per department and price a raise.
import csv
import io
import statistics
from datetime import date
from collections import defaultdict

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

get_csv = logged(get_csv)

RAISE_PCT = 3
AS_OF = date.fromisoformat('2024-01-01')

try:
    text = get_csv('employees')
except FileNotFoundError as exc:
    print("no such sheet:", exc, "- using employees")
    text = get_csv("employees")
rows = [dict(r, salary=int(r["salary"])) for r in csv.DictReader(io.StringIO(text))]
by_dept = defaultdict(list)
for row in rows:
    by_dept[row["dept"]].append(row)
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
