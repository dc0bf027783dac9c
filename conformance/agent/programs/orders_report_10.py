# Order report for a set of customers: totals in USD, grouped by currency.
from collections import Counter, defaultdict

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
get_orders = LOG.wrap('get_orders', get_orders); convert_currency = LOG.wrap('convert_currency', convert_currency)

CUSTOMERS = [3, 5]
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
    group = o["currency"]
    counts[group] = counts.get(group, 0) + 1
    value = to_target(o["amount"], o["currency"])
    totals.setdefault(group, 0.0)
    if value is not None:
        totals[group] += value

print(f"{'currency':<12}{'n':>3}{'total':>12}")
for group in sorted(totals, key=lambda g: -totals[g]):
    print(f"{group:<12}{counts[group]:>3}{totals[group]:>12.2f}")
grand = round(sum(totals.values()), 2)
print(f"grand total: {grand} {TARGET} over {len(orders)} orders")
biggest = max(orders, key=lambda o: o["amount"], default=None)
if biggest:
    print("largest:", biggest["id"], biggest["amount"], biggest["currency"])
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
