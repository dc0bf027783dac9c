# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import defaultdict
import csv
import io

AS_OF = date.fromisoformat("2024-02-10")

raws, page, pages = [], 1, 0
while page is not None:
    resp = list_invoices(page=page, per_page=2)
    raws += resp["items"]
    page = resp["next"]
    pages += 1
print(f"{pages} page(s), {resp['total']} invoice(s)")
invoices = []
for raw in raws:
    due = date.fromisoformat(raw["due"])
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
buf = io.StringIO()
writer = csv.writer(buf, lineterminator="\n")
writer.writerow(["customer", "owed"])
writer.writerows((name, f"{amount:.2f}") for name, amount in ranking)
print(buf.getvalue(), end="")
late = [inv for inv in invoices if inv["status"] == "open" and inv["due"] < AS_OF]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    try:
        info = get_invoice(inv['id'])
    except TimeoutError as exc:
        print("  not checked:", exc)
    else:
        print(f"  checked {info['id']}: {info['status']}")
get_invoice("inv-0")
