# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import namedtuple
from collections import defaultdict

AS_OF = date.fromisoformat("2024-02-10")

Invoice = namedtuple("Invoice", "id customer amount currency due status")

raws = []
page = 1
while True:
    resp = list_invoices(page=page, per_page=5)
    raws.extend(resp["items"])
    if resp["next"] is None:
        break
    page = resp["next"]
invoices = []
for raw in raws:
    due = date.fromisoformat(raw["due"])
    invoices.append(Invoice(raw['id'], raw['customer'], Decimal(raw['amount']), raw['currency'], due, raw['status']))
print("invoices:", len(invoices))
by_status = defaultdict(int)
owed = defaultdict(Decimal)
for inv in invoices:
    by_status[inv.status] += 1
    if inv.status == "open":
        owed[inv.customer] += inv.amount
ranking = sorted(owed.items(), key=lambda kv: (-kv[1], kv[0]))
print("by status:", dict(sorted(by_status.items())))
print(f"{'customer':<12}{'owed':>10}")
for name, amount in ranking:
    print(f"{name:<12}{amount:>10.2f}")
late = [inv for inv in invoices if inv.status == "open" and inv.due < AS_OF]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
def fetch_detail(invoice_id, tries=3):
    for attempt in range(1, tries + 1):
        try:
            return get_invoice(invoice_id), attempt
        except TimeoutError as exc:
            last = exc
    raise last

for inv in late[:4]:
    try:
        info, attempts = fetch_detail(inv.id)
        print(f"  checked {info['id']} after {attempts} attempt(s)")
    except TimeoutError as exc:
        print("  gave up:", exc)
