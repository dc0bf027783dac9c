# Wrap tool failures in a domain error, keeping the original as the cause.
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

class OrderError(Exception):
    def __init__(self, message, step):
        super().__init__(message)
        self.step = step

USER, SKU = 42, "ZZ-0"

def place_order(user_id, sku):
    try:
        user = get_user(user_id)
    except LookupError as exc:
        raise OrderError(f"no customer {user_id}", "user") from exc
    try:
        product = get_product(sku)
    except KeyError as exc:
        raise OrderError(f"no product {sku}", "product") from exc
    if product["stock"] == 0:
        raise OrderError(f"{product['name']} out of stock", "stock")
    print(f"order for {user['name']}: {product['name']} at {product['price']}")
    return {"user": user_id, "sku": sku}

for attempt in [(1, "KB-1"), (2, "MS-2"), (99, "KB-1")]:
    try:
        print("ok:", place_order(*attempt))
    except OrderError as exc:
        print(f"{attempt} failed at {exc.step}: {exc}")
try:
    place_order(USER, SKU)
except OrderError as exc:
    print("order failed:", exc)
    print("cause:", type(exc.__cause__).__name__, exc.__cause__)
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
