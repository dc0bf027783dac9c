import csv
import io
import statistics

raw = """employee,department,salary,start
Ada,Engineering,120000,2019-04-01
Bob,Engineering,95000,2021-07-15
Cy,Sales,70000,2020-01-10
Dee,Sales,82000,2018-11-30
Eve,Support,55000,2022-03-01
"""
rows = list(csv.DictReader(io.StringIO(raw)))
by_dept = {}
for r in rows:
    by_dept.setdefault(r["department"], []).append(int(r["salary"]))
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["department", "headcount", "mean", "median", "max"])
for dept, salaries in sorted(by_dept.items()):
    w.writerow([dept, len(salaries), round(statistics.mean(salaries)), statistics.median(salaries), max(salaries)])
print(out.getvalue())
senior = sorted(rows, key=lambda r: r["start"])[:2]
print([r["employee"] for r in senior])
raise_pct = {"Engineering": 0.05, "Sales": 0.03}
updated = {r["employee"]: round(int(r["salary"]) * (1 + raise_pct.get(r["department"], 0.02))) for r in rows}
print(updated)
