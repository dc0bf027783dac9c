# Trend of one stock: moving average, daily changes, drawdown.
import statistics

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
get_price_history = LOG.wrap('get_price_history', get_price_history)

TICKER, DAYS, WINDOW = "ACME", 12, 3
history = get_price_history(TICKER, days=DAYS)
dates = [d for d, _ in history]
closes = [c for _, c in history]
print(f"{TICKER}: {len(closes)} closes from {dates[0]} to {dates[-1]}")
windows = zip(*(closes[i:] for i in range(WINDOW)))
moving = [round(sum(w) / WINDOW, 3) for w in windows]
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
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
