import functools

def retry(times=3, exceptions=(Exception,), on_retry=None):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    last = e
                    if on_retry:
                        on_retry(fn.__name__, attempt, e)
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        wrapper.attempts_allowed = times
        return wrapper
    return decorator

log = []
state = {"calls": 0}

@retry(times=4, exceptions=(ConnectionError,), on_retry=lambda n, a, e: log.append(f"{n}#{a}: {e}"))
def fetch(url):
    state["calls"] += 1
    if state["calls"] < 3:
        raise ConnectionError(f"reset by peer ({url})")
    return f"200 OK {url}"

print(fetch("/a"), state, log)
print(fetch.__name__, fetch.attempts_allowed, fetch.__wrapped__.__name__)

@retry(times=2, exceptions=(ValueError,))
def parse(s):
    return int(s)
print(parse("12"))
try:
    parse("x")
except RuntimeError as e:
    print(e, "| cause:", repr(e.__cause__))
@retry(times=5, exceptions=(KeyError,))
def wrong_kind():
    raise TypeError("not retried")
wrong_kind()
