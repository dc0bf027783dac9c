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

WANTED = ['MS-2', 'MS-2', 'LP-3', 'KB-1', 'ZZ-9']
OWNERS = [4, 1, 7, 1, 1]

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
        raise KeyError(sku)
    return _products[sku]

def user(uid):
    if uid not in _users:
        CALLS["user"] += 1
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
print("tool calls:", dict(sorted(CALLS.items())))
print("cached:", len(_products), "product(s),", len(_users), "user(s)")
