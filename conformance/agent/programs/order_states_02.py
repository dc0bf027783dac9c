# Replay each order's events through a state machine and time the flow.
from datetime import datetime
from enum import Enum

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

class State(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DONE = "done"
    CANCELLED = "cancelled"

START = State.NEW
def show(s):
    return s.name.lower()

def step(state, event):
    match {"state": state, "event": event}:
        case {"event": "created"} if state == State.NEW:
            return state
        case {"state": State.NEW, "event": "paid"}:
            return State.PAID
        case {"state": State.PAID, "event": "shipped"}:
            return State.SHIPPED
        case {"state": State.SHIPPED, "event": "delivered"}:
            return State.DONE
        case {"event": "cancelled"} if state in (State.NEW, State.PAID):
            return State.CANCELLED
        case {"event": other}:
            raise ValueError(f"{other} not allowed in {show(state)}")

final = {}
for oid in ['o-100', 'o-999', 'o-104', 'o-106']:
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
    took = int((stamps[-1] - stamps[0]).total_seconds())
    hours = took / 3600
    final[oid] = state
    print(f"{oid}: {show(state):<9} after {len(stamps)} event(s), "
          f"{took} ({hours:.1f} h)")
counts = {}
for state in final.values():
    counts[show(state)] = counts.get(show(state), 0) + 1
print("final states:", dict(sorted(counts.items())))
