# Replay each order's events through a state machine and time the flow.
from datetime import datetime

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
get_order_events = LOG.wrap('get_order_events', get_order_events)

START = "NEW"
def show(s):
    return s.lower()

def step(state, event):
    match (state, event):
        case ("NEW", "created"):
            return "NEW"
        case ("NEW", "paid"):
            return "PAID"
        case ("PAID", "shipped"):
            return "SHIPPED"
        case ("SHIPPED", "delivered"):
            return "DONE"
        case ("NEW" | "PAID", "cancelled"):
            return "CANCELLED"
        case _:
            raise ValueError(f"{event} not allowed in {show(state)}")

final = {}
for oid in ['o-100', 'o-999', 'o-103', 'o-101', 'o-102', 'o-106']:
    try:
        events = get_order_events(oid)
    except KeyError as exc:
        print(f"{oid}: unknown order {exc}")
        continue
    state = START
    stamps = []
    for ev in events:
        try:
            state = step(state, ev["event"])
        except ValueError as exc:
            print(f"{oid}: {exc}")
            break
        stamps.append(datetime.fromisoformat(ev["at"]))
    took = stamps[-1] - stamps[0]
    hours = took.total_seconds() / 3600
    final[oid] = state
    print(f"{oid}: {show(state):<9} after {len(stamps)} event(s), "
          f"{took} ({hours:.1f} h)")
counts = {}
for state in final.values():
    counts[show(state)] = counts.get(show(state), 0) + 1
print("final states:", dict(sorted(counts.items())))
step(START, "delivered")
