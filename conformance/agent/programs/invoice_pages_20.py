# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import defaultdict

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
list_invoices = LOG.wrap('list_invoices', list_invoices); get_invoice = LOG.wrap('get_invoice', get_invoice)

AS_OF = date.fromisoformat("2024-02-10")

raws = []
page = 1
while True:
    resp = list_invoices(page=page, per_page=3)
    raws.extend(resp["items"])
    if resp["next"] is None:
        break
    page = resp["next"]
invoices = []
for raw in raws:
    due = datetime.strptime(raw["due"], "%Y-%m-%d").date()
    invoices.append(dict(raw, amount=Decimal(raw['amount']), due=due))
print("invoices:", len(invoices))
by_status = defaultdict(int)
owed = defaultdict(Decimal)
for inv in invoices:
    by_status[inv['status']] += 1
    if inv['status'] == "open":
        owed[inv['customer']] += inv['amount']
ranking = sorted(owed.items(), key=lambda kv: (-kv[1], kv[0]))
print("by status:", dict(sorted(by_status.items())))
print(f"{'customer':<12}{'owed':>10}")
for name, amount in ranking:
    print(f"{name:<12}{amount:>10.2f}")
late = [inv for inv in invoices if inv["status"] == "open" and inv["due"] < AS_OF]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    attempt = 0
    while True:
        attempt += 1
        try:
            info = get_invoice(inv['id'])
        except TimeoutError as exc:
            if attempt == 3:
                print("  gave up:", exc)
                break
            continue
        print(f"  checked {info['id']} after {attempt} attempt(s)")
        break
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
