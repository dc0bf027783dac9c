# Look up each city in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

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

get_weather = logged(get_weather)

ITEMS = ['Paris', 'Gotham', 'Cairo', 'Atlantis', 'Lima']

def describe(res):
    return f"{res['temp_c']}C {res['conditions']}"


def fetch(item):
    try:
        return item, get_weather(item), None
    except LookupError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

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
