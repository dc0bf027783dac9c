(a, b), c = (1, 2), 3
print(a, b, c)
a, (b, (c, d)) = 1, (2, (3, 4))
print(a, b, c, d)
[x, [y, *z]] = ['p', 'qrs']
print(x, y, z)
for i, (k, v) in enumerate({'a': 1, 'b': 2}.items()):
    print(i, k, v)
