a = list(range(6))
a[::2] = 'abc'
print(a)
try:
    a[::2] = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
a[1::2] = [7, 8, 9]
print(a)
a[::3] = [0, 1, 2]
