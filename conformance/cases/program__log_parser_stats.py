import re
from collections import Counter, defaultdict
from datetime import datetime

LOG = """\
2024-03-01T10:00:00 GET /api/users 200 12ms
2024-03-01T10:00:01 POST /api/users 201 45ms
2024-03-01T10:00:03 GET /api/users/7 404 3ms
2024-03-01T10:01:10 GET /api/orders 200 120ms
2024-03-01T10:01:11 GET /api/orders 500 300ms
garbage line
2024-03-01T10:02:00 DELETE /api/users/7 204 8ms
"""
pattern = re.compile(r"(?P<ts>\S+) (?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms")
entries, bad = [], 0
for line in LOG.splitlines():
    m = pattern.fullmatch(line)
    if not m:
        bad += 1
        continue
    d = m.groupdict()
    d["ts"] = datetime.fromisoformat(d["ts"])
    d["status"], d["ms"] = int(d["status"]), int(d["ms"])
    entries.append(d)
print(len(entries), "parsed,", bad, "bad")
print(Counter(e["method"] for e in entries).most_common())
print(Counter(e["status"] // 100 * 100 for e in entries))
latency = defaultdict(list)
for e in entries:
    latency[re.sub(r"/\d+", "/{id}", e["path"])].append(e["ms"])
for path, values in sorted(latency.items()):
    print(f"{path:<18} n={len(values)} avg={sum(values) / len(values):.1f} max={max(values)}")
span = entries[-1]["ts"] - entries[0]["ts"]
print("span", span, "errors", [e["path"] for e in entries if e["status"] >= 400])
