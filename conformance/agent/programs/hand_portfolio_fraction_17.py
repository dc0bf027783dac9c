# Value a portfolio, compute returns with fractions and rank with sorted/itemgetter.
from fractions import Fraction
from operator import itemgetter, attrgetter
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Position:
    ticker: str
    shares: int
    cost: float

    @property
    def basis(self):
        return self.shares * self.cost


HOLDINGS = [Position("ACME", 10, 120.0), Position("GLOBX", 50, 60.5), Position("NOPE", 5, 10.0),
            Position("WAYNE", 8, 95.25), Position("UMBR", 2, 280.0)]
rows = []
for pos in HOLDINGS:
    try:
        price = get_stock_price(pos.ticker)
    except KeyError as exc:
        print("price unavailable:", exc.args[0])
        continue
    value = pos.shares * price
    ret = (value - pos.basis) / pos.basis
    rows.append({"ticker": pos.ticker, "value": round(value, 2), "return": ret})

for r in sorted(rows, key=itemgetter("return"), reverse=True):
    print(f"{r['ticker']:<6} {r['value']:>10,.2f} {r['return']:>+8.2%}")
total = sum(r["value"] for r in rows)
weights = {r["ticker"]: Fraction(round(r["value"] * 100), round(total * 100)) for r in rows}
for t, w in weights.items():
    print(t, w.limit_denominator(100), f"{float(w):.3f}")
print("weights sum to one:", sum(weights.values()) == 1)
print(Fraction(3, 4) + Fraction("1/6"), Fraction(0.125), Fraction(1, 3).limit_denominator(10))
history = get_price_history("ACME", days=6)
prices = [p for _, p in history]
log_returns = [math.log(b / a) for a, b in zip(prices, prices[1:])]
vol = math.sqrt(sum(x * x for x in log_returns) / len(log_returns))
print("history:", history[:2], "vol:", round(vol, 5))
print(math.isclose(sum(prices) / len(prices), math.fsum(prices) / len(prices)), math.prod([1, 2, 3, 4]))
print(sorted(HOLDINGS, key=attrgetter("cost"))[0].ticker, max(HOLDINGS, key=lambda p: p.basis))
try:
    HOLDINGS[0].shares = 1
except AttributeError as exc:
    print(type(exc).__name__, exc)
