first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = 'abcd'
print(init, last)
a, *mid, z = range(6)
print(a, mid, z)
a, *mid, z = (1, 2)
print(a, mid, z)
*everything, = (5, 6)
print(everything)
h, *t = 'x'
print(h, t)
