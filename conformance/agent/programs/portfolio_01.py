# Value a portfolio at current prices and show each position's weight.
import asyncio
from decimal import Decimal

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
get_stock_price = LOG.wrap('get_stock_price', get_stock_price)

HOLDINGS = {'WAYNE': 28, 'GLOBX': 39, 'STARK': 9, 'UMBR': 27}

prices = {}
for ticker in HOLDINGS:
    try:
        prices[ticker] = get_stock_price(ticker)
    except KeyError as exc:
        print("no quote:", exc.args[0])

values = {t: round(prices[t] * HOLDINGS[t], 2) for t in prices}
total = round(sum(values.values()), 2)

print(f"portfolio: {len(values)} priced of {len(HOLDINGS)} positions, total {total}")
for t, v in sorted(values.items(), key=lambda kv: kv[1], reverse=True):
    weight = float(v) / float(total) * 100 if total else 0.0
    bar = "#" * int(weight // 5)
    print(f"  {t:<8} {HOLDINGS[t]:>3} x {prices[t]:>8.2f} = {v:>10} {weight:5.1f}% {bar}")
unpriced = sorted(set(HOLDINGS) - set(prices))
if unpriced:
    print("unpriced:", ", ".join(unpriced))
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
