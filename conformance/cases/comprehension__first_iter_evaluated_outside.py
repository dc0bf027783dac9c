def f():
    data = [1, 2, 3]
    return [d * 2 for d in data]
print(f())
y = 5
print([[y for _ in range(2)] for y in range(3)])
print([v for v in [y] * 3])
def g():
    z = [10, 20]
    return [[a + b for a in z] for b in range(2)]
print(g())
