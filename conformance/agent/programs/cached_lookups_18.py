# Resolve repeated product and user ids once each, with a cache before the tools.
from collections import Counter

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

get_user = logged(get_user); get_product = logged(get_product)

WANTED = ['LP-3', 'LP-3', 'HP-5', 'ZZ-9', 'HP-5', 'ZZ-9', 'MS-2', 'LP-3', 'HP-5']
OWNERS = [2, 1, 7, 7, 1, 4]

MISSING = object()

CALLS = Counter()

_products, _users = {}, {}

def product(sku):
    if sku not in _products:
        CALLS["product"] += 1
        try:
            _products[sku] = get_product(sku)
        except KeyError:
            _products[sku] = None
    if _products[sku] is None:
        return MISSING
    return _products[sku]

def user(uid):
    if uid not in _users:
        CALLS["user"] += 1
        try:
            _users[uid] = get_user(uid)
        except LookupError:
            return MISSING
    return _users[uid]

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
print("cached:", len(_products), "product(s),", len(_users), "user(s)")
