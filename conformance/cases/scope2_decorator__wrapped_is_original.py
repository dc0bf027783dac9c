import functools
def deco(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    inner.extra = 'added'
    return inner
def original(x):
    return x + 1
decorated = deco(original)
print(decorated.__wrapped__ is original, decorated(1), decorated.extra)
twice = deco(deco(original))
print(twice.__wrapped__.__wrapped__ is original, twice.__name__)
