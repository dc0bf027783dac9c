# Replay each order's events through a state machine and time the flow.
from datetime import datetime
from enum import Enum

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

get_order_events = logged(get_order_events)

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
for oid in ['o-999', 'o-100', 'o-103', 'o-101', 'o-104']:
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
