# Pull a metric for several services, summarise it and raise alerts.
import bisect

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_metrics = LOG.wrap('get_metrics', get_metrics)

SERVICES = ['cache', 'search', 'worker', 'db']
METRIC = 'errors'
LIMIT = 5

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
    ordered = sorted(values)
    mid = len(ordered) // 2
    p50 = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    mean = sum(values) / len(values)
    sd = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    return {"mean": round(mean, 2), "peak": ordered[-1], "p50": p50,
            "sd": round(sd, 2)}

def level(hits):
    return ["ok", "warn", "page"][bisect.bisect_right([1, 2], len(hits))]

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
