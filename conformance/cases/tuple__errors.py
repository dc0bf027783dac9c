t = (1, 2, 3)
try:
    t.append(4)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    t.index(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
try:
    t + [4]
except TypeError as e:
    print(type(e).__name__, e)
print(t[3])
