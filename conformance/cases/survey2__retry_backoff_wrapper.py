import functools
import random
import time

class TransientError(Exception):
    pass

class PermanentError(Exception):
    def __init__(self, code, detail=""):
        self.code = code
        self.detail = detail
        super().__init__(code, detail)

    def __str__(self):
        return f"[{self.code}] {self.detail or 'no detail'}"

def retry(times=3, exceptions=(TransientError,), base_delay=0.5, jitter=None):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            delays = []
            for attempt in range(1, times + 1):
                try:
                    result = fn(*args, **kwargs)
                    wrapper.stats["ok"] += 1
                    return result, delays
                except exceptions as exc:
                    wrapper.stats["retries"] += 1
                    if attempt == times:
                        raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from exc
                    d = base_delay * 2 ** (attempt - 1)
                    if jitter:
                        d += jitter.uniform(0, 0.1)
                    delays.append(round(d, 3))
        wrapper.stats = {"ok": 0, "retries": 0}
        return wrapper
    return deco

rng = random.Random(7)
plan = iter([True, True, False, True, False, False, True, True, True])

@retry(times=3, jitter=rng)
def flaky_fetch(url: str) -> str:
    """Fetch a URL, sometimes failing."""
    if next(plan):
        raise TransientError(f"timeout on {url}")
    return f"<html>{url}</html>"

@retry(times=2)
def strict(x):
    if x < 0:
        raise PermanentError(400, "negative")
    return x * 2

print(flaky_fetch.__name__, flaky_fetch.__doc__, flaky_fetch.__wrapped__.__name__)
for u in ["/a", "/b", "/c"]:
    try:
        body, delays = flaky_fetch(u)
        print("got", body, "delays", delays)
    except RuntimeError as e:
        print("gave up:", e, "| cause:", repr(e.__cause__))
print(flaky_fetch.stats)
print(strict(4))
try:
    strict(-1)
except PermanentError as e:
    print("permanent:", e, e.args, e.code)
t0 = time.monotonic()
time.sleep(0)
print("non-negative elapsed:", time.monotonic() - t0 >= 0)
try:
    raise RuntimeError("outer") from None
except RuntimeError as e:
    print(e.__suppress_context__, e.__cause__, e.__context__)
def chain():
    try:
        {}["missing"]
    except KeyError:
        raise ValueError("bad lookup")
try:
    chain()
except ValueError as e:
    print(type(e.__context__).__name__, e.__context__, e.__suppress_context__)
