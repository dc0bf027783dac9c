# Support case: gather what we know about one customer before replying.
from collections import Counter
from datetime import datetime

SINCE = "2024-01-01"
class Investigation:
    def __init__(self, user_id):
        self.user_id = user_id
        self.notes = []
        self.user = None
        self.orders = []

    def note(self, text):
        self.notes.append(text)

    def load(self):
        try:
            self.user = get_user(self.user_id)
        except LookupError as exc:
            self.note(f"user lookup failed: {exc}")
            return False
        try:
            self.orders = get_orders(user_id=self.user_id)
        except KeyError:
            self.note("no order history")
        return True

    def recent(self):
        cutoff = datetime.fromisoformat(SINCE)
        return [o for o in self.orders
                if datetime.fromisoformat(o["created"]) >= cutoff]

case = Investigation(8)
loaded = case.load()
user, orders, recent = case.user, case.orders, case.recent() if loaded else []
notes = case.notes
if not loaded:
    print("cannot open the case:", "; ".join(notes))
else:
    print(f"customer: {user['name']} <{user['email']}> team={user['team']}")
    print(f"orders: {len(orders)} total, {len(recent)} since {SINCE}")
    statuses = Counter(o["status"] for o in orders)
    print("statuses:", ", ".join(f"{k}={v}" for k, v in sorted(statuses.items())))
    spend = {}
    for o in orders:
        try:
            usd = convert_currency(o["amount"], o["currency"], "USD")
        except ValueError as exc:
            notes.append(str(exc))
            continue
        spend[o["id"]] = usd
    print(f"lifetime spend: {sum(spend.values()):.2f} USD")
    open_orders = [o["id"] for o in orders if o["status"] in ("pending", "shipped")]
    if open_orders:
        print("open orders:", open_orders)
        for oid in open_orders:
            print(f"  - {oid}: follow up with the carrier")
    items = sorted({i for o in orders for i in o["items"]})
    print("items bought:", ", ".join(items) or "-")
    try:
        events = get_calendar(user["id"])
        print("next meeting:", min(e["start"] for e in events) if events else "none")
    except LookupError as exc:
        print("calendar unavailable:", exc)
    reply = (f"Hello {user['name'].split()[0]}, we looked at your "
             f"{len(orders)} order(s); {len(open_orders)} still on their way.")
    print(reply)
for n in notes:
    print("note:", n)
