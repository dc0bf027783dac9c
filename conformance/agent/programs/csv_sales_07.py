# Sales summary from a CSV export.
import csv
import io

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

try:
    text = get_csv("sales")
except FileNotFoundError as exc:
    print("missing export:", exc)
    text = "region,month,units,revenue\n"
records = list(csv.reader(io.StringIO(text)))
header, body = records[0], records[1:]
rows = [dict(zip(header, r)) for r in body]
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
