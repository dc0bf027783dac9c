# Walk paginated invoices with a generator, retrying timeouts, and summarise by customer.
from collections import Counter, defaultdict
from decimal import Decimal
from datetime import date


def pages(per_page=3):
    page = 1
    while page is not None:
        batch = list_invoices(page=page, per_page=per_page)
        yield from batch["items"]
        page = batch["next"]


def fetch_detail(inv_id, attempts=3):
    last = None
    for n in range(1, attempts + 1):
        try:
            return get_invoice(inv_id), n
        except TimeoutError as exc:
            last = exc
    raise TimeoutError(f"{inv_id}: gave up after {attempts} attempts") from last


totals = defaultdict(Decimal)
statuses = Counter()
overdue = []
today = date(2024, 3, 12)
for inv in pages():
    try:
        detail, tries = fetch_detail(inv["id"])
    except TimeoutError as exc:
        print("timeout:", exc, "| cause:", exc.__cause__)
        continue
    statuses[detail["status"]] += 1
    if detail["status"] == "void":
        continue
    totals[(detail["customer"], detail["currency"])] += Decimal(detail["amount"])
    due = date.fromisoformat(detail["due"])
    if detail["status"] == "open" and due < today:
        overdue.append((detail["id"], (today - due).days))
    if tries > 1:
        print(f"{inv['id']} needed {tries} tries")
for (customer, ccy), amount in sorted(totals.items()):
    print(f"{customer:<10} {ccy} {amount:>9}")
print(statuses.most_common(), sum(statuses.values()))
print("overdue:", sorted(overdue, key=lambda x: -x[1]))
try:
    list_invoices(page=0)
except ValueError as exc:
    print("ValueError:", exc)
try:
    get_invoice("inv-99")
except KeyError as exc:
    print("missing invoice", exc)
gen = pages(per_page=5)
print(next(gen)["id"], next(gen)["id"], sum(1 for _ in gen))
