# inspect.getsource / getsourcelines of functions, decorated functions, nested ones, lambdas
import functools
import inspect


def add(a, b=1):
    """Add two numbers."""
    return a + b  # the sum


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)
    return wrapper


@logged
@functools.lru_cache(maxsize=None)
def square(x):
    return x * x


async def fetch(url,
                timeout=3.0,
                *, retries=2):
    for attempt in range(retries):
        pass
    return url

    # a comment at the body's indentation, after it


def outer():
    def inner(y):
        return y + 1
    return inner


def gen():
    yield 1
    yield 2
double = lambda v: v * 2  # noqa: E731
handlers = [
    lambda e: e.upper(),
    lambda e: e.lower()]

for fn in (add, square, fetch, outer, outer(), gen, double, handlers[1], logged(add)):
    print(repr(inspect.getsource(fn)))
    lines, start = inspect.getsourcelines(fn)
    print(start, len(lines))
print(inspect.getsource(square.__wrapped__.__wrapped__) == inspect.getsource(square))
text = inspect.getsource(add)
print(text.splitlines()[0], inspect.indentsize("    x = 1"), inspect.indentsize("\tx"))
