import re
import statistics
from collections import defaultdict, deque
from datetime import datetime

LOG = """2024-06-01T10:00:00Z GET /api/items 200 120ms
2024-06-01T10:00:01Z GET /api/items 200 130ms
2024-06-01T10:00:02Z POST /api/orders 201 340ms
2024-06-01T10:00:03Z GET /api/items 500 2300ms
2024-06-01T10:00:04Z GET /api/items 200 110ms
2024-06-01T10:00:05Z GET /api/users 404 15ms
2024-06-01T10:00:06Z POST /api/orders 201 310ms
2024-06-01T10:00:07Z GET /api/items 200 125ms
malformed line here
2024-06-01T10:00:09Z GET /api/items 200 3100ms"""
PAT = re.compile(r"(?P<ts>\S+) (?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")
lat = defaultdict(list)
errors, skipped = [], 0
window = deque(maxlen=3)
for line in LOG.splitlines():
    m = PAT.fullmatch(line)
    if not m:
        skipped += 1
        continue
    ts = datetime.strptime(m["ts"], "%Y-%m-%dT%H:%M:%SZ")
    ms = int(m["ms"])
    lat[m["path"]].append(ms)
    window.append(ms)
    if int(m["status"]) >= 500:
        errors.append((ts.strftime("%H:%M:%S"), m["path"]))
    if len(window) == 3 and statistics.mean(window) > 1000:
        print("slow window ending", ts.time(), list(window))
for path, xs in sorted(lat.items()):
    med = statistics.median(xs)
    outliers = [x for x in xs if x > 3 * med]
    print(f"{path:<12} n={len(xs)} median={med} p_max={max(xs)} outliers={outliers}")
print("errors:", errors, "skipped:", skipped)
print(statistics.stdev(lat["/api/users"]))
