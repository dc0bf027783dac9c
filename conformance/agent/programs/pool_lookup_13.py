# Look up each user in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

ITEMS = [5, 2, 3, 4, 1]

def describe(res):
    return f"{res['name']} ({res['team']})"


def fetch(item):
    return item, get_user(item), None

with ThreadPoolExecutor(max_workers=8) as pool:
    futures = [pool.submit(fetch, item) for item in ITEMS]
rows = []
for item, future in zip(ITEMS, futures):
    try:
        rows.append(future.result())
    except LookupError as exc:
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
