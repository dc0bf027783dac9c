import io
import csv
from itertools import islice, groupby
from operator import itemgetter

raw = io.StringIO()
w = csv.DictWriter(raw, fieldnames=["ts", "sensor", "value"], lineterminator="\n")
w.writeheader()
for i in range(12):
    w.writerow({"ts": i, "sensor": "abc"[i % 3], "value": (i * 7) % 10 / 2})
raw.seek(0)

def rows(f):
    yield from csv.DictReader(f)

def typed(rs):
    for r in rs:
        yield {**r, "ts": int(r["ts"]), "value": float(r["value"])}

def above(rs, threshold):
    return (r for r in rs if r["value"] > threshold)

stream = above(typed(rows(raw)), 1.0)
first_three = list(islice(stream, 3))
print(first_three)
rest = sorted(stream, key=itemgetter("sensor"))
for sensor, grp in groupby(rest, key=itemgetter("sensor")):
    vals = [g["value"] for g in grp]
    print(sensor, len(vals), max(vals), round(sum(vals) / len(vals), 3))
raw.seek(0)
print(next(csv.reader(raw)), sum(1 for _ in raw))
out = io.StringIO()
cw = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
cw.writerows([["a,b", 1.5, 'say "hi"'], [None, 2, ""]])
print(out.getvalue(), end="")
print(list(csv.reader(['x;"y;z";3'], delimiter=";")))
print(next(rows(io.StringIO(""))))
