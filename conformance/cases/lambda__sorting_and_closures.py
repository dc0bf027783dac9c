pairs = [(1, "one"), (3, "three"), (2, "two"), (4, "four")]
print(sorted(pairs, key=lambda p: p[1]), sorted(pairs, key=lambda p: -p[0])[:2])
ops = {name: (lambda f: lambda a, b: f(a, b))(fn) for name, fn in
       [("add", lambda a, b: a + b), ("sub", lambda a, b: a - b), ("max", max)]}
print({k: v(7, 3) for k, v in ops.items()})
compose = lambda *fs: (lambda x: x) if not fs else (lambda x: fs[0](compose(*fs[1:])(x)))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(9))
adders = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in adders])
print((lambda *a, **k: (a, sorted(k)))(1, 2, z=3, y=4), (lambda: None)())
f = lambda x: x ** 2
print(f.__name__, f(9), list(map(lambda s: s[::-1], ["ab", "cd"])))
print(list(filter(lambda n: n % 3 == 0, range(10))), (lambda x=[]: x.append(1) or len(x))())
