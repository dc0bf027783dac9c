from enum import Enum

class State(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"

TRANSITIONS = {
    State.NEW: {"pay": State.PAID, "cancel": State.CANCELLED},
    State.PAID: {"ship": State.SHIPPED, "cancel": State.CANCELLED},
    State.SHIPPED: {"deliver": State.DELIVERED},
}

class InvalidTransition(Exception):
    pass

class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = State.NEW
        self.history = [State.NEW.value]

    def apply(self, event):
        try:
            self.state = TRANSITIONS[self.state][event]
        except KeyError:
            raise InvalidTransition(f"order {self.oid}: cannot {event!r} when {self.state.value}") from None
        self.history.append(self.state.value)
        return self

scripts = {1: ["pay", "ship", "deliver"], 2: ["pay", "cancel"], 3: ["ship"], 4: ["pay", "ship", "cancel"]}
for oid, events in scripts.items():
    order = Order(oid)
    try:
        for e in events:
            order.apply(e)
        print(oid, "->", " > ".join(order.history))
    except InvalidTransition as err:
        print(oid, "error:", err, "| history:", order.history)
print(sorted(s.value for s in State if s not in TRANSITIONS))
Order(5).apply("pay").apply("deliver")
