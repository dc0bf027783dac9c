# Wrap tool failures in a domain error, keeping the original as the cause.
class OrderError(Exception):
    def __init__(self, message, step):
        super().__init__(message)
        self.step = step

USER, SKU = 1, "ZZ-0"

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
