from itertools import groupby, islice, chain, count, accumulate, pairwise, product, zip_longest
from operator import itemgetter
import statistics

events = [("2024-01-01", "login", "ann"), ("2024-01-01", "buy", "ann"), ("2024-01-01", "login", "bob"),
          ("2024-01-02", "login", "ann"), ("2024-01-02", "logout", "bob"), ("2024-01-03", "buy", "cid")]
for day, evs in groupby(events, key=itemgetter(0)):
    evs = list(evs)
    print(day, len(evs), sorted({u for _, _, u in evs}), [k for k, _ in groupby(sorted(e[1] for e in evs))])
def batched(it, n):
    it = iter(it)
    while batch := list(islice(it, n)):
        yield batch
for i, b in zip(count(1), batched(range(7), 3)):
    print("batch", i, b)
print(list(accumulate([3, 4, -2, 5])), [b - a for a, b in pairwise([1, 3, 6, 10])])
running = list(accumulate([10, 20, 30], lambda a, x: a + x / 2))
print(running, statistics.mean(running))
grid = ["".join(p) for p in product("AB", "12")]
print(grid, list(zip_longest([1, 2], "abc")), list(chain("ab", [1], (2,))))
print(list(islice(count(0, 0.5), 4)), dict(groupby("aabbbc")).keys())
print(next(islice([], 1)))
