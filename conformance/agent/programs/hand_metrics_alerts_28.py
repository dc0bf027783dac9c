# Evaluate alert rules over metrics with a small rule engine and sorted output.
from dataclasses import dataclass
from enum import Enum
from typing import Callable
import operator


class Level(Enum):
    OK = 0
    WARN = 1
    CRIT = 2

    def __lt__(self, other):
        return self.value < other.value


@dataclass(frozen=True)
class Rule:
    metric: str
    op: Callable
    warn: float
    crit: float

    def level(self, value):
        if self.op(value, self.crit):
            return Level.CRIT
        if self.op(value, self.warn):
            return Level.WARN
        return Level.OK


RULES = [Rule("latency_ms", operator.gt, 100, 150), Rule("errors", operator.ge, 5, 8),
         Rule("cpu_pct", operator.gt, 40, 60), Rule("cost", operator.gt, 1, 2),
         Rule("disk", operator.gt, 1, 2)]
alerts = []
for service in ["api", "search", "db", "queue"]:
    for rule in RULES:
        try:
            points = get_metrics(service, metric=rule.metric, hours=4)
        except PermissionError as exc:
            print("no access:", exc)
            continue
        except ValueError as exc:
            print("bad rule:", str(exc)[:40])
            continue
        except LookupError as exc:
            print("unknown:", exc)
            break
        worst = max(points, key=lambda p: p["value"])
        level = rule.level(worst["value"])
        if level is not Level.OK:
            alerts.append((level, service, rule.metric, worst["value"], worst["ts"]))
for level, service, metric, value, ts in sorted(alerts, reverse=True):
    print(f"{level.name:<4} {service:<7} {metric:<11} {value:>8.2f} at {ts[11:16]}")
print(max(a[0] for a in alerts), min(Level), sorted(Level, reverse=True))
print({lvl.name: sum(1 for a in alerts if a[0] is lvl) for lvl in Level})
