# Wrap tool failures in a domain error, keeping the original as the cause.
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

class OrderError(Exception):
    def __init__(self, message, step):
        super().__init__(message)
        self.step = step

USER, SKU = 42, "KB-1"

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
place_order(USER, SKU)
