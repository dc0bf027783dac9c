# Retry flaky endpoints with exponential backoff and jitter from a seeded RNG.
import json
import random
import time
import traceback
from functools import wraps

rng = random.Random(42)
SLEPT = []


def retry(times=4, base=0.2, retry_on=(ConnectionError,)):
    def decorate(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except retry_on as exc:
                    if attempt == times:
                        raise
                    delay = round(base * 2 ** (attempt - 1) + rng.uniform(0, 0.1), 3)
                    SLEPT.append(delay)
                    print(f"  {fn.__name__} attempt {attempt} failed ({exc}); retry in {delay}s")
        return wrapper
    return decorate


@retry()
def get_json(url):
    return json.loads(fetch_url(url))


@retry(times=2, retry_on=(ConnectionError, TimeoutError))
def get_slow(url):
    return fetch_url(url)


for url in ["https://flaky.example.com/a", "https://api.example.com/status",
            "https://slow.example.com/x", "https://api.example.com/missing"]:
    print("GET", url)
    try:
        if "slow" in url:
            print(get_slow(url))
        else:
            data = get_json(url)
            print("  ->", json.dumps(data, sort_keys=True)[:70])
    except TimeoutError as exc:
        print("  timeout:", traceback.format_exc().splitlines()[-1])
    except LookupError as exc:
        print("  missing:", "".join(traceback.format_exception_only(type(exc), exc)).strip())
print("total backoff:", round(sum(SLEPT), 3), "waits:", SLEPT)
print(get_json.__name__, get_json.__wrapped__.__name__)
print(rng.randint(1, 100), rng.choice("abcdef"), rng.sample(range(10), 3))
start = time.monotonic()
print(isinstance(start, float))
