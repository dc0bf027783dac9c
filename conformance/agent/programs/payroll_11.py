# Payroll overview by department, with a proposed raise.
import csv
import io
from dataclasses import dataclass
from datetime import date
from statistics import mean

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

REF = date.fromisoformat("2025-07-01")
RAISE = 7.5
rows = list(csv.DictReader(io.StringIO(get_csv("employees"))))
staff = [{"name": r["name"], "dept": r["dept"], "salary": int(r["salary"]),
          "start": date.fromisoformat(r["start"])} for r in rows]
depts = {}
for e in staff:
    depts.setdefault(e['dept'], []).append(e)
for d in sorted(depts):
    people = depts[d]
    avg = mean(e['salary'] for e in people)
    print(f"{d}: {len(people)} people, avg {avg:,.0f}")
    for e in sorted(people, key=lambda e: -e['salary']):
        new = round(e['salary'] * (1 + RAISE / 100))
        print(f"   {e['name']:<5} {(REF - e['start']).days // 365:>2}y {e['salary']:>8,} -> {new:>8,}")
cost = sum(round(e['salary'] * RAISE / 100) for e in staff)
print(f"raise cost: {cost:,} ({RAISE}%)")
