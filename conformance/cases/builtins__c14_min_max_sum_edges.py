print(max(3, 1, 2), max([1, 5, 2], key=lambda x: -x), max([], default="none"), min("hello"))
print(max([(1, "b"), (1, "a")]), min([[], [0]], key=len), max({"a": 3, "b": 1}, key={"a": 3, "b": 1}.get))
print(sum([0.1] * 10), sum([[1], [2]], []), sum(range(5), 10), sum([1, 2], start=3))
for bad in [lambda: max(), lambda: min([]), lambda: sum(["a", "b"], ""), lambda: max(1),
            lambda: min(1, 2, default=0), lambda: sum([1], "")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
