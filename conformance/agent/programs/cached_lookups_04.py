# Resolve repeated product and user ids once each, with a cache before the tools.
import functools
from collections import Counter

WANTED = ['KB-1', 'LP-3', 'MS-2', 'MS-2', 'KB-1', 'LP-3', 'KB-1']
OWNERS = [1, 7, 7, 1]

CALLS = Counter()

@functools.lru_cache(maxsize=None)
def product(sku):
    CALLS["product"] += 1
    try:
        return get_product(sku)
    except KeyError:
        return None

@functools.lru_cache(maxsize=None)
def user(uid):
    CALLS["user"] += 1
    try:
        return get_user(uid)
    except LookupError:
        return None

priced, unknown = [], []
for sku in WANTED:
    p = product(sku)
    if p is None:
        unknown.append(sku)
    else:
        priced.append((sku, p["price"]))
names = [u["name"] if (u := user(uid)) is not None
         else f"<user {uid}?>" for uid in OWNERS]
total = sum(price for _, price in priced)
print(f"{len(priced)} priced line(s), total {total:.2f}; unknown: {unknown}")
print("owners:", ", ".join(names))
print("tool calls:", dict(sorted(CALLS.items())))
print("cache:", product.cache_info().hits, "product hit(s),",
      user.cache_info().hits, "user hit(s)")
