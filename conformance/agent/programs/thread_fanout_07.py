# Fetch product details concurrently with threads and total the stock value.
import threading

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

get_product = logged(get_product)

SKUS = ['HP-5', 'MN-4', 'XX-404']

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
