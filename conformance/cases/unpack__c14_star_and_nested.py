first, *mid, last = range(6)
print(first, mid, last)
(a, b), [c, *d] = "xy", (1, 2, 3)
print(a, b, c, d)
*init, = "abc"
print(init)
head, *_ = [9]
print(head, _)
for i, (k, v) in enumerate({"p": 1, "q": 2}.items()):
    print(i, k, v)
print(*[1, 2], *"ab", sep="-")
print({**{"a": 1}, "b": 2, **{"a": 3}}, [*range(2), *{5: 0}])
def f(*args, **kw):
    return args, kw
print(f(*(1, 2), 3, *[], **{"x": 1}, y=2))
for bad in ["a, b = [1, 2, 3]", "a, b, c = (1, 2)", "a, *b, c = [1]", "x, y = 5"]:
    try:
        exec(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
