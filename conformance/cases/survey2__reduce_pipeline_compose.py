from functools import reduce, partial, wraps
from itertools import accumulate, chain, starmap, groupby
from operator import add, mul, itemgetter, or_
import re

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)

def trace(fn):
    @wraps(fn)
    def inner(x):
        out = fn(x)
        print(f"  {fn.__name__}({x!r}) -> {out!r}")
        return out
    return inner

@trace
def strip(s): return s.strip()
@trace
def lower(s): return s.lower()
@trace
def collapse(s): return re.sub(r"\s+", " ", s)
@trace
def words(s): return s.split(" ")

normalize = compose(strip, lower, collapse, words)
print(normalize("  Hello   WORLD  of  Python "))
print(reduce(add, [1, 2, 3, 4]), reduce(mul, range(1, 6)), reduce(lambda a, b: a * 10 + b, [4, 2, 7], 0))
print(reduce(or_, [{1}, {2, 3}, {3, 4}]), reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
try:
    reduce(add, [])
except TypeError as e:
    print("TypeError:", e)
sales = [("north", 3, 9.5), ("south", 1, 20.0), ("north", 2, 9.5), ("east", 5, 1.25), ("south", 4, 2.0)]
revenue = list(starmap(lambda region, q, p: (region, q * p), sales))
print(revenue)
by_region = {k: sum(map(itemgetter(1), g)) for k, g in groupby(sorted(revenue), key=itemgetter(0))}
print(by_region, max(by_region, key=by_region.get))
print(list(accumulate(map(itemgetter(1), revenue))), list(accumulate([3, 1, 4, 1, 5], max)))
pow2 = partial(pow, 2)
clamp = partial(lambda lo, hi, x: max(lo, min(hi, x)), 0, 10)
print([pow2(i) for i in range(6)], [clamp(v) for v in (-5, 3, 42)], pow2.args, clamp.func.__name__)
matrix = [[1, 2], [3, 4], [5, 6]]
print(list(chain.from_iterable(matrix)), [list(r) for r in zip(*matrix)], reduce(lambda a, r: [x + y for x, y in zip(a, r)], matrix))
flatten_dict = lambda d, p="": reduce(lambda acc, kv: {**acc, **(flatten_dict(kv[1], p + kv[0] + ".") if isinstance(kv[1], dict) else {p + kv[0]: kv[1]})}, d.items(), {})
print(flatten_dict({"a": {"b": 1, "c": {"d": 2}}, "e": 3}))
pipeline = [partial(map, str.strip), partial(filter, None), partial(map, str.title), sorted]
print(reduce(lambda acc, f: f(acc), pipeline, [" bob ", "", "  alice", "carol  ", " "]))
