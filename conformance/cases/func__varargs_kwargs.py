def f(*args, **kwargs):
    return args, kwargs
print(f())
print(f(1, 2))
print(f(a=1, b=2))
print(f(1, *[2, 3], x=4, **{'y': 5}))
def g(a, b=2, *rest, c, d=4, **extra):
    return (a, b, rest, c, d, extra)
print(g(1, c=3))
print(g(1, 2, 3, 4, c=5, e=6))
