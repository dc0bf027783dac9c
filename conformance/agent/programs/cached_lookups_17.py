# Resolve repeated product and user ids once each, with a cache before the tools.
from collections import Counter

WANTED = ['LP-3', 'MS-2', 'ZZ-9', 'ZZ-9', 'ZZ-9', 'MS-2']
OWNERS = [4, 4, 7]

MISSING = object()

CALLS = Counter()

class Cache:
    def __init__(self, fetch, errors):
        self.fetch, self.errors, self.data, self.hits = fetch, errors, {}, 0

    def __call__(self, key):
        if key in self.data:
            self.hits += 1
            return self.data[key]
        try:
            value = self.fetch(key)
        except self.errors:
            return MISSING
        self.data[key] = value
        return value

def _p(sku):
    CALLS["product"] += 1
    return get_product(sku)

def _u(uid):
    CALLS["user"] += 1
    return get_user(uid)

product, user = Cache(_p, KeyError), Cache(_u, LookupError)

priced, unknown = [], []
for sku in WANTED:
    p = product(sku)
    if p is MISSING:
        unknown.append(sku)
    else:
        priced.append((sku, p["price"]))
names = [u["name"] if (u := user(uid)) is not MISSING
         else f"<user {uid}?>" for uid in OWNERS]
total = sum(price for _, price in priced)
print(f"{len(priced)} priced line(s), total {total:.2f}; unknown: {unknown}")
print("owners:", ", ".join(names))
print("tool calls:", dict(sorted(CALLS.items())))
print("cache hits:", product.hits, "product,", user.hits, "user")
