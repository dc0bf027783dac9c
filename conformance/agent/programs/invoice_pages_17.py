# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import namedtuple
from collections import defaultdict

AS_OF = date.fromisoformat("2024-03-01")

Invoice = namedtuple("Invoice", "id customer amount currency due status")

def all_invoices(per_page=3):
    page = 1
    while page:
        resp = list_invoices(page=page, per_page=per_page)
        yield from resp["items"]
        page = resp["next"]

raws = list(all_invoices())
invoices = []
for raw in raws:
    due = datetime.strptime(raw["due"], "%Y-%m-%d").date()
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
for inv in late[:4]:
    try:
        info = get_invoice(inv.id)
    except TimeoutError as exc:
        print("  not checked:", exc)
    else:
        print(f"  checked {info['id']}: {info['status']}")
