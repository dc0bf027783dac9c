# Pull a metric for several services, summarise it and raise alerts.
import statistics

SERVICES = ['api', 'db', 'worker', 'search']
METRIC = 'errors'
LIMIT = 5

RULES = [("peak", lambda s: s["peak"] > LIMIT * 1.2),
         ("mean", lambda s: s["mean"] > LIMIT)]
def broken(summary):
    return [name for name, test in RULES if test(summary)]

def summarise(values):
    return {"mean": round(statistics.mean(values), 2), "peak": max(values),
            "p50": statistics.median(values),
            "sd": round(statistics.pstdev(values), 2)}

def level(hits):
    if not hits:
        return "ok"
    elif len(hits) == 1:
        return "warn"
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
