a, b = [1, 2]
print(a, b)
(c, d) = 'hi'
print(c, d)
[e, f] = (3, 4)
print(e, f)
g, = [7]
print(g)
for x, y in [(1, 2), (3, 4)]:
    print(x + y)
k, v = {'one': 1}.popitem()
print(k, v)
