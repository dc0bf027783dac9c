from itertools import groupby, accumulate, chain, islice
from operator import itemgetter

orders = [
    ("2024-01-03", "ann", 30), ("2024-01-03", "bob", 12), ("2024-01-04", "ann", 7),
    ("2024-01-06", "cy", 55), ("2024-01-06", "bob", 3), ("2024-01-06", "ann", 40),
]
for day, grp in groupby(orders, key=itemgetter(0)):
    grp = list(grp)
    print(day, len(grp), sum(map(itemgetter(2), grp)))
by_cust = sorted(orders, key=itemgetter(1))
summary = {k: [o[2] for o in g] for k, g in groupby(by_cust, key=itemgetter(1))}
print(summary)
running = list(accumulate(o[2] for o in orders))
print(running, list(accumulate([3, 1, 4, 1, 5], max)))
print(list(islice(chain.from_iterable(summary.values()), 2, 5)))
big = [o for o in orders if o[2] >= 30]
print(sorted(big, key=lambda o: (-o[2], o[1])))
