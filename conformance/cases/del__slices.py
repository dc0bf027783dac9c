a = list(range(10))
del a[2:4]
print(a)
del a[::2]
print(a)
del a[:]
print(a)
b = list(range(8))
del b[-3:]
print(b)
del b[10:20]
print(b)
