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

ITEMS = ['ACME', 'ZZZZ', 'WAYNE', 'UMBR', 'INITech']

def describe(res):
    return f"{res:.2f}"


def fetch(item):
    return item, get_stock_price(item), None

rows = []
with ThreadPoolExecutor(max_workers=4) as pool:
    futures = {pool.submit(fetch, item): item for item in ITEMS}
    for future in as_completed(futures):
        item = futures[future]
        try:
            rows.append(future.result())
        except KeyError as exc:
            rows.append((item, None, f"{type(exc).__name__}: {exc}"))
rows.sort(key=lambda r: str(r[0]))

ok = 0
for item, res, err in rows:
    if err:
        print(f"{item!s:<10} error  {err}")
    else:
        ok += 1
        print(f"{item!s:<10} {describe(res)}")
print(f"{ok}/{len(ITEMS)} lookups succeeded")
