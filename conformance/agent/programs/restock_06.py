# Restock plan: items under the minimum stock, with the cost of refilling them.
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
get_product = LOG.wrap('get_product', get_product); search_products = LOG.wrap('search_products', search_products)

MIN_STOCK = 20
plan, unknown = [], []
for sku in ['HP-5', 'MS-2', 'XX-9', 'MN-4', 'KB-1']:
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
