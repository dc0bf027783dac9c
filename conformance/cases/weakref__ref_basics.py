import weakref


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Node({self.name!r})"


a = Node("a")
r = weakref.ref(a)
print(r() is a, r())
print(type(r) is weakref.ReferenceType, weakref.ref is weakref.ReferenceType)
print(isinstance(r, weakref.ref), type(r).__name__, type(r).__module__)
print(weakref.ref(a) is r, weakref.getweakrefcount(a))
print(r.__callback__)
seen = []
r2 = weakref.ref(a, seen.append)
print(r2 is r, r2 == r, hash(r2) == hash(r), hash(r) == hash(a))
print(r2.__callback__ == seen.append, weakref.getweakrefcount(a))
print(len(weakref.getweakrefs(a)), weakref.getweakrefs(a)[0] is r)
b = Node("b")
print(weakref.ref(b) == r, weakref.ref(b) != r)
print(r == 1, r != "x")
del a
print(r(), r2(), seen == [r2], seen[0]() is None)
print(r == r2, r == r, r != r2)
print(hash(r) == hash(r2))
dead = weakref.ref(Node("tmp"))
print(dead())
try:
    hash(dead)
except TypeError as e:
    print("TypeError:", e)
for value in (1, "s", (1, 2), [1], {1: 2}, None):
    try:
        weakref.ref(value)
    except TypeError as e:
        print(e)
print(weakref.ref(len)() is len, weakref.ref(Node)() is Node)
print(weakref.ref({1, 2})(), weakref.getweakrefcount(1))
print(repr(weakref.ref(Node("x"))).endswith("; dead>"))
