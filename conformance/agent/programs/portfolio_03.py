# Value a portfolio at current prices and show each position's weight.
import asyncio
from decimal import Decimal

HOLDINGS = {'UMBR': 2, 'WAYNE': 20, 'INITech': 21}

async def quotes():
    tickers = list(HOLDINGS)
    got = await asyncio.gather(*[fetch_price_async(t) for t in tickers],
                               return_exceptions=True)
    out = {}
    for t, p in zip(tickers, got):
        if isinstance(p, KeyError):
            print("no quote:", p.args[0])
        else:
            out[t] = p
    return out

prices = asyncio.run(quotes())

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
