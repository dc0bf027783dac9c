def f(**kw):
    return sorted(kw.items())
print(f(**{'a': 1}, b=2))
try:
    f(**{'a': 1}, a=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(**[1, 2])
except TypeError as e:
    print(type(e).__name__, e)
def g(*a):
    return a
try:
    g(*5)
except TypeError as e:
    print(type(e).__name__, e)
print(g(*'ab', *b'c'))
