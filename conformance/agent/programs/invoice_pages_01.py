# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass
from collections import defaultdict

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

list_invoices = logged(list_invoices); get_invoice = logged(get_invoice)

AS_OF = date.fromisoformat("2024-03-01")

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
late = [inv for inv in invoices if inv.overdue]
print(f"{len(late)} overdue as of {AS_OF:%d %b %Y}")
for inv in late[:4]:
    try:
        info = get_invoice(inv.id)
    except TimeoutError as exc:
        print("  not checked:", exc)
    else:
        print(f"  checked {info['id']}: {info['status']}")
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
