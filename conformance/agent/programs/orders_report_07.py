# Order report for a set of customers: totals in EUR, grouped by status.
from collections import Counter, defaultdict

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

get_orders = logged(get_orders); convert_currency = logged(convert_currency)

CUSTOMERS = [3, 2, 9]
TARGET = "EUR"

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

counts = Counter(o["status"] for o in orders)
totals = Counter()
for o in orders:
    value = to_target(o["amount"], o["currency"])
    if value is not None:
        totals[o["status"]] += value

print(f"{'status':<12}{'n':>3}{'total':>12}")
for group in sorted(totals, reverse=True):
    print(f"{group:<12}{counts[group]:>3}{totals[group]:>12.2f}")
grand = round(sum(totals.values()), 2)
print(f"grand total: {grand} {TARGET} over {len(orders)} orders")
biggest = max(orders, key=lambda o: o["amount"], default=None)
if biggest:
    print("largest:", biggest["id"], biggest["amount"], biggest["currency"])
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
