# eval of expressions with explicit namespaces
print(eval("2 ** 10 - 24"))
print(eval("a * b + c", {"a": 3, "b": 4, "c": 5}))
print(eval("  sorted(xs, reverse=True)", {"xs": [3, 1, 2]}))
print(eval("[n * n for n in range(5) if n % 2]"))
print(eval("{'k': v for v in 'ab'}".replace("'k'", "v")))
print(eval("x if x > 0 else -x", {}, {"x": -7}))
print(eval(b"1 + 1"))
