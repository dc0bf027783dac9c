# Sales summary from a CSV export.
import csv
import io

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

try:
    text = get_csv("sales")
except FileNotFoundError as exc:
    print("missing export:", exc)
    text = "region,month,units,revenue\n"
rows = list(csv.DictReader(io.StringIO(text)))
totals = {}
for row in rows:
    key = row["region"]
    units, revenue = totals.get(key, (0, 0.0))
    totals[key] = (units + int(row["units"]), revenue + float(row["revenue"]))
print(len(rows), "rows,", len(totals), "groups")
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["region", "units", "revenue", "per_unit"])
for key, (units, revenue) in sorted(totals.items()):
    w.writerow([key, units, f"{revenue:.2f}", f"{revenue / units:.3f}"])
print(buf.getvalue(), end="")
best = max(rows, key=lambda r: float(r["revenue"]))
print("best row:", best["region"], best["month"], best["revenue"])
