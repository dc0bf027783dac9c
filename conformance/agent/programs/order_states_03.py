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
    match (state, event):
        case (State.NEW, "created"):
            return State.NEW
        case (State.NEW, "paid"):
            return State.PAID
        case (State.PAID, "shipped"):
            return State.SHIPPED
        case (State.SHIPPED, "delivered"):
            return State.DONE
        case (State.NEW | State.PAID, "cancelled"):
            return State.CANCELLED
        case _:
            raise ValueError(f"{event} not allowed in {show(state)}")

final = {}
for oid in ['o-101', 'o-102', 'o-100', 'o-999', 'o-106']:
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
