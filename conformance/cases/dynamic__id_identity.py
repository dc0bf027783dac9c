a = [1, 2]
b = a
c = [1, 2]
print(id(a) == id(b), id(a) == id(c), a == c)
print(type(id(a)).__name__, id(a) > 0)
seen = {}
for obj in (a, b, c):
    seen.setdefault(id(obj), []).append(obj)
print(len(seen))
class Node:
    pass
n = Node()
print(id(n) == id(n), hex(id(n)) in repr(n))
cache = {id(x): x for x in (a, c)}
print(sorted(len(v) for v in cache.values()))
