registry = {}
def register(name):
    def deco(fn):
        registry[name] = fn
        return fn
    return deco
@register('double')
def d(x):
    return 2 * x
@register('neg')
def n(x):
    return -x
print(sorted(registry))
for k in sorted(registry):
    print(k, registry[k](21))
print(d(4))
