sq = lambda x: x * x
print(sq(5), (lambda: 'no args')(), (lambda a, b=2: a + b)(1))
print((lambda *a, **k: (a, k))(1, 2, z=3))
print(list(map(lambda x: x + 1, [1, 2, 3])))
print(sorted(['bb', 'a', 'ccc'], key=lambda s: -len(s)))
f = lambda n: 1 if n <= 1 else n * f(n - 1)
print(f(10))
print((lambda x: (lambda y: x + y))(3)(4))
