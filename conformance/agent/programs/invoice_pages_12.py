# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass
from collections import Counter
import csv
import io

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

AS_OF = date.fromisoformat("2024-03-15")

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
late = [inv for inv in invoices if inv.overdue]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    try:
        info = get_invoice(inv.id)
    except TimeoutError as exc:
        print("  not checked:", exc)
    else:
        print(f"  checked {info['id']}: {info['status']}")
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
