# Format mixed tool results with functools.singledispatch, lru_cache and partial.
from functools import singledispatch, lru_cache, partial, reduce, cached_property
from datetime import date
from decimal import Decimal


@singledispatch
def render(value):
    return repr(value)


@render.register
def _(value: float):
    return f"{value:.2f}"


@render.register
def _(value: dict):
    return "{" + ", ".join(f"{k}={render(v)}" for k, v in sorted(value.items())) + "}"


@render.register(list)
@render.register(tuple)
def _(value):
    return "[" + "; ".join(render(v) for v in value) + "]"


@render.register
def _(value: bool):
    return "yes" if value else "no"


@lru_cache(maxsize=8)
def rate(a, b):
    return convert_currency(1.0, a, b)


class Account:
    def __init__(self, user_id):
        self.user_id = user_id

    @cached_property
    def user(self):
        print("  (fetching user", self.user_id, ")")
        return get_user(self.user_id)


print(render(get_product("LP-3")))
print(render(get_forecast("oslo", days=2)))
print(render(True), render(3), render(Decimal("1.5")), render(date(2024, 1, 2)))
for pair in [("USD", "EUR"), ("EUR", "GBP"), ("USD", "EUR"), ("GBP", "JPY")]:
    try:
        print(pair, rate(*pair))
    except ValueError as exc:
        print(pair, "error:", exc)
print(rate.cache_info())
to_eur = partial(convert_currency, to_ccy="EUR")
print(to_eur(100, "USD"), to_eur(10, from_ccy="GBP"))
print(reduce(lambda a, b: a * b, [1, 2, 3, 4], 10), render.dispatch(int).__name__)
acct = Account(2)
print(acct.user["name"], acct.user["team"])
bad = Account(42)
try:
    bad.user
except LookupError as exc:
    print("no user:", exc)
