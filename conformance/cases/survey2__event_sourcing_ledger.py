from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import Enum
from typing import Callable, ClassVar
import itertools

class Kind(str, Enum):
    OPENED = "opened"
    CREDITED = "credited"
    DEBITED = "debited"
    CLOSED = "closed"

@dataclass(frozen=True)
class Event:
    seq: int
    kind: Kind
    account: str
    amount: int = 0
    at: datetime = datetime(2024, 1, 1)

class Projection:
    handlers: ClassVar[dict[Kind, Callable]] = {}

    @classmethod
    def on(cls, kind):
        def reg(fn):
            cls.handlers[kind] = fn
            return fn
        return reg

    def __init__(self):
        self.balances: dict[str, int] = {}
        self.closed: set[str] = set()

    def apply(self, ev: Event):
        handler = self.handlers.get(ev.kind)
        if handler is None:
            raise LookupError(f"no handler for {ev.kind!r}")
        handler(self, ev)

@Projection.on(Kind.OPENED)
def _open(p, ev):
    p.balances[ev.account] = ev.amount

@Projection.on(Kind.CREDITED)
def _credit(p, ev):
    p.balances[ev.account] += ev.amount

@Projection.on(Kind.DEBITED)
def _debit(p, ev):
    if p.balances[ev.account] < ev.amount:
        raise ValueError(f"overdraft on {ev.account} at seq {ev.seq}")
    p.balances[ev.account] -= ev.amount

counter = itertools.count(1)
t0 = datetime(2024, 2, 1, 9)
raw = [("opened", "acc1", 100), ("opened", "acc2", 0), ("credited", "acc2", 50),
       ("debited", "acc1", 30), ("debited", "acc2", 80), ("credited", "acc1", 5), ("closed", "acc2", 0)]
events = [Event(next(counter), Kind(k), a, n, t0 + timedelta(minutes=15 * i)) for i, (k, a, n) in enumerate(raw)]
proj = Projection()
for ev in events:
    try:
        proj.apply(ev)
    except (ValueError, LookupError) as exc:
        print(f"seq {ev.seq} {ev.kind.value:<8} skipped: {type(exc).__name__}: {exc}")
print(proj.balances)
print(events[0])
try:
    events[0].amount = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(Kind.CREDITED == "credited", Kind("debited").name, [k.value for k in Kind], f"{Kind.OPENED}")
by_acct = {k: [e.seq for e in g] for k, g in itertools.groupby(sorted(events, key=lambda e: e.account), key=lambda e: e.account)}
print(by_acct)
print(max(events, key=lambda e: e.amount).at.strftime("%H:%M"), hash(events[1]) == hash(Event(2, Kind.OPENED, "acc2", 0, t0 + timedelta(minutes=15))))
print(sorted(Projection.handlers, key=lambda k: k.value))
