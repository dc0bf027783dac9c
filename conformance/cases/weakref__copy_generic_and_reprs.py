import copy, weakref
class A: pass
a = A()
r = weakref.ref(a)
print(copy.copy(r) is r, copy.deepcopy(r) is r)
d = weakref.WeakValueDictionary({1: a})
d2 = copy.copy(d); print(type(d2).__name__, d2[1] is a)
d3 = copy.deepcopy(d); print(d3[1] is a)
k = weakref.WeakKeyDictionary({a: [1]})
k2 = copy.deepcopy(k); print(k2[a], k2[a] is k[a])
s = weakref.WeakSet([a]); s2 = s.copy(); print(a in s2, type(s2).__name__)
print(weakref.ref[int], weakref.WeakSet[int])
print(str(r).split(" at ")[0], repr(d).split(" at ")[0])
class B:
    def __eq__(self, o): return True
    __hash__ = None
try:
    weakref.WeakKeyDictionary()[B()] = 1
except TypeError as e:
    print("TypeError", e)


class Item:
    def __init__(self, n):
        self.n = n


d = weakref.WeakValueDictionary()
objs = [Item(i) for i in range(5)]
for i, o in enumerate(objs):
    d[i] = o
visited = []
for key in d:
    visited.append(key)
    if key == 1:
        objs.clear()
print(visited, len(d), [(k, v.n) for k, v in d.items()])
ws = weakref.WeakSet(Item(i) for i in range(3))
print(len(ws))
keep = [Item(i) for i in range(3)]
ws = weakref.WeakSet(keep)
seen = 0
for item in ws:
    seen += 1
    keep.clear()
print(seen, len(ws))
print(type(ws), type(d), type(r))
