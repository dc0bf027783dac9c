# Order report for a set of customers: totals in USD, grouped by status.
from collections import Counter, defaultdict

CUSTOMERS = [9, 4, 1, 3]
TARGET = "USD"

def to_target(amount, currency):
    try:
        return convert_currency(amount, currency, TARGET)
    except ValueError as exc:
        print(f"  ! cannot convert {currency}: {exc}")
        return None

orders = []
for cid in CUSTOMERS:
    try:
        found = get_orders(user_id=cid)
    except KeyError as exc:
        print(f"customer {cid}: unknown ({exc})")
        continue
    print(f"customer {cid}: {len(found)} order(s)")
    orders.extend(found)

counts, totals = {}, {}
for o in orders:
    group = o["status"]
    counts[group] = counts.get(group, 0) + 1
    value = to_target(o["amount"], o["currency"])
    totals.setdefault(group, 0.0)
    if value is not None:
        totals[group] += value

print(f"{'status':<12}{'n':>3}{'total':>12}")
for group in sorted(totals, ):
    print(f"{group:<12}{counts[group]:>3}{totals[group]:>12.2f}")
grand = round(sum(totals.values()), 2)
print(f"grand total: {grand} {TARGET} over {len(orders)} orders")
biggest = max(orders, key=lambda o: o["amount"], default=None)
if biggest:
    print("largest:", biggest["id"], biggest["amount"], biggest["currency"])
