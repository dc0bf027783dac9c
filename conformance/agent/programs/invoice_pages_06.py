# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from collections import Counter
import csv
import io

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

AS_OF = date.fromisoformat("2024-03-15")

def all_invoices(per_page=5):
    page = 1
    while page:
        resp = list_invoices(page=page, per_page=per_page)
        yield from resp["items"]
        page = resp["next"]

raws = list(all_invoices())
invoices = []
for raw in raws:
    due = date.fromisoformat(raw["due"])
    invoices.append(dict(raw, amount=Decimal(raw['amount']), due=due))
print("invoices:", len(invoices))
by_status = Counter(inv['status'] for inv in invoices)
owed = Counter()
for inv in invoices:
    if inv['status'] == "open":
        owed[inv['customer']] += inv['amount']
ranking = owed.most_common()
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
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
