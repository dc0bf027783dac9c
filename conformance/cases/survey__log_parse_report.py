import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta

LOG = """2024-03-01T10:00:00 INFO user=alice action=login ip=10.0.0.1
2024-03-01T10:05:12 WARN user=bob action=failed_login ip=10.0.0.2
2024-03-01T10:06:00 ERROR user=bob action=failed_login ip=10.0.0.2
2024-03-01T11:15:30 INFO user=alice action=upload size=2048
2024-03-01T12:00:00 INFO user=carol action=login ip=10.0.0.3
2024-03-01T12:30:45 ERROR user=carol action=upload size=99999
garbage line here
2024-03-01T13:00:00 INFO user=alice action=logout"""

pattern = re.compile(r"^(?P<ts>\S+)\s+(?P<level>[A-Z]+)\s+(?P<rest>.*)$")
kv = re.compile(r"(\w+)=(\S+)")

entries = []
skipped = 0
for line in LOG.splitlines():
    m = pattern.match(line)
    if not m:
        skipped += 1
        continue
    ts = datetime.fromisoformat(m["ts"])
    fields = dict(kv.findall(m.group("rest")))
    entries.append({"ts": ts, "level": m["level"], **fields})

print(f"parsed {len(entries)} entries, skipped {skipped}")
levels = Counter(e["level"] for e in entries)
for level, n in levels.most_common():
    print(f"{level:<6}{n:>3}")

by_user = defaultdict(list)
for e in entries:
    by_user[e["user"]].append(e)
for user, evs in sorted(by_user.items()):
    span = evs[-1]["ts"] - evs[0]["ts"]
    print(f"{user}: {len(evs)} events over {span} ({span.total_seconds()/60:.1f} min)")

sizes = [int(e["size"]) for e in entries if "size" in e]
print("total upload bytes:", f"{sum(sizes):,}")
first = entries[0]["ts"]
buckets = Counter((e["ts"] - first) // timedelta(hours=1) for e in entries)
print(sorted(buckets.items()))
print(max(entries, key=lambda e: e["ts"])["ts"].strftime("%A %d %B %Y %H:%M"))
