from collections import defaultdict
from statistics import mean, median
from itertools import groupby
import csv, io

RAW = """team,player,points,assists,date
red,ann,12,3,2024-01-05
blue,bob,7,8,2024-01-05
red,cyd,20,1,2024-01-05
blue,dee,15,2,2024-01-12
red,ann,9,6,2024-01-12
green,eve,30,0,2024-01-12
blue,bob,11,4,2024-01-19
"""
rows = [dict(r, points=int(r["points"]), assists=int(r["assists"])) for r in csv.DictReader(io.StringIO(RAW))]

def agg(rows, by, **specs):
    groups = defaultdict(list)
    for r in rows:
        groups[tuple(r[k] for k in by)].append(r)
    out = []
    for key, grp in groups.items():
        rec = dict(zip(by, key))
        for name, (col, fn) in specs.items():
            rec[name] = fn([g[col] for g in grp])
        out.append(rec)
    return out

def show(table, floatfmt=".1f"):
    if not table:
        print("(empty)"); return
    cols = list(table[0])
    fmt = lambda v: format(v, floatfmt) if isinstance(v, float) else str(v)
    widths = {c: max(len(c), *(len(fmt(r[c])) for r in table)) for c in cols}
    print("  ".join(c.ljust(widths[c]) for c in cols))
    for r in table:
        print("  ".join(fmt(r[c]).rjust(widths[c]) if isinstance(r[c], (int, float)) else fmt(r[c]).ljust(widths[c]) for c in cols))

t = agg(rows, ["team"], games=("points", len), total=("points", sum), avg=("points", mean), best=("points", max))
show(sorted(t, key=lambda r: -r["total"]))
print()
show(agg(rows, ["team", "player"], pts=("points", sum), med_ast=("assists", median)))
pivot = defaultdict(dict)
for r in rows:
    pivot[r["player"]][r["date"]] = r["points"]
dates = sorted({r["date"] for r in rows})
print("player " + " ".join(d[5:] for d in dates))
for p in sorted(pivot):
    print(f"{p:<6} " + " ".join(f"{pivot[p].get(d, '-'):>5}" for d in dates))
ranked = sorted(rows, key=lambda r: (r["date"], -r["points"]))
for date, grp in groupby(ranked, key=lambda r: r["date"]):
    top = next(grp)
    print(date, "top:", top["player"], top["points"])
show([])
