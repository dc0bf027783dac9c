# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass
from itertools import groupby
import csv
import io

AS_OF = date.fromisoformat("2024-02-10")

@dataclass
class Invoice:
    id: str
    customer: str
    amount: Decimal
    currency: str
    due: date
    status: str

    @property
    def overdue(self):
        return self.status == "open" and self.due < AS_OF

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
def status_of(inv):
    return inv.status

by_status = {k: len(list(grp)) for k, grp in
             groupby(sorted(invoices, key=status_of), key=status_of)}
open_ones = sorted((inv for inv in invoices if inv.status == "open"),
                   key=lambda inv: inv.customer)
ranking = [(name, sum((inv.amount for inv in grp), Decimal(0)))
           for name, grp in groupby(open_ones, key=lambda inv: inv.customer)]
ranking.sort(key=lambda kv: (-kv[1], kv[0]))
print("by status:", dict(sorted(by_status.items())))
buf = io.StringIO()
writer = csv.writer(buf, lineterminator="\n")
writer.writerow(["customer", "owed"])
writer.writerows((name, f"{amount:.2f}") for name, amount in ranking)
print(buf.getvalue(), end="")
late = [inv for inv in invoices if inv.overdue]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    try:
        info = get_invoice(inv.id)
    except TimeoutError as exc:
        print("  not checked:", exc)
    else:
        print(f"  checked {info['id']}: {info['status']}")
get_invoice("inv-0")
