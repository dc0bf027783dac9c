first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *rest = range(1)
print(head, rest)
a, b = 1, 2
a, b = b, a
print(a, b)
(x, y), z = (1, 2), 3
print(x, y, z)
for i, (name, score) in enumerate([("ada", 90), ("bob", 80)]):
    print(i, name, score)
record = {"id": 1, "tags": ["x", "y", "z"]}
match_id, (t1, *others) = record["id"], record["tags"]
print(match_id, t1, others)
merged = {**{"a": 1, "b": 2}, **{"b": 3}, "c": 4}
print(merged, [*range(3), *"ab"], (*[1, 2], 3), {*[1, 1, 2]})
def f(a, b, *args, c=0, **kw):
    return a, b, args, c, kw
print(f(*[1, 2, 3], **{"c": 4, "d": 5}), f(1, *(2,), c=9))
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    first, *mid, last = [1]
except ValueError as e:
    print(e)
m = n = [0]
m.append(1)
print(n, m is n)
