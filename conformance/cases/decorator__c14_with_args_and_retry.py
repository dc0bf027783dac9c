import functools
def retry(times, exceptions=(Exception,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **k)
                except exceptions as e:
                    print(f"{fn.__name__} attempt {attempt}: {e!r}")
            raise RuntimeError(f"{fn.__name__} failed {times} times")
        return wrapper
    return deco
state = {"n": 0}
@retry(3, (ConnectionError,))
def fetch(url):
    """Fetch a url."""
    state["n"] += 1
    if state["n"] < 3:
        raise ConnectionError(f"try {state['n']}")
    return f"body of {url}"
print(fetch("http://x"), fetch.__name__, fetch.__doc__, fetch.__wrapped__.__name__)
@retry(2, (KeyError,))
def never():
    raise KeyError("k")
try:
    never()
except RuntimeError as e:
    print(e)
@retry(5, (KeyError,))
def other():
    raise ValueError("not retried")
other()
