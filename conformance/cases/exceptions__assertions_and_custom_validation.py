def check_order(order):
    assert isinstance(order, dict), "order must be a dict"
    assert order.get("qty", 0) > 0, f"bad qty: {order.get('qty')}"
    return order["qty"] * order.get("price", 1)

for o in [{"qty": 2, "price": 3}, {"qty": 0}, [1, 2], {"qty": -1}]:
    try:
        print(check_order(o))
    except AssertionError as e:
        print("AssertionError:", e)
try:
    assert False
except AssertionError as e:
    print(repr(e), e.args)
try:
    assert 1 == 2, ("tuple", "message")
except AssertionError as e:
    print(e.args)
def validated(fn):
    def wrapper(*args):
        for a in args:
            if not isinstance(a, (int, float)):
                raise TypeError(f"{fn.__name__}() expects numbers, got {type(a).__name__}")
        return fn(*args)
    return wrapper
@validated
def mean(*xs):
    return sum(xs) / len(xs)
print(mean(1, 2, 3))
mean(1, "2")
