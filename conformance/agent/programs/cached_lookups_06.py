# Resolve repeated product and user ids once each, with a cache before the tools.
import functools
from collections import Counter

WANTED = ['HP-5', 'HP-5', 'KB-1', 'HP-5', 'LP-3']
OWNERS = [4, 1, 4, 7, 1]

CALLS = Counter()

@functools.lru_cache(maxsize=None)
def product(sku):
    CALLS["product"] += 1
    try:
        return get_product(sku)
    except KeyError:
        raise

@functools.lru_cache(maxsize=None)
def user(uid):
    CALLS["user"] += 1
    try:
        return get_user(uid)
    except LookupError:
        raise

priced, unknown = [], []
for sku in WANTED:
    try:
        p = product(sku)
    except KeyError as exc:
        unknown.append(str(exc))
        continue
    priced.append((sku, p["price"]))
names = []
for uid in OWNERS:
    try:
        names.append(user(uid)["name"])
    except LookupError as exc:
        names.append(f"<{exc}>")
total = sum(price for _, price in priced)
print(f"{len(priced)} priced line(s), total {total:.2f}; unknown: {unknown}")
print("owners:", ", ".join(names))
print("tool calls:", dict(sorted(CALLS.items())))
print("cache:", product.cache_info().hits, "product hit(s),",
      user.cache_info().hits, "user hit(s)")
