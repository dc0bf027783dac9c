r = range(10, -5, -3)
print(list(r), len(r), r[1], r[-1], r[1:3], r[::-1], 4 in r, 5 in r, r.index(-2), r.count(7))
print(range(0), bool(range(0)), range(5) == range(0, 5, 1), range(0, 3, 2) == range(0, 4, 2))
print(list(range(5)[::2]), range(2**64)[-1], len(range(-3, 3)))
for bad in [lambda: range(1, 2, 0), lambda: range(1.5), lambda: range(3).index(7)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
