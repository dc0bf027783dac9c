# Page through all invoices, total what each customer owes and chase late ones.
from datetime import date, datetime
from decimal import Decimal
from itertools import groupby
import json

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

AS_OF = date.fromisoformat("2024-02-10")

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
    invoices.append(dict(raw, amount=Decimal(raw['amount']), due=due))
print("invoices:", len(invoices))
def status_of(inv):
    return inv['status']

by_status = {k: len(list(grp)) for k, grp in
             groupby(sorted(invoices, key=status_of), key=status_of)}
open_ones = sorted((inv for inv in invoices if inv['status'] == "open"),
                   key=lambda inv: inv['customer'])
ranking = [(name, sum((inv['amount'] for inv in grp), Decimal(0)))
           for name, grp in groupby(open_ones, key=lambda inv: inv['customer'])]
ranking.sort(key=lambda kv: (-kv[1], kv[0]))
print("by status:", dict(sorted(by_status.items())))
print(json.dumps({"owed": {k: str(v) for k, v in ranking},
                  "by_status": dict(sorted(by_status.items()))}, indent=1))
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
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
