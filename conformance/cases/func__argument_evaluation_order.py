def p(x):
    print('arg', x)
    return x
def f(a, b, c=None, *, d=None):
    return (a, b, c, d)
print(f(p(1), p(2), d=p(3), c=p(4)))
print(f(*[p(5), p(6)], **{'c': p(7)}))
def g():
    print('g called')
    return f
g()(p('a'), p('b'))
