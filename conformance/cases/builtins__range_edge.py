print(list(range(-3)), list(range(3, -3, -1)), list(range(0, 1, 5)))
r = range(2, 30, 5)
print(r, r[0], r[-1], r[::2], len(r), 17 in r, 18 in r)
print(range(10)[2:8:3], list(range(10)[-3:]), range(5) == range(0, 5, 1))
print(sum(range(101)), max(range(7)), list(reversed(range(4))))
try:
    range(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(3)[5]
except IndexError as e:
    print(type(e).__name__, e)
