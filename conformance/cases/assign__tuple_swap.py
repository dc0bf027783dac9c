a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = 'xyz'
x, y, z = z, x, y
print(x, y, z)
lst = [1, 2, 3]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
