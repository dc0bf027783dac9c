d = {'x': 1, 'y': 2}
a, b = d
print(a, b)
(k1, v1), (k2, v2) = d.items()
print(k1, v1, k2, v2)
m, n = d.values()
print(m + n)
