# Fetch product details concurrently with threads and total the stock value.
import threading

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
get_product = LOG.wrap('get_product', get_product)

SKUS = ['MN-4', 'LP-3', 'HP-5']

results = {}
errors = {}
lock = threading.Lock()

def load(sku):
    try:
        product = get_product(sku)
    except KeyError as exc:
        with lock:
            errors[sku] = f"unknown product {exc}"
        return
    with lock:
        results[sku] = product

threads = [threading.Thread(target=load, args=(s,)) for s in SKUS]
for t in threads:
    t.start()
for t in threads:
    t.join()

total = 0.0
for sku in sorted(results):
    p = results[sku]
    value = p["price"] * p["stock"]
    total += value
    print(f"{sku:<8} {p['name']:<14} {p['stock']:>4} x {p['price']:>7.2f} = {value:>9.2f}")
for sku, why in sorted(errors.items()):
    print(f"{sku:<8} skipped: {why}")
print(f"stock value: {total:,.2f} over {len(results)} product(s)")
