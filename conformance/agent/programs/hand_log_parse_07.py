# Parse service logs with regular expressions and summarise errors by path.
import re
from collections import Counter, defaultdict
from statistics import mean

LINE = re.compile(r"(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) (?P<rest>.*)")
KV = re.compile(r"(\w+)=(\S+)")

levels = Counter()
latency = defaultdict(list)
errors = []
for service in ["api", "worker", "db"]:
    try:
        text = read_log(service)
    except FileNotFoundError as exc:
        print(f"{service}: {exc}")
        continue
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        levels[(service, m["level"])] += 1
        fields = dict(KV.findall(m["rest"]))
        if "ms" in fields:
            latency[fields["path"]].append(int(fields["ms"]))
        if m["level"] == "ERROR":
            errors.append((m["time"], service, fields.get("path") or fields.get("job"),
                           fields.get("status") or fields.get("reason")))

for (service, level), n in sorted(levels.items()):
    print(f"{service:<7}{level:<6}{n}")
for path, values in sorted(latency.items(), key=lambda kv: -max(kv[1])):
    print(f"{path:<12} n={len(values)} mean={mean(values):8.1f} max={max(values)}")
for when, service, what, why in errors:
    print(f"! {when} {service} {what} -> {why}")
print(re.sub(r"id=(\d+)", lambda m: f"id=<{int(m[1]) * 10}>", "request id=4 id=7"))
print(re.split(r"[,;]\s*", "a, b;c ,d"), re.findall(r"\d{3}", "status=200 ms=1203"))
print(re.fullmatch(r"[a-z]+", "abc") is not None, re.search(r"(?i)error", "An ERROR here").span())
print(re.escape("a.b*c"), bool(re.match(r"^\d{4}-\d{2}-\d{2}$", "2024-03-01")))
pattern = re.compile(r"status=(?P<code>\d+)")
codes = Counter(int(m.group("code")) // 100 for m in pattern.finditer(read_log("api")))
print({f"{k}xx": v for k, v in sorted(codes.items())})
