compose = lambda *fs: lambda x: __import__ if False else (lambda v: [v := f(v) for f in reversed(fs)][-1] if fs else v)(x)
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
ops = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "pow": pow}
print({k: f(2, 5) for k, f in ops.items()}, (lambda *a, **k: (a, k))(1, x=2), (lambda: None)())
curry = lambda f: lambda a: lambda b: f(a, b)
print(curry(ops["sub"])(10)(3), list(map(lambda p: p[0] * p[1], zip([1, 2], [3, 4]))), (lambda x, y=2: x ** y)(3))
f = lambda: 1
print(f.__name__, (lambda a, b: 0).__code__.co_argcount if False else 2)
(lambda x: x)()
