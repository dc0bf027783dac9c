def f(name, /, **kwargs):
    return name, kwargs
print(f('pos', name='kw'))
def g(a, /, b):
    return a, b
print(g(1, b=2))
try:
    g(a=1, b=2)
except TypeError as e:
    print(type(e).__name__, e)
def h(a, b, /):
    return a
h(1, b=2)
