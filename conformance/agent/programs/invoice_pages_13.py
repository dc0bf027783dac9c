# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import namedtuple
from collections import Counter
import csv
import io

AS_OF = date.fromisoformat("2024-03-15")

Invoice = namedtuple("Invoice", "id customer amount currency due status")

raws, page, pages = [], 1, 0
while page is not None:
    resp = list_invoices(page=page, per_page=5)
    raws += resp["items"]
    page = resp["next"]
    pages += 1
print(f"{pages} page(s), {resp['total']} invoice(s)")
invoices = []
for raw in raws:
    due = datetime.strptime(raw["due"], "%Y-%m-%d").date()
    invoices.append(Invoice(raw['id'], raw['customer'], Decimal(raw['amount']), raw['currency'], due, raw['status']))
print("invoices:", len(invoices))
by_status = Counter(inv.status for inv in invoices)
owed = Counter()
for inv in invoices:
    if inv.status == "open":
        owed[inv.customer] += inv.amount
ranking = owed.most_common()
print("by status:", dict(sorted(by_status.items())))
buf = io.StringIO()
writer = csv.writer(buf, lineterminator="\n")
writer.writerow(["customer", "owed"])
writer.writerows((name, f"{amount:.2f}") for name, amount in ranking)
print(buf.getvalue(), end="")
late = [inv for inv in invoices if inv.status == "open" and inv.due < AS_OF]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    attempt = 0
    while True:
        attempt += 1
        try:
            info = get_invoice(inv.id)
        except TimeoutError as exc:
            if attempt == 3:
                print("  gave up:", exc)
                break
            continue
        print(f"  checked {info['id']} after {attempt} attempt(s)")
        break
