# Replay each order's events through a state machine and time the flow.
from datetime import datetime
from enum import Enum

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
for oid in ['o-102', 'o-999', 'o-100', 'o-104', 'o-106', 'o-103']:
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
