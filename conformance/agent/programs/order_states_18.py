# Replay each order's events through a state machine and time the flow.
from datetime import datetime

START = "NEW"
def show(s):
    return s.lower()

TRANSITIONS = {
    ("NEW", "created"): "NEW",
    ("NEW", "paid"): "PAID",
    ("PAID", "shipped"): "SHIPPED",
    ("SHIPPED", "delivered"): "DONE",
    ("NEW", "cancelled"): "CANCELLED",
    ("PAID", "cancelled"): "CANCELLED",
}

def step(state, event):
    try:
        return TRANSITIONS[state, event]
    except KeyError:
        raise ValueError(f"{event} not allowed in {show(state)}") from None

final = {}
for oid in ['o-101', 'o-104', 'o-100', 'o-102']:
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
