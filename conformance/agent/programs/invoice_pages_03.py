# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import namedtuple
from itertools import groupby
import csv
import io

AS_OF = date.fromisoformat("2024-03-15")

Invoice = namedtuple("Invoice", "id customer amount currency due status")

def all_invoices(per_page=2):
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
