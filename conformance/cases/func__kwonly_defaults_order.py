def f(a, b=1, *args, c, d=2, e, **kw):
    return a, b, args, c, d, e, kw
print(f(0, c=3, e=5))
print(f(0, 9, 8, 7, c=3, e=5, z=0))
try:
    f(0, c=1)
except TypeError as e:
    print(e)
try:
    f()
except TypeError as e:
    print(e)
