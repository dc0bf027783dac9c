import collections.abc
import weakref


class Item:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Item({self.n})"


values = weakref.WeakValueDictionary()
a, b, c = Item(1), Item(2), Item(3)
values["a"] = a
values["b"] = b
values.update(c=c)
print(len(values), sorted(values), values["a"], values.get("zz", "missing"))
print("a" in values, isinstance(values, collections.abc.MutableMapping))
del b
print(len(values), sorted(values.keys()), "b" in values)
print(sorted((k, v.n) for k, v in values.items()))
print(values.setdefault("a", Item(9)), values.pop("c"), len(values))
try:
    values["b"]
except KeyError as e:
    print("KeyError", e)
print(sorted(r().n for r in values.valuerefs()), type(values).__name__)
copied = values.copy()
print(type(copied).__name__, dict(copied) == dict(values))
print(repr(values).startswith("<WeakValueDictionary at 0x"))
print(values | {"x": a} == {"a": a, "x": a})

keys = weakref.WeakKeyDictionary()
k1, k2 = Item(10), Item(20)
keys[k1] = "one"
keys[k2] = "two"
print(len(keys), keys[k1], k2 in keys, sorted(keys.values()))
del k1
print(len(keys), list(keys.values()), [k.n for k in keys])
print(keys.pop(k2), len(keys))
try:
    keys[1] = 2
except TypeError as e:
    print("TypeError:", e)

s = weakref.WeakSet()
m1, m2, m3 = Item(5), Item(6), Item(7)
s.add(m1)
s.update([m2, m3])
print(len(s), m1 in s, 1 in s, isinstance(s, collections.abc.MutableSet))
del m2
print(len(s), sorted(i.n for i in s))
s.discard(m3)
print(len(s), s == weakref.WeakSet([m1]), sorted(i.n for i in s | weakref.WeakSet([m3])))
for item in s:
    print("iterating", item)
del m1
print(len(s), list(s))

cache = weakref.WeakValueDictionary()
for i in range(5):
    cache[i] = Item(i)
print(len(cache))
held = [Item(i) for i in range(3)]
for i, o in enumerate(held):
    cache[i] = o
for key in list(cache):
    if key == 0:
        del held[0]
print(sorted(cache))
