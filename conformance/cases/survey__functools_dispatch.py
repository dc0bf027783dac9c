from functools import singledispatch, lru_cache, cache, cached_property, partial, reduce, wraps, cmp_to_key, singledispatchmethod
import time

@singledispatch
def to_json(obj):
    raise TypeError(f"cannot serialise {type(obj).__name__}")

@to_json.register
def _(obj: int):
    return str(obj)

@to_json.register(float)
def _(obj):
    return f"{obj:.3g}"

@to_json.register(str)
def _(obj):
    return '"' + obj.replace('"', '\\"') + '"'

@to_json.register(list)
@to_json.register(tuple)
def _(obj):
    return "[" + ", ".join(to_json(x) for x in obj) + "]"

@to_json.register(dict)
def _(obj):
    return "{" + ", ".join(f"{to_json(str(k))}: {to_json(v)}" for k, v in obj.items()) + "}"

@to_json.register(type(None))
def _(obj):
    return "null"

print(to_json({"a": [1, 2.5, "x\"y"], "b": None, "c": (True,)}))
print(to_json.dispatch(bool).__name__, to_json.registry.keys() >= {int, float})
try:
    to_json({1, 2})
except TypeError as e:
    print(e)

def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        r = fn(*a, **k)
        print(f"{fn.__name__}{a} -> {r}")
        return r
    return inner

@logged
@lru_cache(maxsize=32)
def binom(n, k):
    """n choose k"""
    if k in (0, n):
        return 1
    return binom(n - 1, k - 1) + binom(n - 1, k)
binom(5, 2)
print(binom.__name__, binom.__doc__, binom.__wrapped__.cache_info())

@cache
def collatz(n):
    return 0 if n == 1 else 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
print(max(range(1, 2000), key=collatz), collatz.cache_info().currsize > 0)

class Report:
    def __init__(self, data): self.data = data
    @cached_property
    def stats(self):
        print("computing stats")
        return {"n": len(self.data), "sum": sum(self.data)}
    @singledispatchmethod
    def add(self, x):
        raise NotImplementedError
    @add.register
    def _(self, x: int):
        self.data.append(x); return self
    @add.register
    def _(self, x: list):
        self.data.extend(x); return self
r = Report([1, 2, 3])
print(r.stats, r.stats)
del r.stats
r.add(4).add([5, 6]); print(r.stats)
base2 = partial(int, base=2)
print(base2("1011"), base2.func, base2.keywords, partial(pow, 2)(10))
print(reduce(lambda acc, x: acc * 10 + x, [1, 2, 3], 0), reduce(max, [3, 9, 2]))
def cmp(a, b): return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["bb", "a", "ccc", "ab", "b"], key=cmp_to_key(cmp)))
r.add("x")
