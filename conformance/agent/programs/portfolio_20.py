# Value a portfolio at current prices and show each position's weight.
import asyncio
from decimal import Decimal

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

get_stock_price = logged(get_stock_price)

HOLDINGS = {'UMBR': 35, 'ACME': 3, 'STARK': 22, 'INITech': 34, 'GLOBX': 4}

prices = {}
for ticker in HOLDINGS:
    try:
        prices[ticker] = get_stock_price(ticker)
    except KeyError as exc:
        print("no quote:", exc.args[0])

values = {t: (Decimal(str(prices[t])) * HOLDINGS[t]).quantize(Decimal("0.01"))
          for t in prices}
total = sum(values.values(), Decimal("0"))

print(f"portfolio: {len(values)} priced of {len(HOLDINGS)} positions, total {total}")
for t, v in sorted(values.items(), key=lambda kv: kv[1], reverse=True):
    weight = float(v) / float(total) * 100 if total else 0.0
    bar = "#" * int(weight // 5)
    print(f"  {t:<8} {HOLDINGS[t]:>3} x {prices[t]:>8.2f} = {v:>10} {weight:5.1f}% {bar}")
unpriced = sorted(set(HOLDINGS) - set(prices))
if unpriced:
    print("unpriced:", ", ".join(unpriced))
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
