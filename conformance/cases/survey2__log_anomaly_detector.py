import re
from collections import Counter, defaultdict
from datetime import datetime
from statistics import mean, pstdev

LOG = """\
2024-03-01 12:00:01,120 INFO  [api] GET /users/17 200 35ms
2024-03-01 12:00:02,004 INFO  [api] GET /users/18 200 41ms
2024-03-01 12:00:02,950 WARN  [db] slow query took 850ms
2024-03-01 12:00:03,100 INFO  [api] POST /orders 201 120ms
2024-03-01 12:00:04,777 ERROR [api] GET /orders/99 500 2300ms
2024-03-01 12:00:05,010 INFO  [api] GET /users/17 200 38ms
2024-03-01 12:00:06,500 ERROR [auth] token expired for user=17
2024-03-01 12:00:07,320 INFO  [api] GET /health 200 2ms
2024-03-01 12:00:09,999 INFO  [api] DELETE /orders/12 204 64ms
"""

LINE = re.compile(
    r"^(?P<ts>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3})\s+(?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\]\s+(?P<msg>.*)$"
)
REQ = re.compile(r"(?P<method>GET|POST|PUT|DELETE) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")

entries = []
for raw in LOG.splitlines():
    m = LINE.match(raw)
    if not m:
        print("unparsed:", raw)
        continue
    d = m.groupdict()
    d["ts"] = datetime.strptime(d["ts"], "%Y-%m-%d %H:%M:%S,%f")
    entries.append(d)

levels = Counter(e["level"] for e in entries)
print("levels:", dict(sorted(levels.items())))
by_comp = defaultdict(list)
for e in entries:
    by_comp[e["comp"]].append(e)
print("components:", {k: len(v) for k, v in by_comp.items()})

latencies = []
paths = Counter()
for e in entries:
    r = REQ.search(e["msg"])
    if r:
        latencies.append(int(r["ms"]))
        norm = re.sub(r"/\d+", "/{id}", r["path"])
        paths[(r["method"], norm)] += 1
mu, sigma = mean(latencies), pstdev(latencies)
print(f"latency mean={mu:.1f} sd={sigma:.1f} max={max(latencies)}")
outliers = [x for x in latencies if abs(x - mu) > 2 * sigma]
print("outliers:", outliers)
for (method, path), n in paths.most_common(3):
    print(f"  {method:<6} {path:<15} x{n}")

gaps = [(b["ts"] - a["ts"]).total_seconds() for a, b in zip(entries, entries[1:])]
print("max gap: %.3fs" % max(gaps), "at index", gaps.index(max(gaps)))
span = entries[-1]["ts"] - entries[0]["ts"]
print("span:", span, "rate/s:", round(len(entries) / span.total_seconds(), 3))
errors = [f"{e['ts']:%H:%M:%S}.{e['ts'].microsecond // 1000:03d} {e['comp']}: {e['msg']}" for e in entries if e["level"] == "ERROR"]
print("\n".join(errors))
users = re.findall(r"user[s]?[=/](\d+)", LOG)
print("users seen:", sorted(set(map(int, users))))
