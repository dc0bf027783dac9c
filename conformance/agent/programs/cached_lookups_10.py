# Resolve repeated product and user ids once each, with a cache before the tools.
WANTED = ['LP-3', 'ZZ-9', 'HP-5', 'ZZ-9', 'MS-2', 'HP-5', 'HP-5']
OWNERS = [1, 4, 7, 2, 7]

class Calls:
    product = user = 0

CALLS = Calls()

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
            return None
        self.data[key] = value
        return value

def _p(sku):
    CALLS.product += 1
    return get_product(sku)

def _u(uid):
    CALLS.user += 1
    return get_user(uid)

product, user = Cache(_p, KeyError), Cache(_u, LookupError)

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
print("tool calls:", {"product": CALLS.product, "user": CALLS.user})
print("cache hits:", product.hits, "product,", user.hits, "user")
