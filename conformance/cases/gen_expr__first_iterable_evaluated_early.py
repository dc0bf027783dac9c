def src():
    print('src evaluated')
    return [1, 2]
g = (x for x in src())
print('gen created')
print(list(g))
try:
    g2 = (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
