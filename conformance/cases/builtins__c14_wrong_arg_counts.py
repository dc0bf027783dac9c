def f(a, b, c=3, *, d):
    return a, b, c, d
calls = [lambda: f(1), lambda: f(1, 2), lambda: f(1, 2, 3, 4, d=5), lambda: f(1, 2, d=4, e=5),
         lambda: f(1, 2, a=1, d=0), lambda: f(d=1), lambda: len(), lambda: len(1, 2),
         lambda: abs(), lambda: divmod(1), lambda: isinstance(1), lambda: "x".join()]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(e)
print(f(1, 2, d=4))
