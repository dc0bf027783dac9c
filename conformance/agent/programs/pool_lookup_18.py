# Look up each ticker in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

ITEMS = ['INITech', 'UMBR', 'WAYNE', 'ACME', 'ZZZZ']

def describe(res):
    return f"{res:.2f}"


def fetch(item):
    try:
        return item, get_stock_price(item), None
    except KeyError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

with ThreadPoolExecutor() as pool:
    futures = [pool.submit(fetch, item) for item in ITEMS]
rows = []
for item, future in zip(ITEMS, futures):
    try:
        rows.append(future.result())
    except KeyError as exc:
        rows.append((item, None, f"{type(exc).__name__}: {exc}"))

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
