# Batch users, compute pairwise overlaps and running totals with itertools.
from itertools import (accumulate, chain, combinations, count, cycle, groupby, islice,
                       pairwise, product, permutations, repeat, starmap, takewhile, zip_longest,
                       compress, filterfalse, tee)
import operator

users = list_users()
print([u["name"].split()[0] for u in users])


def batched(iterable, n):
    it = iter(iterable)
    while chunk := list(islice(it, n)):
        yield chunk


for i, batch in enumerate(batched(users, 2)):
    print(i, [u["id"] for u in batch])
teams = {k: [u["name"] for u in g] for k, g in groupby(sorted(users, key=lambda u: u["team"]),
                                                       key=lambda u: u["team"])}
print(teams)
for a, b in combinations(sorted(teams), 2):
    print(f"{a}+{b}: {len(teams[a]) * len(teams[b])} pairs")
amounts = [o["amount"] for o in get_orders()]
print(list(accumulate(amounts, operator.add))[-1], list(accumulate(amounts, max))[:4])
print(list(pairwise([1, 4, 9, 16])), list(starmap(pow, [(2, 3), (3, 2)])))
print(list(islice(cycle("ab"), 5)), list(zip(count(10, 5), "xyz")), list(repeat(0, 3)))
print(list(takewhile(lambda x: x < 100, amounts)), list(filterfalse(lambda x: x > 50, amounts)))
print(list(compress("abcdef", [1, 0, 1, 0, 1, 1])), list(chain.from_iterable([[1], [2, 3]])))
print(list(zip_longest("ab", "xyz", fillvalue="-")), len(list(permutations(range(4), 2))))
print(list(product("ab", repeat=2)))
a, b = tee(iter(amounts), 2)
print(next(a), next(a), next(b))
statuses = [o["status"] for o in get_orders()]
runs = [(k, len(list(g))) for k, g in groupby(sorted(statuses))]
print(runs)
try:
    get_orders(user_id=77)
except KeyError as exc:
    print("KeyError", exc)
