from enum import Enum, auto
from dataclasses import dataclass, field
from datetime import datetime, timedelta

class State(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()

    def __str__(self):
        return self.name.lower()

TRANSITIONS = {
    State.NEW: {State.PAID, State.CANCELLED},
    State.PAID: {State.SHIPPED, State.REFUNDED},
    State.SHIPPED: {State.DELIVERED},
    State.DELIVERED: {State.REFUNDED},
}

class InvalidTransition(Exception):
    def __init__(self, order_id, src, dst):
        self.order_id, self.src, self.dst = order_id, src, dst
        allowed = ", ".join(sorted(str(s) for s in TRANSITIONS.get(src, ()))) or "none"
        super().__init__(f"order {order_id}: cannot go {src} -> {dst} (allowed: {allowed})")

@dataclass
class Order:
    id: str
    state: State = State.NEW
    log: list = field(default_factory=list, repr=False)

    def advance(self, dst: State, at: datetime):
        if dst not in TRANSITIONS.get(self.state, set()):
            raise InvalidTransition(self.id, self.state, dst)
        self.log.append((at, self.state, dst))
        self.state = dst

    @property
    def terminal(self):
        return self.state not in TRANSITIONS

t = datetime(2024, 4, 1, 8, 0)
script = [
    ("A1", [State.PAID, State.SHIPPED, State.DELIVERED]),
    ("B2", [State.PAID, State.DELIVERED]),
    ("C3", [State.CANCELLED, State.PAID]),
    ("D4", [State.PAID, State.REFUNDED]),
]
orders = {}
for oid, steps in script:
    o = orders[oid] = Order(oid)
    for i, dst in enumerate(steps):
        try:
            o.advance(dst, t + timedelta(hours=6 * i))
        except InvalidTransition as e:
            print("!!", e)
            break
for o in orders.values():
    print(o, "terminal" if o.terminal else "open", [f"{a}->{b}" for _, a, b in o.log])
a1 = orders["A1"]
durations = [(b_at - a_at) for (a_at, *_), (b_at, *_) in zip(a1.log, a1.log[1:])]
print("A1 step gaps:", [str(d) for d in durations])
def describe(o: Order) -> str:
    match o.state:
        case State.DELIVERED | State.REFUNDED as s:
            return f"{o.id} finished ({s})"
        case State.NEW:
            return f"{o.id} awaiting payment"
        case s if s in TRANSITIONS:
            return f"{o.id} in progress: {s}"
        case _:
            return f"{o.id} closed"
print([describe(o) for o in orders.values()])
counts = {}
for o in orders.values():
    counts[o.state] = counts.get(o.state, 0) + 1
print({str(k): v for k, v in sorted(counts.items(), key=lambda kv: kv[0].value)})
print(State.PAID < State.SHIPPED if False else State.PAID.value < State.SHIPPED.value, State["NEW"], State(3), len(State))
try:
    State.PAID < State.SHIPPED
except TypeError as e:
    print("TypeError:", e)
