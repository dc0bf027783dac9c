def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def hi(name):
    return 'hi ' + name
print(hi('x'))
def prefix(p, sep=': '):
    def deco(fn):
        return lambda *a, **k: p + sep + str(fn(*a, **k))
    return deco
@prefix('result', sep='=')
def add(a, b):
    return a + b
print(add(2, 3))
