# Pull a metric for several services, summarise it and raise alerts.
import statistics
import bisect

SERVICES = ['cache', 'db', 'search', 'api']
METRIC = 'errors'
LIMIT = 5

RULES = {"peak": LIMIT * 1.2, "mean": LIMIT}
def broken(summary):
    return [f"{k}>{v}" for k, v in RULES.items() if summary[k] > v]

def summarise(values):
    return {"mean": round(statistics.mean(values), 2), "peak": max(values),
            "p50": statistics.median(values),
            "sd": round(statistics.pstdev(values), 2)}

def level(hits):
    return ["ok", "warn", "page"][bisect.bisect_right([1, 2], len(hits))]

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
