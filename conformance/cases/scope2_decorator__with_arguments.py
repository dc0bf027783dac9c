def repeat(times):
    def deco(fn):
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def greet(name):
    return f'hi {name}'
print(greet('bob'))
def prefix(p, sep=': '):
    def deco(fn):
        def wrapper(*a):
            return p + sep + fn(*a)
        return wrapper
    return deco
@prefix('LOG')
@prefix('app', sep='/')
def msg(x):
    return x.upper()
print(msg('started'))
