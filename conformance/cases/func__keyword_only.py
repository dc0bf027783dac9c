def f(a, *, key, flag=False):
    return (a, key, flag)
print(f(1, key=2))
print(f(1, flag=True, key='k'))
try:
    f(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, key=1, other=2)
except TypeError as e:
    print(type(e).__name__, e)
