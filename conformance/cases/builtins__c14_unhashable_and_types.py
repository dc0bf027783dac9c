tests = [lambda: {[1]: 2}, lambda: {{}}, lambda: hash([]), lambda: set([[1]]),
         lambda: "a" + 1, lambda: 1 + "a", lambda: [1] * "2", lambda: None < 1,
         lambda: len(5), lambda: iter(5), lambda: next([1]), lambda: 5(), lambda: "abc"[1.0],
         lambda: [1, 2][None], lambda: {}.get(), lambda: sorted([1, "a"]), lambda: max([])]
for t in tests:
    try:
        t()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
