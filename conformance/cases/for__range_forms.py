print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)))
print(list(range(0)), list(range(5, 2)), list(range(-5, -1)))
for i in range(3, -4, -2):
    print(i, end=' ')
print()
r = range(1, 20, 4)
print(len(r), r[2], r[-1], r[1:3], r.index(9), r.count(5))
print(range(10)[::-1], list(range(10)[::3]))
try:
    range(1, 2, 0)
except ValueError as e:
    print(type(e).__name__, e)
