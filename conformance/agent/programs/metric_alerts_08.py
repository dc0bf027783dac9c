# Pull a metric for several services, summarise it and raise alerts.
import statistics

SERVICES = ['db', 'worker']
METRIC = 'latency_ms'
LIMIT = 140

class Rule:
    def __init__(self, name, limit):
        self.name, self.limit = name, limit

    def check(self, summary):
        return summary[self.name] > self.limit

    def __repr__(self):
        return f"Rule({self.name}>{self.limit})"

RULES = [Rule("peak", LIMIT * 1.2), Rule("mean", LIMIT)]
def broken(summary):
    return [r for r in RULES if r.check(summary)]

def summarise(values):
    return {"mean": round(statistics.mean(values), 2), "peak": max(values),
            "p50": statistics.median(values),
            "sd": round(statistics.pstdev(values), 2)}

def level(hits):
    match len(hits):
        case 0:
            return "ok"
        case 1:
            return "warn"
        case _:
            return "page"

alerts, skipped = {}, []
for service in SERVICES:
    try:
        points = get_metrics(service, METRIC)
    except PermissionError as exc:
        print(f"{service}: denied ({exc})")
        skipped.append(service)
        continue
    except LookupError as exc:
        print(f"{service}: {exc}")
        skipped.append(service)
        continue
    values = [p["value"] for p in points]
    summary = summarise(values)
    hits = broken(summary)
    alerts[service] = level(hits)
    worst = max(points, key=lambda p: p["value"])
    print(f"{service:<7} mean={summary['mean']:>8.2f} peak={summary['peak']:>8.2f} "
          f"sd={summary['sd']:<6} -> {alerts[service]} {hits}")
    print(f"        worst at {worst['ts'][11:16]}")
paged = sorted(s for s, lv in alerts.items() if lv == "page")
print("page on-call for:", ", ".join(paged) or "nobody")
print(f"{len(alerts)} checked, {len(skipped)} skipped")
