import csv
import io

RAW = """id,name,signup,spend
1,Ann Lee,2023-01-05,120.50
2,bob smith,2023-02-11,
3,  Cara Diaz ,2022-12-30,88
4,dan,not-a-date,40.25
5,Eve Adams,2023-03-01,310.00
"""

def read(text):
    yield from csv.DictReader(io.StringIO(text))

def clean(rows):
    for row in rows:
        row["name"] = " ".join(p.capitalize() for p in row["name"].split())
        row["spend"] = float(row["spend"]) if row["spend"] else 0.0
        yield row

def validate(rows, rejects):
    for row in rows:
        y, _, rest = row["signup"].partition("-")
        if not y.isdigit():
            rejects.append((row["id"], f"bad date {row['signup']!r}"))
            continue
        row["year"] = int(y)
        yield row

rejects = []
good = list(validate(clean(read(RAW)), rejects))
for r in good:
    print(f"{r['id']:>2} {r['name']:<11} {r['year']} {r['spend']:>7.2f}")
print("rejects:", rejects)
by_year = {}
for r in good:
    by_year[r["year"]] = by_year.get(r["year"], 0) + r["spend"]
print(by_year)
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["year", "spend"])
w.writerows(sorted(by_year.items()))
print(out.getvalue(), end="")
