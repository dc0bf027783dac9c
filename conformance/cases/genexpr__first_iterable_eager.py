def src():
    print('src evaluated')
    return [1, 2, 3]
g = (x for x in src())
print('created')
print(sum(g))
try:
    g2 = (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
h = (1 / x for x in [1, 0])
print(next(h))
try:
    next(h)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
