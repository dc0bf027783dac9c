t = (3, "a", 2.5)
print(t + (1,), t * 2, t[1:], t.count(3), t.index(2.5), len(t), (1,) == (1,), () == tuple(), (1, 2) < (1, 3))
point = 4, 5
x, y = point
print(x, y, type(point).__name__, (1), (1,), tuple("ab"), tuple({"q": 1}))
records = [("ann", 30), ("bob", 25)]
print(sorted(records, key=lambda r: r[1]), dict(records), max(records, key=lambda r: r[1])[0])
try:
    t[0] = 1
except TypeError as e:
    print(e)
nested = ([1], 2)
nested[0].append(3)
print(nested)
try:
    hash(nested)
except TypeError as e:
    print(e)
print(hash((1, 2)) == hash((1, 2)), (1, 2, 3)[::-1], (0,) * 0)
