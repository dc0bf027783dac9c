f = lambda a, b: a + b
print(f(1, 2))
try:
    f(1)
except TypeError as e:
    print(type(e).__name__, e)
g = lambda: 1 / 0
try:
    g()
except ZeroDivisionError as e:
    print(type(e).__name__, e)
f(1, 2, 3)
