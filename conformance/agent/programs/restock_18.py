# Restock plan: items under the minimum stock, with the cost of refilling them.
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

get_product = logged(get_product); search_products = logged(search_products)

MIN_STOCK = 20
plan, unknown = [], []
for sku in ['KB-1', 'MN-4', 'LP-3', 'CB-6', 'HP-5', 'MS-2']:
    try:
        p = get_product(sku)
    except KeyError as exc:
        unknown.append(exc.args[0])
        continue
    if p["stock"] < MIN_STOCK:
        need = MIN_STOCK - p["stock"]
        plan.append({"sku": sku, "name": p["name"], "need": need,
                     "cost": round(need * p["price"] * 0.6, 2)})
plan.sort(key=lambda r: (-r["cost"], r["sku"]))
for row in plan:
    print(f"{row['sku']:<5} {row['name']:<11} +{row['need']:<3} "
          f"{row['cost']:>9.2f}")
print("total cost:", round(sum(r["cost"] for r in plan), 2))
if unknown:
    print("unknown skus:", ", ".join(unknown))
try:
    related = search_products("audio", limit=3)
except ValueError as exc:
    related = []
    print("search failed:", exc)
print("related:", [(p["sku"], p["stock"]) for p in related])
