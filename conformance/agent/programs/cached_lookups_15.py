# Resolve repeated product and user ids once each, with a cache before the tools.
import functools
from collections import Counter

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_user = LOG.wrap('get_user', get_user); get_product = LOG.wrap('get_product', get_product)

WANTED = ['LP-3', 'KB-1', 'MS-2', 'MS-2', 'HP-5', 'MS-2', 'ZZ-9']
OWNERS = [4, 4, 4, 2, 7]

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
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
