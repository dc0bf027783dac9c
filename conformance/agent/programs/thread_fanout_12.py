# Fetch product details concurrently with threads and total the stock value.
import threading
import queue

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

SKUS = ['KB-1', 'XX-404', 'HP-5']

jobs = queue.Queue()
for s in SKUS:
    jobs.put(s)
results = {}
errors = {}
lock = threading.Lock()

def worker():
    while True:
        try:
            sku = jobs.get_nowait()
        except queue.Empty:
            return
        try:
            product = get_product(sku)
            with lock:
                results[sku] = product
        except KeyError as exc:
            with lock:
                errors[sku] = f"unknown product {exc}"
        finally:
            jobs.task_done()

workers = [threading.Thread(target=worker, daemon=True) for _ in range(2)]
for w in workers:
    w.start()
jobs.join()
print("queue drained:", jobs.empty())

total = 0.0
for sku in sorted(results):
    p = results[sku]
    value = p["price"] * p["stock"]
    total += value
    print(f"{sku:<8} {p['name']:<14} {p['stock']:>4} x {p['price']:>7.2f} = {value:>9.2f}")
for sku, why in sorted(errors.items()):
    print(f"{sku:<8} skipped: {why}")
print(f"stock value: {total:,.2f} over {len(results)} product(s)")
