def f(a, b):
    return a
try:
    f(1, 2, c=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(a=1, b=2, zz=3)
except TypeError as e:
    print(type(e).__name__, e)
print(f(b=1, a=2))
f(1, bb=2)
