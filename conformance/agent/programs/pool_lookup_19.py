# Look up each city in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

ITEMS = ['Cairo', 'Atlantis', 'Gotham']

def describe(res):
    return f"{res['temp_c']}C {res['conditions']}"


def fetch(item):
    try:
        return item, get_weather(item), None
    except LookupError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

rows = []
with ThreadPoolExecutor(max_workers=4) as pool:
    futures = {pool.submit(fetch, item): item for item in ITEMS}
    for future in as_completed(futures):
        item = futures[future]
        try:
            rows.append(future.result())
        except LookupError as exc:
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
