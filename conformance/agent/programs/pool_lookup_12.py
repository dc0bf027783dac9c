# Look up each city in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

ITEMS = ['Tokyo', 'Paris', 'Cairo', 'Gotham']

def describe(res):
    return f"{res['temp_c']}C {res['conditions']}"


def fetch(item):
    try:
        return item, get_weather(item), None
    except LookupError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

with ThreadPoolExecutor(max_workers=2) as pool:
    futures = [pool.submit(fetch, item) for item in ITEMS]
    done, not_done = wait(futures, timeout=10)
print(f"done {len(done)}, pending {len(not_done)}")
rows = []
for item, future in zip(ITEMS, futures):
    if future.exception() is not None:
        exc = future.exception()
        rows.append((item, None, f"{type(exc).__name__}: {exc}"))
    else:
        rows.append(future.result())

ok = 0
for item, res, err in rows:
    if err:
        print(f"{item!s:<10} error  {err}")
    else:
        ok += 1
        print(f"{item!s:<10} {describe(res)}")
print(f"{ok}/{len(ITEMS)} lookups succeeded")
