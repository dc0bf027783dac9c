def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return a, b, c, args, d, e, kw
print(f(1, d=4), f(1, 2, 3, 4, 5, d=6, z=7), f(1, c=9, d=0))
def bad_default(x, acc=[]):
    acc.append(x)
    return acc
print(bad_default(1), bad_default(2), bad_default(3, []))
print(f.__name__, f.__qualname__)
for call in [lambda: f(1), lambda: f(a=1, d=2), lambda: f(1, 2, 3, d=1, c=2), lambda: f(d=1)]:
    try:
        call()
    except TypeError as e:
        print(e)
