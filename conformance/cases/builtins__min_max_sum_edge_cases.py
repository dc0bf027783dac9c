print(max([3, 1, 2]), min("hello"), max(1, 5, 3), min([], default="empty"), max([], default=None))
print(max([("a", 3), ("b", 1)], key=lambda t: t[1]), min({"x": 3, "y": 1}, key={"x": 3, "y": 1}.get))
print(sum([1, 2, 3], 10), sum([0.1, 0.2]), sum(range(101)), sum([], 5), sum([[1], [2]], start=[]))
for call in [lambda: max([]), lambda: min(), lambda: sum(["a", "b"], ""), lambda: max(1, "a")]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(max([1, 1.0, True]), min([2, 2.0]), max("a", "B", key=str.lower), max([[1, 2], [1, 3]]))
print(round(sum([1e16, 1, -1e16])), abs(-7), abs(-2.5), abs(3 - 4j), len({}), len("é"))
print(all(x for x in []), any(x for x in [0, "", None]), sorted([]), list(reversed([])))
print(pow(10, -2), pow(-8, 1 / 3).real < 0 if isinstance(pow(-8, 1 / 3), complex) else "real", pow(0, 0))
print(int(True), float(False), str(None), bool("False"), bool(0.0), bool([0]), bool(""))
print(isinstance(1, (str, int)), type(1.0) is float, type(True).__name__)
