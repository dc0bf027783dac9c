x = 1
del x
try:
    x
except NameError as e:
    print(e)
items = [0, 1, 2, 3, 4, 5]
del items[0]
del items[-1]
del items[1:3]
print(items)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError", e)
class Obj:
    cls_attr = 1
o = Obj()
o.attr = 2
del o.attr
print(hasattr(o, "attr"), o.cls_attr)
try:
    del o.cls_attr
except AttributeError as e:
    print("AttributeError", e)
del Obj.cls_attr
print(hasattr(o, "cls_attr"))
a, b = 1, 2
del a, b
print("a" in dir(), "b" in dir())
def f():
    local = 1
    del local
    return local
try:
    f()
except UnboundLocalError as e:
    print(e)
