def f(a, b=2):
    return a, b
try:
    f(1, a=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, b=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(*[1, 2], **{'b': 5})
except TypeError as e:
    print(type(e).__name__, e)
print(f(**{'a': 0}))
