# Resolve repeated product and user ids once each, with a cache before the tools.
WANTED = ['KB-1', 'LP-3', 'ZZ-9', 'KB-1', 'HP-5', 'ZZ-9', 'KB-1', 'LP-3']
OWNERS = [1, 1, 2]

class Calls:
    product = user = 0

CALLS = Calls()

_products, _users = {}, {}

def product(sku):
    if sku not in _products:
        CALLS.product += 1
        try:
            _products[sku] = get_product(sku)
        except KeyError:
            _products[sku] = None
    if _products[sku] is None:
        return None
    return _products[sku]

def user(uid):
    if uid not in _users:
        CALLS.user += 1
        try:
            _users[uid] = get_user(uid)
        except LookupError:
            return None
    return _users[uid]

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
print("cached:", len(_products), "product(s),", len(_users), "user(s)")
