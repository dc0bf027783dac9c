# Pull a metric for several services, summarise it and raise alerts.

SERVICES = ['search', 'cache']
METRIC = 'errors'
LIMIT = 2

RULES = {"peak": LIMIT * 1.2, "mean": LIMIT}
def broken(summary):
    return [f"{k}>{v}" for k, v in RULES.items() if summary[k] > v]

def summarise(values):
    ordered = sorted(values)
    mid = len(ordered) // 2
    p50 = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    mean = sum(values) / len(values)
    sd = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    return {"mean": round(mean, 2), "peak": ordered[-1], "p50": p50,
            "sd": round(sd, 2)}

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
