# Resolve repeated product and user ids once each, with a cache before the tools.
WANTED = ['KB-1', 'MS-2', 'KB-1', 'ZZ-9', 'MS-2', 'LP-3', 'KB-1']
OWNERS = [7, 4, 4, 2]

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
        raise KeyError(sku)
    return _products[sku]

def user(uid):
    if uid not in _users:
        CALLS.user += 1
        try:
            _users[uid] = get_user(uid)
        except LookupError:
            raise
    return _users[uid]

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
print("tool calls:", {"product": CALLS.product, "user": CALLS.user})
print("cached:", len(_products), "product(s),", len(_users), "user(s)")
