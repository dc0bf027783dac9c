# Pull a metric for several services, summarise it and raise alerts.
import statistics

SERVICES = ['api', 'db', 'search']
METRIC = 'latency_ms'
LIMIT = 110

RULES = {"peak": LIMIT * 1.2, "mean": LIMIT}
def broken(summary):
    return [f"{k}>{v}" for k, v in RULES.items() if summary[k] > v]

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
    except (PermissionError, LookupError, ValueError) as exc:
        print(f"{service}: {type(exc).__name__}: {exc}")
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
