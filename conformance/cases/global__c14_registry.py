REGISTRY = {}
counter = 0
def register(name):
    def deco(fn):
        global counter
        counter += 1
        REGISTRY[name] = (counter, fn)
        return fn
    return deco
@register("double")
def d(x): return x * 2
@register("neg")
def n(x): return -x
def configure():
    global MODE
    MODE = "fast"
configure()
print(MODE, counter, sorted(REGISTRY))
for name in sorted(REGISTRY, key=lambda k: REGISTRY[k][0]):
    print(name, REGISTRY[name][1](21))
def shadow():
    counter = 100
    return counter
print(shadow(), counter)
