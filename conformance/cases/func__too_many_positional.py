def f(a, b):
    return a + b
def g():
    return 0
def h(a, b=1, *, c=2):
    return a
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
try:
    g(1)
except TypeError as e:
    print(e)
try:
    h(1, 2, 3)
except TypeError as e:
    print(e)
try:
    h(1, 2, 3, c=4)
except TypeError as e:
    print(e)
