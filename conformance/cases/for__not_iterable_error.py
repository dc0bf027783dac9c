for x in [1, 2]:
    print(x)
try:
    for x in 5:
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    for x in None:
        pass
except TypeError as e:
    print(type(e).__name__, e)
for y in 3.5:
    print(y)
