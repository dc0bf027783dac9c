a = [[1, 2], [3]]
b = a.copy()
c = a[:]
d = list(a)
b.append('new')
b[0].append(99)
print(a, b, c, d)
print(a is b, a[0] is b[0], a == c)
e = a * 2
e[0].append('shared')
print(a)
