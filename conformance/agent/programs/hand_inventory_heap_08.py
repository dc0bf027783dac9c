# Plan restocking with a priority queue and binary search over price bands.
import bisect
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Need:
    priority: int
    sku: str = field(compare=False)
    missing: int = field(compare=False, default=0)


SKUS = ["KB-1", "MS-2", "LP-3", "MN-4", "HP-5", "CB-6", "ZZ-9"]
BANDS = [10, 50, 100, 500]
BAND_NAMES = ["budget", "low", "mid", "high", "premium"]
queue = []
for sku in SKUS:
    try:
        p = get_product(sku)
    except KeyError as exc:
        print("unknown sku", exc)
        continue
    band = BAND_NAMES[bisect.bisect_right(BANDS, p["price"])]
    target = 20 if band in ("budget", "low") else 5
    missing = max(0, target - p["stock"])
    if missing:
        heapq.heappush(queue, Need(-missing * int(p["price"]), sku, missing))
    print(f"{sku}: {p['name']:<10} {band:<7} stock={p['stock']:>3} target={target}")

print("restock order:")
budget = 2000
while queue:
    need = heapq.heappop(queue)
    p = get_product(need.sku)
    cost = round(need.missing * p["price"], 2)
    if cost > budget:
        print(f"  defer {need.sku} ({cost} > {budget})")
        continue
    budget -= cost
    print(f"  buy {need.missing} x {need.sku} for {cost}; budget left {round(budget, 2)}")

prices = sorted(get_product(s)["price"] for s in SKUS[:-1])
print("prices:", prices)
for probe in (5.0, 60, 1000):
    i = bisect.bisect_left(prices, probe)
    print(probe, "insert at", i, "neighbours", prices[max(0, i - 1):i + 1])
print(heapq.nlargest(2, prices), heapq.nsmallest(3, prices))
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [5]))
print(merged)
insort_list = [1, 3, 5]
bisect.insort(insort_list, 4)
print(insort_list)
