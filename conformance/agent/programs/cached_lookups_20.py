# Resolve repeated product and user ids once each, with a cache before the tools.
import functools
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

WANTED = ['ZZ-9', 'ZZ-9', 'KB-1', 'MS-2', 'HP-5', 'HP-5', 'KB-1']
OWNERS = [2, 7, 2]

MISSING = object()

CALLS = Counter()

@functools.lru_cache(maxsize=None)
def product(sku):
    CALLS["product"] += 1
    try:
        return get_product(sku)
    except KeyError:
        return MISSING

@functools.lru_cache(maxsize=None)
def user(uid):
    CALLS["user"] += 1
    try:
        return get_user(uid)
    except LookupError:
        return MISSING

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
print("cache:", product.cache_info().hits, "product hit(s),",
      user.cache_info().hits, "user hit(s)")
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
