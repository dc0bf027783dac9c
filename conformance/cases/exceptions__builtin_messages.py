cases = [
    lambda: [1, 2][5],
    lambda: {"a": 1}["b"],
    lambda: int("twelve"),
    lambda: None.upper(),
    lambda: 1 + "1",
    lambda: "abc" * "x",
    lambda: len(5),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: 10 / 0,
    lambda: 10 % 0,
    lambda: float("abc"),
    lambda: "x".index("y"),
    lambda: (1, 2).append(3),
    lambda: iter(5),
    lambda: next(iter([])),
    lambda: "a".encode("no-such-codec"),
    lambda: int("5", 99),
    lambda: [1, 2, 3].remove(9),
    lambda: tuple.__getitem__((1,), 4),
    lambda: set().remove("k"),
    lambda: chr(-1),
    lambda: "{}".format(),
    lambda: list(range(3))[1:2:0],
    lambda: dict([(1, 2, 3)]),
    lambda: abs("x"),
    lambda: sorted([3, None]),
    lambda: round("1.5"),
]
for i, c in enumerate(cases):
    try:
        c()
    except Exception as e:
        print(i, type(e).__name__, e)
