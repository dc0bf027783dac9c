# Fetch product details concurrently with threads and total the stock value.
import threading

SKUS = ['MS-2', 'KB-1', 'LP-3', 'MN-4', 'XX-404']

class Loader(threading.Thread):
    def __init__(self, sku):
        super().__init__(name=f"loader-{sku}")
        self.sku = sku
        self.product = None
        self.error = None

    def run(self):
        try:
            self.product = get_product(self.sku)
        except KeyError as exc:
            self.error = f"unknown product {exc}"

loaders = [Loader(s) for s in SKUS]
for t in loaders:
    t.start()
for t in loaders:
    t.join()
results = {t.sku: t.product for t in loaders if t.product is not None}
errors = {t.sku: t.error for t in loaders if t.error}
print("alive after join:", any(t.is_alive() for t in loaders))

total = 0.0
for sku in sorted(results):
    p = results[sku]
    value = p["price"] * p["stock"]
    total += value
    print(f"{sku:<8} {p['name']:<14} {p['stock']:>4} x {p['price']:>7.2f} = {value:>9.2f}")
for sku, why in sorted(errors.items()):
    print(f"{sku:<8} skipped: {why}")
print(f"stock value: {total:,.2f} over {len(results)} product(s)")
