from itertools import tee, islice, chain, count, zip_longest, filterfalse

def chunked(iterable, n):
    it = iter(iterable)
    while chunk := list(islice(it, n)):
        yield chunk

print(list(chunked(range(10), 4)), list(chunked([], 3)))
a, b = tee(x * x for x in range(5))
print(list(a), sum(b))
def with_lookahead(iterable):
    cur, nxt = tee(iterable)
    next(nxt, None)
    return zip_longest(cur, nxt)
print(list(with_lookahead("abcd")))
ids = count(1000)
rows = [{"name": n, "id": next(ids)} for n in "xyz"]
print(rows, next(ids))
evens_odds = (list(filter(lambda n: n % 2 == 0, range(7))), list(filterfalse(lambda n: n % 2 == 0, range(7))))
print(evens_odds)
merged = sorted(chain([3, 1], (2,), {0}))
print(merged, list(islice(count(0, 0.5), 4)))
