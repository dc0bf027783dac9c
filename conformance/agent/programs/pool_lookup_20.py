# Look up each ticker in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

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

ITEMS = ['ZZZZ', 'UMBR', 'GLOBX', 'WAYNE', 'INITech']

def describe(res):
    return f"{res:.2f}"


def fetch(item):
    try:
        return item, get_stock_price(item), None
    except KeyError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

with ThreadPoolExecutor(max_workers=8) as pool:
    rows = list(pool.map(fetch, ITEMS))

ok = 0
for item, res, err in rows:
    if err:
        print(f"{item!s:<10} error  {err}")
    else:
        ok += 1
        print(f"{item!s:<10} {describe(res)}")
print(f"{ok}/{len(ITEMS)} lookups succeeded")
if ok < len(ITEMS):
    raise RuntimeError(f"{len(ITEMS) - ok} lookup(s) failed")
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
