from itertools import groupby, accumulate, islice
from operator import itemgetter

sales = [("2024-01", "north", 100), ("2024-01", "south", 80), ("2024-02", "north", 120),
         ("2024-02", "south", 90), ("2024-02", "west", 30), ("2024-03", "north", 150)]
for month, rows in groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    print(month, len(rows), sum(r[2] for r in rows), [r[1] for r in rows])
by_region = sorted(sales, key=itemgetter(1))
print({region: [r[2] for r in rows] for region, rows in groupby(by_region, key=itemgetter(1))})
monthly = [sum(r[2] for r in rows) for _, rows in groupby(sales, key=itemgetter(0))]
print(monthly, list(accumulate(monthly)))
text = "aaabccddddde"
print("".join(f"{k}{len(list(g))}" for k, g in groupby(text)))
runs = [(k, len(list(g))) for k, g in groupby([1, 1, 0, 0, 0, 1, 0, 0])]
print(runs, max(runs, key=lambda r: (r[0] == 0, r[1])))
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
print({k: list(g) for k, g in groupby(sorted(words), key=lambda w: w[0])})
g = groupby("aabb")
k1, grp1 = next(g)
k2, grp2 = next(g)
print(k1, list(grp1), k2, list(grp2))
print(list(islice(accumulate(range(1, 100), lambda a, b: a * b), 6)))
