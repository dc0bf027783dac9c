# Trend of one stock: moving average, daily changes, drawdown.
import statistics

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

get_price_history = logged(get_price_history)

TICKER, DAYS, WINDOW = "UMBR", 5, 2
history = get_price_history(TICKER, days=DAYS)
dates = [d for d, _ in history]
closes = [c for _, c in history]
print(f"{TICKER}: {len(closes)} closes from {dates[0]} to {dates[-1]}")
moving = []
for i in range(WINDOW - 1, len(closes)):
    chunk = closes[i - WINDOW + 1:i + 1]
    moving.append(round(sum(chunk) / WINDOW, 3))
print("moving average:", moving)
changes = [round((b - a) / a * 100, 2) for a, b in zip(closes, closes[1:])]
print("daily %:", changes)
up = sum(1 for c in changes if c > 0)
print(f"up days {up}, down days {len(changes) - up}")
peak, drawdown = closes[0], 0.0
for c in closes:
    peak = max(peak, c)
    drawdown = max(drawdown, (peak - c) / peak)
print(f"max drawdown {drawdown:.2%}")
if len(closes) > 1:
    print(f"stdev {statistics.stdev(closes):.3f}, best {max(zip(closes, dates))}")
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
