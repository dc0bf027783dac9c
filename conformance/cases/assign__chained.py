a = b = c = 5
print(a, b, c)
x = y = []
x.append(1)
print(x, y, x is y)
i = j = 0
i += 1
print(i, j)
p = q = (1, 2)
print(p == q)
