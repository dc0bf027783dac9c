def describe(a, b=2, *args, **kwargs):
    local_names = sorted(locals())
    c = a + b
    snapshot = dict(locals())
    return local_names, sorted(snapshot)

print(describe(1))
print(describe(1, 3, 4, 5, k=6))

def template(name, count):
    unit = "item" if count == 1 else "items"
    return "{name} has {count} {unit}".format(**locals())

print(template("cart", 1))
print(template("box", 3))

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

p = Point(1, 2)
print(vars(p))
vars(p)["z"] = 3
print(p.z, sorted(vars(p)))
def outer():
    v = 1
    def inner():
        return sorted(locals())
    return inner()
print(outer())
try:
    vars(5)
except TypeError as e:
    print(e)
