seqs = [lambda: [][0], lambda: [1, 2][-3], lambda: "ab"[5], lambda: (1,)[2], lambda: range(3)[3],
        lambda: {}["k"], lambda: {"a": 1}[("t", 1)], lambda: [].pop(), lambda: [1].pop(4),
        lambda: {}.pop("x"), lambda: {}.popitem(), lambda: set().pop(), lambda: [1, 2].index(3),
        lambda: "abc".index("z"), lambda: (1, 2).index(9), lambda: [].remove(0)]
for s in seqs:
    try:
        s()
    except (IndexError, KeyError, ValueError) as e:
        print(type(e).__name__, repr(e))
