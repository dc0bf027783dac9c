a = list(range(10))
a[2:5] = ['a', 'b']
print(a)
a[:0] = [-1]
print(a)
a[len(a):] = [99, 100]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
b = [1, 2, 3]
b[1:2] = []
print(b)
b[:] = 'xyz'
print(b)
