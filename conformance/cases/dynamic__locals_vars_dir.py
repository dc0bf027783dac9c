def describe(name, qty=1, *tags, **opts):
    total = qty * 2
    return locals()
print(describe("x", 3, "a", color="red"))
def closure():
    captured = 5
    def inner():
        return captured
    names = sorted(locals())
    return names
print(closure())
def fmt(item, price):
    return "{item}: {price:.2f}".format(**locals())
print(fmt("tea", 3.5))
def v():
    a = 1
    b = [2]
    return vars(), dir()
print(v())
class Config:
    debug = True
    level = 3
    keys = sorted(k for k in locals() if not k.startswith("_"))
print(Config.keys)
def empty():
    return locals()
print(empty())
