def outer(a):
    b = a * 2
    def middle(c):
        d = c + b
        def inner():
            return sorted(locals())
        return sorted(locals()), inner()
    return sorted(locals()), middle(1)
print(outer(3))
def gen(n):
    for i in range(n):
        yield sorted(locals().items())
print(list(gen(2)))
def with_defaults(x, *args, key=None, **kw):
    return locals()
print(with_defaults(1, 2, 3, key="k", extra=4))
def after_delete():
    tmp = 1
    keep = 2
    del tmp
    return locals()
print(after_delete())
lam = lambda p, q=2: locals()
print(lam(1))
def fmt_report(title, count, ratio):
    return "%(title)s: %(count)d items (%(ratio).1f%%)" % locals()
print(fmt_report("apples", 3, 42.5))
